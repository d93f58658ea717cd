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
const PARTS = topic('constitution-parts', 'Parts of the Constitution', 'संविधान के भाग');
const SCHEDULES = topic('constitution-schedules', 'Schedules of the Constitution', 'संविधान की अनुसूचियाँ');
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
  };
  return [
    ...factQuestions({
      ...common,
      template: 'article-of-subject',
      correct: (row) => articleLabel(row.article),
      isTrue: (row, option) =>
        rows.some((other) => articleLabel(other.article) === option && overlaps(row, other)),
      pool: rows.map((row) => articleLabel(row.article)),
      stem: (row) => `Which article of the Constitution of India deals with ${row.subject}?`,
    }),
    ...factQuestions({
      ...common,
      template: 'subject-of-article',
      correct: (row) => sentenceCase(row.subject),
      isTrue: (row, option) =>
        rows.some((other) => sentenceCase(other.subject) === option && overlaps(row, other)),
      pool: rows.map((row) => sentenceCase(row.subject)),
      stem: (row) => `What does Article ${row.article} of the Constitution of India deal with?`,
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
  };
  return [
    ...factQuestions({
      ...common,
      template: 'part-of-subject',
      correct: (row) => `Part ${row.part}`,
      isTrue: (row, option) => option === `Part ${row.part}`,
      pool: rows.map((row) => `Part ${row.part}`),
      stem: (row) => `Which part of the Constitution of India deals with ${row.subject}?`,
    }),
    ...factQuestions({
      ...common,
      template: 'subject-of-part',
      correct: (row) => sentenceCase(row.subject),
      isTrue: (row, option) => option === sentenceCase(row.subject),
      pool: rows.map((row) => sentenceCase(row.subject)),
      stem: (row) => `What does Part ${row.part} of the Constitution of India deal with?`,
    }),
  ];
}

function scheduleQuestions() {
  const rows = loadFactTable('polity-schedules', constitutionScheduleSchema);
  const common = {
    topic: SCHEDULES,
    generator: 'constitution-schedule',
    dataset: 'facts/polity-schedules.json',
    entities: rows,
    entityKey: (row: (typeof rows)[number]) => row.schedule,
    difficulty: (row: (typeof rows)[number]): QuestionDifficulty =>
      WELL_KNOWN_SCHEDULES.has(row.schedule) ? 'easy' : 'medium',
    explanation: (row: (typeof rows)[number]) =>
      `The ${row.schedule} Schedule of the Constitution of India deals with ${row.subject}.`,
  };
  return [
    ...factQuestions({
      ...common,
      template: 'schedule-of-subject',
      correct: (row) => `${row.schedule} Schedule`,
      isTrue: (row, option) => option === `${row.schedule} Schedule`,
      pool: rows.map((row) => `${row.schedule} Schedule`),
      stem: (row) => `Which Schedule of the Constitution of India deals with ${row.subject}?`,
    }),
    ...factQuestions({
      ...common,
      template: 'subject-of-schedule',
      correct: (row) => sentenceCase(row.subject),
      isTrue: (row, option) => option === sentenceCase(row.subject),
      pool: rows.map((row) => sentenceCase(row.subject)),
      stem: (row) => `What does the ${row.schedule} Schedule of the Constitution of India deal with?`,
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

function amendmentQuestions() {
  const rows = loadFactTable('polity-amendments', constitutionAmendmentSchema);
  const common = {
    topic: AMENDMENTS,
    generator: 'constitution-amendment',
    dataset: 'facts/polity-amendments.json',
  };
  const effects = rows.flatMap((row) => row.effects.map((effect, index) => ({ row, effect, index })));
  const act = (row: ConstitutionAmendment) => `The ${amendmentLabel(row)} Act, ${row.year}`;
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
  };
  return [
    ...factQuestions({
      ...common,
      template: 'article-of-body',
      correct: (row) => articleLabel(row.article),
      isTrue: (row, option) => option === articleLabel(row.article),
      pool: rows.map((row) => articleLabel(row.article)),
      stem: (row) => `Which article of the Constitution of India provides for ${row.body}?`,
    }),
    ...factQuestions({
      ...common,
      template: 'body-of-article',
      correct: (row) => sentenceCase(row.body),
      isTrue: (row, option) => option === sentenceCase(row.body),
      pool: rows.map((row) => sentenceCase(row.body)),
      stem: (row) => `Article ${row.article} of the Constitution of India provides for which body or office?`,
    }),
  ];
}

export const indianPolityGenerators: TopicGenerator[] = [
  { topic: ARTICLES, generate: articleQuestions },
  { topic: PARTS, generate: partQuestions },
  { topic: SCHEDULES, generate: scheduleQuestions },
  { topic: AMENDMENTS, generate: amendmentQuestions },
  { topic: BODIES, generate: bodyQuestions },
];
