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

/**
 * Regularised pasts the word list knows (dialect or misspellings) that are still plain learner
 * mistakes: offered although the dictionary has them. Others it knows ("hanged", "costed",
 * "ridded", "singed") are accepted forms or other words, and are never offered.
 */
const LEARNER_REGULARISED = new Set([
  'blowed',
  'builded',
  'bursted',
  'catched',
  'clinged',
  'creeped',
  'digged',
  'flied',
  'gived',
  'grinded',
  'hided',
  'layed',
  'losed',
  'meaned',
  'rebuilded',
  'sayed',
  'sended',
  'shaked',
  'slided',
  'stealed',
  'sticked',
  'stinged',
  'swinged',
  'understanded',
  'weared',
  'winned',
  'wringed',
]);

/** Present forms not made by adding "-s". */
const PRESENT: Record<string, string> = { be: 'is', have: 'has' };

/** The past a learner writes by the regular rule: "grow" growed, "stand" standed, "run" runned. */
export function regularPast(base: string): string {
  if (base.endsWith('e')) return `${base}d`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ied`;
  // One-syllable (or stressed final) short vowel + consonant doubles: "runned", "swimmed".
  if (/(^|[^aeiou])[aeiou][bdgklmnprt]$/.test(base)) return `${base}${base.slice(-1)}ed`;
  return `${base}ed`;
}

/**
 * Forms of a similar verb applied to this one: "sing, sang, sung" gives "bring" brang and brung;
 * "blow, blew" gives "show" shew; "bought" and "brought", "caught" and "taught" are mixed up.
 */
function analogForms(base: string, forms: readonly string[]): string[] {
  const results: string[] = [];
  const vowel = /^([^aeiou]*)i(n[gk]|m)$/.exec(base);
  if (vowel) results.push(`${vowel[1]}a${vowel[2]}`, `${vowel[1]}u${vowel[2]}`);
  const ow = /^(.*)ow$/.exec(base);
  if (ow) results.push(`${ow[1]}ew`);
  for (const form of forms) {
    if (form.endsWith('ought')) results.push(form.replace(/ought$/, 'aught'));
    else if (form.endsWith('aught')) results.push(form.replace(/aught$/, 'ought'));
  }
  return results;
}

/**
 * The mistakes learners make for one principal part: the regularised form, the other principal
 * part, the base form, a similar verb's form. Never a form of this verb that is right, never
 * another English word the learner would not mistake for a verb form.
 */
function verbMistakes(base: string, right: readonly string[], otherPart: readonly string[]): string[] {
  const dictionary = knownWords();
  const wordnet = loadWordNet();
  const regular = regularPast(base);
  const mistakes = [
    ...(dictionary.has(regular) && !LEARNER_REGULARISED.has(regular) ? [] : [regular]),
    ...otherPart,
    ...analogForms(base, [...right, ...otherPart]).filter((form) => !wordnet.sensesOf.has(form)),
    base,
    // Last, the present form a learner confused about the tense picks: "stands".
    PRESENT[base] ??
      (/(s|x|z|ch|sh|o)$/.test(base)
        ? `${base}es`
        : /[^aeiou]y$/.test(base)
          ? `${base.slice(0, -1)}ies`
          : `${base}s`),
  ];
  return [...new Set(mistakes)].filter((form) => !right.includes(form)).slice(0, 3);
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

/**
 * Nouns whose regular plural no dictionary accepts, though the word list knows the spelling as
 * another word ("gooses" the verb, "knifes" the verb): the regularised plural is a plain mistake.
 */
const ONLY_IRREGULAR = new Set([
  'calf',
  'child',
  'elf',
  'foot',
  'goose',
  'half',
  'knife',
  'leaf',
  'life',
  'loaf',
  'louse',
  'man',
  'ox',
  'self',
  'shelf',
  'thief',
  'tooth',
  'wife',
  'wolf',
  'woman',
]);

/**
 * Classical nouns: the singular ending, its plural, and the wrong plural learners borrow from a
 * neighbouring pattern ("curriculae" after "alumnae", "analysies" after "-y" nouns, "vertice"
 * back-formed from "vertices").
 */
const CLASSICAL: readonly [RegExp, string, string[]][] = [
  [/us$/, 'i', ['a']],
  [/um$/, 'a', ['ae', 'i']],
  [/on$/, 'a', ['ae']],
  [/is$/, 'es', ['ies']],
  [/a$/, 'ae', ['i']],
  [/ex$/, 'ices', ['ice']],
  [/ix$/, 'ices', ['ice']],
];

/** Misspellings of the plural itself that learners write. */
const MISSPELT_PLURALS: Record<string, string[]> = {
  child: ['childern'],
  knife: ['knive'],
  woman: ['wemen'],
};

/** Plurals whose mistake is the other demonstrative or the singular kept. */
const DEMONSTRATIVES: Record<string, string[]> = {
  this: ['those', 'this', 'thises'],
  that: ['these', 'that', 'thats'],
};

/**
 * The mistakes learners make with an irregular plural: the regular plural ("oxes", "gooses",
 * "knifes", "crisises"), a neighbouring classical pattern ("curriculae"), "-fes" for "-ves",
 * and the singular left unchanged. Never a plural the dictionary may accept.
 */
export function pluralMistakes(singular: string, plural: string, dictionary: ReadonlySet<string>): string[] {
  const demonstrative = DEMONSTRATIVES[singular];
  if (demonstrative) return demonstrative;
  const sibilant = /(s|x|z|ch|sh)$/.test(singular);
  const regular = sibilant ? `${singular}es` : `${singular}s`;
  const mistakes: string[] = [];
  const isNotWord = (form: string) => !dictionary.has(form);
  if (ONLY_IRREGULAR.has(singular) || isNotWord(regular)) mistakes.push(regular);
  const classical = CLASSICAL.find(
    ([pattern, ending]) => pattern.test(singular) && plural === singular.replace(pattern, ending),
  );
  for (const ending of classical?.[2] ?? []) {
    const form = singular.replace(classical?.[0] ?? '', ending);
    if (isNotWord(form)) mistakes.push(form);
  }
  if (/(f|fe)$/.test(singular) && plural.endsWith('ves')) {
    const form = `${singular.replace(/fe?$/, '')}fes`;
    if (isNotWord(form)) mistakes.push(form);
  }
  // "knive" back-formed from "knives".
  if (singular.endsWith('fe') && plural.endsWith('ves') && isNotWord(`${singular.slice(0, -2)}ve`))
    mistakes.push(`${singular.slice(0, -2)}ve`);
  mistakes.push(...(MISSPELT_PLURALS[singular] ?? []));
  mistakes.push(singular);
  // Last, the "-es" rule missed ("oxs") or applied where only "-s" goes ("toothes").
  if (/(x|ch|sh|z)$/.test(singular) && isNotWord(`${singular}s`)) mistakes.push(`${singular}s`);
  if (/(th|f)$/.test(singular) && isNotWord(`${singular}es`)) mistakes.push(`${singular}es`);
  return [...new Set(mistakes)].filter((form) => form !== plural).slice(0, 3);
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
        pool: ([base, forms]) =>
          verbMistakes(
            base,
            forms.map(([past]) => past),
            forms.map(([, participle]) => participle),
          ),
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
        pool: ([base, forms]) =>
          verbMistakes(
            base,
            forms.map(([, participle]) => participle),
            forms.map(([past]) => past),
          ),
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
        pool: ([singular, plural]) => pluralMistakes(singular, plural, dictionary),
        stem: ([singular]) => `What is the plural of "${singular}"?`,
        explanation: ([singular, plural]) => `"${singular}" has an irregular plural: "${plural}".`,
        difficulty: ([singular]) => wordDifficulty(wordnet.frequency.get(singular) ?? 0),
      });
    },
  },
];
