/**
 * Kinship from a relation path, in English and in the SSC paper's Hindi. A path is read outward
 * from the person asked about: "FB" is the father's brother. Hindi separates what English merges
 * (चाचा/मामा for "uncle", भतीजा/भांजा for "nephew"), so the Hindi word always comes from the path,
 * never from the English word.
 */

/** F father, M mother, S son, D daughter, B brother, Z sister, H husband, W wife. */
export type Link = 'F' | 'M' | 'S' | 'D' | 'B' | 'Z' | 'H' | 'W';

export const LINK_WORDS: Record<Link, { en: string; hi: string; male: boolean }> = {
  F: { en: 'father', hi: 'पिता', male: true },
  M: { en: 'mother', hi: 'माता', male: false },
  S: { en: 'son', hi: 'पुत्र', male: true },
  D: { en: 'daughter', hi: 'पुत्री', male: false },
  B: { en: 'brother', hi: 'भाई', male: true },
  Z: { en: 'sister', hi: 'बहन', male: false },
  H: { en: 'husband', hi: 'पति', male: true },
  W: { en: 'wife', hi: 'पत्नी', male: false },
};

const PARENT = new Set<Link>(['F', 'M']);
const CHILD = new Set<Link>(['S', 'D']);
const SIBLING = new Set<Link>(['B', 'Z']);
const SPOUSE = new Set<Link>(['H', 'W']);

const sibling = (link: Link): Link => (LINK_WORDS[link].male ? 'B' : 'Z');
const child = (link: Link): Link => (LINK_WORDS[link].male ? 'S' : 'D');

/**
 * The shortest path to the same person, by the conventions of the paper: everyone named is a
 * different person, siblings share both parents, a father's wife is one's mother. Undefined when
 * the path could lead back to the person asked about (a husband's wife) or to a step-relation.
 */
export function reducePath(path: readonly Link[]): string | undefined {
  const stack: Link[] = [];
  for (const link of path) {
    const previous = stack[stack.length - 1];
    if (previous === undefined) {
      stack.push(link);
    } else if (SIBLING.has(previous) && (PARENT.has(link) || SIBLING.has(link))) {
      // A sibling's parent is one's own parent; a sibling's sibling is one's sibling.
      stack[stack.length - 1] = link;
    } else if (CHILD.has(previous) && SIBLING.has(link)) {
      stack[stack.length - 1] = child(link);
    } else if (PARENT.has(previous) && CHILD.has(link)) {
      stack[stack.length - 1] = sibling(link);
    } else if ((previous === 'F' && link === 'W') || (previous === 'M' && link === 'H')) {
      stack[stack.length - 1] = previous === 'F' ? 'M' : 'F';
    } else if (SPOUSE.has(previous) && (SPOUSE.has(link) || CHILD.has(link))) {
      return undefined;
    } else if (CHILD.has(previous) && PARENT.has(link)) {
      return undefined;
    } else {
      stack.push(link);
    }
  }
  return stack.join('');
}

/** Kinship terms by reduced path. Hindi: the terms of the SSC bilingual paper. */
const KIN: Record<string, { en: string; hi: string }> = {
  F: { en: 'Father', hi: 'पिता' },
  M: { en: 'Mother', hi: 'माता' },
  S: { en: 'Son', hi: 'पुत्र' },
  D: { en: 'Daughter', hi: 'पुत्री' },
  B: { en: 'Brother', hi: 'भाई' },
  Z: { en: 'Sister', hi: 'बहन' },
  H: { en: 'Husband', hi: 'पति' },
  W: { en: 'Wife', hi: 'पत्नी' },
  FF: { en: 'Paternal grandfather', hi: 'दादा' },
  FM: { en: 'Paternal grandmother', hi: 'दादी' },
  MF: { en: 'Maternal grandfather', hi: 'नाना' },
  MM: { en: 'Maternal grandmother', hi: 'नानी' },
  FFF: { en: 'Great-grandfather', hi: 'परदादा' },
  FB: { en: 'Paternal uncle', hi: 'चाचा' },
  FZ: { en: 'Paternal aunt', hi: 'बुआ' },
  MB: { en: 'Maternal uncle', hi: 'मामा' },
  MZ: { en: 'Maternal aunt', hi: 'मौसी' },
  BS: { en: 'Nephew', hi: 'भतीजा' },
  BD: { en: 'Niece', hi: 'भतीजी' },
  ZS: { en: 'Nephew', hi: 'भांजा' },
  ZD: { en: 'Niece', hi: 'भांजी' },
  SS: { en: 'Grandson', hi: 'पोता' },
  SD: { en: 'Granddaughter', hi: 'पोती' },
  DS: { en: 'Grandson', hi: 'नाती' },
  DD: { en: 'Granddaughter', hi: 'नातिन' },
  FBS: { en: 'Cousin', hi: 'चचेरा भाई' },
  FBD: { en: 'Cousin', hi: 'चचेरी बहन' },
  FZS: { en: 'Cousin', hi: 'फुफेरा भाई' },
  FZD: { en: 'Cousin', hi: 'फुफेरी बहन' },
  MBS: { en: 'Cousin', hi: 'ममेरा भाई' },
  MBD: { en: 'Cousin', hi: 'ममेरी बहन' },
  MZS: { en: 'Cousin', hi: 'मौसेरा भाई' },
  MZD: { en: 'Cousin', hi: 'मौसेरी बहन' },
  ZH: { en: 'Brother-in-law', hi: 'बहनोई' },
  WB: { en: 'Brother-in-law', hi: 'साला' },
  BW: { en: 'Sister-in-law', hi: 'भाभी' },
  WZ: { en: 'Sister-in-law', hi: 'साली' },
  HZ: { en: 'Sister-in-law', hi: 'ननद' },
  WF: { en: 'Father-in-law', hi: 'ससुर' },
  HF: { en: 'Father-in-law', hi: 'ससुर' },
  WM: { en: 'Mother-in-law', hi: 'सास' },
  HM: { en: 'Mother-in-law', hi: 'सास' },
  SW: { en: 'Daughter-in-law', hi: 'बहू' },
  DH: { en: 'Son-in-law', hi: 'दामाद' },
};

/** The kinship term of a path (any unreduced path), or undefined when the paper has no one word for it. */
export function kinship(path: readonly Link[] | string): { en: string; hi: string } | undefined {
  const reduced = reducePath([...path] as Link[]);
  return reduced === undefined ? undefined : KIN[reduced];
}

/** Whether the person at the end of the path is a man. */
export function isMale(path: readonly Link[] | string): boolean {
  const last = [...path].at(-1) as Link | undefined;
  return last ? LINK_WORDS[last].male : true;
}

/** Hindi possessive before a kinship noun: का for a man, की for a woman ("B का पिता", "B की बहन"). */
export function possessiveHi(male: boolean): string {
  return male ? 'का' : 'की';
}
