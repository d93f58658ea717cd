import type { SeededRandom } from '../../model/seeded-random.ts';
import type { TopicGenerator } from '../../model/topic-generator.ts';
import { numericQuestions, type WorkedQuestion } from '../numeric-questions.ts';
import {
  add,
  angleAt,
  centroidOf,
  distance,
  intersect,
  measured,
  type Point,
  polar,
  Sketch,
  scale,
  shoelaceArea,
  sub,
  triangleFromAngles,
  triangleFromSides,
  unit,
} from './figure-drawing.ts';
import { cm, deg, exactDecimal, keep, sqcm, surd, unitsHi } from './geometry-units.ts';

type Centre = 'incentre' | 'orthocentre' | 'circumcentre';

export type TriangleParams =
  | { kind: 'angle-sum'; a: number; b: number }
  | { kind: 'exterior'; a: number; b: number }
  | { kind: 'pythagoras'; triple: readonly [number, number, number]; k: number; ask: 'hyp' | 'leg' }
  | { kind: 'heron'; sides: readonly [number, number, number] }
  | { kind: 'centroid'; median: number; ask: 'AG' | 'GD' | 'AD' }
  | { kind: 'centre'; centre: Centre; a: number; b: number }
  | { kind: 'similar'; s1: number; s2: number; area: number }
  | { kind: 'bpt'; p: number; q: number; r: number }
  | { kind: 'congruent'; order: string; a: number; b: number };

const TRIPLES = [
  [3, 4, 5],
  [5, 12, 13],
  [8, 15, 17],
  [7, 24, 25],
  [20, 21, 29],
  [9, 40, 41],
] as const;

/** Triangles with whole-number sides and whole-number area that are not right-angled. */
export const HERONIAN: readonly (readonly [number, number, number])[] = (() => {
  const found: [number, number, number][] = [];
  for (let a = 4; a <= 30; a++)
    for (let b = a; b <= 30; b++)
      for (let c = b; c < a + b && c <= 30; c++) {
        if (a * a + b * b === c * c || a === c) continue;
        const p = (a + b + c) * (-a + b + c) * (a - b + c) * (a + b - c);
        const root = Math.round(Math.sqrt(p));
        if (root * root === p && root % 4 === 0) found.push([a, b, c]);
      }
  return found;
})();

const CONGRUENT_ORDERS = ['PQR', 'QRP', 'RPQ', 'PRQ', 'QPR', 'RQP'];

function draw(random: SeededRandom): TriangleParams {
  switch (random.int(0, 9)) {
    case 0:
      return { kind: 'angle-sum', a: random.int(25, 105), b: random.int(25, 75) };
    case 1:
      return { kind: 'exterior', a: random.int(25, 80), b: random.int(25, 80) };
    case 2:
      return {
        kind: 'pythagoras',
        triple: random.pick(TRIPLES),
        k: random.int(1, 4),
        ask: random.next() < 0.5 ? 'hyp' : 'leg',
      };
    case 3:
      return { kind: 'heron', sides: random.pick(HERONIAN) };
    case 4:
      return {
        kind: 'centroid',
        median: 3 * random.int(3, 20),
        ask: random.pick(['AG', 'GD', 'AD'] as const),
      };
    case 5:
    case 6:
      return {
        kind: 'centre',
        centre: random.pick(['incentre', 'orthocentre', 'circumcentre'] as const),
        a: 2 * random.int(18, 43),
        b: random.int(50, 75),
      };
    case 7: {
      const s1 = random.int(2, 9);
      const s2 = random.int(2, 9);
      return { kind: 'similar', s1, s2, area: s1 * s1 * random.int(2, 12) };
    }
    case 8: {
      const p = random.int(2, 12);
      const q = random.int(2, 12);
      return { kind: 'bpt', p, q, r: p * random.int(1, 4) };
    }
    default:
      return {
        kind: 'congruent',
        order: random.pick(CONGRUENT_ORDERS),
        a: random.int(35, 80),
        b: random.int(35, 80),
      };
  }
}

/** Vertex labels placed outside a triangle. */
function labelTriangle(sketch: Sketch, points: readonly Point[], names: readonly string[]) {
  const middle = centroidOf(points);
  points.forEach((p, i) => {
    sketch.label(p, names[i] ?? '', middle);
  });
}

function angleSum(a: number, b: number): WorkedQuestion | undefined {
  const c = 180 - a - b;
  if (c < 20) return undefined;
  const [pa, pb, pc] = triangleFromAngles(b, c);
  const sketch = new Sketch([pa, pb, pc]).polygon([pa, pb, pc]);
  labelTriangle(sketch, [pa, pb, pc], ['A', 'B', 'C']);
  sketch.angle(pa, pb, pc, deg(a)).angle(pb, pa, pc, deg(b)).angle(pc, pa, pb, '?');
  return {
    stem: `In △ABC, ∠A = ${a}° and ∠B = ${b}°. What is ∠C?`,
    answer: deg(c),
    mistakes: [deg(a + b), deg(180 - a), deg(180 - b), deg(90 - Math.abs(a - b))],
    explanation: `The three angles of a triangle add up to 180°.\n∠C = 180° − (${a}° + ${b}°) = ${c}°`,
    difficulty: 'easy',
    hindi: {
      stem: `△ABC में ∠A = ${a}° और ∠B = ${b}° है। ∠C का मान क्या है?`,
      explanation: `त्रिभुज के तीनों कोणों का योग 180° होता है।\n∠C = 180° − (${a}° + ${b}°) = ${c}°`,
    },
    figure: sketch.drawing(
      `Triangle ABC with ∠A marked ${a}° and ∠B marked ${b}°; ∠C is marked with a question mark.`,
      `त्रिभुज ABC, जिसमें ∠A = ${a}° और ∠B = ${b}° अंकित हैं; ∠C पर प्रश्नचिह्न है।`,
    ),
  };
}

function exterior(a: number, b: number): WorkedQuestion | undefined {
  const e = a + b;
  if (e >= 160 || e <= 60) return undefined;
  const [pa, pb, pc] = triangleFromAngles(b, 180 - e);
  const pd = add(pc, scale(unit(sub(pc, pb)), distance(pb, pc) * 0.45));
  const sketch = new Sketch([pa, pb, pc, pd]).polygon([pa, pb, pc]).line(pc, pd);
  labelTriangle(sketch, [pa, pb, pc], ['A', 'B', 'C']);
  sketch.label(pd, 'D', pc, 10);
  sketch.angle(pa, pb, pc, deg(a)).angle(pb, pa, pc, '?').angle(pc, pa, pd, deg(e), 12);
  return {
    stem: `In △ABC, side BC is produced to D. If ∠ACD = ${e}° and ∠BAC = ${a}°, what is ∠ABC?`,
    answer: deg(b),
    mistakes: [deg(180 - e), ...(e + a < 180 ? [deg(e + a)] : []), deg(180 - a), deg(180 - e + a)],
    explanation: `An exterior angle equals the sum of the two interior opposite angles.\n∠ACD = ∠BAC + ∠ABC, so ∠ABC = ${e}° − ${a}° = ${b}°`,
    difficulty: e > 120 ? 'medium' : 'easy',
    hindi: {
      stem: `△ABC की भुजा BC को D तक बढ़ाया गया है। यदि ∠ACD = ${e}° और ∠BAC = ${a}° है, तो ∠ABC का मान क्या है?`,
      explanation: `बहिष्कोण दोनों अंतःसम्मुख कोणों के योग के बराबर होता है।\n∠ACD = ∠BAC + ∠ABC, अतः ∠ABC = ${e}° − ${a}° = ${b}°`,
    },
    figure: sketch.drawing(
      `Triangle ABC with side BC produced to D. ∠BAC is marked ${a}°, the exterior angle ∠ACD is marked ${e}°, and ∠ABC is marked with a question mark.`,
      `त्रिभुज ABC, भुजा BC को D तक बढ़ाया गया है। ∠BAC = ${a}°, बहिष्कोण ∠ACD = ${e}° अंकित है और ∠ABC पर प्रश्नचिह्न है।`,
    ),
  };
}

function pythagoras(
  triple: readonly [number, number, number],
  k: number,
  ask: 'hyp' | 'leg',
): WorkedQuestion {
  const [x, y, z] = triple.map((side) => side * k) as [number, number, number];
  const pb: Point = [0, 0];
  const pa: Point = [0, x];
  const pc: Point = [y, 0];
  const sketch = new Sketch([pa, pb, pc], 240, 180, 26, 46).polygon([pa, pb, pc]).rightAngle(pb, pa, pc);
  labelTriangle(sketch, [pa, pb, pc], ['A', 'B', 'C']);
  const inside = centroidOf([pa, pb, pc]);
  sketch.sideLabel(pa, pb, cm(x), inside);
  if (ask === 'hyp') {
    sketch.sideLabel(pb, pc, cm(y), inside).sideLabel(pa, pc, '?', inside);
    return {
      stem: `In △ABC, ∠B = 90°, AB = ${x} cm and BC = ${y} cm. What is the length of AC?`,
      answer: cm(z),
      mistakes: [cm(x + y), cm(surd(Math.abs(y * y - x * x))), cm(z + k), cm(z - k)],
      explanation: `AC is the hypotenuse: AC² = AB² + BC²\nAC² = ${x}² + ${y}² = ${x * x} + ${y * y} = ${z * z}\nAC = √${z * z} = ${z} cm`,
      difficulty: 'easy',
      hindi: {
        stem: `△ABC में ∠B = 90°, AB = ${x} सेमी और BC = ${y} सेमी है। AC की लंबाई क्या है?`,
        explanation: `AC कर्ण है: AC² = AB² + BC²\nAC² = ${x}² + ${y}² = ${x * x} + ${y * y} = ${z * z}\nAC = √${z * z} = ${z} सेमी`,
        optionHi: unitsHi,
      },
      figure: sketch.drawing(
        `Right triangle ABC with the right angle at B. AB is marked ${x} cm, BC is marked ${y} cm and AC is marked with a question mark.`,
        `समकोण त्रिभुज ABC, समकोण B पर। AB = ${x} सेमी, BC = ${y} सेमी अंकित है और AC पर प्रश्नचिह्न है।`,
      ),
    };
  }
  sketch.sideLabel(pb, pc, '?', inside).sideLabel(pa, pc, cm(z), inside);
  return {
    stem: `In △ABC, ∠B = 90°, AC = ${z} cm and AB = ${x} cm. What is the length of BC?`,
    answer: cm(y),
    mistakes: [cm(z - x), cm(surd(z * z + x * x)), cm(y + k), cm(y - k)],
    explanation: `AC is the hypotenuse, so BC² = AC² − AB²\nBC² = ${z}² − ${x}² = ${z * z} − ${x * x} = ${y * y}\nBC = √${y * y} = ${y} cm`,
    difficulty: 'medium',
    hindi: {
      stem: `△ABC में ∠B = 90°, AC = ${z} सेमी और AB = ${x} सेमी है। BC की लंबाई क्या है?`,
      explanation: `AC कर्ण है, अतः BC² = AC² − AB²\nBC² = ${z}² − ${x}² = ${z * z} − ${x * x} = ${y * y}\nBC = √${y * y} = ${y} सेमी`,
      optionHi: unitsHi,
    },
    figure: sketch.drawing(
      `Right triangle ABC with the right angle at B. AB is marked ${x} cm, the hypotenuse AC is marked ${z} cm and BC is marked with a question mark.`,
      `समकोण त्रिभुज ABC, समकोण B पर। AB = ${x} सेमी, कर्ण AC = ${z} सेमी अंकित है और BC पर प्रश्नचिह्न है।`,
    ),
  };
}

function heron(sides: readonly [number, number, number]): WorkedQuestion {
  const [a, b, c] = sides;
  const s = (a + b + c) / 2;
  const product = s * (s - a) * (s - b) * (s - c);
  const area = Math.round(Math.sqrt(product));
  // Draw the longest side as the base: BC = c, CA = a, AB = b.
  const [pa, pb, pc] = triangleFromSides(c, a, b);
  const sketch = new Sketch([pa, pb, pc]).polygon([pa, pb, pc]);
  labelTriangle(sketch, [pa, pb, pc], ['A', 'B', 'C']);
  const inside = centroidOf([pa, pb, pc]);
  sketch.sideLabel(pb, pc, cm(c), inside).sideLabel(pc, pa, cm(a), inside).sideLabel(pa, pb, cm(b), inside);
  return {
    stem: `The sides of △ABC are AB = ${b} cm, BC = ${c} cm and CA = ${a} cm. What is its area?`,
    answer: sqcm(area),
    mistakes: [sqcm((a * b) / 2), sqcm(2 * area), sqcm((b * c) / 2), sqcm(area + s)],
    explanation: `Semi-perimeter s = (${a} + ${b} + ${c}) ÷ 2 = ${s}\nArea = √[s(s − a)(s − b)(s − c)] = √(${s} × ${s - a} × ${s - b} × ${s - c})\n= √${product} = ${area} cm²`,
    difficulty: c > 20 ? 'hard' : 'medium',
    hindi: {
      stem: `△ABC की भुजाएँ AB = ${b} सेमी, BC = ${c} सेमी और CA = ${a} सेमी हैं। इसका क्षेत्रफल क्या है?`,
      explanation: `अर्धपरिमाप s = (${a} + ${b} + ${c}) ÷ 2 = ${s}\nक्षेत्रफल = √[s(s − a)(s − b)(s − c)] = √(${s} × ${s - a} × ${s - b} × ${s - c})\n= √${product} = ${area} वर्ग सेमी`,
      optionHi: unitsHi,
    },
    figure: sketch.drawing(
      `Triangle ABC with AB marked ${b} cm, BC marked ${c} cm and CA marked ${a} cm.`,
      `त्रिभुज ABC, जिसमें AB = ${b} सेमी, BC = ${c} सेमी और CA = ${a} सेमी अंकित हैं।`,
    ),
  };
}

/** A scalene triangle whose median AD has the given length; D is the origin. */
function medianTriangle(median: number): [Point, Point, Point, Point] {
  const pd: Point = [0, 0];
  const pa = polar(pd, median, 78);
  const pb: Point = [-0.8 * median, -0.12 * median];
  const pc: Point = [0.8 * median, 0.12 * median];
  return [pa, pb, pc, pd];
}

function centroid(median: number, ask: 'AG' | 'GD' | 'AD'): WorkedQuestion {
  const [pa, pb, pc, pd] = medianTriangle(median);
  const pg = centroidOf([pa, pb, pc]);
  const sketch = new Sketch([pa, pb, pc]).polygon([pa, pb, pc]).line(pa, pd).dot(pg);
  labelTriangle(sketch, [pa, pb, pc], ['A', 'B', 'C']);
  sketch.label(pd, 'D', pa, 11);
  sketch.shapes.push({
    type: 'text',
    x: sketch.at(pg)[0] + 10,
    y: sketch.at(pg)[1] + 4,
    text: 'G',
    size: 12,
  });
  const third = median / 3;
  // On the wide side of the median, towards B, clear of side AC.
  if (ask === 'AD') sketch.sideLabel(pa, pg, `AG = ${cm(2 * third)}`, pc, 8);
  else sketch.sideLabel(pa, pd, `AD = ${cm(median)}`, pc, 8);
  const words = {
    AG: {
      stem: `In △ABC, AD is a median and G is the centroid. If AD = ${median} cm, what is AG?`,
      stemHi: `△ABC में AD एक माध्यिका है और G केंद्रक है। यदि AD = ${median} सेमी है, तो AG क्या है?`,
      answer: 2 * third,
      mistakes: [median / 2, third, (3 * median) / 4],
      step: `AG = 2/3 × AD = 2/3 × ${median} = ${2 * third} cm`,
      stepHi: `AG = 2/3 × AD = 2/3 × ${median} = ${2 * third} सेमी`,
      given: `AD = ${median} cm`,
      givenHi: `AD = ${median} सेमी`,
    },
    GD: {
      stem: `In △ABC, AD is a median and G is the centroid. If AD = ${median} cm, what is GD?`,
      stemHi: `△ABC में AD एक माध्यिका है और G केंद्रक है। यदि AD = ${median} सेमी है, तो GD क्या है?`,
      answer: third,
      mistakes: [2 * third, median / 2, median / 4],
      step: `GD = 1/3 × AD = 1/3 × ${median} = ${third} cm`,
      stepHi: `GD = 1/3 × AD = 1/3 × ${median} = ${third} सेमी`,
      given: `AD = ${median} cm`,
      givenHi: `AD = ${median} सेमी`,
    },
    AD: {
      stem: `In △ABC, AD is a median and G is the centroid. If AG = ${2 * third} cm, what is AD?`,
      stemHi: `△ABC में AD एक माध्यिका है और G केंद्रक है। यदि AG = ${2 * third} सेमी है, तो AD क्या है?`,
      answer: median,
      mistakes: [4 * third, 6 * third, (5 * third) / 2],
      step: `AD = 3/2 × AG = 3/2 × ${2 * third} = ${median} cm`,
      stepHi: `AD = 3/2 × AG = 3/2 × ${2 * third} = ${median} सेमी`,
      given: `AG = ${2 * third} cm`,
      givenHi: `AG = ${2 * third} सेमी`,
    },
  }[ask];
  return {
    stem: words.stem,
    answer: cm(words.answer),
    mistakes: words.mistakes.map((value) => cm(measured(value))),
    explanation: `The centroid divides each median in the ratio 2 : 1 from the vertex.\n${words.step}`,
    difficulty: ask === 'AD' ? 'medium' : 'easy',
    hindi: {
      stem: words.stemHi,
      explanation: `केंद्रक प्रत्येक माध्यिका को शीर्ष की ओर से 2 : 1 के अनुपात में बाँटता है।\n${words.stepHi}`,
      optionHi: unitsHi,
    },
    figure: sketch.drawing(
      `Triangle ABC with D the midpoint of BC, the median AD drawn and the centroid G on it. ${words.given}.`,
      `त्रिभुज ABC, D भुजा BC का मध्यबिंदु है, माध्यिका AD खींची गई है और उस पर केंद्रक G है। ${words.givenHi}।`,
    ),
  };
}

const CENTRE_WORDS: Record<
  Centre,
  { letter: string; name: string; nameHi: string; rule: string; ruleHi: string }
> = {
  incentre: {
    letter: 'I',
    name: 'incentre',
    nameHi: 'अंतःकेंद्र',
    rule: '∠BIC = 90° + ∠A/2',
    ruleHi: '∠BIC = 90° + ∠A/2',
  },
  orthocentre: {
    letter: 'H',
    name: 'orthocentre',
    nameHi: 'लंबकेंद्र',
    rule: '∠BHC = 180° − ∠A',
    ruleHi: '∠BHC = 180° − ∠A',
  },
  circumcentre: {
    letter: 'O',
    name: 'circumcentre',
    nameHi: 'परिकेंद्र',
    rule: '∠BOC = 2∠A (the angle at the centre is twice the angle at the circumference)',
    ruleHi: '∠BOC = 2∠A (केंद्र पर बना कोण परिधि पर बने कोण का दोगुना होता है)',
  },
};

function centreAngle(centre: Centre, a: number): number {
  if (centre === 'incentre') return 90 + a / 2;
  if (centre === 'orthocentre') return 180 - a;
  return 2 * a;
}

/** The centre itself, found from coordinates: bisectors, altitudes or perpendicular bisectors. */
export function centrePoint(centre: Centre, pa: Point, pb: Point, pc: Point): Point {
  if (centre === 'incentre') {
    const [a, b, c] = [distance(pb, pc), distance(pc, pa), distance(pa, pb)];
    return scale(add(add(scale(pa, a), scale(pb, b)), scale(pc, c)), 1 / (a + b + c));
  }
  const perpendicular = (p: Point, q: Point): Point => [-(q[1] - p[1]), q[0] - p[0]];
  if (centre === 'orthocentre') {
    return intersect(pa, add(pa, perpendicular(pb, pc)), pb, add(pb, perpendicular(pc, pa)));
  }
  const mAB = scale(add(pa, pb), 0.5);
  const mBC = scale(add(pb, pc), 0.5);
  return intersect(mAB, add(mAB, perpendicular(pa, pb)), mBC, add(mBC, perpendicular(pb, pc)));
}

function centreQuestion(centre: Centre, a: number, b: number): WorkedQuestion | undefined {
  const c = 180 - a - b;
  if (c <= 20 || c >= 90) return undefined;
  const words = CENTRE_WORDS[centre];
  const answer = centreAngle(centre, a);
  // Near 90° the orthocentre crowds vertex A (and the circumcentre side BC): the sketch then uses a
  // gentler angle; the labels carry the question's numbers, as the paper's figures do.
  const drawnA = centre === 'incentre' ? a : Math.min(a, 64);
  const [pa, pb, pc] = triangleFromAngles(b, 180 - drawnA - b);
  const centrePt = centrePoint(centre, pa, pb, pc);
  const sketch = new Sketch([pa, pb, pc])
    .polygon([pa, pb, pc])
    .line(pb, centrePt)
    .line(pc, centrePt)
    .dot(centrePt);
  labelTriangle(sketch, [pa, pb, pc], ['A', 'B', 'C']);
  sketch.label(centrePt, words.letter, scale(add(pb, pc), 0.5), 12);
  sketch.angle(pa, pb, pc, deg(a)).angle(centrePt, pb, pc, '?', 10);
  const L = words.letter;
  const kind = centre === 'incentre' ? 'a triangle' : 'an acute-angled triangle';
  const acuteHi = centre === 'incentre' ? '' : 'न्यूनकोण ';
  const mistakes = (['incentre', 'orthocentre', 'circumcentre'] as const)
    .filter((other) => other !== centre)
    .map((other) => deg(centreAngle(other, a)));
  return {
    stem: `${L} is the ${words.name} of ${kind} ABC. If ∠BAC = ${a}°, what is ∠B${L}C?`,
    answer: deg(answer),
    mistakes: [...mistakes, deg(90 - a / 2), deg(180 - 2 * a), deg(a)],
    explanation: `For the ${words.name}: ${words.rule}\n∠B${L}C = ${centre === 'incentre' ? `90° + ${a}°/2` : centre === 'orthocentre' ? `180° − ${a}°` : `2 × ${a}°`} = ${answer}°`,
    difficulty: centre === 'incentre' ? 'medium' : 'hard',
    hindi: {
      stem: `${L} ${acuteHi}त्रिभुज ABC का ${words.nameHi} है। यदि ∠BAC = ${a}° है, तो ∠B${L}C का मान क्या है?`,
      explanation: `${words.nameHi} के लिए: ${words.ruleHi}\n∠B${L}C = ${centre === 'incentre' ? `90° + ${a}°/2` : centre === 'orthocentre' ? `180° − ${a}°` : `2 × ${a}°`} = ${answer}°`,
    },
    figure: sketch.drawing(
      `Triangle ABC with ∠BAC marked ${a}°. Point ${L}, the ${words.name}, is joined to B and C; ∠B${L}C is marked with a question mark.`,
      `त्रिभुज ABC, जिसमें ∠BAC = ${a}° अंकित है। ${words.nameHi} ${L} को B और C से मिलाया गया है; ∠B${L}C पर प्रश्नचिह्न है।`,
    ),
  };
}

const SIMILAR_SHAPE = triangleFromAngles(62, 48);

function similar(s1: number, s2: number, area: number): WorkedQuestion | undefined {
  if (s1 === s2) return undefined;
  const target = (area * s2 * s2) / (s1 * s1);
  if (!Number.isInteger(target)) return undefined;
  const base = distance(SIMILAR_SHAPE[0], SIMILAR_SHAPE[1]);
  const first = SIMILAR_SHAPE.map((p) => scale(p, s1 / base));
  const shift = Math.max(...first.map((p) => p[0])) + 0.45 * Math.max(s1, s2);
  const second = SIMILAR_SHAPE.map((p) => add(scale(p, s2 / base), [shift, 0]));
  const sketch = new Sketch([...first, ...second], 280, 170, 22).polygon(first).polygon(second);
  labelTriangle(sketch, first, ['A', 'B', 'C']);
  labelTriangle(sketch, second, ['P', 'Q', 'R']);
  sketch.sideLabel(first[0] as Point, first[1] as Point, cm(s1), centroidOf(first), 10);
  sketch.sideLabel(second[0] as Point, second[1] as Point, cm(s2), centroidOf(second), 10);
  return {
    stem: `△ABC ∼ △PQR, AB = ${s1} cm and PQ = ${s2} cm. If the area of △ABC is ${area} cm², what is the area of △PQR?`,
    answer: sqcm(target),
    mistakes: keep([
      exactDecimal(area * s2, s1),
      exactDecimal(area * s1 * s1, s2 * s2),
      exactDecimal(area * s1, s2),
      String(target + area),
    ]).map(sqcm),
    explanation: `The areas of similar triangles are in the ratio of the squares of corresponding sides.\nar(PQR) = ${area} × (${s2}/${s1})² = ${area} × ${s2 * s2}/${s1 * s1} = ${target} cm²`,
    difficulty: Math.max(s1, s2) >= 6 ? 'hard' : 'medium',
    hindi: {
      stem: `△ABC ∼ △PQR, AB = ${s1} सेमी और PQ = ${s2} सेमी है। यदि △ABC का क्षेत्रफल ${area} वर्ग सेमी है, तो △PQR का क्षेत्रफल क्या है?`,
      explanation: `समरूप त्रिभुजों के क्षेत्रफल संगत भुजाओं के वर्गों के अनुपात में होते हैं।\nar(PQR) = ${area} × (${s2}/${s1})² = ${area} × ${s2 * s2}/${s1 * s1} = ${target} वर्ग सेमी`,
      optionHi: unitsHi,
    },
    figure: sketch.drawing(
      `Two similar triangles ABC and PQR. AB is marked ${s1} cm and the corresponding side PQ is marked ${s2} cm.`,
      `दो समरूप त्रिभुज ABC और PQR। AB = ${s1} सेमी और संगत भुजा PQ = ${s2} सेमी अंकित है।`,
    ),
  };
}

function bpt(p: number, q: number, r: number): WorkedQuestion | undefined {
  const ec = (q * r) / p;
  if (!Number.isInteger(ec) || p === q) return undefined;
  const [pa, pb, pc] = triangleFromAngles(58, 66);
  // Drawn at a readable height between the apex and the base; the lengths carry the numbers.
  const shown = Math.min(0.68, Math.max(0.32, p / (p + q)));
  const pd = add(pa, scale(sub(pb, pa), shown));
  const pe = add(pa, scale(sub(pc, pa), shown));
  const sketch = new Sketch([pa, pb, pc]).polygon([pa, pb, pc]).line(pd, pe);
  labelTriangle(sketch, [pa, pb, pc], ['A', 'B', 'C']);
  const inside = centroidOf([pa, pb, pc]);
  // D and E sit inside the triangle, below DE, clear of the side lengths outside.
  const middleBC = scale(add(pb, pc), 0.5);
  sketch.label(pd, 'D', add(pd, sub(pd, middleBC)), 13).label(pe, 'E', add(pe, sub(pe, middleBC)), 13);
  sketch.sideLabel(pa, pd, cm(p), inside).sideLabel(pd, pb, cm(q), inside);
  sketch.sideLabel(pa, pe, cm(r), inside).sideLabel(pe, pc, '?', inside);
  return {
    stem: `In △ABC, D is on AB and E is on AC with DE ∥ BC. If AD = ${p} cm, DB = ${q} cm and AE = ${r} cm, what is EC?`,
    answer: cm(ec),
    mistakes: keep([exactDecimal(p * r, q), String((r * (p + q)) / p), String(r + q), String(q)]).map(cm),
    explanation: `By the basic proportionality theorem, AD/DB = AE/EC.\n${p}/${q} = ${r}/EC, so EC = ${q} × ${r} ÷ ${p} = ${ec} cm`,
    difficulty: 'medium',
    hindi: {
      stem: `△ABC में D भुजा AB पर और E भुजा AC पर इस प्रकार है कि DE ∥ BC। यदि AD = ${p} सेमी, DB = ${q} सेमी और AE = ${r} सेमी है, तो EC क्या है?`,
      explanation: `आधारभूत समानुपातिकता प्रमेय से, AD/DB = AE/EC।\n${p}/${q} = ${r}/EC, अतः EC = ${q} × ${r} ÷ ${p} = ${ec} सेमी`,
      optionHi: unitsHi,
    },
    figure: sketch.drawing(
      `Triangle ABC with D on AB and E on AC, DE parallel to BC. AD is marked ${p} cm, DB ${q} cm, AE ${r} cm, and EC is marked with a question mark.`,
      `त्रिभुज ABC, D भुजा AB पर और E भुजा AC पर, DE ∥ BC। AD = ${p} सेमी, DB = ${q} सेमी, AE = ${r} सेमी अंकित है और EC पर प्रश्नचिह्न है।`,
    ),
  };
}

/** △ABC ≅ △(order): the vertex of PQR that matches C, and its angle. */
function congruent(order: string, a: number, b: number): WorkedQuestion | undefined {
  const c = 180 - a - b;
  if (c < 30 || a === b || b === c || a === c) return undefined;
  const matchOfC = order[2] as string;
  const [pa, pb, pc] = triangleFromAngles(b, c);
  const mirrored = [pa, pb, pc].map((p): Point => [-p[0] + 27, p[1]]);
  const sketch = new Sketch([pa, pb, pc, ...mirrored], 320, 180, 22).polygon([pa, pb, pc]).polygon(mirrored);
  labelTriangle(sketch, [pa, pb, pc], ['A', 'B', 'C']);
  labelTriangle(sketch, mirrored, order.split(''));
  sketch.angle(pa, pb, pc, deg(a)).angle(pb, pa, pc, deg(b));
  sketch.angle(mirrored[2] as Point, mirrored[0] as Point, mirrored[1] as Point, '?');
  return {
    stem: `△ABC ≅ △${order}. If ∠A = ${a}° and ∠B = ${b}°, what is ∠${matchOfC}?`,
    answer: deg(c),
    mistakes: [deg(a), deg(b), deg(a + b), deg(180 - a)],
    explanation: `In △ABC ≅ △${order} the vertices match in order: A ↔ ${order[0]}, B ↔ ${order[1]}, C ↔ ${order[2]}.\nSo ∠${matchOfC} = ∠C = 180° − (${a}° + ${b}°) = ${c}°`,
    difficulty: order === 'PQR' ? 'easy' : 'medium',
    hindi: {
      stem: `△ABC ≅ △${order}। यदि ∠A = ${a}° और ∠B = ${b}° है, तो ∠${matchOfC} का मान क्या है?`,
      explanation: `△ABC ≅ △${order} में शीर्ष क्रम से संगत हैं: A ↔ ${order[0]}, B ↔ ${order[1]}, C ↔ ${order[2]}।\nअतः ∠${matchOfC} = ∠C = 180° − (${a}° + ${b}°) = ${c}°`,
    },
    figure: sketch.drawing(
      `Two congruent triangles: ABC with ∠A marked ${a}° and ∠B marked ${b}°, and its mirror image with vertices ${order[0]}, ${order[1]}, ${order[2]} matching A, B, C; ∠${matchOfC} is marked with a question mark.`,
      `दो सर्वांगसम त्रिभुज: ABC, जिसमें ∠A = ${a}° और ∠B = ${b}° अंकित हैं, और उसका दर्पण प्रतिबिंब जिसके शीर्ष ${order[0]}, ${order[1]}, ${order[2]} क्रमशः A, B, C के संगत हैं; ∠${matchOfC} पर प्रश्नचिह्न है।`,
    ),
  };
}

export function buildTriangle(params: TriangleParams): WorkedQuestion | undefined {
  switch (params.kind) {
    case 'angle-sum':
      return angleSum(params.a, params.b);
    case 'exterior':
      return exterior(params.a, params.b);
    case 'pythagoras':
      return pythagoras(params.triple, params.k, params.ask);
    case 'heron':
      return heron(params.sides);
    case 'centroid':
      return centroid(params.median, params.ask);
    case 'centre':
      return centreQuestion(params.centre, params.a, params.b);
    case 'similar':
      return similar(params.s1, params.s2, params.area);
    case 'bpt':
      return bpt(params.p, params.q, params.r);
    case 'congruent':
      return congruent(params.order, params.a, params.b);
  }
}

/**
 * The second solver: builds each figure in coordinates and measures the asked angle, length or
 * area, instead of using the rule the explanation teaches.
 */
export function solveTriangle(params: TriangleParams): string {
  switch (params.kind) {
    case 'angle-sum': {
      // A at the origin with angle a, B along the x axis with angle b; measure the angle at C.
      const [pc, pa, pb] = triangleFromAngles(params.a, params.b);
      return deg(measured(angleAt(pc, pa, pb)));
    }
    case 'exterior': {
      // Rebuilt from ∠BAC and ∠ACD only: C at the origin, D along +x, A on the ray at ∠ACD.
      const e = params.a + params.b;
      const pc: Point = [0, 0];
      const pa = polar(pc, 10, e);
      const pb = intersect(pc, [-1, 0], pa, add(pa, polar([0, 0], 1, e + 180 - params.a)));
      return deg(measured(angleAt(pb, pa, pc)));
    }
    case 'pythagoras': {
      const [x, y, z] = params.triple.map((side) => side * params.k) as [number, number, number];
      if (params.ask === 'hyp') return cm(measured(distance([0, x], [y, 0])));
      return cm(measured(Math.sqrt(z * z - x * x)));
    }
    case 'heron': {
      const [a, b, c] = params.sides;
      return sqcm(measured(shoelaceArea(triangleFromSides(c, a, b))));
    }
    case 'centroid': {
      const [pa, pb, pc, pd] = medianTriangle(params.median);
      const pg = centroidOf([pa, pb, pc]);
      const part =
        params.ask === 'AG' ? distance(pa, pg) : params.ask === 'GD' ? distance(pg, pd) : distance(pa, pd);
      return cm(measured(part));
    }
    case 'centre': {
      const [pa, pb, pc] = triangleFromAngles(params.b, 180 - params.a - params.b);
      const point = centrePoint(params.centre, pa, pb, pc);
      return deg(measured(angleAt(point, pb, pc)));
    }
    case 'similar': {
      const base = distance(SIMILAR_SHAPE[0], SIMILAR_SHAPE[1]);
      const first = SIMILAR_SHAPE.map((p) => scale(p, params.s1 / base));
      const stretch = Math.sqrt(params.area / shoelaceArea(first));
      const second = SIMILAR_SHAPE.map((p) => scale(p, (stretch * params.s2) / base));
      return sqcm(measured(shoelaceArea(second)));
    }
    case 'bpt': {
      // A at the origin, B along a ray, E on another ray at AE; C where BC ∥ DE meets AE produced.
      const pa: Point = [0, 0];
      const pb = polar(pa, params.p + params.q, 0);
      const pd = polar(pa, params.p, 0);
      const pe = polar(pa, params.r, 55);
      const pc = intersect(pb, add(pb, sub(pe, pd)), pa, pe);
      return cm(measured(distance(pe, pc)));
    }
    case 'congruent': {
      const [pa, pb, pc] = triangleFromAngles(params.b, 180 - params.a - params.b);
      // The vertex of the second triangle named in the stem is the image of C.
      const images = new Map(['A', 'B', 'C'].map((v, i) => [params.order[i], v]));
      const original = images.get(params.order[2] as string);
      const angles: Record<string, number> = {
        A: angleAt(pa, pb, pc),
        B: angleAt(pb, pa, pc),
        C: angleAt(pc, pa, pb),
      };
      return deg(measured(angles[original ?? 'C'] ?? 0));
    }
  }
}

export const geometryTriangles: TopicGenerator = {
  topic: { id: 'triangles', categoryId: 'geometry', name: 'Triangles', nameHi: 'त्रिभुज' },
  generate: () =>
    numericQuestions({
      topic: geometryTriangles.topic,
      generator: 'geometry-triangles',
      count: 150,
      drawParams: draw,
      paramsKey: (params) => JSON.stringify(params),
      build: buildTriangle,
      solve: solveTriangle,
    }),
};
