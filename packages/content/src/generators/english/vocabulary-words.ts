import { loadIrregularPlurals } from '../../sources/english-words.ts';
import { isVocabularyWord, type PartOfSpeech, senseKeyOf, type WordNet } from '../../sources/wordnet.ts';
import { isAmericanSpelling } from './british-spelling.ts';

/**
 * Which words and which of their senses a vocabulary question may use. WordNet lists every sense
 * a word has ever had; a learner knows the common ones. These checks keep synonym and antonym
 * questions to common words in their everyday meanings.
 */

/**
 * WordNet usage labels of senses that are not plain, current English: a synonym or antonym
 * holding only in such a sense is not one an examiner would accept.
 */
const UNFIT_USAGE = new Set([
  'abbreviation',
  'acronym',
  'african american vernacular english',
  'archaism',
  'blend',
  'colloquialism',
  'combining form',
  'comparative',
  'dialect',
  'disparagement',
  'ethnic slur',
  'euphemism',
  'formality',
  'french',
  'idiom',
  'intensifier',
  'irony',
  'obscenity',
  'plural',
  'regionalism',
  'slang',
  'street name',
  'superlative',
  'synecdoche',
  'trade name',
  'trademark',
  'trope',
  'wit',
  'yiddish',
]);

/**
 * Words never shown in a vocabulary or spelling question, as target, answer or distractor: words whose
 * vulgar, offensive or identity sense is the one most readers hear today, whatever WordNet's
 * tagged corpus (1960s texts) counts as their first sense ("gay" is tagged mostly "cheerful"),
 * and words for sexual or intimate parts and functions of the body, which a question for a
 * general reader has no reason to show.
 */
const NEVER_SHOWN = new Set([
  // Vulgar, offensive or identity words.
  'ass',
  'bastard',
  'bitch',
  'bloody',
  'bonk',
  'bugger',
  'butt',
  'cock',
  'crap',
  'damn',
  'damned',
  'darned',
  'dick',
  'dyke',
  'faggot',
  'fuck',
  'gay',
  'goddam',
  'goddamn',
  'goddamned',
  'goy',
  'harlot',
  'hell',
  'homo',
  'negro',
  'nigger',
  'pansy',
  'piss',
  'prick',
  'prostitute',
  'prostitution',
  'pussy',
  'queer',
  'screw',
  'sexy',
  'shit',
  'slut',
  'tit',
  'whore',
  // Sexual and intimate anatomy and functions.
  'anal',
  'anus',
  'baculum',
  'bosom',
  'breast',
  'breasts',
  'buttock',
  'buttocks',
  'clitoris',
  'cloaca',
  'coitus',
  'copulate',
  'copulation',
  'crotch',
  'ejaculate',
  'ejaculation',
  'erection',
  'erotic',
  'excrement',
  'faeces',
  'feces',
  'genital',
  'genitalia',
  'genitals',
  'groin',
  'intercourse',
  'masturbate',
  'masturbation',
  'menstrual',
  'menstruation',
  'nipple',
  'orgasm',
  'penis',
  'pubic',
  'rape',
  'rectum',
  'scrotum',
  'semen',
  'sexual',
  'sexuality',
  'sperm',
  'testicle',
  'testicles',
  'testis',
  'urinate',
  'urine',
  'uterus',
  'vagina',
  'vaginal',
  'vulva',
  'womb',
]);

/**
 * Words never used as a synonym or antonym distractor: as fillers they read as jokes beside the
 * answer ("naked", "drunk").
 */
export const NEVER_DISTRACTOR: ReadonlySet<string> = new Set(['drunk', 'naked']);

/** True when the word is never shown in a question drawn from WordNet (see `NEVER_SHOWN`). */
export function isBlockedWord(word: string): boolean {
  return NEVER_SHOWN.has(word);
}

/**
 * Labels WordNet puts on a whole synset while meaning its informal alternates, not its headword:
 * {slowly, slow, easy, tardily} is "colloquialism" for "slow" and "easy", not for "slowly".
 */
const ALTERNATES_ONLY_USAGE = new Set(['colloquialism', 'dialect', 'intensifier']);

/** True when WordNet labels this sense (the lemma in this synset) as not plain, current English. */
export function isMarkedSense(wordnet: WordNet, synsetKey: string, lemma: string): boolean {
  const synset = wordnet.synsets.get(synsetKey);
  return (synset?.usage ?? []).some((usage) => {
    if (!UNFIT_USAGE.has(usage.label)) return false;
    if (usage.lemma !== undefined) return usage.lemma === lemma;
    return !(ALTERNATES_ONLY_USAGE.has(usage.label) && synset?.lemmas[0] === lemma);
  });
}

/** How often the corpus uses the word in this synset's meaning. */
export function senseFrequency(wordnet: WordNet, word: string, synsetKey: string): number {
  return wordnet.senseFrequency.get(senseKeyOf(word, synsetKey)) ?? 0;
}

/** The word's senses in one part of speech, most frequent first (WordNet's order). */
export function sensesIn(wordnet: WordNet, word: string, pos: PartOfSpeech): string[] {
  return (wordnet.sensesOf.get(word) ?? []).filter((key) => wordnet.synsets.get(key)?.pos === pos);
}

/**
 * True when the meaning is one of the word's everyday meanings: tagged at least once, not a
 * labelled usage, and at least `share` of all the word's tagged uses (any part of speech).
 */
export function isMainSense(wordnet: WordNet, word: string, synsetKey: string, share: number): boolean {
  const count = senseFrequency(wordnet, word, synsetKey);
  const total = wordnet.frequency.get(word) ?? 0;
  return count > 0 && count >= share * total && !isMarkedSense(wordnet, synsetKey, word);
}

let irregularPlurals: Set<string> | undefined;

/**
 * True when WordNet lists the word separately but it is an inflection of a commoner lemma:
 * a plural ("authorities", "works", "men") or a comparative ("larger", "bigger"). As options
 * they read as grammar, not vocabulary.
 */
export function isInflectedForm(wordnet: WordNet, word: string): boolean {
  // Uncountable nouns ("aid", "news") are listed as their own plural: not inflections.
  irregularPlurals ??= new Set(
    Object.entries(loadIrregularPlurals())
      .filter(([singular, plural]) => singular !== plural)
      .map(([, plural]) => plural),
  );
  const isLemmaIn = (base: string, pos: PartOfSpeech) =>
    base.length >= 3 && sensesIn(wordnet, base, pos).length > 0 && (wordnet.frequency.get(base) ?? 0) > 0;
  if (irregularPlurals.has(word)) return true;
  if (wordnet.dominantPos.get(word) === 'noun' && word.endsWith('s') && !word.endsWith('ss')) {
    const singulars = [word.slice(0, -1), word.slice(0, -2), `${word.slice(0, -3)}y`];
    if (singulars.some((base) => base !== word && isLemmaIn(base, 'noun'))) return true;
  }
  if (wordnet.dominantPos.get(word) === 'adj' && /(er|est)$/.test(word)) {
    const stem = word.replace(/(er|est)$/, '');
    const bases = [stem, `${stem}e`, stem.slice(0, -1), `${stem.slice(0, -1)}y`].filter(
      (base) => base !== 'out' && base !== 'in' && base !== 'up',
    );
    // A doubled consonant ("bigger") or a changed y ("happier") still leaves a known adjective.
    if (bases.some((base) => isLemmaIn(base, 'adj'))) return true;
  }
  return false;
}

/**
 * A plain, common, inoffensive word that is not an inflection, spelt as Indian papers spell it
 * (never "color" or "center"): fit to show as an option.
 */
export function isCommonWord(wordnet: WordNet, word: string, minFrequency: number): boolean {
  return (
    (wordnet.frequency.get(word) ?? 0) >= minFrequency &&
    isVocabularyWord(wordnet, word) &&
    !NEVER_SHOWN.has(word) &&
    !isAmericanSpelling(word) &&
    !isInflectedForm(wordnet, word)
  );
}

/** Words that are the target's synonyms, similar words or opposites in any sense, however rare. */
export function relatedInAnySense(wordnet: WordNet, word: string): Set<string> {
  const related = new Set<string>();
  for (const key of wordnet.sensesOf.get(word) ?? []) {
    const synset = wordnet.synsets.get(key);
    if (!synset) continue;
    for (const linked of [key, ...synset.similar, ...synset.antonyms.map(([, target]) => target)]) {
      const near = wordnet.synsets.get(linked);
      for (const lemma of near?.lemmas ?? []) related.add(lemma);
      // An antonym's similar words are opposites too ("hot" against "chilly").
      for (const similar of near?.similar ?? []) {
        for (const lemma of wordnet.synsets.get(similar)?.lemmas ?? []) related.add(lemma);
      }
    }
  }
  related.delete(word);
  return related;
}

/** Lexicographer files of technical or bodily meanings: adj.pert ("bacterial"), noun.body, noun.substance. */
const TECHNICAL_LEX_FILES = new Set([1, 8, 27]);

/**
 * True when the word's first sense in its usual part of speech is filed under a subject domain
 * ("psychiatry", "mathematics") or a technical lexicographer file: a term, not everyday English.
 */
export function isTechnicalWord(wordnet: WordNet, word: string): boolean {
  const first = wordnet.synsets.get(
    sensesIn(wordnet, word, wordnet.dominantPos.get(word) ?? 'noun')[0] ?? '',
  );
  return first === undefined || first.topics.length > 0 || TECHNICAL_LEX_FILES.has(first.lexFile);
}

const UNITS =
  'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen';
const TENS = 'twenty thirty forty fifty sixty seventy eighty ninety hundred thousand million billion';
const ORDINALS =
  'first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth thirtieth fortieth fiftieth sixtieth seventieth eightieth ninetieth hundredth thousandth millionth';
/** Number words: as filler options in a vocabulary question they are plainly wrong, so useless. */
const NUMBER_WORDS = new Set(`${UNITS} ${TENS} ${ORDINALS}`.split(' '));

/**
 * A word fit to fill a distractor slot: common, not technical, not a number word, and with more
 * than one sense (single-sense words in the tagged corpus are mostly terms from its science texts:
 * "antigen", "micelle").
 */
export function isEverydayFiller(wordnet: WordNet, word: string, minFrequency: number): boolean {
  return (
    !NUMBER_WORDS.has(word) &&
    isCommonWord(wordnet, word, minFrequency) &&
    (wordnet.sensesOf.get(word) ?? []).length >= 2 &&
    !isTechnicalWord(wordnet, word)
  );
}

const reachCache = new WeakMap<WordNet, Map<string, Set<string>>>();

/**
 * Synsets a word reaches: its senses and every synset one pointer away. From an adverb the walk
 * goes one step further, through the adjective it derives from: "thoroughly" and "totally" are
 * linked only through "thorough" and "total", which are similar.
 */
export function reachOf(wordnet: WordNet, word: string): ReadonlySet<string> {
  const cache = reachCache.get(wordnet) ?? new Map<string, Set<string>>();
  reachCache.set(wordnet, cache);
  const cached = cache.get(word);
  if (cached) return cached;
  const reach = new Set<string>();
  for (const key of wordnet.sensesOf.get(word) ?? []) {
    const synset = wordnet.synsets.get(key);
    reach.add(key);
    for (const linked of synset?.linked ?? []) {
      reach.add(linked);
      if (synset?.pos !== 'adv') continue;
      for (const further of wordnet.synsets.get(linked)?.linked ?? []) reach.add(further);
    }
  }
  cache.set(word, reach);
  return reach;
}

/** True when WordNet puts the word near any synset in `reach`: they share a synset or a link. */
export function areNear(wordnet: WordNet, reach: ReadonlySet<string>, word: string): boolean {
  for (const key of reachOf(wordnet, word)) if (reach.has(key)) return true;
  return false;
}
