import type { QuestionDifficulty } from '@abhyas/domain';
import { type TopicGenerator, topicsIn } from '../../model/topic-generator.ts';
import {
  type ConstitutionAmendment,
  type ConstitutionArticle,
  constitutionAmendmentSchema,
  constitutionArticleSchema,
  constitutionalBodySchema,
  constitutionPartSchema,
  constitutionScheduleSchema,
  loadFactTable,
} from '../../sources/fact-tables.ts';
import { factQuestions, sentenceCase } from '../fact-questions.ts';

const topic = topicsIn('indian-polity');

const ARTICLES = topic('constitution-articles', 'Articles of the Constitution', 'संविधान के अनुच्छेद');
/**
 * Parts and Schedules share a topic: the Constitution has twelve Schedules, too few for a topic
 * of its own (40 questions). The topic id stays, so learners' links and history keep working.
 */
const PARTS = topic(
  'constitution-parts',
  'Parts and Schedules of the Constitution',
  'संविधान के भाग और अनुसूचियाँ',
);
const AMENDMENTS = topic('constitutional-amendments', 'Constitutional Amendments', 'संविधान संशोधन');
const BODIES = topic('constitutional-bodies', 'Constitutional Bodies', 'संवैधानिक निकाय');

/** Articles every exam guide leads with; the rest are asked as medium. */
const WELL_KNOWN_ARTICLES = new Set([
  '14',
  '17',
  '19',
  '21',
  '21A',
  '32',
  '44',
  '51A',
  '352',
  '356',
  '360',
  '368',
]);
const WELL_KNOWN_PARTS = new Set(['III', 'IV', 'IVA']);
const WELL_KNOWN_SCHEDULES = new Set(['Seventh', 'Eighth', 'Tenth']);
const WELL_KNOWN_AMENDMENTS = new Set([42, 44, 52, 61, 73, 74, 86, 101]);

const articleLabel = (article: string) => `Article ${article}`;
// Bilingual exam papers keep the Latin letters and Roman numerals of article and part numbers.
// Hindi subjects double as options in the direct case, so stems set them after a colon ("... का विषय है: ...")
// instead of before a postposition that would need the oblique case.
const articleLabelHi = (article: string) => `अनुच्छेद ${article}`;
const partLabelHi = (part: string) => `भाग ${part}`;

const SCHEDULE_ORDINALS_HI: Readonly<Record<string, string>> = {
  First: 'पहली',
  Second: 'दूसरी',
  Third: 'तीसरी',
  Fourth: 'चौथी',
  Fifth: 'पाँचवीं',
  Sixth: 'छठी',
  Seventh: 'सातवीं',
  Eighth: 'आठवीं',
  Ninth: 'नौवीं',
  Tenth: 'दसवीं',
  Eleventh: 'ग्यारहवीं',
  Twelfth: 'बारहवीं',
};
const scheduleLabelHi = (schedule: string) => {
  const ordinal = SCHEDULE_ORDINALS_HI[schedule];
  return ordinal === undefined ? undefined : `${ordinal} अनुसूची`;
};

/** Each English option of a template with the Hindi the same row gives it. */
function hindiOptions(pairs: readonly (readonly [string, string | undefined])[]) {
  const byEnglish = new Map(pairs);
  return (option: string) => byEnglish.get(option);
}

/** Two articles whose subjects overlap (Articles 32 and 226 on writs) each count as right for the other. */
function overlaps(row: ConstitutionArticle, other: ConstitutionArticle): boolean {
  return other.article === row.article || (row.group !== undefined && other.group === row.group);
}

function articleQuestions() {
  const rows = loadFactTable('polity-articles', constitutionArticleSchema);
  const common = {
    topic: ARTICLES,
    generator: 'constitution-article',
    dataset: 'facts/polity-articles.json',
    entities: rows,
    entityKey: (row: ConstitutionArticle) => row.article,
    difficulty: (row: ConstitutionArticle): QuestionDifficulty =>
      WELL_KNOWN_ARTICLES.has(row.article) ? 'easy' : 'medium',
    explanation: (row: ConstitutionArticle) =>
      `Article ${row.article} of the Constitution of India deals with ${row.subject}.`,
    // Article -> subject and subject -> article test one fact: a quiz asks it once.
    factKey: (row: ConstitutionArticle) => `constitution-article:${row.article}`,
  };
  const explanationHi = (row: ConstitutionArticle) =>
    `भारत के संविधान के ${articleLabelHi(row.article)} का विषय है: ${row.subjectHi}।`;
  return [
    ...factQuestions({
      ...common,
      template: 'article-of-subject',
      correct: (row) => articleLabel(row.article),
      isTrue: (row, option) =>
        rows.some((other) => articleLabel(other.article) === option && overlaps(row, other)),
      pool: rows.map((row) => articleLabel(row.article)),
      stem: (row) => `Which article of the Constitution of India deals with ${row.subject}?`,
      hindi: {
        stem: (row) => `भारत के संविधान के किस अनुच्छेद का विषय है: ${row.subjectHi}?`,
        option: hindiOptions(rows.map((row) => [articleLabel(row.article), articleLabelHi(row.article)])),
        explanation: explanationHi,
      },
    }),
    ...factQuestions({
      ...common,
      template: 'subject-of-article',
      correct: (row) => sentenceCase(row.subject),
      isTrue: (row, option) =>
        rows.some((other) => sentenceCase(other.subject) === option && overlaps(row, other)),
      pool: rows.map((row) => sentenceCase(row.subject)),
      stem: (row) => `What does Article ${row.article} of the Constitution of India deal with?`,
      hindi: {
        stem: (row) => `भारत के संविधान का ${articleLabelHi(row.article)} किससे संबंधित है?`,
        option: hindiOptions(rows.map((row) => [sentenceCase(row.subject), row.subjectHi])),
        explanation: explanationHi,
      },
    }),
  ];
}

function partQuestions() {
  const rows = loadFactTable('polity-parts', constitutionPartSchema);
  const common = {
    topic: PARTS,
    generator: 'constitution-part',
    dataset: 'facts/polity-parts.json',
    entities: rows,
    entityKey: (row: (typeof rows)[number]) => row.part,
    difficulty: (row: (typeof rows)[number]): QuestionDifficulty =>
      WELL_KNOWN_PARTS.has(row.part) ? 'easy' : 'medium',
    explanation: (row: (typeof rows)[number]) =>
      `Part ${row.part} of the Constitution of India deals with ${row.subject}.`,
    factKey: (row: (typeof rows)[number]) => `constitution-part:${row.part}`,
  };
  const explanationHi = (row: (typeof rows)[number]) =>
    `भारत के संविधान के ${partLabelHi(row.part)} का विषय है: ${row.subjectHi}।`;
  return [
    ...factQuestions({
      ...common,
      template: 'part-of-subject',
      correct: (row) => `Part ${row.part}`,
      isTrue: (row, option) => option === `Part ${row.part}`,
      pool: rows.map((row) => `Part ${row.part}`),
      stem: (row) => `Which part of the Constitution of India deals with ${row.subject}?`,
      hindi: {
        stem: (row) => `भारत के संविधान के किस भाग का विषय है: ${row.subjectHi}?`,
        option: hindiOptions(rows.map((row) => [`Part ${row.part}`, partLabelHi(row.part)])),
        explanation: explanationHi,
      },
    }),
    ...factQuestions({
      ...common,
      template: 'subject-of-part',
      correct: (row) => sentenceCase(row.subject),
      isTrue: (row, option) => option === sentenceCase(row.subject),
      pool: rows.map((row) => sentenceCase(row.subject)),
      stem: (row) => `What does Part ${row.part} of the Constitution of India deal with?`,
      hindi: {
        stem: (row) => `भारत के संविधान का ${partLabelHi(row.part)} किससे संबंधित है?`,
        option: hindiOptions(rows.map((row) => [sentenceCase(row.subject), row.subjectHi])),
        explanation: explanationHi,
      },
    }),
  ];
}

function scheduleQuestions() {
  const rows = loadFactTable('polity-schedules', constitutionScheduleSchema);
  const common = {
    topic: PARTS,
    generator: 'constitution-schedule',
    dataset: 'facts/polity-schedules.json',
    entities: rows,
    entityKey: (row: (typeof rows)[number]) => row.schedule,
    difficulty: (row: (typeof rows)[number]): QuestionDifficulty =>
      WELL_KNOWN_SCHEDULES.has(row.schedule) ? 'easy' : 'medium',
    explanation: (row: (typeof rows)[number]) =>
      `The ${row.schedule} Schedule of the Constitution of India deals with ${row.subject}.`,
    factKey: (row: (typeof rows)[number]) => `constitution-schedule:${row.schedule}`,
  };
  const explanationHi = (row: (typeof rows)[number]) => {
    const label = scheduleLabelHi(row.schedule);
    return label && `भारत के संविधान की ${label} का विषय है: ${row.subjectHi}।`;
  };
  return [
    ...factQuestions({
      ...common,
      template: 'schedule-of-subject',
      correct: (row) => `${row.schedule} Schedule`,
      isTrue: (row, option) => option === `${row.schedule} Schedule`,
      pool: rows.map((row) => `${row.schedule} Schedule`),
      stem: (row) => `Which Schedule of the Constitution of India deals with ${row.subject}?`,
      hindi: {
        stem: (row) => `भारत के संविधान की किस अनुसूची का विषय है: ${row.subjectHi}?`,
        option: hindiOptions(rows.map((row) => [`${row.schedule} Schedule`, scheduleLabelHi(row.schedule)])),
        explanation: explanationHi,
      },
    }),
    ...factQuestions({
      ...common,
      template: 'subject-of-schedule',
      correct: (row) => sentenceCase(row.subject),
      isTrue: (row, option) => option === sentenceCase(row.subject),
      pool: rows.map((row) => sentenceCase(row.subject)),
      stem: (row) => `What does the ${row.schedule} Schedule of the Constitution of India deal with?`,
      hindi: {
        stem: (row) => {
          const label = scheduleLabelHi(row.schedule);
          return label && `भारत के संविधान की ${label} किससे संबंधित है?`;
        },
        option: hindiOptions(rows.map((row) => [sentenceCase(row.subject), row.subjectHi])),
        explanation: explanationHi,
      },
    }),
  ];
}

/** 1 -> "1st", 42 -> "42nd", 103 -> "103rd", 111 -> "111th". */
export function ordinal(n: number): string {
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  const suffix = { 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th';
  return `${n}${suffix}`;
}

const amendmentLabel = (row: ConstitutionAmendment) => `${ordinal(row.number)} Amendment`;

/** 1 -> "पहला", 42 -> "42वाँ"; `oblique` before a postposition: "पहले", "42वें". */
export function ordinalHi(n: number, oblique = false): string {
  if (n === 1) return oblique ? 'पहले' : 'पहला';
  return `${n}${oblique ? 'वें' : 'वाँ'}`;
}
const amendmentLabelHi = (row: ConstitutionAmendment) => `${ordinalHi(row.number)} संशोधन`;
/** "संविधान (42वाँ संशोधन) अधिनियम, 1976", as the Act is titled. */
const actHi = (row: ConstitutionAmendment) => `संविधान (${amendmentLabelHi(row)}) अधिनियम, ${row.year}`;

function amendmentQuestions() {
  const rows = loadFactTable('polity-amendments', constitutionAmendmentSchema);
  const common = {
    topic: AMENDMENTS,
    generator: 'constitution-amendment',
    dataset: 'facts/polity-amendments.json',
  };
  const effects = rows.flatMap((row) => row.effects.map((effect, index) => ({ row, effect, index })));
  const act = (row: ConstitutionAmendment) => `The ${amendmentLabel(row)} Act, ${row.year}`;
  const effectHi = (row: ConstitutionAmendment, index: number) => row.effectsHi[index];
  const effectOptionsHi = hindiOptions(
    effects.map(({ row, effect, index }) => [sentenceCase(effect), effectHi(row, index)]),
  );
  return [
    ...factQuestions({
      ...common,
      template: 'amendment-of-effect',
      entities: effects,
      entityKey: ({ row, index }) => `${row.number}#${index}`,
      correct: ({ row }) => amendmentLabel(row),
      isTrue: ({ effect }, option) =>
        rows.some((other) => amendmentLabel(other) === option && other.effects.includes(effect)),
      pool: rows.map(amendmentLabel),
      stem: ({ effect }) => `Which amendment to the Constitution of India ${effect}?`,
      explanation: ({ row, effect }) => `${act(row)} ${effect}.`,
      difficulty: ({ row }) => (WELL_KNOWN_AMENDMENTS.has(row.number) ? 'easy' : 'medium'),
      // The first effect is also what "what did the Nth Amendment do?" asks.
      factKey: ({ row, index }) => `constitution-amendment:${row.number}#${index}`,
      hindi: {
        stem: ({ row, index }) => `भारत के संविधान के किस संशोधन ने ${effectHi(row, index)}?`,
        option: hindiOptions(rows.map((row) => [amendmentLabel(row), amendmentLabelHi(row)])),
        explanation: ({ row, index }) => `${actHi(row)} ने ${effectHi(row, index)}।`,
      },
    }),
    ...factQuestions({
      ...common,
      template: 'effect-of-amendment',
      entities: rows,
      entityKey: (row) => String(row.number),
      correct: (row) => sentenceCase(row.effects[0] ?? ''),
      isTrue: (row, option) => row.effects.some((effect) => sentenceCase(effect) === option),
      pool: effects.map(({ effect }) => sentenceCase(effect)),
      stem: (row) => `What did the ${amendmentLabel(row)} to the Constitution of India do?`,
      explanation: (row) => `${act(row)} ${row.effects.join('; it also ')}.`,
      difficulty: () => 'medium',
      factKey: (row) => `constitution-amendment:${row.number}#0`,
      hindi: {
        stem: (row) => `भारत के संविधान के ${ordinalHi(row.number, true)} संशोधन ने क्या किया?`,
        option: effectOptionsHi,
        explanation: (row) => `${actHi(row)} ने ${row.effectsHi.join('; इसने ')}।`,
      },
    }),
    ...factQuestions({
      ...common,
      template: 'year-of-amendment',
      entities: rows,
      entityKey: (row) => String(row.number),
      correct: (row) => String(row.year),
      isTrue: (row, option) => option === String(row.year),
      pool: [...new Set(rows.map((row) => String(row.year)))],
      stem: (row) => `In which year was the ${amendmentLabel(row)} Act of the Constitution of India passed?`,
      explanation: (row) => `${act(row)} ${row.effects[0]}.`,
      difficulty: () => 'hard',
      hindi: {
        stem: (row) => `भारत के संविधान का ${amendmentLabelHi(row)} अधिनियम किस वर्ष पारित हुआ?`,
        option: (option) => option,
        explanation: (row) => `${actHi(row)} ने ${effectHi(row, 0)}।`,
      },
    }),
  ];
}

function bodyQuestions() {
  const rows = loadFactTable('constitutional-bodies', constitutionalBodySchema);
  const common = {
    topic: BODIES,
    generator: 'constitutional-body',
    dataset: 'facts/constitutional-bodies.json',
    entities: rows,
    entityKey: (row: (typeof rows)[number]) => row.body,
    explanation: (row: (typeof rows)[number]) =>
      `Article ${row.article} of the Constitution of India provides for ${row.body}.`,
    difficulty: (): QuestionDifficulty => 'medium',
    factKey: (row: (typeof rows)[number]) => `constitutional-body:${row.body}`,
  };
  // A body's Hindi name carries its own case ("भारत का ..."), so it follows a colon, not a postposition.
  const explanationHi = (row: (typeof rows)[number]) =>
    `भारत के संविधान का ${articleLabelHi(row.article)} इसका उपबंध करता है: ${row.bodyHi}।`;
  return [
    ...factQuestions({
      ...common,
      template: 'article-of-body',
      correct: (row) => articleLabel(row.article),
      isTrue: (row, option) => option === articleLabel(row.article),
      pool: rows.map((row) => articleLabel(row.article)),
      stem: (row) => `Which article of the Constitution of India provides for ${row.body}?`,
      hindi: {
        stem: (row) => `भारत के संविधान का कौन-सा अनुच्छेद इस निकाय या पद का उपबंध करता है: ${row.bodyHi}?`,
        option: hindiOptions(rows.map((row) => [articleLabel(row.article), articleLabelHi(row.article)])),
        explanation: explanationHi,
      },
    }),
    ...factQuestions({
      ...common,
      template: 'body-of-article',
      correct: (row) => sentenceCase(row.body),
      isTrue: (row, option) => option === sentenceCase(row.body),
      pool: rows.map((row) => sentenceCase(row.body)),
      stem: (row) => `Article ${row.article} of the Constitution of India provides for which body or office?`,
      hindi: {
        stem: (row) => `भारत के संविधान का ${articleLabelHi(row.article)} किस निकाय या पद का उपबंध करता है?`,
        option: hindiOptions(rows.map((row) => [sentenceCase(row.body), row.bodyHi])),
        explanation: explanationHi,
      },
    }),
  ];
}

export const indianPolityGenerators: TopicGenerator[] = [
  { topic: ARTICLES, generate: articleQuestions },
  { topic: PARTS, generate: () => [...partQuestions(), ...scheduleQuestions()] },
  { topic: AMENDMENTS, generate: amendmentQuestions },
  { topic: BODIES, generate: bodyQuestions },
];
