import type { Question } from '@abhyas/domain';
import { describe, expect, it } from 'vitest';
import { problemOf } from './bank-import.ts';
import { moderatedQuestions } from './content-publisher.ts';
import { nextRevisionId } from './moderation-service.ts';
import type { StoredRevision } from './moderation-store.ts';

const question = (id: string): Question => ({
  id,
  parentCategoryId: 'general-knowledge',
  categoryId: 'history',
  subcategoryId: 'mughals',
  stem: `Question ${id}?`,
  options: ['A', 'B', 'C', 'D'],
  answerIndex: 0,
  explanation: 'Because.',
  difficulty: 'easy',
  source: { dataset: 'test', record: id },
});
const revisionOf = (of: string, id: string): StoredRevision => ({
  id,
  revisionOf: of,
  topic: { parentCategoryId: 'general-knowledge', categoryId: 'history', subcategoryId: 'mughals' },
  question: question(id),
  createdAt: new Date(0),
});

describe('moderatedQuestions', () => {
  it('marks hidden questions where they stand and appends the revisions once', () => {
    const questions = [question('a'), question('b'), question('c')];
    const result = moderatedQuestions(questions, new Set(['b', 'b-r2']), [
      revisionOf('b', 'b-r2'),
      revisionOf('b-r2', 'b-r3'),
    ]);
    expect(result.map((entry) => [entry.id, entry.hidden ?? false])).toEqual([
      ['a', false],
      ['b', true],
      ['c', false],
      ['b-r2', true],
      ['b-r3', false],
    ]);
    // The built questions are left as they were.
    expect(questions[1]?.hidden).toBeUndefined();
  });

  it('leaves a topic with nothing moderated as it is', () => {
    const questions = [question('a')];
    expect(moderatedQuestions(questions, new Set(), [])).toEqual(questions);
  });
});

describe('nextRevisionId', () => {
  it('numbers revisions from r2', () => {
    expect(nextRevisionId('q0123456789abcdef')).toBe('q0123456789abcdef-r2');
    expect(nextRevisionId('q0123456789abcdef-r2')).toBe('q0123456789abcdef-r3');
    expect(nextRevisionId('gk-capitals-12-r9')).toBe('gk-capitals-12-r10');
  });
});

describe('problemOf', () => {
  it("reads the importer's line numbers, 0 for the whole file", () => {
    expect(problemOf('line 12: two options are the same')).toEqual({
      line: 12,
      message: 'two options are the same',
    });
    expect(problemOf('the topic name "!!" gives no usable id')).toEqual({
      line: 0,
      message: 'the topic name "!!" gives no usable id',
    });
  });
});
