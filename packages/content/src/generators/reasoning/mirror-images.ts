import type { Drawing, FigureShape } from '@abhyas/domain';
import type { SeededRandom } from '../../model/seeded-random.ts';
import type { TopicGenerator } from '../../model/topic-generator.ts';
import {
  circle,
  drawing,
  type FigureOption,
  type FigureQuestion,
  figureQuestions,
  line,
  nonVerbalTopic,
  text,
} from './non-verbal-figures.ts';

/**
 * A glyph as drawn: bit 1 = reversed left to right, bit 2 = turned top to bottom. Reversing a
 * letter that is symmetric about the same axis changes nothing, so pictures are compared by
 * what they look like, with generous symmetry tables (a letter symmetric in any common font
 * counts as symmetric, so two options that might look alike are never both offered).
 */
type Turn = 0 | 1 | 2 | 3;
interface Glyph {
  char: string;
  turn: Turn;
}

const SAME_IN_MIRROR = new Set('AHIMOTUVWXY08');
const SAME_IN_WATER = new Set('BCDEHIKOX038');
const SAME_TURNED_ROUND = new Set('HINOSXZ08');

/** What a glyph looks like: the smallest turn reaching the same picture. */
export function glyphLook({ char, turn }: Glyph): string {
  const symmetries = new Set<number>([0]);
  if (SAME_IN_MIRROR.has(char)) symmetries.add(1);
  if (SAME_IN_WATER.has(char)) symmetries.add(2);
  if (SAME_TURNED_ROUND.has(char)) symmetries.add(3);
  for (const a of [...symmetries]) for (const b of [...symmetries]) symmetries.add(a ^ b);
  return `${char}${Math.min(...[...symmetries].map((s) => turn ^ s))}`;
}

export const pictureLook = (glyphs: readonly Glyph[]): string => glyphs.map(glyphLook).join(' ');

const WORDS = [
  'REASON',
  'PLANET',
  'GARDEN',
  'FLOWER',
  'BRIDGE',
  'KINGDOM',
  'JUDGE',
  'RIVER',
  'SQUARE',
  'FIGURE',
  'CLOCK',
  'PENCIL',
  'NATION',
  'LEARN',
  'FRIEND',
  'POWER',
  'SIGNAL',
  'TRAIN',
  'MARKET',
  'PRIZE',
  'GLOBAL',
  'RURAL',
  'CAPITAL',
  'SPRING',
  'WINTER',
  'JUNGLE',
  'PAPER',
  'LETTER',
  'DREAM',
  'SCIENCE',
  'BUDGET',
  'FRAME',
  'KERALA',
  'PUNJAB',
  'BIHAR',
  'DELHI',
  'GUJARAT',
  'NAGPUR',
  'RANCHI',
  'KANPUR',
];
const CODE_CHARACTERS = 'ABDEFGJKLNPQRSZ2345679';

type Rule = 'mirror' | 'water';
type Params =
  | { kind: 'letters'; word: string; rule: Rule; isWord: boolean }
  | { kind: 'clock'; hour: number; minute: number };

/** The true image, straight from the rule: a mirror on the right reverses order and each glyph; water turns each glyph over. */
export function imageOf(word: string, rule: Rule): Glyph[] {
  const chars = [...word];
  return rule === 'mirror'
    ? chars.reverse().map((char) => ({ char, turn: 1 as Turn }))
    : chars.map((char) => ({ char, turn: 2 as Turn }));
}

const TURN_WORDS: Record<Turn, { en: string; hi: string }> = {
  0: { en: 'each character upright', hi: 'प्रत्येक वर्ण सीधा' },
  1: { en: 'each character reversed left to right', hi: 'प्रत्येक वर्ण बाएँ-दाएँ उलटा' },
  2: { en: 'each character upside down (top to bottom)', hi: 'प्रत्येक वर्ण ऊपर-नीचे उलटा' },
  3: { en: 'each character turned half round', hi: 'प्रत्येक वर्ण आधा घूमा हुआ (उलटा और औंधा)' },
};

const describe = (glyphs: readonly Glyph[]) => {
  const order = glyphs.map((glyph) => glyph.char).join(' ');
  const turn = (glyphs[0]?.turn ?? 0) as Turn;
  return { en: `${order}, ${TURN_WORDS[turn].en}`, hi: `${order}, ${TURN_WORDS[turn].hi}` };
};

const GLYPH_SIZE = 26;
const GLYPH_STEP = 24;

function glyphShapes(glyphs: readonly Glyph[], width: number, y: number): FigureShape[] {
  const start = width / 2 - ((glyphs.length - 1) * GLYPH_STEP) / 2;
  return glyphs.map((glyph, index) =>
    text(start + index * GLYPH_STEP, y, glyph.char, {
      size: GLYPH_SIZE,
      mirrored: (glyph.turn & 1) === 1,
      flipped: (glyph.turn & 2) === 2,
    }),
  );
}

function optionOf(glyphs: Glyph[]): FigureOption & { look: string } {
  const words = describe(glyphs);
  const figure: Drawing = drawing(240, 60, glyphShapes(glyphs, 240, 30), words.en, words.hi);
  return { text: words.en, textHi: words.hi, figure, look: pictureLook(glyphs) };
}

const reversed = (word: string) => [...word].reverse().join('');
const withTurn = (word: string, turn: Turn): Glyph[] => [...word].map((char) => ({ char, turn }));

function lettersQuestion(word: string, rule: Rule, isWord: boolean): FigureQuestion | undefined {
  const correct = optionOf(withTurn(rule === 'mirror' ? reversed(word) : word, rule === 'mirror' ? 1 : 2));
  const wrongGlyphs =
    rule === 'mirror'
      ? [withTurn(reversed(word), 0), withTurn(word, 1), withTurn(word, 2), withTurn(reversed(word), 3)]
      : [
          withTurn(reversed(word), 1),
          withTurn(reversed(word), 3),
          withTurn(reversed(word), 2),
          withTurn(word, 3),
        ];
  const looks = new Set([correct.look, pictureLook(withTurn(word, 0))]);
  const wrong: FigureOption[] = [];
  for (const glyphs of wrongGlyphs) {
    const option = optionOf(glyphs);
    if (looks.has(option.look)) continue;
    looks.add(option.look);
    wrong.push(option);
  }
  if (wrong.length < 3) return undefined;
  const spaced = [...word].join(' ');
  const what = isWord ? `the word "${word}"` : `the code "${word}"`;
  const whatHi = isWord ? `शब्द "${word}"` : `कूट "${word}"`;
  const mirrorShapes: FigureShape[] =
    rule === 'mirror'
      ? [line(214, 10, 214, 70, true), text(226, 40, 'M', { size: 14 })]
      : [line(20, 62, 220, 62, true), text(120, 76, 'water', { size: 12 })];
  const figure = drawing(
    240,
    80,
    [...glyphShapes(withTurn(word, 0), 200, 34), ...mirrorShapes],
    rule === 'mirror'
      ? `The characters ${spaced} written upright from left to right, with a vertical mirror line (dashed, marked M) on their right.`
      : `The characters ${spaced} written upright from left to right, with a horizontal water line (dashed) below them.`,
    rule === 'mirror'
      ? `वर्ण ${spaced} बाएँ से दाएँ सीधे लिखे हैं; उनके दाईं ओर खड़ी दर्पण रेखा (डैश वाली, M) है।`
      : `वर्ण ${spaced} बाएँ से दाएँ सीधे लिखे हैं; उनके नीचे क्षैतिज जल रेखा (डैश वाली) है।`,
  );
  const difficulty = rule === 'mirror' ? (isWord ? 'easy' : 'medium') : isWord ? 'medium' : 'hard';
  if (rule === 'mirror') {
    return {
      stem: `Which is the mirror image of ${what} when a vertical mirror is placed on its right?`,
      stemHi: `${whatHi} के दाईं ओर खड़ा दर्पण रखने पर उसका दर्पण प्रतिबिंब कौन-सा है?`,
      correct,
      distractors: wrong,
      explanation: `A vertical mirror swaps left and right only: the order becomes ${[...reversed(word)].join(' ')} and each character is reversed left to right; top and bottom do not change.`,
      explanationHi: `खड़ा दर्पण केवल बाएँ-दाएँ को बदलता है: क्रम ${[...reversed(word)].join(' ')} हो जाता है और हर वर्ण बाएँ-दाएँ उलटा दिखता है; ऊपर-नीचे नहीं बदलता।`,
      difficulty,
      figure,
    };
  }
  return {
    stem: `Which is the water image of ${what}?`,
    stemHi: `${whatHi} का जल प्रतिबिंब कौन-सा है?`,
    correct,
    distractors: wrong,
    explanation: `Water below swaps top and bottom only: the order ${spaced} stays the same and each character is turned upside down; left and right do not change.`,
    explanationHi: `नीचे का पानी केवल ऊपर-नीचे को बदलता है: क्रम ${spaced} वही रहता है और हर वर्ण ऊपर-नीचे उलटा दिखता है; बाएँ-दाएँ नहीं बदलता।`,
    difficulty,
    figure,
  };
}

const clockText = (hour: number, minute: number) => `${hour}:${String(minute).padStart(2, '0')}`;
/** Minutes after 12:00 to a clock reading, 12-hour. */
const reading = (minutes: number) => {
  const m = ((minutes % 720) + 720) % 720;
  const hour = Math.floor(m / 60);
  return clockText(hour === 0 ? 12 : hour, m % 60);
};

function clockFigure(hour: number, minute: number): Drawing {
  const cx = 120;
  const cy = 90;
  const shapes: FigureShape[] = [circle(cx, cy, 80)];
  for (let mark = 0; mark < 12; mark++) {
    const angle = (mark * Math.PI) / 6;
    const [sin, cos] = [Math.sin(angle), Math.cos(angle)];
    shapes.push(line(cx + 72 * sin, cy - 72 * cos, cx + 80 * sin, cy - 80 * cos));
  }
  for (const [label, x, y] of [
    ['12', cx, cy - 60],
    ['3', cx + 62, cy],
    ['6', cx, cy + 60],
    ['9', cx - 62, cy],
  ] as const)
    shapes.push(text(x, y, label, { size: 16 }));
  const hand = (degrees: number, length: number) => {
    const angle = (degrees * Math.PI) / 180;
    return line(cx, cy, cx + length * Math.sin(angle), cy - length * Math.cos(angle));
  };
  shapes.push(hand((hour % 12) * 30 + minute / 2, 42), hand(minute * 6, 66), circle(cx, cy, 3, true));
  const time = clockText(hour, minute);
  return drawing(
    240,
    180,
    shapes,
    `A clock face showing ${time}: the short hour hand is ${minute === 0 ? `on ${hour}` : `just past ${hour}`} and the long minute hand points to minute ${minute}.`,
    `${time} दिखाती घड़ी: छोटी घंटे की सुई ${minute === 0 ? `${hour} पर` : `${hour} से थोड़ा आगे`} है और लंबी मिनट की सुई मिनट ${minute} पर है।`,
  );
}

function clockQuestion(hour: number, minute: number): FigureQuestion | undefined {
  const shown = hour * 60 + minute;
  const answer = reading(12 * 60 - shown);
  const noBorrow = minute === 0 ? reading((12 - hour) * 60 + 30) : reading((12 - hour) * 60 + (60 - minute));
  const wrong = [
    noBorrow,
    reading(hour * 60 + ((60 - minute) % 60)),
    reading(18 * 60 + 30 - shown),
    reading(shown),
  ];
  const time = clockText(hour, minute);
  const options = wrong
    .filter((value, index) => value !== answer && wrong.indexOf(value) === index)
    .map((value) => ({ text: value, textHi: value }));
  return {
    stem: `A clock shows ${time}. What time does its mirror image (vertical mirror) show?`,
    stemHi: `एक घड़ी ${time} दिखा रही है। उसके दर्पण प्रतिबिंब (खड़ा दर्पण) में कौन-सा समय दिखेगा?`,
    correct: { text: answer, textHi: answer },
    distractors: options,
    explanation: `Mirror time = 11:60 − actual time = 11:60 − ${time} = ${answer} (the hands are reflected about the 12–6 line).`,
    explanationHi: `दर्पण समय = 11:60 − वास्तविक समय = 11:60 − ${time} = ${answer} (सुइयाँ 12–6 रेखा के सापेक्ष उलटती हैं)।`,
    difficulty: minute % 5 === 0 ? 'easy' : 'medium',
    figure: clockFigure(hour, minute),
  };
}

/** Reads the reflected hands: each hand's angle from 12 becomes 360° minus it; the hour hand gives the hour. */
export function mirrorClockBySolver(hour: number, minute: number): string {
  const hourAngle = (hour % 12) * 30 + minute / 2;
  const minuteAngle = minute * 6;
  const reflectedHour = (360 - hourAngle) % 360;
  const reflectedMinute = (360 - minuteAngle) % 360;
  const readMinute = Math.round(reflectedMinute / 6) % 60;
  const readHour = Math.floor((reflectedHour - readMinute / 2 + 0.001) / 30);
  // The reflected hands must be a real clock position: the hour hand sits where the minutes put it.
  if (Math.abs(readHour * 30 + readMinute / 2 - reflectedHour) > 0.01) throw new Error('hands disagree');
  return clockText(readHour === 0 ? 12 : readHour, readMinute);
}

function drawParams(random: SeededRandom): Params {
  const roll = random.next();
  if (roll < 0.3) return { kind: 'clock', hour: random.int(1, 12), minute: random.int(0, 59) };
  const rule: Rule = random.next() < 0.55 ? 'mirror' : 'water';
  if (roll < 0.62) return { kind: 'letters', word: random.pick(WORDS), rule, isWord: true };
  const length = random.int(4, 6);
  let code = '';
  while (code.length < length) code += random.pick([...CODE_CHARACTERS]);
  return { kind: 'letters', word: code, rule, isWord: false };
}

export const mirrorAndWaterImages: TopicGenerator = {
  topic: nonVerbalTopic('mirror-and-water-images', 'Mirror and Water Images', 'दर्पण और जल प्रतिबिंब'),
  generate: () =>
    figureQuestions<Params>({
      topic: mirrorAndWaterImages.topic,
      generator: 'mirror-water-image',
      count: 170,
      draw: drawParams,
      key: (params) =>
        params.kind === 'clock' ? `clock;${params.hour}:${params.minute}` : `${params.rule};${params.word}`,
      build: (params) =>
        params.kind === 'clock'
          ? clockQuestion(params.hour, params.minute)
          : lettersQuestion(params.word, params.rule, params.isWord),
      isTrue: (params) => {
        if (params.kind === 'clock') {
          const expected = mirrorClockBySolver(params.hour, params.minute);
          return (option) => option === expected;
        }
        const truth = pictureLook(imageOf(params.word, params.rule));
        return (option) => {
          const glyphs = glyphsOfOption(option);
          return glyphs !== undefined && pictureLook(glyphs) === truth;
        };
      },
    }),
};

/** Reads an option's text alternative back into glyphs, so the solver judges the picture it describes. */
export function glyphsOfOption(option: string): Glyph[] | undefined {
  const [order, turnWords] = option.split(', ');
  const turn = (Object.keys(TURN_WORDS) as unknown as Turn[]).find((key) => TURN_WORDS[key].en === turnWords);
  if (order === undefined || turn === undefined) return undefined;
  return order.split(' ').map((char) => ({ char, turn: Number(turn) as Turn }));
}
