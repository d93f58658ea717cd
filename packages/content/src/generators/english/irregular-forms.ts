import type { TopicDefinition, TopicGenerator } from '../../model/topic-generator.ts';
import { knownWords, loadIrregularPlurals, loadIrregularVerbs } from '../../sources/english-words.ts';
import { loadWordNet } from '../../sources/wordnet.ts';
import { factQuestions } from '../fact-questions.ts';
import { isBlockedWord } from './vocabulary-words.ts';
import { wordDifficulty } from './word-difficulty.ts';

const PAST_TENSE: TopicDefinition = {
  id: 'irregular-past-tense',
  categoryId: 'grammar',
  name: 'Irregular Verbs: Past Tense',
  nameHi: 'अनियमित क्रियाएँ: भूतकाल',
};
const PAST_PARTICIPLE: TopicDefinition = {
  id: 'irregular-past-participle',
  categoryId: 'grammar',
  name: 'Irregular Verbs: Past Participle',
  nameHi: 'अनियमित क्रियाएँ: भूतकालिक कृदंत',
};
const PLURALS: TopicDefinition = {
  id: 'irregular-plurals',
  categoryId: 'grammar',
  name: 'Irregular Plurals',
  nameHi: 'अनियमित बहुवचन',
};

/** Only verbs a learner meets: present in WordNet's tagged corpus. */
const MIN_VERB_FREQUENCY = 2;

/**
 * Forms the verb list gives that Indian papers do not accept: American ("gotten", "dove", "snuck",
 * "pled", "spit" and "sweat" as past forms, "sunk", "shrunk" and "stunk" as past tense) or archaic
 * ("bade", "bidden"). A pair holding one is dropped, so it is neither taught nor counted right;
 * "proved" and "sweated" then show "prove" and "sweat" regular, and they are not asked.
 */
const NOT_ACCEPTED: Record<string, { past?: readonly string[]; participle?: readonly string[] }> = {
  bid: { past: ['bade'], participle: ['bidden'] },
  dive: { past: ['dove'] },
  get: { participle: ['gotten'] },
  plead: { past: ['pled'], participle: ['pled'] },
  prove: { participle: ['proven'] },
  shrink: { past: ['shrunk'] },
  sink: { past: ['sunk'] },
  sneak: { past: ['snuck'], participle: ['snuck'] },
  spit: { past: ['spit'], participle: ['spit'] },
  spring: { past: ['sprung'] },
  stink: { past: ['stunk'] },
  sweat: { past: ['sweat'], participle: ['sweat'] },
};

/** Verbs whose listed participle is a literary or special use: the usual form is asked. */
const USUAL_FIRST: Record<string, [string, string]> = {
  bear: ['bore', 'borne'],
  strike: ['struck', 'struck'],
};

/**
 * Verbs never asked: vulgar ones, and verbs whose listed irregular forms belong to another verb
 * spelt alike ("relay", pass on, is regular; "relaid" is the past of re-lay).
 */
const NEVER_ASKED = new Set(['relay', 'shit']);

/** What the stem means when the verb spelt so has a regular twin ("lie", tell a lie: lied). */
const MEANING: Record<string, string> = { lie: 'to lie down' };

/** The verb's forms as a British grammar gives them: unaccepted pairs dropped, the usual pair first. */
export function britishForms(base: string, forms: readonly [string, string][]): [string, string][] {
  const rejected = NOT_ACCEPTED[base] ?? {};
  const kept = forms.filter(
    ([past, participle]) => !rejected.past?.includes(past) && !rejected.participle?.includes(participle),
  );
  const usual = USUAL_FIRST[base];
  if (!usual) return kept;
  return [usual, ...kept.filter(([past, participle]) => past !== usual[0] || participle !== usual[1])];
}

/** Invented forms a learner might write: over-regularised endings that are not English words. */
function inventedForms(base: string, extra: readonly string[]): string[] {
  const dictionary = knownWords();
  const stem = base.endsWith('e') ? base.slice(0, -1) : base;
  return [`${stem}ed`, `${base}en`, ...extra.map((form) => `${form}ed`), `${stem}ened`].filter(
    (form) => !dictionary.has(form),
  );
}

export function commonVerbs(): VerbEntry[] {
  const wordnet = loadWordNet();
  const verbs = loadIrregularVerbs();
  return Object.entries(verbs)
    .filter(
      ([base, forms]) =>
        forms.length > 0 &&
        /^[a-z]+$/.test(base) &&
        !NEVER_ASKED.has(base) &&
        (wordnet.frequency.get(base) ?? 0) >= MIN_VERB_FREQUENCY,
    )
    .map(([base, forms]): VerbEntry => [base, britishForms(base, forms)])
    .filter(([, forms]) => forms.length > 0)
    .sort(([a], [b]) => a.localeCompare(b));
}

function asked(base: string): string {
  return MEANING[base] ? `${base}" (${MEANING[base]})` : `${base}"`;
}

type VerbEntry = [string, [string, string][]];

/**
 * Nouns of the plural list not asked: parts of the body and medical terms, slang and mythical
 * beings of sex ("looey", "incubus"), words a general reader never meets ("omphalos", "silex"),
 * the American closed form "passerby" (British "passer-by"), and "dogma", whose usual plural is
 * the regular "dogmas".
 */
const PLURALS_NOT_ASKED = new Set([
  'alveolus',
  'aphelion',
  'cortex',
  'cranium',
  'cystoma',
  'desideratum',
  'djinni',
  'dogma',
  'encomium',
  'ephemeris',
  'extremum',
  'foramen',
  'ganglion',
  'glomerulus',
  'gumma',
  'hamulus',
  'humerus',
  'hyperbaton',
  'ilium',
  'incubus',
  'interstitium',
  'loculus',
  'looey',
  'lumen',
  'lustrum',
  'lymphoma',
  'meniscus',
  'murex',
  'mythos',
  'noumenon',
  'occiput',
  'omphalos',
  'ovum',
  'passerby',
  'perihelion',
  'phalanx',
  'pontifex',
  'prolegomenon',
  'silex',
  'speculum',
  'succubus',
  'syconium',
  'thrombus',
  'torus',
  'umbilicus',
  'velum',
  'viscus',
]);

/**
 * True when the plural follows a spelling rule every grammar teaches as regular: -es after s, x,
 * z, ch, sh and o ("boxes", "heroes", "quizzes"), and -ies after a consonant or qu ("pennies",
 * "soliloquies").
 */
export function isRegularPlural(singular: string, plural: string): boolean {
  return (
    plural === `${singular}s` ||
    plural === `${singular}es` ||
    plural === `${singular}${singular.slice(-1)}es` ||
    ((/[^aeiou]y$/.test(singular) || singular.endsWith('quy')) && plural === `${singular.slice(0, -1)}ies`)
  );
}

export const irregularFormGenerators: TopicGenerator[] = [
  {
    topic: PAST_TENSE,
    generate: () => {
      const wordnet = loadWordNet();
      return factQuestions<VerbEntry>({
        topic: PAST_TENSE,
        generator: 'irregular-verb',
        template: 'past-tense',
        dataset: 'english-verbs-irregular',
        // Verbs listed only for consonant doubling ("blot", "blotted") are regular: skipped.
        entities: commonVerbs().filter(([, forms]) => !forms[0]?.[0].endsWith('ed')),
        entityKey: ([base]) => base,
        correct: ([, forms]) => forms[0]?.[0],
        isTrue: ([, forms], option) => forms.some(([past]) => past === option),
        pool: ([base, forms]) => [
          ...forms.map(([, participle]) => participle),
          ...inventedForms(
            base,
            forms.map(([past]) => past),
          ),
        ],
        stem: ([base]) => `What is the past tense of "${asked(base)}?`,
        explanation: ([base, forms]) =>
          `"${base}" is irregular: past tense ${[...new Set(forms.map(([past]) => past))].join(' or ')}, past participle ${[...new Set(forms.map(([, participle]) => participle))].join(' or ')}.`,
        difficulty: ([base]) => wordDifficulty(wordnet.frequency.get(base) ?? 0),
      });
    },
  },
  {
    topic: PAST_PARTICIPLE,
    generate: () => {
      const wordnet = loadWordNet();
      return factQuestions<VerbEntry>({
        topic: PAST_PARTICIPLE,
        generator: 'irregular-verb',
        template: 'past-participle',
        dataset: 'english-verbs-irregular',
        entities: commonVerbs().filter(([, forms]) => !forms[0]?.[1].endsWith('ed')),
        entityKey: ([base]) => base,
        correct: ([, forms]) => forms[0]?.[1],
        isTrue: ([, forms], option) => forms.some(([, participle]) => participle === option),
        pool: ([base, forms]) => [
          ...forms.map(([past]) => past),
          ...inventedForms(
            base,
            forms.map(([, participle]) => participle),
          ),
        ],
        stem: ([base]) => `What is the past participle of "${asked(base)}?`,
        explanation: ([base, forms]) =>
          `"${base}" is irregular: past tense ${[...new Set(forms.map(([past]) => past))].join(' or ')}, past participle ${[...new Set(forms.map(([, participle]) => participle))].join(' or ')} (as in "has ${forms[0]?.[1]}").`,
        difficulty: ([base]) => wordDifficulty(wordnet.frequency.get(base) ?? 0),
      });
    },
  },
  {
    topic: PLURALS,
    generate: () => {
      const dictionary = knownWords();
      const plurals = Object.entries(loadIrregularPlurals())
        .filter(
          ([singular, plural]) =>
            plural !== singular &&
            !isRegularPlural(singular, plural) &&
            !isBlockedWord(singular) &&
            !PLURALS_NOT_ASKED.has(singular) &&
            /^[a-z]+$/.test(singular),
        )
        .sort(([a], [b]) => a.localeCompare(b));
      const wordnet = loadWordNet();
      return factQuestions<[string, string]>({
        topic: PLURALS,
        generator: 'irregular-plural',
        template: 'plural-of-noun',
        dataset: 'irregular-plurals',
        entities: plurals,
        entityKey: ([singular]) => singular,
        correct: ([, plural]) => plural,
        isTrue: ([, plural], option) => option === plural,
        // Regular-looking endings that are not words, so no distractor is an accepted plural.
        pool: ([singular, plural]) =>
          [
            `${singular}s`,
            `${singular}es`,
            `${plural}s`,
            `${plural}es`,
            `${singular.replace(/y$/, 'ie')}s`,
          ].filter((form) => !dictionary.has(form)),
        stem: ([singular]) => `What is the plural of "${singular}"?`,
        explanation: ([singular, plural]) => `"${singular}" has an irregular plural: "${plural}".`,
        difficulty: ([singular]) => wordDifficulty(wordnet.frequency.get(singular) ?? 0),
      });
    },
  },
];
