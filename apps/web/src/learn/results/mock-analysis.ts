import {
  type AnswerOutcome,
  accuracyPercent,
  answerOutcome,
  type Question,
  sectionRanges,
} from '@abhyas/domain';
import type { MockResultPart, QuizResult } from './quiz-result.ts';

/** A mock's result: a quiz result that carries its mock part. */
export type MockQuizResult = QuizResult & { mock: MockResultPart };

export function isMockResult(result: QuizResult): result is MockQuizResult {
  return result.mock !== undefined;
}

/** One question of the paper as the analysis sees it. */
export interface MockQuestionRow {
  /** Position in the paper, from 0. */
  index: number;
  question: Question;
  sectionId: string;
  chosen: number | null;
  outcome: AnswerOutcome;
  timeMs: number;
  /** Marked for review when submitted (answered or not). */
  marked: boolean;
}

export function mockQuestionRows(result: MockQuizResult): MockQuestionRow[] {
  const sectionOf: string[] = [];
  for (const range of sectionRanges(result.mock.info.sections))
    for (let index = range.start; index < range.end; index += 1) sectionOf[index] = range.id;
  return result.questions.map((question, index) => {
    const chosen = result.answers[index] ?? null;
    return {
      index,
      question,
      sectionId: sectionOf[index] ?? '',
      chosen,
      outcome: answerOutcome(chosen, question.answerIndex),
      timeMs: Math.max(0, result.timeSpentMs[index] ?? 0),
      marked: result.mock.markedForReview[index] ?? false,
    };
  });
}

export interface SectionTime {
  id: string;
  questionCount: number;
  /** Time spent on the section's questions, ms. */
  timeMs: number;
  /** That time over the section's questions. */
  perQuestionMs: number;
}

/** Where the time went, section by section. */
export function sectionTimes(result: MockQuizResult): SectionTime[] {
  const rows = mockQuestionRows(result);
  return result.mock.info.sections.map((section) => {
    const timeMs = rows
      .filter((row) => row.sectionId === section.id)
      .reduce((sum, row) => sum + row.timeMs, 0);
    return {
      id: section.id,
      questionCount: section.questionCount,
      timeMs,
      perQuestionMs: section.questionCount === 0 ? 0 : Math.round(timeMs / section.questionCount),
    };
  });
}

/** The questions that took longest, longest first (the earlier one first on a tie); never-opened ones are not listed. */
export function slowestQuestions(rows: readonly MockQuestionRow[], count = 5): MockQuestionRow[] {
  return rows
    .filter((row) => row.timeMs > 0)
    .sort((a, b) => b.timeMs - a.timeMs || a.index - b.index)
    .slice(0, count);
}

export interface TopicFigures {
  topicId: string;
  questionCount: number;
  correct: number;
  wrong: number;
  skipped: number;
  /** Correct over attempted, as the app counts accuracy everywhere; null when none was attempted. */
  accuracy: number | null;
}

/** Each topic of the paper (a question's own subcategory), in the order the paper first meets it. */
export function topicFigures(rows: readonly MockQuestionRow[]): TopicFigures[] {
  const byTopic = new Map<string, TopicFigures>();
  for (const row of rows) {
    const topicId = row.question.subcategoryId;
    const figures = byTopic.get(topicId) ?? {
      topicId,
      questionCount: 0,
      correct: 0,
      wrong: 0,
      skipped: 0,
      accuracy: null,
    };
    figures.questionCount += 1;
    figures[row.outcome] += 1;
    byTopic.set(topicId, figures);
  }
  return [...byTopic.values()].map((figures) => {
    const attempted = figures.correct + figures.wrong;
    return { ...figures, accuracy: attempted === 0 ? null : accuracyPercent(figures.correct, attempted) };
  });
}

/** How many topics each of the strongest and weakest lists holds at most. */
export const STRENGTH_LIST_SIZE = 3;

/**
 * How strong a topic looks, with the evidence weighed in: (correct + 1) / (attempted + 2), the
 * rule of succession. A paper asks most topics once or twice, so 1 of 1 must not outrank 5 of 5,
 * nor 0 of 1 look weaker than 0 of 4.
 */
function strength(topic: TopicFigures): number {
  return (topic.correct + 1) / (topic.correct + topic.wrong + 2);
}

/**
 * The strongest and weakest topics among those attempted, by `strength` (more right answers,
 * then more wrong ones, break a tie). The two lists never share a topic: each takes at most half
 * of the attempted topics. A topic answered all right is never called weak, nor one answered all
 * wrong strong. Topics left unattempted (often the end of a paper when time ran out) say
 * nothing of the learner's knowledge and are in neither list.
 */
export function topicStrengths(
  topics: readonly TopicFigures[],
  size = STRENGTH_LIST_SIZE,
): { strongest: TopicFigures[]; weakest: TopicFigures[] } {
  const attempted = topics.filter(
    (topic): topic is TopicFigures & { accuracy: number } => topic.accuracy !== null,
  );
  const take = Math.min(size, Math.floor(attempted.length / 2));
  const strongest = [...attempted]
    .sort((a, b) => strength(b) - strength(a) || b.correct - a.correct || a.topicId.localeCompare(b.topicId))
    .slice(0, take)
    .filter((topic) => topic.accuracy > 0);
  const weakest = [...attempted]
    .sort((a, b) => strength(a) - strength(b) || b.wrong - a.wrong || a.topicId.localeCompare(b.topicId))
    .slice(0, take)
    .filter((topic) => topic.accuracy < 100);
  return { strongest, weakest };
}

export type ReviewShow = 'all' | 'wrong' | 'skipped' | 'marked';
export const REVIEW_SHOWS: readonly ReviewShow[] = ['all', 'wrong', 'skipped', 'marked'];

export interface ReviewFilter {
  /** A section's id, or null for the whole paper. */
  sectionId: string | null;
  show: ReviewShow;
}

/** The review's questions after the learner's filters: a section, and wrong, skipped or marked ones. */
export function filterReview(rows: readonly MockQuestionRow[], filter: ReviewFilter): MockQuestionRow[] {
  return rows.filter((row) => {
    if (filter.sectionId !== null && row.sectionId !== filter.sectionId) return false;
    if (filter.show === 'wrong') return row.outcome === 'wrong';
    if (filter.show === 'skipped') return row.outcome === 'skipped';
    if (filter.show === 'marked') return row.marked;
    return true;
  });
}

/** The questions to practise after a mock: the wrong and the skipped ones, in paper order. */
export function mistakeQuestionIds(result: Pick<QuizResult, 'questions' | 'answers'>): string[] {
  return result.questions
    .filter(
      (question, index) => answerOutcome(result.answers[index] ?? null, question.answerIndex) !== 'correct',
    )
    .map((question) => question.id);
}

/** The overall figures of a mock's marks: attempted and accuracy over the whole paper. */
export function mockTotals(result: MockQuizResult): {
  attempted: number;
  questionCount: number;
  accuracy: number;
} {
  const { correct, wrong, skipped } = result.mock.marks;
  return {
    attempted: correct + wrong,
    questionCount: correct + wrong + skipped,
    accuracy: accuracyPercent(correct, correct + wrong),
  };
}
