import { describe, expect, it } from 'vitest';
import { parseAiken } from './aiken.ts';

describe('parseAiken', () => {
  it('reads questions separated by blank lines', () => {
    const result = parseAiken(
      'What is 2 + 2?\nA. 3\nB. 4\nC. 5\nD. 6\nANSWER: B\n\nLargest ocean?\nA) Atlantic\nB) Indian\nC) Pacific\nD) Arctic\nANSWER: C\n',
    );
    expect(result).toEqual({
      ok: true,
      questions: [
        { line: 1, stem: 'What is 2 + 2?', options: ['3', '4', '5', '6'], answerIndex: 1 },
        {
          line: 8,
          stem: 'Largest ocean?',
          options: ['Atlantic', 'Indian', 'Pacific', 'Arctic'],
          answerIndex: 2,
        },
      ],
    });
  });

  it('reports every problem with its line and imports nothing', () => {
    const result = parseAiken(
      'Good?\nA. a\nB. b\nC. c\nD. d\nANSWER: A\n\nBad?\nA. x\nB. y\nC. z\nANSWER: E\n\nNo answer?\nA. 1\nB. 2\n',
    );
    expect(result).toEqual({
      ok: false,
      problems: ['line 12: answer E is not one of the options', 'line 14: question has no "ANSWER:" line'],
    });
  });

  it('rejects a question with three options', () => {
    const result = parseAiken('Q?\nA. a\nB. b\nC. c\nANSWER: A\n');
    expect(result).toEqual({ ok: false, problems: ['line 1: expected 4 options, found 3'] });
  });
});
