import { describe, expect, it } from 'vitest';
import { answerShortcutFor } from './answer-shortcuts.ts';

describe('answerShortcutFor', () => {
  it.each([
    ['1', 0],
    ['4', 3],
    ['a', 0],
    ['D', 3],
  ])('%s chooses option %i', (key, optionIndex) => {
    expect(answerShortcutFor(key)).toEqual({ kind: 'choose', optionIndex });
  });

  it('maps Enter to next and M to mark, and ignores other keys', () => {
    expect(answerShortcutFor('Enter')).toEqual({ kind: 'next' });
    expect(answerShortcutFor('M')).toEqual({ kind: 'mark' });
    expect(answerShortcutFor('5')).toBeUndefined();
    expect(answerShortcutFor('Tab')).toBeUndefined();
  });
});
