import { buildCandidate, type Candidate } from '../../model/candidate.ts';
import { SeededRandom } from '../../model/seeded-random.ts';
import type { TopicDefinition, TopicGenerator } from '../../model/topic-generator.ts';
import {
  type LoadedFactSet,
  loadFactSets,
  type Relation,
  type RelationRow,
  type SingleQuestion,
  type StatementQuestion,
  type Template,
} from '../../sources/fact-sets.ts';
import { placementOf } from '../../taxonomy.ts';
import { chooseDistractors } from '../choose-distractors.ts';
import { firstPerValue } from '../fact-questions.ts';
import { statementOptions, statementsCorrect } from './statement-options.ts';

/** Year options span this many years around the answer: "four years within a few decades". */
const YEAR_WINDOW = 30;
/**
 * The last year the bank's facts reach: no year option lies beyond it, so a recent event is never
 * offered a future year (which a learner would rule out at sight). Raise it as the bank grows.
 */
export const LATEST_YEAR_OFFERED = 2026;

function fill(template: string, subject: string, answer: string): string {
  return template.replaceAll('{subject}', subject).replaceAll('{answer}', answer);
}

/** The Hindi form of every English value in a relation; one English value has one Hindi form. */
function hindiNames(relation: Relation, dataset: string): Map<string, string> {
  const names = new Map<string, string>();
  const add = (en: string, hi: string) => {
    const earlier = names.get(en);
    if (earlier !== undefined && earlier !== hi)
      throw new Error(`${dataset} ${relation.id}: "${en}" is "${earlier}" and "${hi}" in Hindi`);
    names.set(en, hi);
  };
  for (const row of relation.rows) {
    add(row.subject, row.subjectHi);
    add(row.answer, row.answerHi);
  }
  for (const value of [...relation.extraAnswers, ...relation.extraSubjects]) add(value.en, value.hi);
  return names;
}

/** Three years near the answer, placed so the answer is not always the middle one. */
function nearbyYears(random: SeededRandom, year: number, isTrue: (option: string) => boolean): string[] {
  const latest = Math.max(year, LATEST_YEAR_OFFERED);
  const start = Math.min(year - 1 - Math.floor(random.next() * (YEAR_WINDOW - 1)), latest - YEAR_WINDOW);
  const window = Array.from({ length: YEAR_WINDOW + 1 }, (_, offset) => String(start + offset));
  return chooseDistractors(random, window, String(year), isTrue) ?? [];
}

interface Direction {
  name: 'ask' | 'reverse';
  template: Template;
  entities: RelationRow[];
  entity: (row: RelationRow) => string;
  correct: (row: RelationRow) => string;
  isTrue: (row: RelationRow, option: string) => boolean;
  pool: (row: RelationRow) => string[];
}

function directionsOf(relation: Relation): Direction[] {
  const { rows } = relation;
  const subjects = [...new Set(rows.map((row) => row.subject)), ...relation.extraSubjects.map((v) => v.en)];
  const answers = [...new Set(rows.map((row) => row.answer)), ...relation.extraAnswers.map((v) => v.en)];
  const directions: Direction[] = [
    {
      name: 'ask',
      template: relation.ask,
      entities: firstPerValue(rows, (row) => row.subject),
      entity: (row) => row.subject,
      correct: (row) => row.answer,
      isTrue: (row, option) => rows.some((other) => other.subject === row.subject && other.answer === option),
      pool: () => answers,
    },
  ];
  if (relation.reverse) {
    directions.push({
      name: 'reverse',
      template: relation.reverse,
      entities: firstPerValue(rows, (row) => row.answer),
      entity: (row) => row.answer,
      correct: (row) => row.subject,
      isTrue: (row, option) => rows.some((other) => other.answer === row.answer && other.subject === option),
      pool: (row) => (relation.answerType === 'year' ? nearbyEvents(relation, row) : subjects),
    });
  }
  return directions;
}

/** Events of years close to the row's, so the options belong to one era. */
function nearbyEvents(relation: Relation, row: RelationRow): string[] {
  const year = Number(row.answer);
  const byDistance = [...relation.rows].sort(
    (a, b) => Math.abs(Number(a.answer) - year) - Math.abs(Number(b.answer) - year),
  );
  return [...new Set(byDistance.map((other) => other.subject))].slice(0, 8);
}

function relationQuestions(loaded: LoadedFactSet, topic: TopicDefinition, relation: Relation): Candidate[] {
  const hindi = hindiNames(relation, loaded.dataset);
  const generator = `gk-set:${topic.id}:${relation.id}`;
  const candidates: Candidate[] = [];
  for (const direction of directionsOf(relation)) {
    for (const row of direction.entities) {
      const entity = direction.entity(row);
      const random = new SeededRandom(`${generator}|${direction.name}|${entity}`);
      const correct = direction.correct(row);
      const isTrue = (option: string) => direction.isTrue(row, option);
      const distractors =
        relation.answerType === 'year' && direction.name === 'ask'
          ? nearbyYears(random, Number(correct), isTrue)
          : chooseDistractors(random, direction.pool(row), correct, isTrue);
      if (!distractors || distractors.length < 3)
        throw new Error(`${loaded.dataset} ${relation.id}: too few distractors for "${entity}"`);
      const hindiOf = (value: string) =>
        relation.answerType === 'year' && direction.name === 'ask' ? value : (hindi.get(value) ?? value);
      candidates.push(
        buildCandidate({
          key: { generator, entity, template: direction.name },
          topic: placementOf(topic),
          stem: fill(direction.template.stem, row.subject, row.answer),
          correct,
          distractors,
          explanation: `${fill(direction.template.explanation, row.subject, row.answer)} ${row.note}`,
          difficulty: row.difficulty,
          source: { dataset: loaded.dataset, record: `${relation.id}: ${row.subject}`, citation: row.source },
          isTrue,
          factKey: `${loaded.categoryId}/${relation.id}:${row.subject}`,
          hindi: {
            stem: fill(direction.template.stemHi, row.subjectHi, row.answerHi),
            correct: hindiOf(correct),
            distractors: distractors.map(hindiOf),
            explanation: `${fill(direction.template.explanationHi, row.subjectHi, row.answerHi)} ${row.noteHi}`,
          },
        }),
      );
    }
  }
  return candidates;
}

function singleQuestion(loaded: LoadedFactSet, topic: TopicDefinition, single: SingleQuestion): Candidate {
  if (single.wrong.length !== single.wrongHi.length)
    throw new Error(`${loaded.dataset} ${single.key}: wrong and wrongHi differ in length`);
  const generator = `gk-set:${topic.id}:question`;
  const random = new SeededRandom(`${generator}|${single.key}`);
  const isTrue = (option: string) => option === single.answer;
  const distractors = chooseDistractors(random, single.wrong, single.answer, isTrue);
  if (!distractors) throw new Error(`${loaded.dataset} ${single.key}: wrong options repeat the answer`);
  const hindiOf = (option: string) => single.wrongHi[single.wrong.indexOf(option)] ?? option;
  return buildCandidate({
    key: { generator, entity: single.key, template: 'single' },
    topic: placementOf(topic),
    stem: single.stem,
    correct: single.answer,
    distractors,
    explanation: single.explanation,
    difficulty: single.difficulty,
    source: { dataset: loaded.dataset, record: single.key, citation: single.source },
    isTrue,
    factKey: `${loaded.categoryId}/question:${single.key}`,
    hindi: {
      stem: single.stemHi,
      correct: single.answerHi,
      distractors: distractors.map(hindiOf),
      explanation: single.explanationHi,
    },
  });
}

/** The closing question and the name of each item, as the UPSC paper words them. */
const STATEMENT_WORDING = {
  statements: {
    ask: 'Which of the statements given above is/are correct?',
    askHi: 'उपर्युक्त कथनों में से कौन-सा/से सही है/हैं?',
    item: 'Statement',
    itemHi: 'कथन',
  },
  pairs: {
    ask: 'Which of the pairs given above is/are correctly matched?',
    askHi: 'उपर्युक्त युग्मों में से कौन-सा/से सही सुमेलित है/हैं?',
    item: 'Pair',
    itemHi: 'युग्म',
  },
} as const;

function numbered(lines: readonly string[]): string {
  return lines.map((line, index) => `${index + 1}. ${line}`).join('\n');
}

/**
 * Questions whose later statements lean on an earlier one ("Such a law ...", "They were written
 * down ..."): printed in the authored order, as moving them would leave a reference before the
 * thing it names. Keyed `topic/question`.
 */
export const STATEMENTS_READ_IN_ORDER: ReadonlySet<string> = new Set([
  'centre-state-relations/article-253-treaties',
  'emergency-provisions/revoking-emergency',
  'external-sector-and-world-trade/ndb-cra',
  'financial-markets/t-bill-issuer',
  'freedom-struggle/review-simon-commission',
  'gupta-age/zero',
  'mauryas-and-after/buddha-images',
  'mughal-empire/akbar-admin',
  'parliament/article-249',
  'parliament/lok-sabha-term',
  'state-executive-and-legislature/council-creation-169',
  'state-executive-and-legislature/speaker-removal-179',
  'union-executive/president-vacancy',
  'vedic-age-and-new-religions/jaina-texts',
  'vedic-age-and-new-religions/magadha-capitals',
]);

/** Every order of `count` statements, as authored indexes in printed order; the authored order first. */
export function statementOrders(count: number): number[][] {
  if (count <= 1) return [Array.from({ length: count }, (_, index) => index)];
  return statementOrders(count - 1)
    .flatMap((shorter) =>
      Array.from({ length: count }, (_, at) => [...shorter.slice(0, at), count - 1, ...shorter.slice(at)]),
    )
    .sort((a, b) => a.join().localeCompare(b.join()));
}

/**
 * The question with its statements printed in `order` (authored indexes, printed first to last).
 * Each statement keeps its text, truth, correction and source; only its number changes, and the key
 * and the explanation's verdicts follow the printed numbers. The id and fact key come from the
 * question's authored key, so every order is the same question.
 */
export function statementQuestion(
  loaded: LoadedFactSet,
  topic: TopicDefinition,
  question: StatementQuestion,
  order: readonly number[] = question.statements.map((_, index) => index),
): Candidate {
  for (const [index, statement] of question.statements.entries()) {
    if (!statement.correct && (!statement.correction || !statement.correctionHi))
      throw new Error(
        `${loaded.dataset} ${question.key}: statement ${index + 1} is false but has no correction`,
      );
  }
  if (order.length !== question.statements.length || new Set(order).size !== order.length)
    throw new Error(
      `${loaded.dataset} ${question.key}: ${order.join(',')} is not an order of its statements`,
    );
  const statements = order.map((index) => {
    const statement = question.statements[index];
    if (!statement) throw new Error(`${loaded.dataset} ${question.key}: no statement ${index + 1}`);
    return statement;
  });
  const generator = `gk-set:${topic.id}:statements`;
  const random = new SeededRandom(`${generator}|${question.key}`);
  const truth = statementsCorrect(statements.map((statement) => statement.correct));
  const family = statementOptions(statements.length);
  const correct = family.find((option) => option.correct === truth);
  if (!correct) throw new Error(`${loaded.dataset} ${question.key}: no answer form fits its truth`);
  const isTrue = (option: string) => option === correct.en;
  const distractors = chooseDistractors(
    random,
    family.map((option) => option.en),
    correct.en,
    isTrue,
  );
  if (!distractors) throw new Error(`${loaded.dataset} ${question.key}: too few answer forms`);
  const hindiOf = (option: string) => family.find((form) => form.en === option)?.hi ?? option;
  const wording = STATEMENT_WORDING[question.kind];
  const verdicts = statements.map((statement, index) =>
    statement.correct
      ? { en: `${wording.item} ${index + 1} is correct.`, hi: `${wording.itemHi} ${index + 1} सही है।` }
      : {
          en: `${wording.item} ${index + 1} is incorrect: ${statement.correction}`,
          hi: `${wording.itemHi} ${index + 1} गलत है: ${statement.correctionHi}`,
        },
  );
  return buildCandidate({
    key: { generator, entity: question.key, template: 'statements' },
    topic: placementOf(topic),
    stem: `${question.intro}\n${numbered(statements.map((s) => s.text))}\n${wording.ask}`,
    correct: correct.en,
    distractors,
    explanation: verdicts.map((verdict) => verdict.en).join(' '),
    difficulty: question.difficulty,
    source: {
      dataset: loaded.dataset,
      record: question.key,
      citation: [...new Set(question.statements.map((statement) => statement.source))].join('; '),
    },
    isTrue,
    factKey: `${loaded.categoryId}/statements:${question.key}`,
    // "1 only", "2 only", "Both 1 and 2", "Neither 1 nor 2": the paper's order, never moved.
    optionOrder: family.map((option) => option.en),
    hindi: {
      stem: `${question.introHi}\n${numbered(statements.map((s) => s.textHi))}\n${wording.askHi}`,
      correct: correct.hi,
      distractors: distractors.map(hindiOf),
      explanation: verdicts.map((verdict) => verdict.hi).join(' '),
    },
  });
}

/**
 * A topic's statement questions, each printed in the order of its statements that spreads the
 * topic's keys. Authors mostly write a true statement first and a false one second, so printed as
 * authored "1 only" keys most questions and a learner could guess it. Moving the statements turns
 * "1 only" into "2 only" (and "1 and 2 only" into "2 and 3 only" or "1 and 3 only") without touching
 * a fact. In authored order, each question takes the order whose key position is least used so far
 * among the topic's questions of its size, then whose key form is least used, then a seeded pick:
 * the same facts give the same questions on every machine. "Both 1 and 2", "Neither 1 nor 2" and
 * "1, 2 and 3" stay where they are whatever the order.
 *
 * A question's order depends on the questions before it, and its answer index is in the ledger once
 * published: add new statement questions at the end of a topic's list, never between published ones.
 */
export function statementQuestions(loaded: LoadedFactSet, topic: TopicDefinition): Candidate[] {
  const positions = new Map<number, number[]>();
  const forms = new Map<string, number>();
  return loaded.set.statements.map((question) => {
    const size = question.statements.length;
    const used = positions.get(size) ?? [0, 0, 0, 0];
    positions.set(size, used);
    const orders = STATEMENTS_READ_IN_ORDER.has(`${topic.id}/${question.key}`)
      ? [question.statements.map((_, index) => index)]
      : new SeededRandom(`gk-set:${topic.id}:statements|${question.key}|order`).shuffle(
          statementOrders(size),
        );
    const score = (candidate: Candidate) => {
      const { answerIndex, options } = candidate.question;
      return [used[answerIndex] ?? 0, forms.get(`${size}|${options[answerIndex]}`) ?? 0];
    };
    const [chosen] = orders
      .map((order) => statementQuestion(loaded, topic, question, order))
      .map((candidate) => ({ candidate, score: score(candidate) }))
      // A stable sort: among equal scores the seeded shuffle decides.
      .sort((a, b) => (a.score[0] ?? 0) - (b.score[0] ?? 0) || (a.score[1] ?? 0) - (b.score[1] ?? 0));
    if (!chosen) throw new Error(`${loaded.dataset} ${question.key}: no order of its statements`);
    const { answerIndex, options } = chosen.candidate.question;
    used[answerIndex] = (used[answerIndex] ?? 0) + 1;
    const form = `${size}|${options[answerIndex]}`;
    forms.set(form, (forms.get(form) ?? 0) + 1);
    return chosen.candidate;
  });
}

function factSetGenerator(loaded: LoadedFactSet): TopicGenerator {
  const topic: TopicDefinition = { ...loaded.set.topic, categoryId: loaded.categoryId };
  return {
    topic,
    generate: () => [
      ...loaded.set.relations.flatMap((relation) => relationQuestions(loaded, topic, relation)),
      ...loaded.set.questions.map((single) => singleQuestion(loaded, topic, single)),
      ...statementQuestions(loaded, topic),
    ],
  };
}

/** One topic per fact set under `facts/gk`. */
export function factSetGenerators(sets: readonly LoadedFactSet[] = loadFactSets()): TopicGenerator[] {
  return sets.map(factSetGenerator);
}
