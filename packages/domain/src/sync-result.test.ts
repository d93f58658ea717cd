import { describe, expect, it } from 'vitest';
import { acknowledgedIds } from './queued-progress.ts';
import { unknownQuestionReason } from './sync-result.ts';

describe('sync result', () => {
  it('acknowledges applied, duplicate and rejected ids alike', () => {
    const ids = acknowledgedIds({ applied: ['a'], duplicates: ['b'], rejected: [{ id: 'c', reason: 'r' }] });
    expect([...ids].sort()).toEqual(['a', 'b', 'c']);
  });

  it('names the unknown questions', () => {
    expect(unknownQuestionReason(['q1', 'q2'])).toBe('Unknown question: q1, q2');
  });
});
