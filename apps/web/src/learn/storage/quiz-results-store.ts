import type { MockResultPart, QuizResult } from '../results/quiz-result.ts';
import { readJson, writeJson } from './local-store.ts';

/** The last result per topic stays on the device so /results/:id works after a reload and offline. */
const storageKey = (topicId: string) => `abhyas_results_${topicId}`;

/** A mock's part as this version writes it; a half-written or older one reads as a topic quiz's result. */
function isMockPart(value: unknown, questionCount: number): value is MockResultPart {
  if (!value || typeof value !== 'object') return false;
  const part = value as Partial<MockResultPart>;
  return (
    !!part.info &&
    Array.isArray(part.info.sections) &&
    // The sections must cover the questions exactly, or the analysis would put questions in none.
    part.info.sections.reduce((sum, section) => sum + (section?.questionCount ?? 0), 0) === questionCount &&
    !!part.marks &&
    Array.isArray(part.marks.sections) &&
    part.marks.sections.length === part.info.sections.length &&
    typeof part.marks.marksCenti === 'number' &&
    Array.isArray(part.markedForReview) &&
    part.markedForReview.length === questionCount
  );
}

function isQuizResult(value: unknown, topicId: string): value is QuizResult {
  if (!value || typeof value !== 'object') return false;
  const result = value as Partial<QuizResult>;
  return (
    result.subcategoryId === topicId &&
    Array.isArray(result.questions) &&
    Array.isArray(result.answers) &&
    result.answers.length === result.questions.length &&
    !!result.summary &&
    typeof result.summary.marks === 'number' &&
    (result.mock === undefined || isMockPart(result.mock, result.questions.length))
  );
}

export function loadLastResult(topicId: string): QuizResult | undefined {
  const stored = readJson(storageKey(topicId));
  return isQuizResult(stored, topicId) ? stored : undefined;
}

export function saveLastResult(result: QuizResult): void {
  writeJson(storageKey(result.subcategoryId), result);
  if (result.mock) recordMockAttempt(result, result.mock);
}

/** What this device knows of a learner's attempts at one mock: the list shows it offline. */
export interface DeviceMockAttempts {
  attempts: number;
  bestMarksCenti: number;
  lastMarksCenti: number;
  maxMarksCenti: number;
  /** When the last counted attempt was submitted: saving the same result twice counts it once. */
  lastSubmittedAt: number;
}

const mockAttemptsKey = (learnerId: string) => `abhyas_mock_attempts_${learnerId}`;

function isDeviceMockAttempts(value: unknown): value is DeviceMockAttempts {
  if (!value || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  return ['attempts', 'bestMarksCenti', 'lastMarksCenti', 'maxMarksCenti', 'lastSubmittedAt'].every(
    (key) => typeof record[key] === 'number' && Number.isFinite(record[key]),
  );
}

/** Each mock's attempts by this learner on this device; a damaged entry reads as no attempt. */
export function loadDeviceMockAttempts(learnerId: string): Record<string, DeviceMockAttempts> {
  const stored = readJson(mockAttemptsKey(learnerId));
  if (!stored || typeof stored !== 'object') return {};
  return Object.fromEntries(
    Object.entries(stored as Record<string, unknown>).filter((entry): entry is [string, DeviceMockAttempts] =>
      isDeviceMockAttempts(entry[1]),
    ),
  );
}

function recordMockAttempt(result: QuizResult, mock: MockResultPart): void {
  const all = loadDeviceMockAttempts(result.learnerId);
  const known = all[result.subcategoryId];
  const { marksCenti, maxMarksCenti } = mock.marks;
  const submittedAt = result.summary.submittedAt;
  if (known && known.lastSubmittedAt === submittedAt) return;
  all[result.subcategoryId] = {
    attempts: (known?.attempts ?? 0) + 1,
    bestMarksCenti: known ? Math.max(known.bestMarksCenti, marksCenti) : marksCenti,
    lastMarksCenti: marksCenti,
    maxMarksCenti,
    lastSubmittedAt: submittedAt,
  };
  writeJson(mockAttemptsKey(result.learnerId), all);
}
