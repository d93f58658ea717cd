import type { TopicGenerator } from '../../model/topic-generator.ts';
import { numericQuestions } from '../numeric-questions.ts';

const HEADINGS = ['north', 'east', 'south', 'west'] as const;
const STEP: Record<(typeof HEADINGS)[number], [number, number]> = {
  north: [0, 1],
  east: [1, 0],
  south: [0, -1],
  west: [-1, 0],
};

const COMPASS = ['North', 'North-East', 'East', 'South-East', 'South', 'South-West', 'West', 'North-West'];

/** Compass direction of (dx, dy) when it is exactly one of the eight points, else undefined. */
function compassOf(dx: number, dy: number): string | undefined {
  if (dx === 0 && dy === 0) return undefined;
  if (dx !== 0 && dy !== 0 && Math.abs(dx) !== Math.abs(dy)) return undefined;
  const angle = (Math.atan2(dx, dy) * 180) / Math.PI;
  return COMPASS[((Math.round(angle / 45) % 8) + 8) % 8];
}

const HINDI: Record<string, string> = { north: 'उत्तर', east: 'पूर्व', south: 'दक्षिण', west: 'पश्चिम' };
const TURN_HI = { left: 'बाएँ', right: 'दाएँ' } as const;
const COMPASS_HI = ['उत्तर', 'उत्तर-पूर्व', 'पूर्व', 'दक्षिण-पूर्व', 'दक्षिण', 'दक्षिण-पश्चिम', 'पश्चिम', 'उत्तर-पश्चिम'];

/** The Hindi name of one of the eight compass points ("North-East" → "उत्तर-पूर्व"). */
export function compassHi(direction: string): string {
  return COMPASS_HI[COMPASS.indexOf(direction)] ?? direction;
}

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

interface Walk {
  start: number;
  legs: { turn: 'left' | 'right'; distance: number }[];
  firstDistance: number;
  asked: 'direction' | 'distance';
}

function walkEnd(walk: Walk): { dx: number; dy: number; headings: string[] } {
  let heading = walk.start;
  let [dx, dy] = STEP[HEADINGS[heading] ?? 'north'].map((unit) => unit * walk.firstDistance) as [
    number,
    number,
  ];
  const headings = [HEADINGS[heading] ?? 'north'];
  for (const leg of walk.legs) {
    heading = (heading + (leg.turn === 'right' ? 1 : 3)) % 4;
    const [ux, uy] = STEP[HEADINGS[heading] ?? 'north'];
    dx += ux * leg.distance;
    dy += uy * leg.distance;
    headings.push(HEADINGS[heading] ?? 'north');
  }
  return { dx, dy, headings };
}

export const directionSense: TopicGenerator = {
  topic: {
    id: 'direction-sense',
    categoryId: 'logical-puzzles',
    name: 'Direction Sense',
    nameHi: 'दिशा ज्ञान',
  },
  generate: () =>
    numericQuestions({
      topic: directionSense.topic,
      generator: 'direction-walk',
      count: 207,
      drawParams: (random): Walk => ({
        start: random.int(0, 3),
        firstDistance: 5 * random.int(1, 8),
        legs: Array.from({ length: random.int(1, 3) }, () => ({
          turn: random.pick(['left', 'right'] as const),
          distance: 5 * random.int(1, 8),
        })),
        asked: random.pick(['direction', 'distance'] as const),
      }),
      paramsKey: (walk) => JSON.stringify(walk),
      build: (walk) => {
        const { dx, dy, headings } = walkEnd(walk);
        const he = walk.asked === 'direction' ? 'she' : 'he';
        const verbHi = walk.asked === 'direction' ? 'चलती' : 'चलता';
        const route = [
          `walks ${walk.firstDistance} m ${headings[0]}`,
          ...walk.legs.map((leg) => `turns ${leg.turn} and walks ${leg.distance} m`),
        ].join(', then ');
        const routeHi = [
          `${walk.firstDistance} मीटर ${HINDI[headings[0] ?? 'north']} की ओर ${verbHi} है`,
          ...walk.legs.map((leg) => `${TURN_HI[leg.turn]} मुड़कर ${leg.distance} मीटर ${verbHi} है`),
        ].join(', फिर ');
        const trace = [
          `${walk.firstDistance} m ${capital(headings[0] ?? '')}`,
          ...walk.legs.map(
            (leg, i) => `Turn ${leg.turn} → ${capital(headings[i + 1] ?? '')}, ${leg.distance} m`,
          ),
        ];
        const traceHi = [
          `${walk.firstDistance} मीटर ${HINDI[headings[0] ?? 'north']}`,
          ...walk.legs.map(
            (leg, i) =>
              `${TURN_HI[leg.turn]} मुड़ने पर → ${HINDI[headings[i + 1] ?? 'north']}, ${leg.distance} मीटर`,
          ),
        ];
        const parts = [
          dx !== 0
            ? {
                en: `${Math.abs(dx)} m ${dx > 0 ? 'East' : 'West'}`,
                hi: `${Math.abs(dx)} मीटर ${dx > 0 ? 'पूर्व' : 'पश्चिम'}`,
              }
            : undefined,
          dy !== 0
            ? {
                en: `${Math.abs(dy)} m ${dy > 0 ? 'North' : 'South'}`,
                hi: `${Math.abs(dy)} मीटर ${dy > 0 ? 'उत्तर' : 'दक्षिण'}`,
              }
            : undefined,
        ].filter((part) => part !== undefined);
        const net = `Net: ${parts.map((part) => part.en).join(' and ')} of the start`;
        const netHi = `कुल विस्थापन: प्रारंभिक बिंदु से ${parts.map((part) => part.hi).join(' और ')}`;
        const difficulty = walk.legs.length === 1 ? 'easy' : walk.legs.length === 2 ? 'medium' : 'hard';
        if (walk.asked === 'direction') {
          const direction = compassOf(dx, dy);
          if (!direction) return undefined;
          const index = COMPASS.indexOf(direction);
          return {
            stem: `Asha ${route}. In which direction is ${he} now from her starting point?`,
            answer: direction,
            mistakes: [
              COMPASS[(index + 4) % 8],
              COMPASS[(index + 2) % 8],
              COMPASS[(index + 6) % 8],
              COMPASS[(index + 1) % 8],
            ].filter((d): d is string => d !== undefined),
            explanation: [...trace, `${net} → ${direction}`].join('\n'),
            difficulty,
            hindi: {
              stem: `आशा ${routeHi}। अब वह अपने प्रारंभिक बिंदु से किस दिशा में है?`,
              explanation: [...traceHi, `${netHi} → ${compassHi(direction)}`].join('\n'),
              optionHi: compassHi,
            },
          };
        }
        const distance = Math.sqrt(dx * dx + dy * dy);
        if (!Number.isInteger(distance) || distance === 0) return undefined;
        const walked = walk.firstDistance + walk.legs.reduce((sum, leg) => sum + leg.distance, 0);
        const straight = dx === 0 || dy === 0;
        return {
          stem: `Ravi ${route}. How far is ${he} now from his starting point?`,
          answer: `${distance} m`,
          mistakes: [
            Math.abs(dx) + Math.abs(dy),
            walked,
            Math.abs(Math.abs(dx) - Math.abs(dy)),
            distance + 5,
            distance + 10,
          ]
            .filter((value) => value > 0)
            .map((value) => `${value} m`),
          explanation: [
            ...trace,
            net,
            straight
              ? `The start and the end lie on one line: distance = ${distance} m`
              : `Distance = √(${Math.abs(dx)}² + ${Math.abs(dy)}²) = √${dx * dx + dy * dy} = ${distance} m`,
          ].join('\n'),
          difficulty,
          hindi: {
            stem: `रवि ${routeHi}। अब वह अपने प्रारंभिक बिंदु से कितनी दूरी पर है?`,
            explanation: [
              ...traceHi,
              netHi,
              straight
                ? `प्रारंभिक और अंतिम बिंदु एक ही रेखा पर हैं: दूरी = ${distance} मीटर`
                : `दूरी = √(${Math.abs(dx)}² + ${Math.abs(dy)}²) = √${dx * dx + dy * dy} = ${distance} मीटर`,
            ].join('\n'),
            optionHi: (option) => option.replace(/ m$/, ' मीटर'),
          },
        };
      },
      solve: (walk) => {
        const { dx, dy } = walkEnd(walk);
        return walk.asked === 'direction' ? (compassOf(dx, dy) ?? '') : `${Math.hypot(dx, dy)} m`;
      },
      fallbackDistractors: () => [],
    }),
};
