import { QUESTION_OPTION_COUNT, type Question } from '@abhyas/domain';
import type { Candidate } from './model/candidate.ts';

function moveOption<T>(options: readonly T[], from: number, to: number): T[] {
  const moved = [...options];
  const [option] = moved.splice(from, 1);
  if (option !== undefined) moved.splice(to, 0, option);
  return moved;
}

function withAnswerAt(question: Question, position: number): Question {
  if (question.answerIndex === position) return question;
  const moved: Question = {
    ...question,
    options: moveOption(question.options, question.answerIndex, position),
    answerIndex: position,
  };
  if (question.optionsHi) moved.optionsHi = moveOption(question.optionsHi, question.answerIndex, position);
  if (question.optionFigures) {
    moved.optionFigures = moveOption(question.optionFigures, question.answerIndex, position);
  }
  return moved;
}

/**
 * Spreads a topic's keys evenly over A-D, so the position of the key tells a guesser nothing.
 * A published question keeps the answer index the ledger holds for it (learners' answers refer
 * to it); each new one, in id order, takes the position the topic uses least so far. A question
 * whose options keep the paper's order is never moved: its key counts where it stands.
 */
export function balanceAnswerPositions(
  candidates: readonly Candidate[],
  published: ReadonlyMap<string, number>,
): Candidate[] {
  const used = Array.from({ length: QUESTION_OPTION_COUNT }, () => 0);
  for (const { question, keepOptionOrder } of candidates) {
    const fixed = keepOptionOrder ? question.answerIndex : published.get(question.id);
    if (fixed !== undefined) used[fixed] = (used[fixed] ?? 0) + 1;
  }
  const byId = [...candidates].sort((a, b) => (a.question.id < b.question.id ? -1 : 1));
  const placed = new Map<string, Candidate>();
  for (const candidate of byId) {
    const { question } = candidate;
    // Published with another key, it fails the build's ledger check rather than move its options.
    if (candidate.keepOptionOrder) continue;
    const pinned = published.get(question.id);
    if (pinned !== undefined) {
      // The generator's own order may differ from the balanced one recorded when it was published.
      placed.set(question.id, { ...candidate, question: withAnswerAt(question, pinned) });
      continue;
    }
    const least = used.indexOf(Math.min(...used));
    used[least] = (used[least] ?? 0) + 1;
    placed.set(question.id, { ...candidate, question: withAnswerAt(question, least) });
  }
  return candidates.map((candidate) => placed.get(candidate.question.id) ?? candidate);
}
