import type { SeededRandom } from '../../model/seeded-random.ts';
import type { TopicGenerator } from '../../model/topic-generator.ts';
import { numericQuestions, offsetDistractors, type WorkedQuestion } from '../numeric-questions.ts';
import {
  add,
  angleAt,
  centroidOf,
  intersect,
  measured,
  type Point,
  polar,
  Sketch,
  scale,
  sub,
} from './figure-drawing.ts';
import { deg, exactDecimal, keep } from './geometry-units.ts';

export type PolygonParams =
  | { kind: 'interior'; n: number }
  | { kind: 'exterior'; n: number }
  | { kind: 'sides-from-exterior'; n: number }
  | { kind: 'sides-from-interior'; n: number }
  | { kind: 'diagonals'; n: number }
  | { kind: 'sides-from-diagonals'; n: number }
  | { kind: 'angle-sum'; n: number }
  | { kind: 'missing-angle'; angles: readonly number[] };

/** Regular polygons whose exterior angle 360/n is whole or has at most two decimals. */
const NICE_SIDES = [3, 4, 5, 6, 8, 9, 10, 12, 15, 16, 18, 20, 24, 30, 36, 40, 45, 60, 72];
/** Sides for which the angle is a whole number of degrees: asked back from the angle. */
const WHOLE_SIDES = [5, 6, 8, 9, 10, 12, 15, 18, 20, 24, 30, 36, 40, 45, 60, 72, 90, 120, 180];

const NAMES: Record<number, [string, string]> = {
  3: ['triangle', 'त्रिभुज'],
  4: ['quadrilateral', 'चतुर्भुज'],
  5: ['pentagon', 'पंचभुज'],
  6: ['hexagon', 'षट्भुज'],
  7: ['heptagon', 'सप्तभुज'],
  8: ['octagon', 'अष्टभुज'],
  9: ['nonagon', 'नवभुज'],
  10: ['decagon', 'दसभुज'],
  12: ['dodecagon', 'द्वादशभुज'],
};

/** "a regular hexagon" / "a regular polygon of 24 sides", with the Hindi. */
function regularName(n: number): [string, string] {
  if (n === 3) return ['an equilateral triangle', 'एक समबाहु त्रिभुज'];
  if (n === 4) return ['a square', 'एक वर्ग'];
  const named = NAMES[n];
  return named
    ? [`a regular ${named[0]}`, `एक सम ${named[1]}`]
    : [`a regular polygon of ${n} sides`, `${n} भुजाओं वाले एक सम बहुभुज`];
}
function anyName(n: number): [string, string] {
  const named = NAMES[n];
  return named ? [`a ${named[0]}`, `एक ${named[1]}`] : [`a polygon of ${n} sides`, `${n} भुजाओं वाले एक बहुभुज`];
}

function draw(random: SeededRandom): PolygonParams {
  switch (random.int(0, 8)) {
    case 0:
      return { kind: 'interior', n: random.pick(NICE_SIDES) };
    case 1:
      return { kind: 'exterior', n: random.pick(NICE_SIDES) };
    case 2:
      return { kind: 'sides-from-exterior', n: random.pick(WHOLE_SIDES) };
    case 3:
      return { kind: 'sides-from-interior', n: random.pick(WHOLE_SIDES) };
    case 4:
      return { kind: 'diagonals', n: random.int(4, 30) };
    case 5:
      return { kind: 'sides-from-diagonals', n: random.int(5, 30) };
    case 6:
      return { kind: 'angle-sum', n: random.int(5, 20) };
    default: {
      const n = random.int(4, 6);
      return {
        kind: 'missing-angle',
        angles: Array.from({ length: n - 1 }, () => 5 * random.int(n === 4 ? 14 : 19, 33)),
      };
    }
  }
}

const regularPoints = (n: number): Point[] =>
  Array.from({ length: n }, (_, i) => polar([0, 0], 1, -90 - 180 / n + (360 * i) / n));

const LETTERS = 'ABCDEFGHIJKL';

/** A regular polygon with lettered vertices (up to 12 sides), one angle optionally marked. */
function regularSketch(n: number, extra: readonly Point[] = []) {
  const points = regularPoints(n);
  const sketch = new Sketch([...points, ...extra]).polygon(points);
  if (n <= 12)
    points.forEach((p, i) => {
      sketch.label(p, LETTERS[i] ?? '', [0, 0], 11);
    });
  return { sketch, points };
}

/**
 * Three equal sides of a regular polygon with the middle one produced, for questions that ask n.
 * A polygon of many sides turns too little to see, so the turn is drawn at least 28°.
 */
function partSketch(n: number, mark: 'interior' | 'exterior', text: string) {
  const turn = Math.min(72, Math.max(28, 360 / n));
  const a: Point = [0, 0];
  const b: Point = [1, 0];
  const c = add(b, polar([0, 0], 1, turn));
  const d = add(c, polar([0, 0], 1, 2 * turn));
  const produced = add(c, polar([0, 0], 0.6, turn));
  const sketch = new Sketch([a, b, c, d, produced], 240, 170, 24)
    .polygon([a, b, c, d], { open: true })
    .line(c, produced, true);
  if (mark === 'exterior') sketch.angle(c, produced, d, text, 14);
  else sketch.angle(c, b, d, text, 14);
  return sketch;
}

function interior(n: number): WorkedQuestion | undefined {
  const exteriorAngle = exactDecimal(360, n);
  const inner = exactDecimal(180 * n - 360, n);
  if (!exteriorAngle || !inner) return undefined;
  const [name, nameHi] = regularName(n);
  const figure =
    n <= 12
      ? (() => {
          const { sketch, points } = regularSketch(n);
          sketch.angle(points[0] as Point, points[n - 1] as Point, points[1] as Point, '?', 12);
          return sketch.drawing(
            `A regular polygon with ${n} equal sides; the interior angle at A is marked with a question mark.`,
            `${n} बराबर भुजाओं वाला एक सम बहुभुज; A पर अंतःकोण पर प्रश्नचिह्न है।`,
          );
        })()
      : partSketch(n, 'interior', '?').drawing(
          `Part of a regular polygon of ${n} sides: three of its equal sides; the interior angle between two of them is marked with a question mark.`,
          `${n} भुजाओं वाले सम बहुभुज का भाग: उसकी तीन बराबर भुजाएँ; दो भुजाओं के बीच के अंतःकोण पर प्रश्नचिह्न है।`,
        );
  return {
    stem: `What is each interior angle of ${name}?`,
    answer: deg(inner),
    // The exterior angle; (n − 1) or (n − 3) taken for n − 2; n + 1 sides; 90° taken for 180°.
    mistakes: keep([
      deg(exteriorAngle),
      exactDecimal(180 * n - 180, n),
      exactDecimal(180 * (n - 3), n),
      exactDecimal(180 * (n - 1), n + 1),
      exactDecimal(90 * (n - 2), n),
    ]).map((value) => (value.endsWith('°') ? value : deg(value))),
    explanation: `Each exterior angle = 360° ÷ ${n} = ${exteriorAngle}°\nEach interior angle = 180° − ${exteriorAngle}° = ${inner}°`,
    difficulty: n <= 8 ? 'easy' : 'medium',
    hindi: {
      stem: `${nameHi} का प्रत्येक अंतःकोण कितना होता है?`,
      explanation: `प्रत्येक बहिष्कोण = 360° ÷ ${n} = ${exteriorAngle}°\nप्रत्येक अंतःकोण = 180° − ${exteriorAngle}° = ${inner}°`,
    },
    figure,
  };
}

function exterior(n: number): WorkedQuestion | undefined {
  const exteriorAngle = exactDecimal(360, n);
  const inner = exactDecimal(180 * n - 360, n);
  if (!exteriorAngle || !inner) return undefined;
  const [name, nameHi] = regularName(n);
  const figure =
    n <= 12
      ? (() => {
          const corners = regularPoints(n);
          const [a, b] = [corners[0] as Point, corners[1] as Point];
          const produced = add(b, scale(sub(b, a), 0.55));
          const { sketch, points } = regularSketch(n, [produced]);
          sketch.line(b, produced, true).angle(b, produced, points[2] as Point, '?', 12);
          return sketch.drawing(
            `A regular polygon with ${n} equal sides; side AB is produced beyond B and the exterior angle at B is marked with a question mark.`,
            `${n} बराबर भुजाओं वाला एक सम बहुभुज; भुजा AB को B से आगे बढ़ाया गया है और B पर बहिष्कोण पर प्रश्नचिह्न है।`,
          );
        })()
      : partSketch(n, 'exterior', '?').drawing(
          `Part of a regular polygon of ${n} sides: three of its equal sides, one produced; the exterior angle is marked with a question mark.`,
          `${n} भुजाओं वाले सम बहुभुज का भाग: उसकी तीन बराबर भुजाएँ, जिनमें से एक को आगे बढ़ाया गया है; बहिष्कोण पर प्रश्नचिह्न है।`,
        );
  return {
    stem: `What is each exterior angle of ${name}?`,
    answer: deg(exteriorAngle),
    mistakes: keep([
      inner,
      exactDecimal(180, n),
      n > 4 ? exactDecimal(360, n - 2) : undefined,
      exactDecimal(360, n + 1),
    ]).map(deg),
    explanation: `The exterior angles of any polygon add up to 360°.\nEach exterior angle = 360° ÷ ${n} = ${exteriorAngle}°`,
    difficulty: 'easy',
    hindi: {
      stem: `${nameHi} का प्रत्येक बहिष्कोण कितना होता है?`,
      explanation: `किसी भी बहुभुज के बहिष्कोणों का योग 360° होता है।\nप्रत्येक बहिष्कोण = 360° ÷ ${n} = ${exteriorAngle}°`,
    },
    ...(figure ? { figure } : {}),
  };
}

function sidesFromExterior(n: number): WorkedQuestion {
  const e = 360 / n;
  return {
    stem: `Each exterior angle of a regular polygon is ${e}°. How many sides does it have?`,
    answer: String(n),
    mistakes: keep([exactDecimal(180, e), String(n + 2), String(n - 2), String((n * (n - 3)) / 2)]).filter(
      (option) => !option.includes('.'),
    ),
    explanation: `The exterior angles add up to 360°.\nNumber of sides = 360° ÷ ${e}° = ${n}`,
    difficulty: 'easy',
    hindi: {
      stem: `एक सम बहुभुज का प्रत्येक बहिष्कोण ${e}° है। उसकी कितनी भुजाएँ हैं?`,
      explanation: `बहिष्कोणों का योग 360° होता है।\nभुजाओं की संख्या = 360° ÷ ${e}° = ${n}`,
    },
    figure: partSketch(n, 'exterior', deg(e)).drawing(
      `Part of a regular polygon: three equal sides, one of them produced; the exterior angle is marked ${e}°.`,
      `एक सम बहुभुज का भाग: तीन बराबर भुजाएँ, जिनमें से एक को आगे बढ़ाया गया है; बहिष्कोण ${e}° अंकित है।`,
    ),
  };
}

function sidesFromInterior(n: number): WorkedQuestion {
  const e = 360 / n;
  const i = 180 - e;
  return {
    stem: `Each interior angle of a regular polygon is ${i}°. How many sides does it have?`,
    answer: String(n),
    mistakes: keep([exactDecimal(360, i), String(n + 2), String(n - 2), String(n + 1)]).filter(
      (option) => !option.includes('.') && option !== '1',
    ),
    explanation: `Each exterior angle = 180° − ${i}° = ${e}°\nNumber of sides = 360° ÷ ${e}° = ${n}`,
    difficulty: 'medium',
    hindi: {
      stem: `एक सम बहुभुज का प्रत्येक अंतःकोण ${i}° है। उसकी कितनी भुजाएँ हैं?`,
      explanation: `प्रत्येक बहिष्कोण = 180° − ${i}° = ${e}°\nभुजाओं की संख्या = 360° ÷ ${e}° = ${n}`,
    },
    figure: partSketch(n, 'interior', deg(i)).drawing(
      `Part of a regular polygon: three equal sides; the interior angle between two of them is marked ${i}°.`,
      `एक सम बहुभुज का भाग: तीन बराबर भुजाएँ; दो भुजाओं के बीच का अंतःकोण ${i}° अंकित है।`,
    ),
  };
}

function diagonals(n: number): WorkedQuestion {
  const count = (n * (n - 3)) / 2;
  const [name, nameHi] = anyName(n);
  const figure =
    n <= 12
      ? (() => {
          const { sketch, points } = regularSketch(n);
          for (let i = 2; i < n - 1; i++) sketch.line(points[0] as Point, points[i] as Point, true);
          return sketch.drawing(
            `A polygon with ${n} sides, A to ${LETTERS[n - 1]}; the ${n - 3} diagonals from vertex A are drawn dashed.`,
            `${n} भुजाओं वाला बहुभुज, शीर्ष A से ${LETTERS[n - 1]}; शीर्ष A से निकलने वाले ${n - 3} विकर्ण टूटी रेखाओं से दिखाए गए हैं।`,
          );
        })()
      : undefined;
  return {
    stem: `How many diagonals does ${name} have?`,
    answer: String(count),
    mistakes: [n * (n - 3), (n * (n - 1)) / 2, (n * (n - 2)) / 2, n - 3, count + n]
      .filter((value) => Number.isInteger(value))
      .map(String),
    explanation: `Each vertex joins ${n} − 3 = ${n - 3} non-adjacent vertices, and each diagonal is counted from both ends.\nDiagonals = n(n − 3)/2 = ${n} × ${n - 3} ÷ 2 = ${count}`,
    difficulty: n <= 8 ? 'easy' : 'medium',
    hindi: {
      stem: `${nameHi} में कितने विकर्ण होते हैं?`,
      explanation: `प्रत्येक शीर्ष ${n} − 3 = ${n - 3} असंलग्न शीर्षों से जुड़ता है, और प्रत्येक विकर्ण दोनों सिरों से गिना जाता है।\nविकर्ण = n(n − 3)/2 = ${n} × ${n - 3} ÷ 2 = ${count}`,
    },
    ...(figure ? { figure } : {}),
  };
}

function sidesFromDiagonals(n: number): WorkedQuestion {
  const count = (n * (n - 3)) / 2;
  return {
    stem: `A polygon has ${count} diagonals. How many sides does it have?`,
    answer: String(n),
    mistakes: [String(n + 1), String(n - 1), String(n + 3), String(2 * n)],
    explanation: `n(n − 3)/2 = ${count}, so n(n − 3) = ${2 * count}\n${n} × ${n - 3} = ${2 * count}, so n = ${n}`,
    difficulty: n <= 10 ? 'medium' : 'hard',
    hindi: {
      stem: `एक बहुभुज में ${count} विकर्ण हैं। उसकी कितनी भुजाएँ हैं?`,
      explanation: `n(n − 3)/2 = ${count}, अतः n(n − 3) = ${2 * count}\n${n} × ${n - 3} = ${2 * count}, अतः n = ${n}`,
    },
  };
}

function angleSum(n: number): WorkedQuestion {
  const sum = (n - 2) * 180;
  const [name, nameHi] = anyName(n);
  const figure =
    n <= 12
      ? (() => {
          const { sketch, points } = regularSketch(n);
          for (let i = 2; i < n - 1; i++) sketch.line(points[0] as Point, points[i] as Point, true);
          return sketch.drawing(
            `A polygon with ${n} sides divided into ${n - 2} triangles by the dashed diagonals from vertex A.`,
            `${n} भुजाओं वाला बहुभुज, जो शीर्ष A से खींचे गए टूटे विकर्णों द्वारा ${n - 2} त्रिभुजों में बँटा है।`,
          );
        })()
      : undefined;
  return {
    stem: `What is the sum of the interior angles of ${name}?`,
    answer: deg(sum),
    mistakes: [deg(n * 180), deg((n - 1) * 180), deg((n - 2) * 90), deg((n - 3) * 180)],
    explanation: `Diagonals from one vertex split the polygon into n − 2 = ${n - 2} triangles.\nSum = (n − 2) × 180° = ${n - 2} × 180° = ${sum}°`,
    difficulty: 'easy',
    hindi: {
      stem: `${nameHi} के अंतःकोणों का योग कितना होता है?`,
      explanation: `एक शीर्ष से खींचे गए विकर्ण बहुभुज को n − 2 = ${n - 2} त्रिभुजों में बाँटते हैं।\nयोग = (n − 2) × 180° = ${n - 2} × 180° = ${sum}°`,
    },
    ...(figure ? { figure } : {}),
  };
}

/**
 * A convex polygon with the given interior angles: directions turn by the exterior angles and the
 * last two sides are solved so the outline closes. Undefined when no such outline exists.
 */
export function polygonWithAngles(interiorAngles: readonly number[]): Point[] | undefined {
  const n = interiorAngles.length;
  const headings: number[] = [];
  let heading = 0;
  for (let i = 0; i < n; i++) {
    headings.push(heading);
    heading += 180 - (interiorAngles[(i + 1) % n] ?? 0);
  }
  const points: Point[] = [[0, 0]];
  for (let i = 0; i < n - 2; i++) points.push(add(points[i] as Point, polar([0, 0], 1, headings[i] ?? 0)));
  const last = points[n - 2] as Point;
  const corner = intersect(
    last,
    add(last, polar([0, 0], 1, headings[n - 2] ?? 0)),
    [0, 0],
    polar([0, 0], 1, (headings[n - 1] ?? 0) + 180),
  );
  const along = (from: Point, to: Point, h: number) =>
    (to[0] - from[0]) * Math.cos((h * Math.PI) / 180) + (to[1] - from[1]) * Math.sin((h * Math.PI) / 180);
  if (along(last, corner, headings[n - 2] ?? 0) < 0.3 || along(corner, [0, 0], headings[n - 1] ?? 0) < 0.3)
    return undefined;
  points.push(corner);
  // Vertex i turns by the exterior angle of interiorAngles[i], so its interior angle is that one.
  return points;
}

function missingAngle(angles: readonly number[]): WorkedQuestion | undefined {
  const n = angles.length + 1;
  const total = (n - 2) * 180;
  const given = angles.reduce((sum, a) => sum + a, 0);
  const last = total - given;
  if (last < 60 || last > 170 || angles.includes(last)) return undefined;
  const points = polygonWithAngles([...angles, last]);
  if (!points) return undefined;
  const names = LETTERS.slice(0, n).split('');
  const sketch = new Sketch(points, 250, 190, 26).polygon(points);
  const middle = centroidOf(points);
  points.forEach((p, i) => {
    sketch.label(p, names[i] ?? '', middle, 11);
    const text = i < n - 1 ? deg(angles[i] ?? 0) : '?';
    sketch.angle(p, points[(i + n - 1) % n] as Point, points[(i + 1) % n] as Point, text, 11);
  });
  const [name, nameHi] = NAMES[n] ?? ['polygon', 'बहुभुज'];
  const list = angles.map((a, i) => `∠${names[i]} = ${a}°`).join(', ');
  const lastName = names[n - 1] ?? '';
  return {
    stem: `In ${name} ${names.join('')}, ${list}. What is ∠${lastName}?`,
    answer: deg(last),
    // The exterior angle at the vertex; the average angle; a slip of 10° or 20° in adding the given angles.
    mistakes: keep([
      deg(180 - last),
      exactDecimal(total, n)?.concat('°'),
      deg(last + 10),
      deg(last - 10),
      deg(last + 20),
    ]),
    explanation: `Sum of the interior angles = (${n} − 2) × 180° = ${total}°\n∠${lastName} = ${total}° − (${angles.join('° + ')}°) = ${total}° − ${given}° = ${last}°`,
    difficulty: n >= 6 ? 'hard' : 'medium',
    hindi: {
      stem: `${nameHi} ${names.join('')} में ${list} है। ∠${lastName} का मान क्या है?`,
      explanation: `अंतःकोणों का योग = (${n} − 2) × 180° = ${total}°\n∠${lastName} = ${total}° − (${angles.join('° + ')}°) = ${total}° − ${given}° = ${last}°`,
    },
    figure: sketch.drawing(
      `${name[0]?.toUpperCase()}${name.slice(1)} ${names.join('')} with ${list}; ∠${lastName} is marked with a question mark.`,
      `${nameHi} ${names.join('')}, जिसमें ${list}; ∠${lastName} पर प्रश्नचिह्न है।`,
    ),
  };
}

export function buildPolygon(params: PolygonParams): WorkedQuestion | undefined {
  switch (params.kind) {
    case 'interior':
      return interior(params.n);
    case 'exterior':
      return exterior(params.n);
    case 'sides-from-exterior':
      return sidesFromExterior(params.n);
    case 'sides-from-interior':
      return sidesFromInterior(params.n);
    case 'diagonals':
      return diagonals(params.n);
    case 'sides-from-diagonals':
      return sidesFromDiagonals(params.n);
    case 'angle-sum':
      return angleSum(params.n);
    case 'missing-angle':
      return missingAngle(params.angles);
  }
}

/** Counts diagonals pair by pair. */
function countDiagonals(n: number): number {
  let count = 0;
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++) if (j - i !== 1 && !(i === 0 && j === n - 1)) count++;
  return count;
}

/** Finds n by trying every polygon up to 400 sides: the one whose angle is the given one. */
function sidesWith(angleOf: (n: number) => number, angle: number): string {
  for (let n = 3; n <= 400; n++) if (Math.abs(angleOf(n) - angle) < 1e-6) return String(n);
  return 'none';
}

/** The second solver: measures angles on drawn regular polygons and counts rather than using formulas. */
export function solvePolygon(params: PolygonParams): string {
  switch (params.kind) {
    case 'interior': {
      const p = regularPoints(params.n);
      return deg(measured(angleAt(p[0] as Point, p[params.n - 1] as Point, p[1] as Point)));
    }
    case 'exterior': {
      const p = regularPoints(params.n);
      const [a, b] = [p[0] as Point, p[1] as Point];
      return deg(measured(angleAt(b, add(b, sub(b, a)), p[2] as Point)));
    }
    case 'sides-from-exterior':
      return sidesWith((n) => {
        const p = regularPoints(n);
        return 180 - angleAt(p[1] as Point, p[0] as Point, p[2] as Point);
      }, 360 / params.n);
    case 'sides-from-interior':
      return sidesWith(
        (n) => {
          const p = regularPoints(n);
          return angleAt(p[1] as Point, p[0] as Point, p[2] as Point);
        },
        180 - 360 / params.n,
      );
    case 'diagonals':
      return String(countDiagonals(params.n));
    case 'sides-from-diagonals': {
      const target = countDiagonals(params.n);
      for (let n = 3; n <= 100; n++) if (countDiagonals(n) === target) return String(n);
      return 'none';
    }
    case 'angle-sum': {
      const p = regularPoints(params.n);
      const one = angleAt(p[0] as Point, p[params.n - 1] as Point, p[1] as Point);
      return deg(measured(one * params.n));
    }
    case 'missing-angle': {
      // Exterior angles add to 360°: the missing exterior angle, then its interior angle.
      const exteriorSum = params.angles.reduce((sum, a) => sum + (180 - a), 0);
      return deg(180 - (360 - exteriorSum));
    }
  }
}

const degreesOf = (option: string): number | undefined =>
  /^\d+(\.\d+)?°$/.test(option) ? Number.parseFloat(option) : undefined;

/**
 * A single angle of a polygon is under 180° here (every figure is convex): a wrong option of
 * 180° or more, or of 0°, gives itself away, so it is never offered.
 */
export function plausibleAngles(worked: WorkedQuestion | undefined): WorkedQuestion | undefined {
  if (!worked) return undefined;
  const answer = degreesOf(worked.answer);
  if (answer === undefined || answer >= 180) return worked;
  const fits = (option: string) => {
    const value = degreesOf(option);
    return value === undefined || (value > 0 && value < 180);
  };
  return { ...worked, mistakes: worked.mistakes.filter(fits) };
}

/** Near misses for an angle, kept under 180° when the angle is. */
export function angleFallback(answer: string): string[] {
  const value = degreesOf(answer);
  return offsetDistractors(answer).filter((option) => {
    const near = degreesOf(option);
    return value === undefined || value >= 180 || near === undefined || (near > 0 && near < 180);
  });
}

export const geometryPolygons: TopicGenerator = {
  topic: { id: 'polygons', categoryId: 'geometry', name: 'Polygons', nameHi: 'बहुभुज' },
  generate: () =>
    numericQuestions({
      topic: geometryPolygons.topic,
      generator: 'geometry-polygons',
      count: 140,
      drawParams: draw,
      paramsKey: (params) => JSON.stringify(params),
      build: (params) => plausibleAngles(buildPolygon(params)),
      solve: solvePolygon,
      fallbackDistractors: angleFallback,
    }),
};
