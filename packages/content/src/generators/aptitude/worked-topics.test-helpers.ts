import { expect } from 'vitest';
import type { TopicGenerator } from '../../model/topic-generator.ts';
import { validateCandidate } from '../../validators/question-validators.ts';

/** What every procedural aptitude topic of this family promises, checked on the whole topic. */
export function expectSoundTopic(generator: TopicGenerator, minimum = 150): void {
  const candidates = generator.generate();
  expect(candidates.length).toBeGreaterThanOrEqual(minimum);
  expect(candidates.flatMap(validateCandidate)).toEqual([]);
  const difficulties = new Set(candidates.map(({ question }) => question.difficulty));
  expect([...difficulties].sort()).toEqual(['easy', 'hard', 'medium']);
  for (const { question } of candidates) {
    expect(question.stemHi, question.stem).toBeTruthy();
    expect(question.explanationHi, question.stem).toBeTruthy();
    expect(question.optionsHi, question.stem).toHaveLength(4);
    // Paper notation: Unicode minus, no float artefacts, no more than two decimals.
    for (const text of [question.stem, ...question.options, question.explanation]) {
      expect(text, question.stem).not.toMatch(/\d\.\d{3,}|NaN|undefined|Infinity/);
      expect(text, question.stem).not.toMatch(/(^|[\s(=])-\d/);
    }
    expect(question.explanation.split('\n').length, question.stem).toBeLessThanOrEqual(4);
  }
  // No single answer carries the topic.
  const answers = new Map<string, number>();
  for (const { question } of candidates) {
    const answer = question.options[question.answerIndex] ?? '';
    answers.set(answer, (answers.get(answer) ?? 0) + 1);
  }
  expect(Math.max(...answers.values())).toBeLessThan(candidates.length / 3);
}
