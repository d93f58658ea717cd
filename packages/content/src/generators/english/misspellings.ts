/**
 * Plausible misspellings of a word, following the mistakes learners make: doubled or single
 * letters, ie/ei, -ance/-ence, -able/-ible, swapped vowels. The caller removes real words.
 */
export function misspellingsOf(word: string): string[] {
  const results = new Set<string>();
  const add = (candidate: string) => {
    if (candidate !== word && /^[a-z]+$/.test(candidate)) results.add(candidate);
  };
  for (let i = 1; i < word.length; i++) {
    const letter = word[i] ?? '';
    // Double letter written once.
    if (letter === word[i - 1]) add(word.slice(0, i) + word.slice(i + 1));
    // Single consonant written twice.
    else if (/[bcdfglmnprst]/.test(letter) && word[i + 1] !== letter)
      add(word.slice(0, i) + letter + word.slice(i));
  }
  const swaps: [RegExp, string][] = [
    [/ie/, 'ei'],
    [/ei/, 'ie'],
    [/ance$/, 'ence'],
    [/ence$/, 'ance'],
    [/ant$/, 'ent'],
    [/ent$/, 'ant'],
    [/able$/, 'ible'],
    [/ible$/, 'able'],
    [/sion$/, 'tion'],
    [/tion$/, 'sion'],
    [/ph/, 'f'],
    [/ary$/, 'ery'],
    [/ery$/, 'ary'],
  ];
  for (const [pattern, replacement] of swaps) add(word.replace(pattern, replacement));
  const vowels = 'aeiou';
  for (let i = 1; i < word.length - 1; i++) {
    const letter = word[i] ?? '';
    if (!vowels.includes(letter)) continue;
    for (const other of vowels) if (other !== letter) add(word.slice(0, i) + other + word.slice(i + 1));
  }
  return [...results].sort();
}
