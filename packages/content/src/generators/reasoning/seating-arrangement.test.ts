import { describe, expect, it } from 'vitest';
import { puzzleTopicProblems } from './puzzle-candidates.ts';
import { allArrangements, seatingCircular, seatingLinear } from './seating-arrangement.ts';

const ORDINAL = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh'];
const COUNT = ['no', 'one', 'two', 'three', 'four', 'five'];
type Order = readonly string[];

/**
 * A third solver that knows nothing of the generator: it reads the printed English clues,
 * tries every order of the people and keeps the orders that satisfy every sentence.
 */
function solveFromText(stem: string): { circular: boolean; orders: Order[]; question: string } {
  const lines = stem.split('\n');
  const intro = lines[0] ?? '';
  const question = lines[lines.length - 1] ?? '';
  const circular = intro.includes('circular');
  const names = (/, (.+), sit/.exec(intro)?.[1] ?? '').split(', ');
  const n = names.length;
  const clues = lines.slice(1, -1).map((line) => line.replace(/^\d+\. /, ''));
  const permute = (items: readonly string[]): string[][] =>
    items.length <= 1
      ? [[...items]]
      : items.flatMap((item, i) =>
          permute([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
        );
  const orders = circular ? permute(names.slice(1)).map((rest) => [names[0] ?? '', ...rest]) : permute(names);
  const test = (order: Order, clue: string): boolean => {
    const at = (name: string) => order.indexOf(name);
    // Round the table, clockwise steps from b to a: 1 = a immediately to b's left (facing the centre).
    const left = (a: string, b: string) => (((at(a) - at(b)) % n) + n) % n;
    const nextTo = (a: string, b: string) =>
      circular ? [1, n - 1].includes(left(a, b)) : Math.abs(at(a) - at(b)) === 1;
    const readers: [RegExp, (m: string[]) => boolean][] = [
      [/^(\w+) sits at the extreme left end\.$/, ([, a = '']) => at(a) === 0],
      [/^(\w+) sits at the extreme right end\.$/, ([, a = '']) => at(a) === n - 1],
      [/^(\w+) sits at one of the ends\.$/, ([, a = '']) => [0, n - 1].includes(at(a))],
      [/^(\w+) does not sit at either end\.$/, ([, a = '']) => ![0, n - 1].includes(at(a))],
      [/^(\w+) sits (\w+) from the left end\.$/, ([, a = '', k = '']) => at(a) === ORDINAL.indexOf(k)],
      [
        /^(\w+) sits (\w+) from the right end\.$/,
        ([, a = '', k = '']) => at(a) === n - 1 - ORDINAL.indexOf(k),
      ],
      [/^(\w+) sits somewhere to the right of (\w+)\.$/, ([, a = '', b = '']) => at(a) > at(b)],
      [/^(\w+) sits next to (\w+)\.$/, ([, a = '', b = '']) => nextTo(a, b)],
      [/^(\w+) does not sit next to (\w+)\.$/, ([, a = '', b = '']) => !nextTo(a, b)],
      [
        /^(?:Only one person sits|Exactly (\w+) people sit) between (\w+) and (\w+)\.$/,
        ([, k, a = '', b = '']) => Math.abs(at(a) - at(b)) === (k ? COUNT.indexOf(k) : 1) + 1,
      ],
      [
        /^(\w+) sits (immediately|\w+) to the (left|right) of (\w+)\.$/,
        ([, a = '', place = '', side = '', b = '']) => {
          const k = place === 'immediately' ? 1 : ORDINAL.indexOf(place) + 1;
          if (!circular) return at(a) - at(b) === (side === 'right' ? k : -k);
          return side === 'left' ? left(a, b) === k : left(b, a) === k;
        },
      ],
      [/^(\w+) sits opposite (\w+)\.$/, ([, a = '', b = '']) => left(a, b) === n / 2],
      [
        /^(\w+) sits between (\w+) and (\w+)\.$/,
        ([, c = '', a = '', b = '']) =>
          (left(a, c) === 1 && left(b, c) === n - 1) || (left(a, c) === n - 1 && left(b, c) === 1),
      ],
    ];
    for (const [pattern, read] of readers) {
      const match = pattern.exec(clue);
      if (match) return read([...match].map((part) => part ?? ''));
    }
    throw new Error(`unread clue: ${clue}`);
  };
  return { circular, orders: orders.filter((order) => clues.every((clue) => test(order, clue))), question };
}

function answerFromText(order: Order, circular: boolean, question: string): string {
  const n = order.length;
  const at = (name: string) => order.indexOf(name);
  const seat = (i: number) => order[((i % n) + n) % n] ?? '';
  const readers: [RegExp, (m: string[]) => string][] = [
    [/^Who sits at the extreme left end\?$/, () => order[0] ?? ''],
    [/^Who sits (\w+) from the left end\?$/, ([, k = '']) => order[ORDINAL.indexOf(k)] ?? ''],
    [
      /^Who sits (immediately|second) to the (left|right) of (\w+)\?$/,
      ([, place = '', side = '', x = '']) => {
        const k = place === 'immediately' ? 1 : 2;
        if (circular) return seat(at(x) + (side === 'left' ? k : -k));
        return order[at(x) + (side === 'right' ? k : -k)] ?? '';
      },
    ],
    [/^Who sits opposite (\w+)\?$/, ([, x = '']) => seat(at(x) + n / 2)],
    [
      /^Who sits between (\w+) and (\w+)\?$/,
      ([, x = '', y = '']) =>
        order.find((_, i) => [seat(i + 1), seat(i - 1)].sort().join() === [x, y].sort().join()) ?? '',
    ],
    [
      /^How many people sit between (\w+) and (\w+)\?$/,
      ([, x = '', y = '']) => String(Math.abs(at(x) - at(y)) - 1),
    ],
  ];
  for (const [pattern, read] of readers) {
    const match = pattern.exec(question);
    if (match) return read([...match].map((part) => part ?? ''));
  }
  throw new Error(`unread question: ${question}`);
}

describe('seating arrangements', () => {
  it('searches every arrangement, with one seat fixed round a table', () => {
    expect(allArrangements(['A', 'B', 'C', 'D', 'E'], 'linear')).toHaveLength(120);
    expect(allArrangements(['A', 'B', 'C', 'D', 'E'], 'circular')).toHaveLength(24);
  });

  for (const topic of [seatingLinear, seatingCircular]) {
    const candidates = topic.generate();
    it(`${topic.topic.id}: enough sound questions in English and Hindi`, () => {
      expect(puzzleTopicProblems(candidates)).toEqual([]);
    });

    it(`${topic.topic.id}: the printed clues allow exactly one arrangement, which gives the key`, () => {
      for (const { question } of candidates) {
        const solved = solveFromText(question.stem);
        expect(solved.orders, question.stem).toHaveLength(1);
        const answer = answerFromText(solved.orders[0] ?? [], solved.circular, solved.question);
        expect(answer, question.stem).toBe(question.options[question.answerIndex]);
      }
    });
  }
});
