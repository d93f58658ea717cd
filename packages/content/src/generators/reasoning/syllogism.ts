import type { Candidate } from '../../model/candidate.ts';
import type { SeededRandom } from '../../model/seeded-random.ts';
import type { TopicDefinition, TopicGenerator } from '../../model/topic-generator.ts';
import { numericQuestions } from '../numeric-questions.ts';

export type Quantifier = 'all' | 'no' | 'some' | 'some-not';
export interface Statement {
  quantifier: Quantifier;
  subject: number;
  predicate: number;
}

/** Nonsense categories, as exams use, so that knowledge of the world cannot interfere. */
interface Term {
  en: string;
  /** Hindi plural, for "All/Some ... are ...". */
  hi: string;
  /** Hindi singular, for "No ... is ...". */
  hiOne: string;
}

const TERMS: readonly Term[] = [
  { en: 'pens', hi: 'पेन', hiOne: 'पेन' },
  { en: 'books', hi: 'किताबें', hiOne: 'किताब' },
  { en: 'chairs', hi: 'कुर्सियाँ', hiOne: 'कुर्सी' },
  { en: 'tables', hi: 'मेज़ें', hiOne: 'मेज़' },
  { en: 'cats', hi: 'बिल्लियाँ', hiOne: 'बिल्ली' },
  { en: 'dogs', hi: 'कुत्ते', hiOne: 'कुत्ता' },
  { en: 'birds', hi: 'पक्षी', hiOne: 'पक्षी' },
  { en: 'trees', hi: 'पेड़', hiOne: 'पेड़' },
  { en: 'stones', hi: 'पत्थर', hiOne: 'पत्थर' },
  { en: 'rivers', hi: 'नदियाँ', hiOne: 'नदी' },
  { en: 'cups', hi: 'कप', hiOne: 'कप' },
  { en: 'plates', hi: 'प्लेटें', hiOne: 'प्लेट' },
  { en: 'doors', hi: 'दरवाज़े', hiOne: 'दरवाज़ा' },
  { en: 'windows', hi: 'खिड़कियाँ', hiOne: 'खिड़की' },
  { en: 'boxes', hi: 'डिब्बे', hiOne: 'डिब्बा' },
  { en: 'bags', hi: 'थैले', hiOne: 'थैला' },
  { en: 'kites', hi: 'पतंगें', hiOne: 'पतंग' },
  { en: 'lamps', hi: 'दीपक', hiOne: 'दीपक' },
  { en: 'clocks', hi: 'घड़ियाँ', hiOne: 'घड़ी' },
  { en: 'shoes', hi: 'जूते', hiOne: 'जूता' },
  { en: 'rings', hi: 'अँगूठियाँ', hiOne: 'अँगूठी' },
  { en: 'bottles', hi: 'बोतलें', hiOne: 'बोतल' },
  { en: 'flowers', hi: 'फूल', hiOne: 'फूल' },
  { en: 'papers', hi: 'कागज़', hiOne: 'कागज़' },
];

type Verdict = 'only-i' | 'only-ii' | 'either' | 'neither' | 'both';

const VERDICTS: Record<Verdict, { en: string; hi: string }> = {
  'only-i': { en: 'Only conclusion I follows', hi: 'केवल निष्कर्ष I अनुसरण करता है' },
  'only-ii': { en: 'Only conclusion II follows', hi: 'केवल निष्कर्ष II अनुसरण करता है' },
  either: { en: 'Either I or II follows', hi: 'या तो I या II अनुसरण करता है' },
  neither: { en: 'Neither I nor II follows', hi: 'न तो I और न ही II अनुसरण करता है' },
  both: { en: 'Both I and II follow', hi: 'I और II दोनों अनुसरण करते हैं' },
};
const VERDICT_BY_TEXT = new Map(
  Object.entries(VERDICTS).map(([verdict, text]) => [text.en, verdict as Verdict]),
);

/** How many questions the topic keeps, and the most any one verdict may key (under a third). */
const TOPIC_SIZE = 220;
const MAX_PER_VERDICT = Math.floor(TOPIC_SIZE * 0.3);
/** Complementary pairs, where "either" can be the answer, as a share of the topic like the papers'. */
const MAX_COMPLEMENTARY_PAIRS = Math.floor(TOPIC_SIZE * 0.35);

function sentenceHi(statement: Statement, terms: readonly Term[]): string {
  const s = terms[statement.subject] as Term;
  const p = terms[statement.predicate] as Term;
  switch (statement.quantifier) {
    case 'all':
      return `सभी ${s.hi} ${p.hi} हैं।`;
    case 'no':
      return `कोई भी ${s.hiOne} ${p.hiOne} नहीं है।`;
    case 'some':
      return `कुछ ${s.hi} ${p.hi} हैं।`;
    case 'some-not':
      return `कुछ ${s.hi} ${p.hi} नहीं हैं।`;
  }
}

function sentence(statement: Statement, names: readonly string[]): string {
  const s = names[statement.subject] ?? '';
  const p = names[statement.predicate] ?? '';
  switch (statement.quantifier) {
    case 'all':
      return `All ${s} are ${p}.`;
    case 'no':
      return `No ${s} are ${p}.`;
    case 'some':
      return `Some ${s} are ${p}.`;
    case 'some-not':
      return `Some ${s} are not ${p}.`;
  }
}

/**
 * A world says which of the 8 regions of a three-set Venn diagram are inhabited (bit i of a
 * region = membership of term i). A statement holds in a world by the usual reading.
 */
function holds(statement: Statement, world: number): boolean {
  let someBoth = false;
  let someOnlySubject = false;
  for (let region = 0; region < 8; region++) {
    if (!(world & (1 << region))) continue;
    const inSubject = (region >> statement.subject) & 1;
    const inPredicate = (region >> statement.predicate) & 1;
    if (inSubject && inPredicate) someBoth = true;
    if (inSubject && !inPredicate) someOnlySubject = true;
  }
  switch (statement.quantifier) {
    case 'all':
      return !someOnlySubject;
    case 'no':
      return !someBoth;
    case 'some':
      return someBoth;
    case 'some-not':
      return someOnlySubject;
  }
}

/** Every term names something that exists (existential import), as the exams assume. */
function termsInhabited(world: number): boolean {
  return [0, 1, 2].every((term) =>
    Array.from({ length: 8 }, (_, region) => region).some(
      (region) => world & (1 << region) && (region >> term) & 1,
    ),
  );
}

/** A conclusion follows when it is true in every world where the premises are true. */
function follows(premises: readonly Statement[], conclusion: Statement): boolean {
  let possible = false;
  for (let world = 0; world < 256; world++) {
    if (!termsInhabited(world) || !premises.every((premise) => holds(premise, world))) continue;
    possible = true;
    if (!holds(conclusion, world)) return false;
  }
  return possible;
}

/** "Some A are B" and "No A are B", or "All A are B" and "Some A are not B": exactly one is true. */
function complementary(first: Statement, second: Statement): boolean {
  if (first.subject !== second.subject || first.predicate !== second.predicate) return false;
  const pair = new Set([first.quantifier, second.quantifier]);
  return (pair.has('some') && pair.has('no')) || (pair.has('all') && pair.has('some-not'));
}

/**
 * The paper's reading: a conclusion follows when it is true in every diagram that fits the
 * statements; when neither of a complementary pair follows, one of them must: "either".
 */
export function verdictOf(
  premises: readonly Statement[],
  conclusions: readonly [Statement, Statement],
): Verdict {
  const first = follows(premises, conclusions[0]);
  const second = follows(premises, conclusions[1]);
  if (first && second) return 'both';
  if (first) return 'only-i';
  if (second) return 'only-ii';
  return complementary(...conclusions) ? 'either' : 'neither';
}

/**
 * The four choices the paper prints, in its order: "either" where the conclusions are a
 * complementary pair, "both" elsewhere.
 */
function choicesFor(conclusions: readonly [Statement, Statement]): Verdict[] {
  return complementary(...conclusions)
    ? ['only-i', 'only-ii', 'either', 'neither']
    : ['only-i', 'only-ii', 'both', 'neither'];
}

function lines(label: string, statements: readonly string[], numbering: readonly string[]): string {
  return [label, ...statements.map((text, index) => `${numbering[index]}. ${text}`)].join('\n');
}

const QUANTIFIERS: readonly Quantifier[] = ['all', 'no', 'some', 'some-not'];
const COMPLEMENT: Record<Quantifier, Quantifier> = {
  all: 'some-not',
  'some-not': 'all',
  some: 'no',
  no: 'some',
};
const CONCLUSION_PAIRS: readonly [number, number][] = [
  [0, 2],
  [2, 0],
  [0, 1],
  [1, 0],
  [2, 1],
];

interface SyllogismParams {
  terms: Term[];
  premises: Statement[];
  conclusions: [Statement, Statement];
}

const englishNames = (terms: readonly Term[]) => terms.map((term) => term.en);

/** How two terms stand in a world: the strongest plain statement about them. */
function pairIn(world: number, x: number, y: number, terms: readonly Term[]): { en: string; hi: string } {
  let both = false;
  let onlyX = false;
  let onlyY = false;
  for (let region = 0; region < 8; region++) {
    if (!(world & (1 << region))) continue;
    const inX = (region >> x) & 1;
    const inY = (region >> y) & 1;
    if (inX && inY) both = true;
    if (inX && !inY) onlyX = true;
    if (!inX && inY) onlyY = true;
  }
  const [a, b] = [terms[x] as Term, terms[y] as Term];
  if (!both) return { en: `no ${a.en} are ${b.en}`, hi: `कोई भी ${a.hiOne} ${b.hiOne} नहीं है` };
  if (!onlyX && !onlyY)
    return {
      en: `all ${a.en} are ${b.en} and all ${b.en} are ${a.en}`,
      hi: `सभी ${a.hi} ${b.hi} हैं और सभी ${b.hi} ${a.hi} हैं`,
    };
  if (!onlyX) return { en: `all ${a.en} are ${b.en}`, hi: `सभी ${a.hi} ${b.hi} हैं` };
  if (!onlyY) return { en: `all ${b.en} are ${a.en}`, hi: `सभी ${b.hi} ${a.hi} हैं` };
  return {
    en: `some ${a.en} are ${b.en}, and each has members outside the other`,
    hi: `कुछ ${a.hi} ${b.hi} हैं, और दोनों के कुछ सदस्य एक-दूसरे से बाहर हैं`,
  };
}

const inhabitedRegions = (world: number) =>
  Array.from({ length: 8 }, (_, r) => (world >> r) & 1).reduce((a, b) => a + b, 0);

/**
 * A diagram that fits the statements and makes the conclusion false, if there is one: the one with
 * the most regions filled, which reads as the usual overlapping circles rather than classes that coincide.
 */
function counterExample(premises: readonly Statement[], conclusion: Statement): number | undefined {
  let best: number | undefined;
  for (let world = 0; world < 256; world++) {
    if (!termsInhabited(world) || !premises.every((premise) => holds(premise, world))) continue;
    if (holds(conclusion, world)) continue;
    if (best === undefined || inhabitedRegions(world) > inhabitedRegions(best)) best = world;
  }
  return best;
}

/** Why a conclusion follows, or a diagram that fits the statements where it is false. */
function reasonsFor(
  label: string,
  premises: readonly Statement[],
  conclusion: Statement,
  terms: readonly Term[],
): { en: string; hi: string } {
  const world = counterExample(premises, conclusion);
  if (world === undefined)
    return {
      en: `Conclusion ${label} is true in every Venn diagram that fits both statements, so it follows.`,
      hi: `निष्कर्ष ${label} दोनों कथनों पर खरे उतरने वाले हर वेन आरेख में सत्य है, अतः यह अनुसरण करता है।`,
    };
  const pairs = [pairIn(world, 0, 1, terms), pairIn(world, 1, 2, terms), pairIn(world, 0, 2, terms)];
  return {
    en: `Conclusion ${label} does not follow: the statements also fit a diagram where ${pairs.map((pair) => pair.en).join('; ')}, and there it is false.`,
    hi: `निष्कर्ष ${label} अनुसरण नहीं करता: कथन ऐसे आरेख पर भी खरे उतरते हैं जिसमें ${pairs.map((pair) => pair.hi).join('; ')}, और उसमें यह असत्य है।`,
  };
}

function buildSyllogism({ terms, premises, conclusions }: SyllogismParams) {
  const names = englishNames(terms);
  const verdict = verdictOf(premises, conclusions);
  const [first, second] = conclusions.map((conclusion, index) =>
    reasonsFor(index === 0 ? 'I' : 'II', premises, conclusion, terms),
  ) as [{ en: string; hi: string }, { en: string; hi: string }];
  const choices = choicesFor(conclusions);
  const eitherEn =
    verdict === 'either'
      ? ['Yet I and II are a complementary pair: one of them must be true, so either I or II follows.']
      : [];
  const eitherHi =
    verdict === 'either'
      ? ['परंतु I और II एक पूरक युग्म हैं: इनमें से एक सत्य होगा ही, अतः या तो I या II अनुसरण करता है।']
      : [];
  const allPremisesUniversal = premises.every((premise) => premise.quantifier === 'all');
  return {
    stem: [
      lines(
        'Statements:',
        premises.map((premise) => sentence(premise, names)),
        ['1', '2'],
      ),
      lines(
        'Conclusions:',
        conclusions.map((conclusion) => sentence(conclusion, names)),
        ['I', 'II'],
      ),
      'Which of the conclusions follow(s) from the statements?',
    ].join('\n'),
    answer: VERDICTS[verdict].en,
    mistakes: choices.filter((choice) => choice !== verdict).map((choice) => VERDICTS[choice].en),
    optionOrder: choices.map((choice) => VERDICTS[choice].en),
    explanation: [first.en, second.en, ...eitherEn].join('\n'),
    difficulty:
      verdict === 'either' || verdict === 'both'
        ? ('hard' as const)
        : allPremisesUniversal
          ? ('easy' as const)
          : ('medium' as const),
    hindi: {
      stem: [
        lines(
          'कथन:',
          premises.map((premise) => sentenceHi(premise, terms)),
          ['1', '2'],
        ),
        lines(
          'निष्कर्ष:',
          conclusions.map((conclusion) => sentenceHi(conclusion, terms)),
          ['I', 'II'],
        ),
        'कौन-सा/से निष्कर्ष कथनों का अनुसरण करता/करते है/हैं?',
      ].join('\n'),
      explanation: [first.hi, second.hi, ...eitherHi].join('\n'),
      optionHi: (option: string) => VERDICTS[VERDICT_BY_TEXT.get(option) ?? 'neither'].hi,
    },
  };
}

function drawPremises(random: SeededRandom): { terms: Term[]; premises: Statement[] } {
  const terms = random.shuffle(TERMS).slice(0, 3);
  return {
    terms,
    premises: [
      { quantifier: random.pick(QUANTIFIERS.slice(0, 3)), subject: 0, predicate: 1 },
      { quantifier: random.pick(QUANTIFIERS.slice(0, 3)), subject: 1, predicate: 2 },
    ],
  };
}

/** A conclusion that repeats a statement word for word asks nothing. */
const repeatsAStatement = ({ premises, conclusions }: SyllogismParams) =>
  conclusions.some((conclusion) =>
    premises.some((premise) => JSON.stringify(premise) === JSON.stringify(conclusion)),
  );

const paramsKey = ({ terms, premises, conclusions }: SyllogismParams) =>
  [...premises, ...conclusions].map((statement) => sentence(statement, englishNames(terms))).join(' ');

const solve = ({ premises, conclusions }: SyllogismParams) => VERDICTS[verdictOf(premises, conclusions)].en;

const TOPIC: TopicDefinition = {
  id: 'syllogism',
  categoryId: 'verbal-reasoning',
  name: 'Syllogism',
  nameHi: 'न्याय निगमन',
};

/** Any two conclusions about the terms. */
const anyConclusions = () =>
  numericQuestions<SyllogismParams>({
    topic: TOPIC,
    generator: 'syllogism',
    count: 3 * TOPIC_SIZE,
    drawParams: (random) => {
      const { terms, premises } = drawPremises(random);
      const conclusion = (): Statement => {
        const [subject, predicate] = random.pick(CONCLUSION_PAIRS);
        return { quantifier: random.pick(QUANTIFIERS), subject, predicate };
      };
      const conclusions: [Statement, Statement] = [conclusion(), conclusion()];
      if (JSON.stringify(conclusions[0]) === JSON.stringify(conclusions[1])) return undefined;
      const params = { terms, premises, conclusions };
      return repeatsAStatement(params) ? undefined : params;
    },
    paramsKey,
    build: buildSyllogism,
    solve,
    fallbackDistractors: () => [],
  });

/** Two conclusions that are a complementary pair, where "either I or II" may be the answer. */
const complementaryConclusions = () =>
  numericQuestions<SyllogismParams>({
    topic: TOPIC,
    generator: 'syllogism-pair',
    count: TOPIC_SIZE,
    drawParams: (random) => {
      const { terms, premises } = drawPremises(random);
      const [subject, predicate] = random.pick(CONCLUSION_PAIRS);
      const quantifier = random.pick(QUANTIFIERS);
      const first: Statement = { quantifier, subject, predicate };
      const second: Statement = { quantifier: COMPLEMENT[quantifier], subject, predicate };
      const params: SyllogismParams = {
        terms,
        premises,
        conclusions: random.next() < 0.5 ? [first, second] : [second, first],
      };
      return repeatsAStatement(params) ? undefined : params;
    },
    paramsKey,
    build: buildSyllogism,
    solve,
    fallbackDistractors: () => [],
  });

/**
 * At most 30 % of the topic per verdict, so "Neither" is not the safe guess it was: complementary
 * pairs first (they hold the "either" questions), then the rest in draw order.
 */
export const syllogisms: TopicGenerator = {
  topic: TOPIC,
  generate: () => {
    const kept: Candidate[] = [];
    const perVerdict = new Map<string, number>();
    const pairs = complementaryConclusions().slice(0, MAX_COMPLEMENTARY_PAIRS);
    for (const candidate of [...pairs, ...anyConclusions()]) {
      if (kept.length === TOPIC_SIZE) break;
      const key = candidate.question.options[candidate.question.answerIndex] ?? '';
      const count = perVerdict.get(key) ?? 0;
      if (count >= MAX_PER_VERDICT) continue;
      perVerdict.set(key, count + 1);
      kept.push(candidate);
    }
    return kept;
  },
};
