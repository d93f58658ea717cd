import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv.ts';

const HEADER = 'question,option_a,option_b,option_c,option_d,answer,explanation,difficulty';

describe('parseCsv', () => {
  it('reads quoted fields with commas, quotes and line breaks', () => {
    const result = parseCsv(
      `${HEADER}\n"Which is ""prime"", 4 or 7?",4,7,8,9,B,"7 has no divisors\nbut 1 and 7",easy\nSecond?,a,b,c,d,a,,\n`,
    );
    expect(result).toEqual({
      ok: true,
      questions: [
        {
          line: 2,
          stem: 'Which is "prime", 4 or 7?',
          options: ['4', '7', '8', '9'],
          answerIndex: 1,
          explanation: '7 has no divisors\nbut 1 and 7',
          difficulty: 'easy',
        },
        { line: 4, stem: 'Second?', options: ['a', 'b', 'c', 'd'], answerIndex: 0 },
      ],
    });
  });

  it('reports bad rows by line and imports nothing', () => {
    const result = parseCsv(
      `${HEADER}\nOk?,a,b,c,d,A\nBad answer?,a,b,c,d,E\nShort?,a,b\nSame?,x,x,y,z,A,,hard\n`,
    );
    expect(result).toEqual({
      ok: false,
      problems: [
        'line 3: answer must be A, B, C or D, found "E"',
        'line 4: expected 6 to 8 columns, found 3',
        'line 5: two options are the same',
      ],
    });
  });

  it('requires the header', () => {
    expect(parseCsv('q,a,b,c,d,answer\n')).toMatchObject({ ok: false });
  });
});
