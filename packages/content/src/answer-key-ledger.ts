import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnswerKeys, Question } from '@abhyas/domain';
import { z } from 'zod';
import type { ValidationProblem } from './validators/validation-problem.ts';

/**
 * Every question the bank has ever published, with its answer index. Learners' devices may hold
 * answers to a question for days after a build drops it, and their history refers to it forever:
 * a retired question keeps its answer key on the server, and a kept id never changes its answer.
 * `npm run content:ledger` records new questions; the build only reads the ledger.
 */
export const LEDGER_PATH = join(dirname(fileURLToPath(import.meta.url)), '..', 'answer-key-ledger.json');

const ledgerTopicSchema = z.object({
  categoryId: z.string().min(1),
  parentCategoryId: z.string().min(1),
  answers: z.record(z.string(), z.number().int().min(0).max(3)),
});
const ledgerSchema = z.object({ topics: z.record(z.string(), ledgerTopicSchema) });
export type AnswerKeyLedger = z.infer<typeof ledgerSchema>;

export function readLedger(path: string = LEDGER_PATH): AnswerKeyLedger {
  return ledgerSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
}

/** Sorted, one question a line, so a diff shows exactly what was added. */
export function formatLedger(ledger: AnswerKeyLedger): string {
  const topics = Object.keys(ledger.topics).sort();
  const lines = topics.map((topicId) => {
    const topic = ledger.topics[topicId];
    if (!topic) return '';
    const answers = Object.keys(topic.answers)
      .sort()
      .map((id) => `        ${JSON.stringify(id)}: ${topic.answers[id]}`)
      .join(',\n');
    return `    ${JSON.stringify(topicId)}: {\n      "categoryId": ${JSON.stringify(topic.categoryId)},\n      "parentCategoryId": ${JSON.stringify(topic.parentCategoryId)},\n      "answers": {\n${answers}\n      }\n    }`;
  });
  return `{\n  "topics": {\n${lines.join(',\n')}\n  }\n}\n`;
}

function ledgerEntries(ledger: AnswerKeyLedger) {
  return Object.entries(ledger.topics).flatMap(([subcategoryId, topic]) =>
    Object.entries(topic.answers).map(([id, answerIndex]) => ({
      id,
      answerIndex,
      subcategoryId,
      categoryId: topic.categoryId,
      parentCategoryId: topic.parentCategoryId,
    })),
  );
}

/** Every published question's answer index. */
export function publishedAnswers(ledger: AnswerKeyLedger): Map<string, number> {
  return new Map(ledgerEntries(ledger).map((entry) => [entry.id, entry.answerIndex]));
}

/** A kept question whose answer moved would grade learners' queued answers against the wrong option. */
export function ledgerProblems(ledger: AnswerKeyLedger, questions: readonly Question[]): ValidationProblem[] {
  const recorded = publishedAnswers(ledger);
  return questions.flatMap((question) => {
    const answerIndex = recorded.get(question.id);
    return answerIndex === undefined || answerIndex === question.answerIndex
      ? []
      : [
          {
            where: question.id,
            message: `answer index changed from ${answerIndex} to ${question.answerIndex}; a published question keeps its answer`,
          },
        ];
  });
}

/** The questions the ledger knows that the bank no longer has: graded still, never shown. */
export function retiredAnswerKeys(ledger: AnswerKeyLedger, questions: readonly Question[]): AnswerKeys {
  const current = new Set(questions.map((question) => question.id));
  const retired: AnswerKeys = {};
  for (const { id, ...entry } of ledgerEntries(ledger)) if (!current.has(id)) retired[id] = entry;
  return retired;
}

/** Questions of the bank the ledger does not know yet. */
export function unrecordedQuestions(ledger: AnswerKeyLedger, questions: readonly Question[]): Question[] {
  const recorded = new Set(ledgerEntries(ledger).map((entry) => entry.id));
  return questions.filter((question) => !recorded.has(question.id));
}

/** The ledger with the bank's new questions added; nothing is ever removed. */
export function recordQuestions(ledger: AnswerKeyLedger, questions: readonly Question[]): AnswerKeyLedger {
  const topics = structuredClone(ledger.topics);
  for (const question of unrecordedQuestions(ledger, questions)) {
    const topic = topics[question.subcategoryId] ?? {
      categoryId: question.categoryId,
      parentCategoryId: question.parentCategoryId,
      answers: {},
    };
    topic.answers[question.id] = question.answerIndex;
    topics[question.subcategoryId] = topic;
  }
  return { topics };
}

export function writeLedger(ledger: AnswerKeyLedger, path: string = LEDGER_PATH): void {
  writeFileSync(path, formatLedger(ledger));
}
