/**
 * An option gives itself away when it alone shares a telling word with the stem ("Which country
 * uses the Comorian franc?" -> "Comoros"). Words of five letters or more are compared by their
 * first five letters, so "Comorian" and "Comoros", "Indian" and "India" count as one word.
 */
const TELLING_WORD = /\p{L}{5,}/gu;
const PREFIX_LENGTH = 5;

function wordRoots(text: string): Set<string> {
  return new Set((text.toLowerCase().match(TELLING_WORD) ?? []).map((word) => word.slice(0, PREFIX_LENGTH)));
}

/** The words the keyed option shares with the stem that no other option has. */
export function tellingWords(stem: string, options: readonly string[], answerIndex: number): string[] {
  const stemRoots = wordRoots(stem);
  const otherRoots = new Set(
    options.flatMap((option, index) => (index === answerIndex ? [] : [...wordRoots(option)])),
  );
  return [...wordRoots(options[answerIndex] ?? '')].filter(
    (root) => stemRoots.has(root) && !otherRoots.has(root),
  );
}
