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
      count: 200,
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
        const route = [
          `walks ${walk.firstDistance} m ${headings[0]}`,
          ...walk.legs.map((leg) => `turns ${leg.turn} and walks ${leg.distance} m`),
        ].join(', then ');
        const trace = walk.legs
          .map((leg, i) => `${leg.turn} turn to face ${headings[i + 1]}, ${leg.distance} m`)
          .join('; ');
        const offset = `${Math.abs(dx)} m ${dx >= 0 ? 'east' : 'west'} and ${Math.abs(dy)} m ${dy >= 0 ? 'north' : 'south'}`;
        if (walk.asked === 'direction') {
          const direction = compassOf(dx, dy);
          if (!direction) return undefined;
          const index = COMPASS.indexOf(direction);
          return {
            stem: `Asha ${route}. In which direction is she now from her starting point?`,
            answer: direction,
            mistakes: [
              COMPASS[(index + 4) % 8],
              COMPASS[(index + 2) % 8],
              COMPASS[(index + 6) % 8],
              COMPASS[(index + 1) % 8],
            ].filter((d): d is string => d !== undefined),
            explanation: `Start facing ${headings[0]}, ${walk.firstDistance} m; ${trace}. She ends ${offset} of the start, which is ${direction}.`,
            difficulty: walk.legs.length > 2 ? 'hard' : 'medium',
          };
        }
        const distance = Math.sqrt(dx * dx + dy * dy);
        if (!Number.isInteger(distance) || distance === 0) return undefined;
        return {
          stem: `Ravi ${route}. How far is he now from his starting point?`,
          answer: `${distance} m`,
          mistakes: [
            `${Math.abs(dx) + Math.abs(dy)} m`,
            `${walk.firstDistance + walk.legs.reduce((sum, leg) => sum + leg.distance, 0)} m`,
            `${distance + 5} m`,
            `${distance + 10} m`,
          ],
          explanation: `Start facing ${headings[0]}, ${walk.firstDistance} m; ${trace}. He ends ${offset} of the start; the straight-line distance is √(${dx}² + ${dy}²) = ${distance} m.`,
          difficulty: walk.legs.length > 1 ? 'medium' : 'easy',
        };
      },
      solve: (walk) => {
        const { dx, dy } = walkEnd(walk);
        return walk.asked === 'direction' ? (compassOf(dx, dy) ?? '') : `${Math.hypot(dx, dy)} m`;
      },
      fallbackDistractors: () => [],
    }),
};
