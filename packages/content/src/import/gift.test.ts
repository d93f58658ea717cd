import { describe, expect, it } from 'vitest';
import { parseGift } from './gift.ts';

describe('parseGift', () => {
  it('reads multiple-choice questions with titles, comments, escapes and feedback', () => {
    const text = [
      '// a comment',
      '::Planets:: Which is the largest planet? {',
      '  =Jupiter#It is more massive than all others combined.',
      '  ~Mars',
      '  ~Venus',
      '  ~Earth',
      '}',
      '',
      'Which symbol means "equals" \\= ? {=\\= ~\\~ ~+ ~-}',
    ].join('\n');
    expect(parseGift(text)).toEqual({
      ok: true,
      questions: [
        {
          line: 2,
          stem: 'Which is the largest planet?',
          options: ['Jupiter', 'Mars', 'Venus', 'Earth'],
          answerIndex: 0,
          explanation: 'It is more massive than all others combined.',
        },
        { line: 9, stem: 'Which symbol means "equals" = ?', options: ['=', '~', '+', '-'], answerIndex: 0 },
      ],
    });
  });

  it('rejects question types outside the multiple-choice subset, with line numbers', () => {
    const result = parseGift('True or false? {T}\n\nShort answer? {=one =two}\n\nMissing braces\n');
    expect(result).toEqual({
      ok: false,
      problems: [
        'line 1: only multiple-choice questions with one "=" answer and three "~" answers are supported',
        'line 3: only multiple-choice questions with one "=" answer and three "~" answers are supported',
        'line 5: expected answers in { }',
      ],
    });
  });
});
