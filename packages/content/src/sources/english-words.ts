import { readPackageJson, readPackageText } from './package-files.ts';
import { loadWordNet } from './wordnet.ts';

let dictionary: Set<string> | undefined;

/** Every word either word list knows, to prove a misspelling is not a real word. */
export function knownWords(): Set<string> {
  if (dictionary) return dictionary;
  const words = new Set(
    readPackageText('word-list', 'words.txt')
      .split('\n')
      .map((word) => word.trim().toLowerCase()),
  );
  for (const lemma of loadWordNet().sensesOf.keys()) words.add(lemma);
  dictionary = words;
  return words;
}

/** base form -> list of [past, past participle] pairs, each an accepted form. */
export function loadIrregularVerbs(): Record<string, [string, string][]> {
  return readPackageJson<Record<string, [string, string][]>>('english-verbs-irregular', 'dist/verbs.json');
}

export function loadIrregularPlurals(): Record<string, string> {
  return readPackageJson<Record<string, string>>('irregular-plurals', 'irregular-plurals.json');
}
