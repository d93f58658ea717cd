import { Fraction } from '../../model/fraction.ts';
import type { SeededRandom } from '../../model/seeded-random.ts';
import type { TopicGenerator } from '../../model/topic-generator.ts';
import { numericQuestions, type WorkedQuestion } from '../numeric-questions.ts';
import { optionHi } from './format.ts';

type Shape =
  | { kind: 'circle-area'; radius: number }
  | { kind: 'circle-circumference'; radius: number }
  | { kind: 'cuboid-volume'; length: number; breadth: number; height: number }
  | { kind: 'cube-surface'; side: number }
  | { kind: 'right-triangle-hypotenuse'; scale: number; triple: readonly [number, number, number] }
  | { kind: 'rectangle-perimeter'; length: number; breadth: number };

const TRIPLES = [
  [3, 4, 5],
  [5, 12, 13],
  [8, 15, 17],
  [7, 24, 25],
  [20, 21, 29],
] as const;

function drawShape(random: SeededRandom): Shape {
  switch (random.int(0, 5)) {
    case 0:
      // Radii are multiples of 7 because the exam takes π as 22/7.
      return { kind: 'circle-area', radius: 7 * random.int(1, 12) };
    case 1:
      return { kind: 'circle-circumference', radius: 7 * random.int(1, 15) };
    case 2:
      return {
        kind: 'cuboid-volume',
        length: random.int(3, 25),
        breadth: random.int(2, 15),
        height: random.int(2, 12),
      };
    case 3:
      return { kind: 'cube-surface', side: random.int(2, 30) };
    case 4:
      return { kind: 'right-triangle-hypotenuse', scale: random.int(1, 6), triple: random.pick(TRIPLES) };
    default:
      return { kind: 'rectangle-perimeter', length: random.int(5, 60), breadth: random.int(2, 40) };
  }
}

function shapeKey(shape: Shape): string {
  return JSON.stringify(shape);
}

function work(shape: Shape): WorkedQuestion | undefined {
  switch (shape.kind) {
    case 'circle-area': {
      const area = (22 * shape.radius * shape.radius) / 7;
      return {
        stem: `What is the area of a circle of radius ${shape.radius} cm? (Take π = 22/7)`,
        answer: `${area} sq cm`,
        mistakes: [
          // The circumference formula, 2πr.
          `${(44 * shape.radius) / 7} sq cm`,
          // πr² with the diameter for r.
          `${(22 * shape.radius * shape.radius * 4) / 7} sq cm`,
          `${area * 2} sq cm`,
        ],
        explanation: `Area = πr² = 22/7 × ${shape.radius} × ${shape.radius} = 22 × ${shape.radius / 7} × ${shape.radius} = ${area} sq cm.`,
        difficulty: 'easy',
        hindi: {
          stem: `${shape.radius} सेमी त्रिज्या वाले वृत्त का क्षेत्रफल कितना है? (π = 22/7 लें)`,
          explanation: `क्षेत्रफल = πr² = 22/7 × ${shape.radius} × ${shape.radius} = 22 × ${shape.radius / 7} × ${shape.radius} = ${area} वर्ग सेमी।`,
          optionHi,
        },
      };
    }
    case 'circle-circumference': {
      const length = (44 * shape.radius) / 7;
      return {
        stem: `What is the circumference of a circle of radius ${shape.radius} cm? (Take π = 22/7)`,
        answer: `${length} cm`,
        mistakes: [
          // πr, forgetting the 2.
          `${length / 2} cm`,
          // The area formula.
          `${(22 * shape.radius * shape.radius) / 7} cm`,
          // 2π times the diameter.
          `${length * 2} cm`,
        ],
        explanation: `Circumference = 2πr = 2 × 22/7 × ${shape.radius} = 44 × ${shape.radius / 7} = ${length} cm.`,
        difficulty: 'easy',
        hindi: {
          stem: `${shape.radius} सेमी त्रिज्या वाले वृत्त की परिधि कितनी है? (π = 22/7 लें)`,
          explanation: `परिधि = 2πr = 2 × 22/7 × ${shape.radius} = 44 × ${shape.radius / 7} = ${length} सेमी।`,
          optionHi,
        },
      };
    }
    case 'cuboid-volume': {
      const { length, breadth, height } = shape;
      const volume = length * breadth * height;
      return {
        stem: `What is the volume of a cuboid ${length} cm long, ${breadth} cm wide and ${height} cm high?`,
        answer: `${volume} cu cm`,
        mistakes: [
          // The surface area formula.
          `${2 * (length * breadth + breadth * height + height * length)} cu cm`,
          `${length * breadth + breadth * height + height * length} cu cm`,
          // Only the base area.
          `${length * breadth} cu cm`,
        ],
        explanation: `Volume = length × breadth × height = ${length} × ${breadth} × ${height} = ${volume} cu cm.`,
        difficulty: 'easy',
        hindi: {
          stem: `${length} सेमी लंबे, ${breadth} सेमी चौड़े और ${height} सेमी ऊँचे घनाभ का आयतन कितना है?`,
          explanation: `आयतन = लंबाई × चौड़ाई × ऊँचाई = ${length} × ${breadth} × ${height} = ${volume} घन सेमी।`,
          optionHi,
        },
      };
    }
    case 'cube-surface': {
      const surface = 6 * shape.side * shape.side;
      return {
        stem: `What is the total surface area of a cube with edge ${shape.side} cm?`,
        answer: `${surface} sq cm`,
        mistakes: [
          `${4 * shape.side * shape.side} sq cm`,
          `${shape.side ** 3} sq cm`,
          `${shape.side * shape.side} sq cm`,
        ],
        explanation: `A cube has 6 square faces, each ${shape.side} × ${shape.side} = ${shape.side * shape.side} sq cm.\nTotal surface area = 6a² = 6 × ${shape.side * shape.side} = ${surface} sq cm.`,
        difficulty: 'medium',
        hindi: {
          stem: `${shape.side} सेमी भुजा वाले घन का संपूर्ण पृष्ठीय क्षेत्रफल कितना है?`,
          explanation: `घन के 6 वर्गाकार फलक होते हैं, प्रत्येक ${shape.side} × ${shape.side} = ${shape.side * shape.side} वर्ग सेमी।\nसंपूर्ण पृष्ठीय क्षेत्रफल = 6a² = 6 × ${shape.side * shape.side} = ${surface} वर्ग सेमी।`,
          optionHi,
        },
      };
    }
    case 'right-triangle-hypotenuse': {
      const [a, b, c] = shape.triple.map((side) => side * shape.scale) as [number, number, number];
      return {
        stem: `The two shorter sides of a right-angled triangle are ${a} cm and ${b} cm. How long is the hypotenuse?`,
        answer: `${c} cm`,
        mistakes: [
          // Added the sides without squaring.
          `${a + b} cm`,
          // Subtracted the squares.
          ...(Number.isInteger(Math.sqrt(Math.abs(b * b - a * a)))
            ? [`${Math.sqrt(Math.abs(b * b - a * a))} cm`]
            : []),
          `${c + shape.scale} cm`,
          `${c - shape.scale} cm`,
          `${c + 2 * shape.scale} cm`,
        ],
        explanation: `By Pythagoras, hypotenuse² = ${a}² + ${b}² = ${a * a} + ${b * b} = ${c * c}.\nHypotenuse = √${c * c} = ${c} cm.`,
        difficulty: 'medium',
        hindi: {
          stem: `एक समकोण त्रिभुज की दो छोटी भुजाएँ ${a} सेमी और ${b} सेमी हैं। उसका कर्ण कितना लंबा है?`,
          explanation: `पाइथागोरस प्रमेय से, कर्ण² = ${a}² + ${b}² = ${a * a} + ${b * b} = ${c * c}।\nकर्ण = √${c * c} = ${c} सेमी।`,
          optionHi,
        },
      };
    }
    case 'rectangle-perimeter': {
      // The longer side is the length, as a reader expects.
      const length = Math.max(shape.length, shape.breadth);
      const breadth = Math.min(shape.length, shape.breadth);
      if (length === breadth) return undefined;
      const perimeter = 2 * (length + breadth);
      return {
        stem: `What is the perimeter of a rectangle ${length} m long and ${breadth} m wide?`,
        answer: `${perimeter} m`,
        mistakes: [
          // Forgot to double.
          `${length + breadth} m`,
          // The area instead.
          `${length * breadth} m`,
          // Counted one side twice only.
          `${2 * length + breadth} m`,
          `${length + 2 * breadth} m`,
        ],
        explanation: `Perimeter = 2 × (length + breadth) = 2 × (${length} + ${breadth}) = 2 × ${length + breadth} = ${perimeter} m.`,
        difficulty: 'easy',
        hindi: {
          stem: `${length} मीटर लंबे और ${breadth} मीटर चौड़े आयत का परिमाप कितना है?`,
          explanation: `परिमाप = 2 × (लंबाई + चौड़ाई) = 2 × (${length} + ${breadth}) = 2 × ${length + breadth} = ${perimeter} मीटर।`,
          optionHi,
        },
      };
    }
  }
}

/** Recomputes each answer with exact fractions, separately from the worked text. */
function solve(shape: Shape): string {
  const pi = new Fraction(22, 7);
  switch (shape.kind) {
    case 'circle-area':
      return `${pi.mul(shape.radius * shape.radius).toString()} sq cm`;
    case 'circle-circumference':
      return `${pi.mul(2 * shape.radius).toString()} cm`;
    case 'cuboid-volume':
      return `${shape.length * shape.breadth * shape.height} cu cm`;
    case 'cube-surface':
      return `${6 * shape.side ** 2} sq cm`;
    case 'right-triangle-hypotenuse': {
      const [a, b] = shape.triple.map((side) => side * shape.scale) as [number, number];
      return `${Math.sqrt(a * a + b * b)} cm`;
    }
    case 'rectangle-perimeter':
      return `${shape.length + shape.breadth + shape.length + shape.breadth} m`;
  }
}

/** Two-step questions: circumference to area, and the four walls of a room. */
const twoStepQuestions = () =>
  numericQuestions({
    topic: mensuration.topic,
    generator: 'mensuration-two-step',
    count: 70,
    drawParams: (random) =>
      random.next() < 0.5
        ? {
            kind: 'circle-from-circumference' as const,
            radius: 7 * random.int(1, 10),
            length: 0,
            breadth: 0,
            height: 0,
          }
        : {
            kind: 'four-walls' as const,
            radius: 0,
            length: random.int(5, 20),
            breadth: random.int(3, 15),
            height: random.int(3, 6),
          },
    paramsKey: (room) => JSON.stringify(room),
    build: ({ kind, radius, length, breadth, height }): WorkedQuestion | undefined => {
      if (kind === 'circle-from-circumference') {
        const circumference = (44 * radius) / 7;
        const area = (22 * radius * radius) / 7;
        return {
          stem: `The circumference of a circle is ${circumference} cm. What is its area? (Take π = 22/7)`,
          answer: `${area} sq cm`,
          mistakes: [
            // Took C ÷ π, the diameter, as the radius.
            `${4 * area} sq cm`,
            // Stopped at πr.
            `${(22 * radius) / 7} sq cm`,
            `${area / 2} sq cm`,
            `${2 * area} sq cm`,
          ].filter((option) => !/\.\d{3,}/.test(option)),
          explanation: `2πr = ${circumference} → r = ${circumference} × 7/44 = ${radius} cm.\nArea = πr² = 22/7 × ${radius} × ${radius} = ${area} sq cm.`,
          difficulty: 'hard',
          hindi: {
            stem: `एक वृत्त की परिधि ${circumference} सेमी है। उसका क्षेत्रफल कितना है? (π = 22/7 लें)`,
            explanation: `2πr = ${circumference} → r = ${circumference} × 7/44 = ${radius} सेमी।\nक्षेत्रफल = πr² = 22/7 × ${radius} × ${radius} = ${area} वर्ग सेमी।`,
            optionHi,
          },
        };
      }
      if (length <= breadth) return undefined;
      const walls = 2 * height * (length + breadth);
      return {
        stem: `A room is ${length} m long, ${breadth} m wide and ${height} m high. What is the area of its four walls?`,
        answer: `${walls} sq m`,
        mistakes: [
          // The whole surface, floor and ceiling included.
          `${2 * (length * breadth + breadth * height + height * length)} sq m`,
          // Walls plus the floor.
          `${walls + length * breadth} sq m`,
          // Only two walls.
          `${height * (length + breadth)} sq m`,
          `${length * breadth * height} sq m`,
        ],
        explanation: `Area of four walls = 2 × height × (length + breadth) = 2 × ${height} × (${length} + ${breadth}) = ${walls} sq m.\n(Floor and ceiling are not walls.)`,
        difficulty: 'hard',
        hindi: {
          stem: `एक कमरा ${length} मीटर लंबा, ${breadth} मीटर चौड़ा और ${height} मीटर ऊँचा है। उसकी चारों दीवारों का क्षेत्रफल कितना है?`,
          explanation: `चारों दीवारों का क्षेत्रफल = 2 × ऊँचाई × (लंबाई + चौड़ाई) = 2 × ${height} × (${length} + ${breadth}) = ${walls} वर्ग मीटर।\n(फ़र्श और छत दीवारें नहीं हैं।)`,
          optionHi,
        },
      };
    },
    solve: ({ kind, radius, length, breadth, height }) => {
      if (kind === 'circle-from-circumference') {
        // Recover r from the stated circumference, then square it.
        const r = new Fraction(44 * radius, 7).div(new Fraction(44, 7));
        return `${r.mul(r).mul(new Fraction(22, 7)).toString()} sq cm`;
      }
      return `${2 * length * height + 2 * breadth * height} sq m`;
    },
  });

export const mensuration: TopicGenerator = {
  topic: {
    id: 'mensuration-basics',
    categoryId: 'mensuration',
    name: 'Areas, Perimeters and Volumes',
    nameHi: 'क्षेत्रफल, परिमाप और आयतन',
  },
  generate: () => [
    ...numericQuestions({
      topic: mensuration.topic,
      generator: 'mensuration',
      count: 220,
      drawParams: drawShape,
      paramsKey: shapeKey,
      build: work,
      solve,
    }),
    ...twoStepQuestions(),
  ],
};
