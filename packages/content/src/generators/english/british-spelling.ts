import { knownWords } from '../../sources/english-words.ts';

/**
 * Indian exams follow British spelling. WordNet and its tagged corpus are American, so a word
 * drawn from them may be the American form ("color", "center", "analyze", "traveled"): shown as
 * the right answer it would teach a spelling the paper marks wrong. These checks find such words
 * by their British variant, proved to be a word by the word list.
 */

/** American forms whose British form the rules below cannot derive. */
const AMERICAN_TO_BRITISH: Record<string, string> = {
  airplane: 'aeroplane',
  aluminum: 'aluminium',
  anemia: 'anaemia',
  anesthesia: 'anaesthesia',
  anesthetic: 'anaesthetic',
  artifact: 'artefact',
  ax: 'axe',
  cozy: 'cosy',
  curb: 'kerb',
  diarrhea: 'diarrhoea',
  donut: 'doughnut',
  edema: 'oedema',
  encyclopedia: 'encyclopaedia',
  esophagus: 'oesophagus',
  esthetic: 'aesthetic',
  estrogen: 'oestrogen',
  fetus: 'foetus',
  gotten: 'got',
  gray: 'grey',
  gynecology: 'gynaecology',
  hemoglobin: 'haemoglobin',
  installment: 'instalment',
  hemorrhage: 'haemorrhage',
  jewelry: 'jewellery',
  leukemia: 'leukaemia',
  maneuver: 'manoeuvre',
  math: 'maths',
  mold: 'mould',
  mom: 'mum',
  mustache: 'moustache',
  orthopedic: 'orthopaedic',
  pajamas: 'pyjamas',
  pediatric: 'paediatric',
  percent: 'per cent',
  plow: 'plough',
  skeptic: 'sceptic',
  skeptical: 'sceptical',
  smolder: 'smoulder',
  skillful: 'skilful',
  skillfully: 'skilfully',
  sulfur: 'sulphur',
  whiskey: 'whisky',
  willful: 'wilful',
  willfully: 'wilfully',
  woolen: 'woollen',
};

/** Verbs that double a final l before -ed and -ing in British spelling only. */
const DOUBLED_L =
  'travel|cancel|label|model|level|signal|fuel|marvel|counsel|jewel|quarrel|channel|tunnel|total|dial|equal|libel|panel|pedal|rival|shovel|spiral|grovel|duel|enamel|funnel|kennel|chisel|pencil|snivel|swivel|towel|unravel|bevel|revel';

/** Regular American-to-British changes: colour, centre, analyse, catalogue, defence, travelled, fulfil. */
const AMERICAN_PATTERNS: [RegExp, string][] = [
  [
    /(?<=^.{1,}[^aeou])or(?=(s|ed|ing|ful|fully|able|ably|less|ite|ites|hood|hoods|ist|ists|er|ers)?$)/g,
    'our',
  ],
  [
    /(?<=^(cent|theat|lit|fib|calib|spect|somb|sab|lust|meag|sepulch|scept|centimet|kilomet|millimet|goit|och|reconnoit|mit))er(?=(s|ed)?$)/g,
    're',
  ],
  [/(?<=^.{2,})yz(?=(e|ed|es|ing)$)/g, 'ys'],
  [/(?<=^.{3,})og$/g, 'ogue'],
  [/(?<=^(def|off|lic|pret))ense$/g, 'ence'],
  [new RegExp(`(?<=^(${DOUBLED_L}))(?=(ed|ing|er|ers|ous|ist|ists)$)`, 'g'), 'l'],
  [/(?<=^(fulfil|distil|instil|enrol|appal))l(?=(s|ed|ing|ment|ments)?$)/g, ''],
];

/** Every string made by applying one pattern at one of its matches. */
function variantsOf(word: string, patterns: readonly [RegExp, string][]): string[] {
  const variants = new Set<string>();
  for (const [pattern, replacement] of patterns) {
    for (const match of word.matchAll(pattern)) {
      const index = match.index ?? 0;
      variants.add(word.slice(0, index) + replacement + word.slice(index + match[0].length));
    }
  }
  variants.delete(word);
  return [...variants];
}

/** The British spelling of an American form ("color" -> "colour"), or undefined for a word spelt alike. */
export function britishSpellingOf(
  word: string,
  dictionary: ReadonlySet<string> = knownWords(),
): string | undefined {
  const listed = AMERICAN_TO_BRITISH[word];
  if (listed) return listed;
  return variantsOf(word, AMERICAN_PATTERNS).find((variant) => dictionary.has(variant));
}

const americanCache = new Map<string, boolean>();

/** True when the word is the American form of a word Indian papers spell the British way. */
export function isAmericanSpelling(word: string, dictionary?: ReadonlySet<string>): boolean {
  if (dictionary) return britishSpellingOf(word, dictionary) !== undefined;
  let american = americanCache.get(word);
  if (american === undefined) {
    american = britishSpellingOf(word) !== undefined;
    americanCache.set(word, american);
  }
  return american;
}

/** Spellings both accepted in British use: -ize/-ise, -yse, judg(e)ment, install/instal, inquire/enquire. */
const SHARED_PATTERNS: [RegExp, string][] = [
  [/iz(?=(e|ed|es|ing|ation|ations|er|ers)$)/g, 'is'],
  [/is(?=(e|ed|es|ing|ation|ations|er|ers)$)/g, 'iz'],
  [/gment/g, 'gement'],
  [/gement/g, 'gment'],
  [/ll$/g, 'l'],
  [/l$/g, 'll'],
  [/^in/g, 'en'],
  [/^en/g, 'in'],
];

/** Words spelt two ways in British use by meaning: "program" (computing) and "programme". */
const SHARED_WORDS = new Set(['program', 'programs', 'practise', 'practice', 'license', 'licence']);

/**
 * True when a spelling question on the word could be argued: it is American, or it has a second
 * accepted spelling ("organize" and "organise", "judgment" and "judgement").
 */
export function hasDisputedSpelling(word: string, dictionary: ReadonlySet<string> = knownWords()): boolean {
  return (
    SHARED_WORDS.has(word) ||
    isAmericanSpelling(word, dictionary) ||
    variantsOf(word, SHARED_PATTERNS).some((variant) => dictionary.has(variant))
  );
}
