/**
 * The misspellings learners really make, by kind, most telling first: a double letter written
 * once, ie/ei, a suffix confused (-ance/-ence, -able/-ible), a silent letter dropped, a single
 * consonant doubled, an unstressed vowel dropped or written as another (seperate, definate).
 * Never a random vowel swap ("roceipt") nor a doubled vowel ("laaison"). The caller removes
 * real words.
 */
export type MisspellingKind =
  | 'double'
  | 'ie-ei'
  | 'suffix'
  | 'silent'
  | 'doubled'
  | 'digraph'
  | 'dropped-vowel'
  | 'schwa';

export const MISSPELLING_KINDS: readonly MisspellingKind[] = [
  'double',
  'ie-ei',
  'suffix',
  'silent',
  'doubled',
  'digraph',
  'schwa',
  'dropped-vowel',
];

const SUFFIX_SWAPS: readonly [RegExp, string][] = [
  [/ance$/, 'ence'],
  [/ence$/, 'ance'],
  [/ant$/, 'ent'],
  [/ent$/, 'ant'],
  [/able$/, 'ible'],
  [/ible$/, 'able'],
  [/ary$/, 'ery'],
  [/ery$/, 'ary'],
  [/([^s])sion$/, '$1tion'],
  [/tion$/, 'sion'],
  [/ful$/, 'full'],
  [/eous$/, 'ious'],
  [/ious$/, 'eous'],
  [/([^aeiou])ar$/, '$1er'],
  [/([^aeiou])er$/, '$1ar'],
  [/([^aeiou])or$/, '$1er'],
  [/([^l])l$/, '$1ll'],
  [/cy$/, 'sy'],
  [/([^aeiou])al$/, '$1el'],
  [/([^aeiou])el$/, '$1al'],
  [/^al([^aeioul])/, 'all$1'],
  [/ph/, 'f'],
  [/ise$/, 'ice'],
  [/ice$/, 'ise'],
];

/** Silent letters: the letter in the capture group's place is dropped ("rythm", "knowlege"). */
const SILENT: readonly RegExp[] = [
  /m(b)$/,
  /(b)t/,
  /^(k)n/,
  /^(w)r/,
  /m(n)$/,
  /r(h)/,
  /^g(h)/,
  /w(h)/,
  /sc(h)/,
  /ex(h)/,
  /(g)n/,
  /s(c)[ei]/,
  /(d)ge/,
  /g(u)[aei]/,
  /s(t)le/,
  /(t)ch/,
  /^(p)s/,
  /a(l)[km]/,
  /s(w)er/,
  /(u)ild/,
];

const VOWELS = 'aeiou';
const isVowel = (letter: string | undefined) => letter !== undefined && VOWELS.includes(letter);

/** Misspellings of the word grouped by kind, each kind's forms in the word's order. */
export function misspellingsByKind(word: string): Map<MisspellingKind, string[]> {
  const byKind = new Map<MisspellingKind, string[]>();
  const seen = new Set<string>([word]);
  const add = (kind: MisspellingKind, candidate: string) => {
    if (seen.has(candidate) || !/^[a-z]+$/.test(candidate)) return;
    seen.add(candidate);
    byKind.set(kind, [...(byKind.get(kind) ?? []), candidate]);
  };
  for (let i = 1; i < word.length; i++) {
    if (word[i] === word[i - 1] && !isVowel(word[i])) add('double', word.slice(0, i) + word.slice(i + 1));
  }
  add('ie-ei', word.replace(/ie/, 'ei'));
  add('ie-ei', word.replace(/ei/, 'ie'));
  for (const [pattern, replacement] of SUFFIX_SWAPS) add('suffix', word.replace(pattern, replacement));
  for (const pattern of SILENT) {
    const match = pattern.exec(word);
    if (!match || match[1] === undefined) continue;
    const at = match.index + match[0].indexOf(match[1]);
    add('silent', word.slice(0, at) + word.slice(at + 1));
  }
  // A single consonant after a vowel written twice, early in the word: "occassion", "reccomend",
  // "accross" (late doublings such as "complette" are not what learners write).
  for (let i = 1; i <= Math.floor(word.length / 2); i++) {
    const letter = word[i] ?? '';
    if (!/[cflmnprst]/.test(letter) || !isVowel(word[i - 1])) continue;
    if (!isVowel(word[i + 1]) && !(letter === 'c' && /[lr]/.test(word[i + 1] ?? ''))) continue;
    if (word[i - 1] === letter || word[i + 1] === letter) continue;
    add('doubled', word.slice(0, i) + letter + word.slice(i));
  }
  // A vowel pair written as one vowel: "belive", "certin", "contry", "mesure", "alredy".
  for (let i = 1; i < word.length - 1; i++) {
    const pair = word.slice(i, i + 2);
    if (!/^(ie|ei|ai|ea|ou|ee|oa|ui)$/.test(pair) || isVowel(word[i - 1]) || isVowel(word[i + 2])) continue;
    add('digraph', word.slice(0, i) + word.slice(i + 1));
    add('digraph', word.slice(0, i + 1) + word.slice(i + 2));
  }
  for (let i = 2; i < word.length - 1; i++) {
    const letter = word[i] ?? '';
    // Only a lone vowel between consonants, past the first syllable.
    if (!isVowel(letter) || isVowel(word[i - 1]) || isVowel(word[i + 1])) continue;
    // The unstressed vowel of an open syllable written as another: "seperate", "definate",
    // "privelege", "benifit", "cemetary".
    const next = word.slice(i + 1, i + 3);
    const openSyllable =
      isVowel(word[i + 2]) || /^(th|ch|sh)$/.test(next) || (next[0] === next[1] && isVowel(word[i + 3]));
    if ('aei'.includes(letter) && openSyllable)
      for (const other of 'aei')
        if (other !== letter) add('schwa', word.slice(0, i) + other + word.slice(i + 1));
    // The unstressed vowel before r, l or n dropped: "diffrent", "intrest", "seprate".
    if (i >= 3 && i <= word.length - 4 && /[rln]/.test(word[i + 1] ?? '') && isVowel(word[i + 2]))
      add('dropped-vowel', word.slice(0, i) + word.slice(i + 1));
  }
  return byKind;
}

/** Every misspelling of the word, the most telling kinds first. */
export function misspellingsOf(word: string): string[] {
  const byKind = misspellingsByKind(word);
  return MISSPELLING_KINDS.flatMap((kind) => byKind.get(kind) ?? []);
}
