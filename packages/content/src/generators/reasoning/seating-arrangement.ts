import type { QuestionDifficulty } from '@abhyas/domain';
import { SeededRandom } from '../../model/seeded-random.ts';
import type { TopicGenerator } from '../../model/topic-generator.ts';
import { draws, type PuzzleQuestion, puzzleCandidates } from './puzzle-candidates.ts';

/** Names as the paper prints them, with their Devanagari spelling. */
export const PEOPLE: readonly (readonly [string, string])[] = [
  ['Asha', 'आशा'],
  ['Bharat', 'भरत'],
  ['Chitra', 'चित्रा'],
  ['Deepak', 'दीपक'],
  ['Esha', 'ईशा'],
  ['Farhan', 'फ़रहान'],
  ['Gopal', 'गोपाल'],
  ['Hema', 'हेमा'],
  ['Irfan', 'इरफ़ान'],
  ['Jaya', 'जया'],
  ['Kiran', 'किरण'],
  ['Lata', 'लता'],
  ['Mohan', 'मोहन'],
  ['Neha', 'नेहा'],
  ['Pooja', 'पूजा'],
  ['Ravi', 'रवि'],
  ['Sunita', 'सुनीता'],
  ['Tarun', 'तरुण'],
  ['Vivek', 'विवेक'],
];
const HINDI_NAME = new Map(PEOPLE);
const hi = (name: string) => HINDI_NAME.get(name) ?? name;

const ORDINAL = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh'];
const ORDINAL_HI = ['पहले', 'दूसरे', 'तीसरे', 'चौथे', 'पाँचवें', 'छठे', 'सातवें'];
const COUNT = ['no', 'one', 'two', 'three', 'four', 'five'];
const COUNT_HI = ['कोई नहीं', 'एक', 'दो', 'तीन', 'चार', 'पाँच'];
const GROUP = ['', '', '', '', '', 'Five', 'Six', 'Seven'];
const GROUP_HI = ['', '', '', '', '', 'पाँच', 'छह', 'सात'];

/** Seat of each person: in a row 0 is the left end; round a table seats run clockwise. */
type Seats = ReadonlyMap<string, number>;

interface Clue {
  key: string;
  en: string;
  hi: string;
  holds: (seats: Seats) => boolean;
  /** Fixes a seat outright (an end, "third from the left"): kept few so the puzzle needs reasoning. */
  absolute: boolean;
}

interface Layout {
  kind: 'linear' | 'circular';
  n: number;
}

/** Clockwise distance from b to a round the table: 1 means a is immediately to b's left (facing the centre). */
function leftward(seats: Seats, a: string, b: string, n: number): number {
  return ((((seats.get(a) ?? 0) - (seats.get(b) ?? 0)) % n) + n) % n;
}
const seat = (seats: Seats, name: string) => seats.get(name) ?? -1;

function linearClues(names: readonly string[], truth: Seats): Clue[] {
  const n = names.length;
  const clues: Clue[] = [];
  const add = (clue: Clue) => {
    if (clue.holds(truth)) clues.push(clue);
  };
  for (const a of names) {
    add({
      key: `left-end:${a}`,
      en: `${a} sits at the extreme left end.`,
      hi: `${hi(a)} बाएँ छोर पर है।`,
      holds: (s) => seat(s, a) === 0,
      absolute: true,
    });
    add({
      key: `right-end:${a}`,
      en: `${a} sits at the extreme right end.`,
      hi: `${hi(a)} दाएँ छोर पर है।`,
      holds: (s) => seat(s, a) === n - 1,
      absolute: true,
    });
    add({
      key: `an-end:${a}`,
      en: `${a} sits at one of the ends.`,
      hi: `${hi(a)} किसी एक छोर पर है।`,
      holds: (s) => seat(s, a) === 0 || seat(s, a) === n - 1,
      absolute: false,
    });
    add({
      key: `no-end:${a}`,
      en: `${a} does not sit at either end.`,
      hi: `${hi(a)} किसी भी छोर पर नहीं है।`,
      holds: (s) => seat(s, a) !== 0 && seat(s, a) !== n - 1,
      absolute: false,
    });
    for (let k = 1; k < n - 1; k++) {
      add({
        key: `from-left:${a}:${k}`,
        en: `${a} sits ${ORDINAL[k]} from the left end.`,
        hi: `${hi(a)} बाएँ छोर से ${ORDINAL_HI[k]} स्थान पर है।`,
        holds: (s) => seat(s, a) === k,
        absolute: true,
      });
      add({
        key: `from-right:${a}:${k}`,
        en: `${a} sits ${ORDINAL[k]} from the right end.`,
        hi: `${hi(a)} दाएँ छोर से ${ORDINAL_HI[k]} स्थान पर है।`,
        holds: (s) => seat(s, a) === n - 1 - k,
        absolute: true,
      });
    }
    for (const b of names) {
      if (a === b) continue;
      add({
        key: `imm-right:${a}:${b}`,
        en: `${a} sits immediately to the right of ${b}.`,
        hi: `${hi(a)}, ${hi(b)} के ठीक दाईं ओर है।`,
        holds: (s) => seat(s, a) === seat(s, b) + 1,
        absolute: false,
      });
      add({
        key: `imm-left:${a}:${b}`,
        en: `${a} sits immediately to the left of ${b}.`,
        hi: `${hi(a)}, ${hi(b)} के ठीक बाईं ओर है।`,
        holds: (s) => seat(s, a) === seat(s, b) - 1,
        absolute: false,
      });
      add({
        key: `somewhere-right:${a}:${b}`,
        en: `${a} sits somewhere to the right of ${b}.`,
        hi: `${hi(a)}, ${hi(b)} के दाईं ओर कहीं है।`,
        holds: (s) => seat(s, a) > seat(s, b),
        absolute: false,
      });
      if (a < b) {
        add({
          key: `next:${a}:${b}`,
          en: `${a} sits next to ${b}.`,
          hi: `${hi(a)}, ${hi(b)} के बगल में है।`,
          holds: (s) => Math.abs(seat(s, a) - seat(s, b)) === 1,
          absolute: false,
        });
        add({
          key: `not-next:${a}:${b}`,
          en: `${a} does not sit next to ${b}.`,
          hi: `${hi(a)}, ${hi(b)} के बगल में नहीं है।`,
          holds: (s) => Math.abs(seat(s, a) - seat(s, b)) !== 1,
          absolute: false,
        });
        for (let k = 1; k <= 3; k++) {
          add({
            key: `between:${a}:${b}:${k}`,
            en: `${k === 1 ? 'Only one person sits' : `Exactly ${COUNT[k]} people sit`} between ${a} and ${b}.`,
            hi: `${hi(a)} और ${hi(b)} के बीच ${k === 1 ? 'केवल एक व्यक्ति है' : `ठीक ${COUNT_HI[k]} व्यक्ति हैं`}।`,
            holds: (s) => Math.abs(seat(s, a) - seat(s, b)) === k + 1,
            absolute: false,
          });
        }
      }
    }
  }
  return clues;
}

function circularClues(names: readonly string[], truth: Seats): Clue[] {
  const n = names.length;
  const clues: Clue[] = [];
  const add = (clue: Clue) => {
    if (clue.holds(truth)) clues.push(clue);
  };
  for (const a of names) {
    for (const b of names) {
      if (a === b) continue;
      for (let k = 1; k <= Math.min(3, Math.floor((n - 1) / 2)); k++) {
        const place = k === 1 ? 'immediately' : `${ORDINAL[k - 1]}`;
        add({
          key: `left:${a}:${b}:${k}`,
          en:
            k === 1
              ? `${a} sits immediately to the left of ${b}.`
              : `${a} sits ${place} to the left of ${b}.`,
          hi:
            k === 1
              ? `${hi(a)}, ${hi(b)} के ठीक बाईं ओर है।`
              : `${hi(a)}, ${hi(b)} के बाईं ओर ${ORDINAL_HI[k - 1]} स्थान पर है।`,
          holds: (s) => leftward(s, a, b, n) === k,
          absolute: false,
        });
        add({
          key: `right:${a}:${b}:${k}`,
          en:
            k === 1
              ? `${a} sits immediately to the right of ${b}.`
              : `${a} sits ${place} to the right of ${b}.`,
          hi:
            k === 1
              ? `${hi(a)}, ${hi(b)} के ठीक दाईं ओर है।`
              : `${hi(a)}, ${hi(b)} के दाईं ओर ${ORDINAL_HI[k - 1]} स्थान पर है।`,
          holds: (s) => leftward(s, b, a, n) === k,
          absolute: false,
        });
      }
      if (a < b) {
        if (n % 2 === 0)
          add({
            key: `opposite:${a}:${b}`,
            en: `${a} sits opposite ${b}.`,
            hi: `${hi(a)}, ${hi(b)} के ठीक सामने है।`,
            holds: (s) => leftward(s, a, b, n) === n / 2,
            absolute: false,
          });
        add({
          key: `next:${a}:${b}`,
          en: `${a} sits next to ${b}.`,
          hi: `${hi(a)}, ${hi(b)} के बगल में है।`,
          holds: (s) => [1, n - 1].includes(leftward(s, a, b, n)),
          absolute: false,
        });
        add({
          key: `not-next:${a}:${b}`,
          en: `${a} does not sit next to ${b}.`,
          hi: `${hi(a)}, ${hi(b)} के बगल में नहीं है।`,
          holds: (s) => ![1, n - 1].includes(leftward(s, a, b, n)),
          absolute: false,
        });
        for (const c of names) {
          if (c === a || c === b) continue;
          add({
            key: `between:${c}:${a}:${b}`,
            en: `${c} sits between ${a} and ${b}.`,
            hi: `${hi(c)}, ${hi(a)} और ${hi(b)} के बीच में है।`,
            holds: (s) => {
              const x = leftward(s, a, c, n);
              const y = leftward(s, b, c, n);
              return (x === 1 && y === n - 1) || (x === n - 1 && y === 1);
            },
            absolute: false,
          });
        }
      }
    }
  }
  return clues;
}

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  const out: T[][] = [];
  items.forEach((item, index) => {
    const rest = [...items.slice(0, index), ...items.slice(index + 1)];
    for (const tail of permutations(rest)) out.push([item, ...tail]);
  });
  return out;
}

/** Every arrangement of the people; round a table the first person's seat is fixed, as rotations are one arrangement. */
const arrangementCache = new Map<string, Seats[]>();
export function allArrangements(names: readonly string[], layout: Layout['kind']): Seats[] {
  const cacheKey = `${layout}:${names.join(',')}`;
  const cached = arrangementCache.get(cacheKey);
  if (cached) return cached;
  const orders =
    layout === 'linear'
      ? permutations(names)
      : permutations(names.slice(1)).map((rest) => [names[0] as string, ...rest]);
  const all = orders.map((order) => new Map(order.map((name, index) => [name, index])));
  if (arrangementCache.size > 50) arrangementCache.clear();
  arrangementCache.set(cacheKey, all);
  return all;
}

/** The arrangements that satisfy every clue: a puzzle is kept only when exactly one does. */
export function solutions(names: readonly string[], layout: Layout['kind'], clues: readonly Clue[]): Seats[] {
  return allArrangements(names, layout).filter((seats) => clues.every((clue) => clue.holds(seats)));
}

interface Asked {
  key: string;
  en: string;
  hi: string;
  /** The answer read off an arrangement, and the wrong readings a learner makes. */
  read: (seats: Seats) => string;
  mistakes: (seats: Seats) => string[];
  /** Clue keys that would state the answer outright. */
  giveaways: readonly string[];
}

function nameAt(seats: Seats, index: number): string {
  for (const [name, place] of seats) if (place === index) return name;
  return '';
}

function linearAsks(names: readonly string[], truth: Seats, random: SeededRandom): Asked[] {
  const n = names.length;
  const asks: Asked[] = [];
  for (let k = 0; k < n; k++) {
    const ord = k === 0 ? 'at the extreme left end' : `${ORDINAL[k]} from the left end`;
    const ordHi = k === 0 ? 'बाएँ छोर पर' : `बाएँ छोर से ${ORDINAL_HI[k]} स्थान पर`;
    const who = nameAt(truth, k);
    asks.push({
      key: `from-left:${k}`,
      en: `Who sits ${ord}?`,
      hi: `${ordHi} कौन है?`,
      read: (s) => nameAt(s, k),
      mistakes: (s) => [nameAt(s, n - 1 - k), nameAt(s, k + 1), nameAt(s, k - 1)],
      giveaways: [
        `from-left:${who}:${k}`,
        `from-right:${who}:${n - 1 - k}`,
        `left-end:${who}`,
        `right-end:${who}`,
      ],
    });
  }
  for (const x of names) {
    const right = nameAt(truth, seat(truth, x) + 1);
    if (right)
      asks.push({
        key: `right-of:${x}`,
        en: `Who sits immediately to the right of ${x}?`,
        hi: `${hi(x)} के ठीक दाईं ओर कौन है?`,
        read: (s) => nameAt(s, seat(s, x) + 1),
        mistakes: (s) => [nameAt(s, seat(s, x) - 1), nameAt(s, seat(s, x) + 2), nameAt(s, seat(s, x) - 2)],
        giveaways: [`imm-right:${right}:${x}`, `imm-left:${x}:${right}`],
      });
    const left = nameAt(truth, seat(truth, x) - 1);
    if (left)
      asks.push({
        key: `left-of:${x}`,
        en: `Who sits immediately to the left of ${x}?`,
        hi: `${hi(x)} के ठीक बाईं ओर कौन है?`,
        read: (s) => nameAt(s, seat(s, x) - 1),
        mistakes: (s) => [nameAt(s, seat(s, x) + 1), nameAt(s, seat(s, x) - 2), nameAt(s, seat(s, x) + 2)],
        giveaways: [`imm-left:${left}:${x}`, `imm-right:${x}:${left}`],
      });
  }
  const [x, y] = random.shuffle(names);
  if (x && y) {
    const [a, b] = x < y ? [x, y] : [y, x];
    const gap = Math.abs(seat(truth, a) - seat(truth, b)) - 1;
    asks.push({
      key: `how-many:${a}:${b}`,
      en: `How many people sit between ${a} and ${b}?`,
      hi: `${hi(a)} और ${hi(b)} के बीच कितने व्यक्ति हैं?`,
      read: (s) => String(Math.abs(seat(s, a) - seat(s, b)) - 1),
      mistakes: (s) => {
        const g = Math.abs(seat(s, a) - seat(s, b)) - 1;
        return [g + 1, g - 1, g + 2, g - 2, g + 3].filter((v) => v >= 0 && v <= n - 2).map(String);
      },
      giveaways: [`between:${a}:${b}:${gap}`, `next:${a}:${b}`],
    });
  }
  return asks;
}

function circularAsks(names: readonly string[], truth: Seats): Asked[] {
  const n = names.length;
  const at = (s: Seats, x: string, clockwise: number) => nameAt(s, (((seat(s, x) + clockwise) % n) + n) % n);
  const asks: Asked[] = [];
  for (const x of names) {
    for (const k of [1, 2]) {
      const l = at(truth, x, k);
      const r = at(truth, x, -k);
      const place = k === 1 ? 'immediately' : 'second';
      asks.push({
        key: `left:${x}:${k}`,
        en: `Who sits ${place} to the left of ${x}?`,
        hi: k === 1 ? `${hi(x)} के ठीक बाईं ओर कौन है?` : `${hi(x)} के बाईं ओर दूसरे स्थान पर कौन है?`,
        read: (s) => at(s, x, k),
        mistakes: (s) => [at(s, x, -k), at(s, x, k === 1 ? 2 : 1), at(s, x, k === 1 ? -2 : -1), at(s, x, 3)],
        giveaways: [`left:${l}:${x}:${k}`, `right:${x}:${l}:${k}`],
      });
      asks.push({
        key: `right:${x}:${k}`,
        en: `Who sits ${place} to the right of ${x}?`,
        hi: k === 1 ? `${hi(x)} के ठीक दाईं ओर कौन है?` : `${hi(x)} के दाईं ओर दूसरे स्थान पर कौन है?`,
        read: (s) => at(s, x, -k),
        mistakes: (s) => [at(s, x, k), at(s, x, k === 1 ? -2 : -1), at(s, x, k === 1 ? 2 : 1), at(s, x, -3)],
        giveaways: [`right:${r}:${x}:${k}`, `left:${x}:${r}:${k}`],
      });
    }
    if (n % 2 === 0) {
      const o = at(truth, x, n / 2);
      asks.push({
        key: `opposite:${x}`,
        en: `Who sits opposite ${x}?`,
        hi: `${hi(x)} के ठीक सामने कौन है?`,
        read: (s) => at(s, x, n / 2),
        mistakes: (s) => [at(s, x, n / 2 - 1), at(s, x, n / 2 + 1), at(s, x, 1), at(s, x, -1)],
        giveaways: [`opposite:${x}:${o}`, `opposite:${o}:${x}`],
      });
    }
    const l = at(truth, x, 1);
    const r = at(truth, x, -1);
    asks.push({
      key: `between:${l < r ? l : r}:${l < r ? r : l}`,
      en: `Who sits between ${l < r ? l : r} and ${l < r ? r : l}?`,
      hi: `${hi(l < r ? l : r)} और ${hi(l < r ? r : l)} के बीच में कौन है?`,
      read: (s) => {
        const found = names.filter((c) => {
          const p = at(s, c, 1);
          const q = at(s, c, -1);
          return (p === l && q === r) || (p === r && q === l);
        });
        return found.length === 1 ? (found[0] as string) : '';
      },
      mistakes: (s) => [
        at(s, l, 1) === x ? at(s, l, -1) : at(s, l, 1),
        at(s, r, 1) === x ? at(s, r, -1) : at(s, r, 1),
        at(s, x, (n / 2) | 0),
      ],
      giveaways: [`between:${x}:${l < r ? l : r}:${l < r ? r : l}`],
    });
  }
  return asks;
}

/** Picks clues until exactly one arrangement is left, then drops every clue the answer does not need. */
function chooseClues(
  names: readonly string[],
  layout: Layout['kind'],
  pool: readonly Clue[],
  random: SeededRandom,
) {
  const relational = random.shuffle(pool.filter((clue) => !clue.absolute));
  const absolute = random.shuffle(pool.filter((clue) => clue.absolute)).slice(0, 1);
  const ordered = [...relational.slice(0, 12), ...absolute, ...relational.slice(12)];
  let remaining = allArrangements(names, layout);
  const chosen: Clue[] = [];
  for (const clue of ordered) {
    if (remaining.length === 1) break;
    const next = remaining.filter((seats) => clue.holds(seats));
    if (next.length === remaining.length) continue;
    chosen.push(clue);
    remaining = next;
  }
  if (remaining.length !== 1) return undefined;
  for (const clue of [...chosen]) {
    const without = chosen.filter((other) => other !== clue);
    if (solutions(names, layout, without).length === 1) chosen.splice(chosen.indexOf(clue), 1);
  }
  return random.shuffle(chosen);
}

function describeLinear(name: string, place: number, n: number) {
  if (place === 0) return { en: `${name} is at the left end`, hi: `${hi(name)} बाएँ छोर पर है` };
  if (place === n - 1) return { en: `${name} is at the right end`, hi: `${hi(name)} दाएँ छोर पर है` };
  return {
    en: `${name} is ${ORDINAL[place]} from the left`,
    hi: `${hi(name)} बाएँ से ${ORDINAL_HI[place]} स्थान पर है`,
  };
}

function describeCircular(name: string, anchor: string, clockwise: number, n: number) {
  if (n % 2 === 0 && clockwise === n / 2)
    return { en: `${name} is opposite ${anchor}`, hi: `${hi(name)}, ${hi(anchor)} के सामने है` };
  const left = clockwise <= n / 2;
  const k = left ? clockwise : n - clockwise;
  const en = `${name} is ${k === 1 ? 'immediately' : ORDINAL[k - 1]} to the ${left ? 'left' : 'right'} of ${anchor}`;
  const side = left ? 'बाईं' : 'दाईं';
  const hiText =
    k === 1
      ? `${hi(name)}, ${hi(anchor)} के ठीक ${side} ओर है`
      : `${hi(name)}, ${hi(anchor)} के ${side} ओर ${ORDINAL_HI[k - 1]} स्थान पर है`;
  return { en, hi: hiText };
}

/** The chain of deduction: clues taken in the order that narrows the arrangements fastest, and whom each step places. */
function deduction(names: readonly string[], layout: Layout['kind'], clues: readonly Clue[]) {
  const n = names.length;
  const anchor = names[0] as string;
  let remaining = allArrangements(names, layout);
  const left = clues.map((clue, index) => ({ clue, number: index + 1 }));
  const placed = new Set<string>(layout === 'circular' ? [anchor] : []);
  const lines: { en: string; hi: string }[] = [];
  let pending: number[] = [];
  while (left.length > 0) {
    // Next, the clue that places the most people; among equals, the one that leaves the fewest cases.
    const score = (clue: Clue) => {
      const after = remaining.filter((s) => clue.holds(s));
      const fixes = names.filter(
        (name) =>
          !placed.has(name) &&
          after.length > 0 &&
          after.every((s) => seat(s, name) === seat(after[0] as Seats, name)),
      ).length;
      return { fixes, left: after.length };
    };
    const scored = new Map(left.map((item) => [item, score(item.clue)]));
    left.sort((p, q) => {
      const a = scored.get(p) ?? { fixes: 0, left: 0 };
      const b = scored.get(q) ?? { fixes: 0, left: 0 };
      return b.fixes - a.fixes || a.left - b.left || p.number - q.number;
    });
    const step = left.shift();
    if (!step) break;
    remaining = remaining.filter((s) => step.clue.holds(s));
    pending.push(step.number);
    const fixed = names.filter(
      (name) =>
        !placed.has(name) && remaining.every((s) => seat(s, name) === seat(remaining[0] as Seats, name)),
    );
    if (fixed.length === 0) continue;
    const facts = fixed.map((name) => {
      placed.add(name);
      const s = remaining[0] as Seats;
      return layout === 'linear'
        ? describeLinear(name, seat(s, name), n)
        : describeCircular(name, anchor, leftward(s, name, anchor, n), n);
    });
    // Each step says what the clues so far settle, not what one clue states on its own.
    const label = pending.length === 1 ? 'clue' : 'clues';
    const first = lines.length === 0;
    lines.push({
      en: `${first ? `${label[0]?.toUpperCase()}${label.slice(1)}` : `Adding ${label}`} ${pending.join(', ')} ${pending.length === 1 ? 'settles' : 'settle'}: ${facts.map((f) => f.en).join('; ')}.`,
      hi: `${first ? 'संकेत' : 'अब संकेत'} ${pending.join(', ')} ${first ? 'से' : 'जोड़ने पर'} तय होता है: ${facts.map((f) => f.hi).join('; ')}।`,
    });
    pending = [];
  }
  return lines;
}

function puzzle(layout: Layout['kind'], random: SeededRandom): PuzzleQuestion | undefined {
  const n = random.pick(layout === 'linear' ? [5, 6, 7] : [5, 5, 6, 7]);
  const chosenPeople = random.shuffle(PEOPLE).slice(0, n);
  const names = chosenPeople.map(([name]) => name).sort();
  const order = random.shuffle(names);
  const truth: Seats =
    layout === 'linear'
      ? new Map(order.map((name, index) => [name, index]))
      : (() => {
          // Rotate so the first-named person has seat 0, the seat the search fixes.
          const shift = order.indexOf(names[0] as string);
          return new Map(order.map((name, index) => [name, (index - shift + n) % n]));
        })();
  const pool = layout === 'linear' ? linearClues(names, truth) : circularClues(names, truth);
  const clues = chooseClues(names, layout, pool, random);
  if (!clues || clues.length > 8 || clues.length < 3) return undefined;
  const found = solutions(names, layout, clues);
  if (found.length !== 1) return undefined;
  const solved = found[0] as Seats;
  const asks = (layout === 'linear' ? linearAsks(names, truth, random) : circularAsks(names, truth)).filter(
    (ask) => !clues.some((clue) => ask.giveaways.includes(clue.key)),
  );
  if (asks.length === 0) return undefined;
  const ask = random.pick(asks);
  const answer = ask.read(truth);
  if (!answer || ask.read(solved) !== answer) return undefined;
  const isNumber = /^\d+$/.test(answer);
  const others = random.shuffle(isNumber ? ['0', '1', '2', '3', '4', '5'].slice(0, n - 1) : names);
  const distractors = [...ask.mistakes(truth), ...others].filter((option) => option && option !== answer);
  const subjects = ask.key.split(':').slice(1);
  const cleanDistractors = distractors.filter((option) => !subjects.includes(option));
  const count = GROUP[n];
  const countHi = GROUP_HI[n];
  const listEn = names.join(', ');
  const listHi = names.map(hi).join(', ');
  const intro =
    layout === 'linear'
      ? `${count} friends, ${listEn}, sit in a row facing north.`
      : `${count} friends, ${listEn}, sit around a circular table facing the centre.`;
  const introHi =
    layout === 'linear'
      ? `${countHi} मित्र, ${listHi}, उत्तर की ओर मुख करके एक पंक्ति में बैठे हैं।`
      : `${countHi} मित्र, ${listHi}, केंद्र की ओर मुख करके एक वृत्ताकार मेज़ के चारों ओर बैठे हैं।`;
  const numbered = (text: string, index: number) => `${index + 1}. ${text}`;
  const steps = deduction(names, layout, clues);
  const orderLine =
    layout === 'linear'
      ? {
          en: `Order from left to right: ${[...names].sort((p, q) => seat(solved, p) - seat(solved, q)).join(', ')}.`,
          hi: `बाएँ से दाएँ क्रम: ${[...names]
            .sort((p, q) => seat(solved, p) - seat(solved, q))
            .map(hi)
            .join(', ')}।`,
        }
      : {
          en: `Going clockwise (to each person's left) from ${names[0]}: ${[...names].sort((p, q) => seat(solved, p) - seat(solved, q)).join(', ')}.`,
          hi: `${hi(names[0] as string)} से दक्षिणावर्त (हर व्यक्ति के बाईं ओर) क्रम: ${[...names]
            .sort((p, q) => seat(solved, p) - seat(solved, q))
            .map(hi)
            .join(', ')}।`,
        };
  const difficulty: QuestionDifficulty = n === 5 ? 'easy' : n === 6 ? 'medium' : 'hard';
  const facing =
    layout === 'circular'
      ? {
          en: "Facing the centre, a person's left is clockwise.",
          hi: 'केंद्र की ओर मुख होने पर किसी व्यक्ति का बायाँ दक्षिणावर्त दिशा में होता है।',
        }
      : {
          en: "Facing north, a person's right is the right end of the row.",
          hi: 'उत्तर की ओर मुख होने पर व्यक्ति का दायाँ, पंक्ति का दायाँ छोर है।',
        };
  return {
    entity: `${layout};${names.join(',')};${clues.map((clue) => clue.key).join('|')};${ask.key}`,
    stem: [intro, ...clues.map((clue, index) => numbered(clue.en, index)), ask.en].join('\n'),
    answer,
    distractors: cleanDistractors,
    explanation: [facing.en, ...steps.map((step) => step.en), orderLine.en].join('\n'),
    difficulty,
    isTrue: (option) => ask.read(solved) === option,
    hindi: {
      stem: [introHi, ...clues.map((clue, index) => numbered(clue.hi, index)), ask.hi].join('\n'),
      explanation: [facing.hi, ...steps.map((step) => step.hi), orderLine.hi].join('\n'),
      optionHi: (option) => (/^\d+$/.test(option) ? option : hi(option)),
    },
  };
}

function seatingTopic(layout: Layout['kind'], id: string, name: string, nameHi: string): TopicGenerator {
  const topic = { id, categoryId: 'logical-puzzles', name, nameHi };
  return {
    topic,
    generate: () => {
      const random = new SeededRandom(`seating|${layout}`);
      return puzzleCandidates(
        topic,
        id,
        draws(2000, () => puzzle(layout, random)),
        170,
      );
    },
  };
}

export const seatingLinear = seatingTopic(
  'linear',
  'seating-linear',
  'Seating Arrangement: Linear',
  'बैठने की व्यवस्था: रैखिक',
);
export const seatingCircular = seatingTopic(
  'circular',
  'seating-circular',
  'Seating Arrangement: Circular',
  'बैठने की व्यवस्था: वृत्ताकार',
);
