import type { Question } from '@abhyas/domain';
import { describe, expect, it } from 'vitest';
import { loadFactSets } from '../../sources/fact-sets.ts';
import { factSetGenerators, STATEMENTS_READ_IN_ORDER } from './fact-set-questions.ts';

/**
 * A topic's two-statement questions whose statements are one true and one false can only be
 * "1 only" or "2 only", so a topic made almost wholly of them cannot go below half: the worst,
 * poverty-and-employment, has 13 such questions and no "Both" or "Neither" (7 of 13, 54 %).
 * Only more "Both"/"Neither" questions in the fact files can lower this.
 */
const MAX_TOPIC_KEY_SHARE = 0.55;
/** Below this many two-statement questions a topic's shares are too few to judge. */
const MIN_TWO_STATEMENT_QUESTIONS = 8;

const sets = loadFactSets();
const topics = factSetGenerators(sets).map((generator) => {
  const statements = generator
    .generate()
    .map(({ question }) => question)
    .filter((question) => question.factKey?.includes('/statements:'));
  const size = (question: Question) => question.stem.split('\n').length - 2;
  return {
    id: generator.topic.id,
    two: statements.filter((question) => size(question) === 2),
    three: statements.filter((question) => size(question) === 3),
  };
});
const keyOf = (question: Question) => question.options[question.answerIndex] ?? '';
const countOf = (questions: readonly Question[], key: string) =>
  questions.filter((question) => keyOf(question) === key).length;

describe("the bank's statement questions", () => {
  it(`spread each topic's two-statement keys: 1 only and 2 only within one, no key over ${Math.round(MAX_TOPIC_KEY_SHARE * 100)} %`, () => {
    const judged = topics.filter((topic) => topic.two.length >= MIN_TWO_STATEMENT_QUESTIONS);
    expect(judged.length).toBeGreaterThan(20);
    for (const { id, two } of judged) {
      const shares = Object.fromEntries(
        ['1 only', '2 only', 'Both 1 and 2', 'Neither 1 nor 2'].map((key) => [key, countOf(two, key)]),
      );
      const spread = Math.abs((shares['1 only'] ?? 0) - (shares['2 only'] ?? 0));
      expect(spread, `${id} ${JSON.stringify(shares)}`).toBeLessThanOrEqual(1);
      const commonest = Math.max(...Object.values(shares));
      expect(commonest / two.length, `${id} ${JSON.stringify(shares)}`).toBeLessThanOrEqual(
        MAX_TOPIC_KEY_SHARE,
      );
    }
  });

  it('no longer key "1 only" in most two-statement questions', () => {
    const two = topics.flatMap((topic) => topic.two);
    expect(two.length).toBeGreaterThan(500);
    expect(countOf(two, '1 only') / two.length).toBeLessThan(0.45);
    expect(countOf(two, '2 only') / two.length).toBeLessThan(0.45);
  });

  it('spread three-statement keys: no form holds a majority and no position A-D more than 45 %', () => {
    const three = topics.flatMap((topic) => topic.three);
    expect(three.length).toBeGreaterThan(300);
    for (const key of new Set(three.map(keyOf))) expect(countOf(three, key) / three.length).toBeLessThan(0.5);
    for (const position of [0, 1, 2, 3]) {
      const share = three.filter((question) => question.answerIndex === position).length / three.length;
      expect(share).toBeLessThanOrEqual(0.45);
    }
  });

  it('print the questions whose statements refer back in the authored order', () => {
    for (const entry of STATEMENTS_READ_IN_ORDER) {
      const [topicId, key] = entry.split('/');
      const authored = sets
        .find((loaded) => loaded.set.topic.id === topicId)
        ?.set.statements.find((question) => question.key === key);
      expect(authored, entry).toBeDefined();
      const printed = topics
        .find((topic) => topic.id === topicId)
        ?.[authored?.statements.length === 2 ? 'two' : 'three'].find(
          (question) => question.source.record === key,
        );
      expect(printed?.stem.split('\n').slice(1, -1)).toEqual(
        authored?.statements.map((statement, index) => `${index + 1}. ${statement.text}`),
      );
    }
  });
});
