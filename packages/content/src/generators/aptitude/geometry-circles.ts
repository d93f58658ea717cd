import type { SeededRandom } from '../../model/seeded-random.ts';
import type { TopicGenerator } from '../../model/topic-generator.ts';
import { numericQuestions, type WorkedQuestion } from '../numeric-questions.ts';
import { add, angleAt, distance, measured, type Point, polar, Sketch, scale, sub } from './figure-drawing.ts';
import { angleFallback, plausibleAngles } from './geometry-polygons.ts';
import { cm, deg, exactDecimal, keep, surd, unitsHi } from './geometry-units.ts';

export type CircleParams =
  | {
      kind: 'chord';
      triple: readonly [number, number, number];
      k: number;
      ask: 'chord' | 'distance' | 'radius';
    }
  | { kind: 'semicircle'; a: number }
  | { kind: 'same-segment'; x: number }
  | { kind: 'centre-angle'; x: number; ask: 'centre' | 'circumference' }
  | {
      kind: 'tangent';
      triple: readonly [number, number, number];
      k: number;
      ask: 'tangent' | 'radius' | 'distance';
    }
  | { kind: 'two-tangents'; p: number; ask: 'AOB' | 'APB' }
  | { kind: 'cyclic'; a: number }
  | { kind: 'cyclic-exterior'; b: number }
  | { kind: 'cyclic-ratio'; m: number; n: number };

/** (half-chord or tangent, the other leg, hypotenuse) */
const TRIPLES = [
  [3, 4, 5],
  [4, 3, 5],
  [5, 12, 13],
  [12, 5, 13],
  [8, 15, 17],
  [15, 8, 17],
  [7, 24, 25],
  [24, 7, 25],
  [20, 21, 29],
  [21, 20, 29],
  [9, 40, 41],
  [40, 9, 41],
  [12, 35, 37],
] as const;

function draw(random: SeededRandom): CircleParams {
  switch (random.int(0, 9)) {
    case 0:
    case 1:
      return {
        kind: 'chord',
        triple: random.pick(TRIPLES),
        k: random.int(1, 3),
        ask: random.pick(['chord', 'distance', 'radius'] as const),
      };
    case 2:
      return { kind: 'semicircle', a: random.int(20, 70) };
    case 3:
      return { kind: 'same-segment', x: random.int(25, 80) };
    case 4:
      return {
        kind: 'centre-angle',
        x: random.int(25, 85),
        ask: random.next() < 0.5 ? 'centre' : 'circumference',
      };
    case 5:
    case 6:
      return {
        kind: 'tangent',
        triple: random.pick(TRIPLES),
        k: random.int(1, 3),
        ask: random.pick(['tangent', 'radius', 'distance'] as const),
      };
    case 7:
      return { kind: 'two-tangents', p: 2 * random.int(15, 60), ask: random.next() < 0.5 ? 'AOB' : 'APB' };
    case 8:
      return random.next() < 0.5
        ? { kind: 'cyclic', a: random.int(40, 140) }
        : { kind: 'cyclic-exterior', b: random.int(50, 130) };
    default:
      return { kind: 'cyclic-ratio', m: random.int(1, 8), n: random.int(1, 8) };
  }
}

const O: Point = [0, 0];

/** A circle of radius 1 with named points at the given angles, each label outside the circle. */
function circleSketch(points: Record<string, number>, extra: readonly Point[] = []) {
  const at = Object.fromEntries(Object.entries(points).map(([name, angle]) => [name, polar(O, 1, angle)]));
  const sketch = new Sketch([[-1, -1], [1, 1], ...extra]).circle(O, 1);
  for (const [name, p] of Object.entries(at)) sketch.label(p, name, O, 11);
  return { sketch, at: (name: string) => at[name] as Point };
}

function chord(
  triple: readonly [number, number, number],
  k: number,
  ask: 'chord' | 'distance' | 'radius',
): WorkedQuestion {
  const [h, d, r] = triple.map((side) => side * k) as [number, number, number];
  // Drawn with the chord at a readable height; the marked lengths carry the numbers.
  const shown = Math.min(0.7, Math.max(0.35, d / r));
  const angle = (Math.asin(shown) * 180) / Math.PI;
  const { sketch, at } = circleSketch({ A: -180 + angle, B: -angle });
  const m: Point = [0, -shown];
  sketch.line(at('A'), at('B')).line(O, m).line(O, at('B')).rightAngle(m, O, at('B'), 7).dot(O);
  sketch.label(O, 'O', m, 10).label(m, 'M', O, 11);
  const given = {
    chord: { r: cm(r), d: cm(d), ab: '?' },
    distance: { r: cm(r), d: '?', ab: `AB = ${cm(2 * h)}` },
    radius: { r: '?', d: cm(d), ab: `AB = ${cm(2 * h)}` },
  }[ask];
  sketch.sideLabel(O, at('B'), given.r, at('A')).sideLabel(O, m, given.d, at('B'), 8);
  sketch.label([0, -1], given.ab === '?' ? 'AB = ?' : given.ab, O, 12);
  const shared = `OM ⊥ AB, so M is the midpoint of AB and △OMB is right-angled at M.`;
  const sharedHi = `OM ⊥ AB, अतः M, AB का मध्यबिंदु है और △OMB में M पर समकोण है।`;
  const altStart = `A circle with centre O; chord AB with OM perpendicular to AB at M; radius OB is drawn.`;
  const altStartHi = `केंद्र O वाला वृत्त; जीवा AB, जिस पर OM लंब है (M पर); त्रिज्या OB खींची गई है।`;
  if (ask === 'chord')
    return {
      stem: `A chord AB of a circle of radius ${r} cm is at a distance of ${d} cm from the centre O. What is the length of AB?`,
      answer: cm(2 * h),
      mistakes: [cm(h), cm(2 * (r - d)), cm(2 * d), cm(r + d)],
      explanation: `${shared}\nMB = √(OB² − OM²) = √(${r}² − ${d}²) = ${h} cm\nAB = 2 × MB = ${2 * h} cm`,
      difficulty: 'medium',
      hindi: {
        stem: `${r} सेमी त्रिज्या वाले वृत्त की जीवा AB केंद्र O से ${d} सेमी की दूरी पर है। AB की लंबाई क्या है?`,
        explanation: `${sharedHi}\nMB = √(OB² − OM²) = √(${r}² − ${d}²) = ${h} सेमी\nAB = 2 × MB = ${2 * h} सेमी`,
        optionHi: unitsHi,
      },
      figure: sketch.drawing(
        `${altStart} OB is marked ${r} cm, OM is marked ${d} cm and AB is marked with a question mark.`,
        `${altStartHi} OB = ${r} सेमी, OM = ${d} सेमी अंकित है और AB पर प्रश्नचिह्न है।`,
      ),
    };
  if (ask === 'distance')
    return {
      stem: `A chord AB of length ${2 * h} cm is drawn in a circle of radius ${r} cm with centre O. How far is AB from O?`,
      answer: cm(d),
      mistakes: keep([
        String(r - h),
        surd(r * r + h * h),
        surd(Math.abs(4 * h * h - r * r)),
        String(d + k),
      ]).map(cm),
      explanation: `${shared}\nMB = ${2 * h} ÷ 2 = ${h} cm\nOM = √(OB² − MB²) = √(${r}² − ${h}²) = ${d} cm`,
      difficulty: 'medium',
      hindi: {
        stem: `केंद्र O और ${r} सेमी त्रिज्या वाले वृत्त में ${2 * h} सेमी लंबी जीवा AB खींची गई है। AB की O से दूरी कितनी है?`,
        explanation: `${sharedHi}\nMB = ${2 * h} ÷ 2 = ${h} सेमी\nOM = √(OB² − MB²) = √(${r}² − ${h}²) = ${d} सेमी`,
        optionHi: unitsHi,
      },
      figure: sketch.drawing(
        `${altStart} AB is marked ${2 * h} cm, OB is marked ${r} cm and OM is marked with a question mark.`,
        `${altStartHi} AB = ${2 * h} सेमी, OB = ${r} सेमी अंकित है और OM पर प्रश्नचिह्न है।`,
      ),
    };
  return {
    stem: `A chord AB of length ${2 * h} cm is at a distance of ${d} cm from the centre O of a circle. What is the radius of the circle?`,
    answer: cm(r),
    mistakes: keep([String(h + d), surd(4 * h * h + d * d), String(2 * h), String(r + k)]).map(cm),
    explanation: `${shared}\nMB = ${2 * h} ÷ 2 = ${h} cm\nOB = √(OM² + MB²) = √(${d}² + ${h}²) = ${r} cm`,
    difficulty: 'hard',
    hindi: {
      stem: `${2 * h} सेमी लंबी जीवा AB वृत्त के केंद्र O से ${d} सेमी की दूरी पर है। वृत्त की त्रिज्या क्या है?`,
      explanation: `${sharedHi}\nMB = ${2 * h} ÷ 2 = ${h} सेमी\nOB = √(OM² + MB²) = √(${d}² + ${h}²) = ${r} सेमी`,
      optionHi: unitsHi,
    },
    figure: sketch.drawing(
      `${altStart} AB is marked ${2 * h} cm, OM is marked ${d} cm and the radius OB is marked with a question mark.`,
      `${altStartHi} AB = ${2 * h} सेमी, OM = ${d} सेमी अंकित है और त्रिज्या OB पर प्रश्नचिह्न है।`,
    ),
  };
}

function semicircle(a: number): WorkedQuestion {
  const { sketch, at } = circleSketch({ A: 180, B: 0, C: 2 * a });
  sketch
    .polygon([at('A'), at('B'), at('C')])
    .dot(O)
    .label(O, 'O', [0, 1], 10);
  sketch.angle(at('A'), at('B'), at('C'), deg(a), 16).angle(at('B'), at('A'), at('C'), '?', 14);
  return {
    stem: `AB is a diameter of a circle and C is a point on the circle. If ∠CAB = ${a}°, what is ∠CBA?`,
    answer: deg(90 - a),
    mistakes: keep([deg(180 - a), deg(a), 2 * a < 180 ? deg(2 * a) : undefined, deg(90 + a)]),
    explanation: `The angle in a semicircle is a right angle, so ∠ACB = 90°.\n∠CBA = 180° − 90° − ${a}° = ${90 - a}°`,
    difficulty: 'easy',
    hindi: {
      stem: `AB एक वृत्त का व्यास है और C वृत्त पर एक बिंदु है। यदि ∠CAB = ${a}° है, तो ∠CBA का मान क्या है?`,
      explanation: `अर्धवृत्त में बना कोण समकोण होता है, अतः ∠ACB = 90°।\n∠CBA = 180° − 90° − ${a}° = ${90 - a}°`,
    },
    figure: sketch.drawing(
      `A circle with centre O and diameter AB; C is on the circle and triangle ABC is drawn. ∠CAB is marked ${a}° and ∠CBA is marked with a question mark.`,
      `केंद्र O वाला वृत्त, AB व्यास है; C वृत्त पर है और त्रिभुज ABC खींचा गया है। ∠CAB = ${a}° अंकित है और ∠CBA पर प्रश्नचिह्न है।`,
    ),
  };
}

/** A and B below the centre so that an angle on the upper arc subtending AB is x. */
const chordFor = (x: number) => ({ A: -90 - x, B: -90 + x });

function sameSegment(x: number): WorkedQuestion {
  const { sketch, at } = circleSketch({ ...chordFor(x), C: 150, D: 40 });
  sketch.line(at('A'), at('C')).line(at('B'), at('C')).line(at('A'), at('D')).line(at('B'), at('D'));
  sketch.angle(at('C'), at('A'), at('B'), deg(x), 14).angle(at('D'), at('A'), at('B'), '?', 14);
  return {
    stem: `A, B, C and D are points on a circle, with C and D on the same side of the chord AB. If ∠ACB = ${x}°, what is ∠ADB?`,
    answer: deg(x),
    mistakes: keep([
      deg(180 - x),
      2 * x < 180 ? deg(2 * x) : undefined,
      x % 2 === 0 ? deg(x / 2) : undefined,
      deg(90 - x / 2),
    ]).filter((option) => !option.includes('.')),
    explanation: `Angles in the same segment of a circle are equal: ∠ADB and ∠ACB stand on the same chord AB on the same side.\n∠ADB = ∠ACB = ${x}°`,
    difficulty: 'easy',
    hindi: {
      stem: `A, B, C और D एक वृत्त पर स्थित बिंदु हैं, C और D जीवा AB के एक ही ओर हैं। यदि ∠ACB = ${x}° है, तो ∠ADB का मान क्या है?`,
      explanation: `एक ही वृत्तखंड के कोण बराबर होते हैं: ∠ADB और ∠ACB एक ही जीवा AB पर एक ही ओर बने हैं।\n∠ADB = ∠ACB = ${x}°`,
    },
    figure: sketch.drawing(
      `A circle with points A and B on it, and C and D on the same arc. Chords CA, CB, DA and DB are drawn. ∠ACB is marked ${x}° and ∠ADB is marked with a question mark.`,
      `एक वृत्त पर बिंदु A और B, तथा एक ही चाप पर C और D। जीवाएँ CA, CB, DA और DB खींची गई हैं। ∠ACB = ${x}° अंकित है और ∠ADB पर प्रश्नचिह्न है।`,
    ),
  };
}

/** C sits at the top, so neither CA nor CB passes through O. */
const CENTRE_ANGLE_C = 90;

function centreAngle(x: number, ask: 'centre' | 'circumference'): WorkedQuestion {
  const { sketch, at } = circleSketch({ ...chordFor(x), C: CENTRE_ANGLE_C });
  sketch.line(at('A'), at('C')).line(at('B'), at('C')).line(O, at('A')).line(O, at('B')).dot(O);
  sketch.label(O, 'O', [0, -1], 10);
  const givenCentre = ask === 'circumference';
  sketch.angle(at('C'), at('A'), at('B'), givenCentre ? '?' : deg(x), 14);
  sketch.angle(O, at('A'), at('B'), givenCentre ? deg(2 * x) : '?', 11);
  const rule = `The angle subtended by an arc at the centre is twice the angle it subtends at any point on the remaining part of the circle.`;
  const ruleHi = `किसी चाप द्वारा केंद्र पर बना कोण, वृत्त के शेष भाग के किसी बिंदु पर बने कोण का दोगुना होता है।`;
  const alt = `A circle with centre O; A, B and C on the circle with C on the major arc. OA, OB, CA and CB are drawn.`;
  const altHi = `केंद्र O वाला वृत्त; A, B और C वृत्त पर हैं, C दीर्घ चाप पर है। OA, OB, CA और CB खींचे गए हैं।`;
  if (givenCentre)
    return {
      stem: `O is the centre of a circle and A, B, C are points on it, with C on the major arc AB. If ∠AOB = ${2 * x}°, what is ∠ACB?`,
      answer: deg(x),
      mistakes: keep([
        deg(2 * x),
        deg(180 - 2 * x > 0 ? 180 - 2 * x : 180 - x),
        deg(180 - x),
        deg(4 * x <= 180 ? 4 * x : 90 + x),
      ]),
      explanation: `${rule}\n∠ACB = ∠AOB ÷ 2 = ${2 * x}° ÷ 2 = ${x}°`,
      difficulty: 'easy',
      hindi: {
        stem: `O वृत्त का केंद्र है और A, B, C वृत्त पर बिंदु हैं, C दीर्घ चाप AB पर है। यदि ∠AOB = ${2 * x}° है, तो ∠ACB का मान क्या है?`,
        explanation: `${ruleHi}\n∠ACB = ∠AOB ÷ 2 = ${2 * x}° ÷ 2 = ${x}°`,
      },
      figure: sketch.drawing(
        `${alt} ∠AOB is marked ${2 * x}° and ∠ACB is marked with a question mark.`,
        `${altHi} ∠AOB = ${2 * x}° अंकित है और ∠ACB पर प्रश्नचिह्न है।`,
      ),
    };
  return {
    stem: `O is the centre of a circle and A, B, C are points on it, with C on the major arc AB. If ∠ACB = ${x}°, what is ∠AOB?`,
    answer: deg(2 * x),
    mistakes: keep([deg(x), x % 2 === 0 ? deg(x / 2) : deg(90 - x), deg(180 - x), deg(180 - 2 * x)]),
    explanation: `${rule}\n∠AOB = 2 × ∠ACB = 2 × ${x}° = ${2 * x}°`,
    difficulty: 'easy',
    hindi: {
      stem: `O वृत्त का केंद्र है और A, B, C वृत्त पर बिंदु हैं, C दीर्घ चाप AB पर है। यदि ∠ACB = ${x}° है, तो ∠AOB का मान क्या है?`,
      explanation: `${ruleHi}\n∠AOB = 2 × ∠ACB = 2 × ${x}° = ${2 * x}°`,
    },
    figure: sketch.drawing(
      `${alt} ∠ACB is marked ${x}° and ∠AOB is marked with a question mark.`,
      `${altHi} ∠ACB = ${x}° अंकित है और ∠AOB पर प्रश्नचिह्न है।`,
    ),
  };
}

function tangent(
  triple: readonly [number, number, number],
  k: number,
  ask: 'tangent' | 'radius' | 'distance',
): WorkedQuestion {
  const [t, r, d] = triple.map((side) => side * k) as [number, number, number];
  const p: Point = [d / r, 0];
  const touch = polar(O, 1, (Math.acos(r / d) * 180) / Math.PI);
  const sketch = new Sketch([[-1, -1], [1, 1], p], 260, 180, 24).circle(O, 1);
  sketch.line(O, p).line(O, touch).line(touch, p).rightAngle(touch, O, p, 7).dot(O);
  sketch.label(O, 'O', [1, 1], 10).label(p, 'P', O, 11).label(touch, 'T', O, 11);
  const labels = { tangent: [cm(r), cm(d), '?'], radius: ['?', cm(d), cm(t)], distance: [cm(r), '?', cm(t)] }[
    ask
  ];
  sketch
    .sideLabel(O, touch, labels[0] ?? '', p)
    .sideLabel(O, p, labels[1] ?? '', touch)
    .sideLabel(touch, p, labels[2] ?? '', O);
  const rule = `A tangent is perpendicular to the radius at the point of contact, so △OTP is right-angled at T.`;
  const ruleHi = `स्पर्शरेखा स्पर्श बिंदु पर त्रिज्या के लंबवत होती है, अतः △OTP में T पर समकोण है।`;
  const alt = `A circle with centre O; PT is a tangent from the outside point P touching the circle at T; OT and OP are joined and the right angle at T is marked.`;
  const altHi = `केंद्र O वाला वृत्त; बाहरी बिंदु P से स्पर्शरेखा PT, जो वृत्त को T पर स्पर्श करती है; OT और OP मिलाए गए हैं और T पर समकोण अंकित है।`;
  if (ask === 'tangent')
    return {
      stem: `A point P is ${d} cm from the centre O of a circle of radius ${r} cm. What is the length of the tangent from P to the circle?`,
      answer: cm(t),
      mistakes: keep([String(d - r), surd(d * d + r * r), String(d + r), String(t + k)]).map(cm),
      explanation: `${rule}\nPT = √(OP² − OT²) = √(${d}² − ${r}²) = √${t * t} = ${t} cm`,
      difficulty: 'easy',
      hindi: {
        stem: `बिंदु P, ${r} सेमी त्रिज्या वाले वृत्त के केंद्र O से ${d} सेमी की दूरी पर है। P से वृत्त पर खींची गई स्पर्शरेखा की लंबाई क्या है?`,
        explanation: `${ruleHi}\nPT = √(OP² − OT²) = √(${d}² − ${r}²) = √${t * t} = ${t} सेमी`,
        optionHi: unitsHi,
      },
      figure: sketch.drawing(
        `${alt} OT is marked ${r} cm, OP is marked ${d} cm and PT is marked with a question mark.`,
        `${altHi} OT = ${r} सेमी, OP = ${d} सेमी अंकित है और PT पर प्रश्नचिह्न है।`,
      ),
    };
  if (ask === 'radius')
    return {
      stem: `The tangent from a point P to a circle with centre O is ${t} cm long, and OP = ${d} cm. What is the radius of the circle?`,
      answer: cm(r),
      mistakes: keep([
        String(d - t),
        surd(d * d + t * t),
        String(r + k),
        String(Math.abs(r - k)) === String(r) ? undefined : String(Math.abs(r - k)),
      ]).map(cm),
      explanation: `${rule}\nOT = √(OP² − PT²) = √(${d}² − ${t}²) = √${r * r} = ${r} cm`,
      difficulty: 'medium',
      hindi: {
        stem: `बिंदु P से केंद्र O वाले वृत्त पर खींची गई स्पर्शरेखा ${t} सेमी लंबी है और OP = ${d} सेमी है। वृत्त की त्रिज्या क्या है?`,
        explanation: `${ruleHi}\nOT = √(OP² − PT²) = √(${d}² − ${t}²) = √${r * r} = ${r} सेमी`,
        optionHi: unitsHi,
      },
      figure: sketch.drawing(
        `${alt} PT is marked ${t} cm, OP is marked ${d} cm and the radius OT is marked with a question mark.`,
        `${altHi} PT = ${t} सेमी, OP = ${d} सेमी अंकित है और त्रिज्या OT पर प्रश्नचिह्न है।`,
      ),
    };
  return {
    stem: `The tangent from a point P to a circle of radius ${r} cm is ${t} cm long. How far is P from the centre O?`,
    answer: cm(d),
    mistakes: keep([String(r + t), surd(Math.abs(t * t - r * r)), String(d + k), String(d - k)]).map(cm),
    explanation: `${rule}\nOP = √(OT² + PT²) = √(${r}² + ${t}²) = √${d * d} = ${d} cm`,
    difficulty: 'medium',
    hindi: {
      stem: `बिंदु P से ${r} सेमी त्रिज्या वाले वृत्त पर खींची गई स्पर्शरेखा ${t} सेमी लंबी है। P की केंद्र O से दूरी कितनी है?`,
      explanation: `${ruleHi}\nOP = √(OT² + PT²) = √(${r}² + ${t}²) = √${d * d} = ${d} सेमी`,
      optionHi: unitsHi,
    },
    figure: sketch.drawing(
      `${alt} OT is marked ${r} cm, PT is marked ${t} cm and OP is marked with a question mark.`,
      `${altHi} OT = ${r} सेमी, PT = ${t} सेमी अंकित है और OP पर प्रश्नचिह्न है।`,
    ),
  };
}

/** Two tangents PA and PB with ∠APB = p, on a unit circle: P on the x axis. */
function twoTangentPoints(p: number): { P: Point; A: Point; B: Point } {
  const half = ((90 - p / 2) * Math.PI) / 180;
  const P: Point = [1 / Math.sin((p / 2) * (Math.PI / 180)), 0];
  return { P, A: [Math.cos(half), Math.sin(half)], B: [Math.cos(half), -Math.sin(half)] };
}

function twoTangents(p: number, ask: 'AOB' | 'APB'): WorkedQuestion | undefined {
  const { P, A, B } = twoTangentPoints(p);
  if (P[0] > 3.2) return undefined;
  const sketch = new Sketch([[-1, -1], [1, 1], P], 260, 180, 24).circle(O, 1);
  sketch.line(P, A).line(P, B).line(O, A).line(O, B).dot(O);
  sketch.rightAngle(A, O, P, 7).rightAngle(B, O, P, 7);
  // P's name goes above and to the right, leaving the space beyond P for the angle there.
  sketch
    .label(O, 'O', P, 10)
    .label(P, 'P', [P[0] - 1, P[1] - 1], 12)
    .label(A, 'A', O, 11)
    .label(B, 'B', O, 11);
  const givenP = ask === 'AOB';
  // A wide angle at P leaves a small kite: its label then sits outside, beyond P.
  sketch.angle(P, A, B, givenP ? deg(p) : '?', 16, p >= 80).angle(O, A, B, givenP ? '?' : deg(180 - p), 12);
  const rule = `The radii OA and OB are perpendicular to the tangents, so in quadrilateral OAPB, ∠AOB + ∠APB = 360° − 90° − 90° = 180°.`;
  const ruleHi = `त्रिज्याएँ OA और OB स्पर्शरेखाओं पर लंब हैं, अतः चतुर्भुज OAPB में ∠AOB + ∠APB = 360° − 90° − 90° = 180°।`;
  const alt = `A circle with centre O; PA and PB are tangents from the outside point P touching the circle at A and B; OA and OB are drawn with right angles at A and B.`;
  const altHi = `केंद्र O वाला वृत्त; बाहरी बिंदु P से स्पर्शरेखाएँ PA और PB, जो वृत्त को A और B पर स्पर्श करती हैं; OA और OB खींचे गए हैं, A और B पर समकोण अंकित हैं।`;
  const [known, unknown, knownName, unknownName] = givenP
    ? [p, 180 - p, 'APB', 'AOB']
    : [180 - p, p, 'AOB', 'APB'];
  return {
    stem: `PA and PB are tangents from an outside point P to a circle with centre O, touching it at A and B. If ∠${knownName} = ${known}°, what is ∠${unknownName}?`,
    answer: deg(unknown),
    mistakes: keep([
      deg(known),
      known % 2 === 0 ? deg(90 - known / 2) : undefined,
      known % 2 === 0 ? deg(known / 2) : undefined,
      2 * known < 180 ? deg(2 * known) : undefined,
      deg(90 + known / 2),
    ]).filter((option) => !option.includes('.')),
    explanation: `${rule}\n∠${unknownName} = 180° − ${known}° = ${unknown}°`,
    difficulty: 'medium',
    hindi: {
      stem: `बाहरी बिंदु P से केंद्र O वाले वृत्त पर स्पर्शरेखाएँ PA और PB खींची गई हैं, जो वृत्त को A और B पर स्पर्श करती हैं। यदि ∠${knownName} = ${known}° है, तो ∠${unknownName} का मान क्या है?`,
      explanation: `${ruleHi}\n∠${unknownName} = 180° − ${known}° = ${unknown}°`,
    },
    figure: sketch.drawing(
      `${alt} ∠${knownName} is marked ${known}° and ∠${unknownName} is marked with a question mark.`,
      `${altHi} ∠${knownName} = ${known}° अंकित है और ∠${unknownName} पर प्रश्नचिह्न है।`,
    ),
  };
}

/** Cyclic ABCD on a unit circle with ∠BAD = a: B at 0°, C at a°, D at 2a°, A opposite. */
const cyclicAngles = (a: number) => ({ A: 180 + a, B: 0, C: a, D: 2 * a });

function cyclicSketch(a: number) {
  const drawn = circleSketch(cyclicAngles(a));
  drawn.sketch.polygon(['A', 'B', 'C', 'D'].map(drawn.at));
  return drawn;
}

function cyclic(a: number): WorkedQuestion | undefined {
  if (a === 90) return undefined;
  const { sketch, at } = cyclicSketch(a);
  sketch.angle(at('A'), at('B'), at('D'), deg(a), 14).angle(at('C'), at('B'), at('D'), '?', 14);
  return {
    stem: `ABCD is a cyclic quadrilateral. If ∠BAD = ${a}°, what is ∠BCD?`,
    answer: deg(180 - a),
    mistakes: keep([
      deg(a),
      a < 90 ? deg(90 - a) : deg(a - 90),
      2 * a < 180 ? deg(2 * a) : a % 2 === 0 ? deg(a / 2) : undefined,
      a % 2 === 0 ? deg(90 + a / 2) : undefined,
      a % 2 === 0 ? deg(90 - a / 2) : undefined,
    ]),
    explanation: `Opposite angles of a cyclic quadrilateral add up to 180°.\n∠BCD = 180° − ${a}° = ${180 - a}°`,
    difficulty: 'easy',
    hindi: {
      stem: `ABCD एक चक्रीय चतुर्भुज है। यदि ∠BAD = ${a}° है, तो ∠BCD का मान क्या है?`,
      explanation: `चक्रीय चतुर्भुज के सम्मुख कोणों का योग 180° होता है।\n∠BCD = 180° − ${a}° = ${180 - a}°`,
    },
    figure: sketch.drawing(
      `Quadrilateral ABCD with all four vertices on a circle. ∠BAD is marked ${a}° and the opposite angle ∠BCD is marked with a question mark.`,
      `चतुर्भुज ABCD, जिसके चारों शीर्ष एक वृत्त पर हैं। ∠BAD = ${a}° अंकित है और सम्मुख कोण ∠BCD पर प्रश्नचिह्न है।`,
    ),
  };
}

/** Cyclic ABCD with ∠ABC = b: A at 0°, D at b°, C at 2b°, B opposite; AD produced to E. */
function cyclicExteriorPoints(b: number) {
  const at = { A: polar(O, 1, 0), D: polar(O, 1, b), C: polar(O, 1, 2 * b), B: polar(O, 1, 180 + b) };
  const E = add(at.D, scale(sub(at.D, at.A), 0.55));
  return { ...at, E };
}

function cyclicExterior(b: number): WorkedQuestion | undefined {
  if (b === 90) return undefined;
  const points = cyclicExteriorPoints(b);
  const { sketch, at } = circleSketch({ A: 0, D: b, C: 2 * b, B: 180 + b }, [points.E]);
  sketch.polygon(['A', 'B', 'C', 'D'].map(at)).line(at('D'), points.E).label(points.E, 'E', at('D'), 10);
  sketch.angle(at('B'), at('A'), at('C'), deg(b), 14).angle(at('D'), at('C'), points.E, '?', 12);
  return {
    stem: `ABCD is a cyclic quadrilateral and side AD is produced to E. If ∠ABC = ${b}°, what is ∠CDE?`,
    answer: deg(b),
    mistakes: keep([
      deg(180 - b),
      deg(360 - 2 * b > 0 && 360 - 2 * b !== b ? 360 - 2 * b : 90),
      b % 2 === 0 ? deg(90 + b / 2) : undefined,
      deg(b < 90 ? 90 - b : b - 90),
    ]),
    explanation: `∠ADC = 180° − ∠ABC (opposite angles of a cyclic quadrilateral), and ∠CDE = 180° − ∠ADC.\nSo the exterior angle equals the interior opposite angle: ∠CDE = ∠ABC = ${b}°`,
    difficulty: 'medium',
    hindi: {
      stem: `ABCD एक चक्रीय चतुर्भुज है और भुजा AD को E तक बढ़ाया गया है। यदि ∠ABC = ${b}° है, तो ∠CDE का मान क्या है?`,
      explanation: `∠ADC = 180° − ∠ABC (चक्रीय चतुर्भुज के सम्मुख कोण), और ∠CDE = 180° − ∠ADC।\nअतः बहिष्कोण अंतःसम्मुख कोण के बराबर है: ∠CDE = ∠ABC = ${b}°`,
    },
    figure: sketch.drawing(
      `Cyclic quadrilateral ABCD on a circle, with side AD produced beyond D to E. ∠ABC is marked ${b}° and the exterior angle ∠CDE is marked with a question mark.`,
      `वृत्त पर चक्रीय चतुर्भुज ABCD, भुजा AD को D से आगे E तक बढ़ाया गया है। ∠ABC = ${b}° अंकित है और बहिष्कोण ∠CDE पर प्रश्नचिह्न है।`,
    ),
  };
}

function cyclicRatio(m: number, n: number): WorkedQuestion | undefined {
  const a = (180 * m) / (m + n);
  if (m === n || !Number.isInteger(a) || gcdOf(m, n) !== 1) return undefined;
  const { sketch, at } = cyclicSketch(a);
  sketch.angle(at('A'), at('B'), at('D'), '?', 14);
  return {
    stem: `In a cyclic quadrilateral ABCD, ∠A : ∠C = ${m} : ${n}. What is ∠A?`,
    answer: deg(a),
    // ∠C for ∠A; the ratio shared out of 360° (all four angles); out of 90°.
    mistakes: keep([
      deg(180 - a),
      exactDecimal(360 * m, m + n),
      exactDecimal(360 * n, m + n),
      exactDecimal(90 * m, m + n),
      exactDecimal(90 * n, m + n),
    ])
      .map((value) => (value.endsWith('°') ? value : deg(value)))
      .filter((option) => option !== deg(a)),
    explanation: `Opposite angles of a cyclic quadrilateral add up to 180°.\n∠A = ${m}/(${m} + ${n}) × 180° = ${a}°`,
    difficulty: 'hard',
    hindi: {
      stem: `चक्रीय चतुर्भुज ABCD में ∠A : ∠C = ${m} : ${n} है। ∠A का मान क्या है?`,
      explanation: `चक्रीय चतुर्भुज के सम्मुख कोणों का योग 180° होता है।\n∠A = ${m}/(${m} + ${n}) × 180° = ${a}°`,
    },
    figure: sketch.drawing(
      `Quadrilateral ABCD with all four vertices on a circle; ∠A is marked with a question mark.`,
      `चतुर्भुज ABCD, जिसके चारों शीर्ष एक वृत्त पर हैं; ∠A पर प्रश्नचिह्न है।`,
    ),
  };
}

function gcdOf(a: number, b: number): number {
  return b === 0 ? a : gcdOf(b, a % b);
}

export function buildCircle(params: CircleParams): WorkedQuestion | undefined {
  switch (params.kind) {
    case 'chord':
      return chord(params.triple, params.k, params.ask);
    case 'semicircle':
      return semicircle(params.a);
    case 'same-segment':
      return sameSegment(params.x);
    case 'centre-angle':
      return centreAngle(params.x, params.ask);
    case 'tangent':
      return tangent(params.triple, params.k, params.ask);
    case 'two-tangents':
      return twoTangents(params.p, params.ask);
    case 'cyclic':
      return cyclic(params.a);
    case 'cyclic-exterior':
      return cyclicExterior(params.b);
    case 'cyclic-ratio':
      return cyclicRatio(params.m, params.n);
  }
}

/** The second solver: places the points on a circle and measures the asked angle or length. */
export function solveCircle(params: CircleParams): string {
  const on = (angle: number) => polar(O, 1, angle);
  switch (params.kind) {
    case 'chord': {
      const [h, d, r] = params.triple.map((side) => side * params.k) as [number, number, number];
      // Circle of radius r; the chord is the line y = −d; its ends are where it meets the circle.
      if (params.ask === 'chord') return cm(measured(2 * Math.sqrt(r * r - d * d)));
      if (params.ask === 'distance') return cm(measured(Math.sqrt(r * r - h * h)));
      return cm(measured(distance(O, [h, d])));
    }
    case 'semicircle': {
      const a = on(180);
      const b = on(0);
      // C chosen so that ∠CAB is a: the chord AC makes angle a with AB.
      const c = add(a, scale(polar(O, 1, params.a), 2 * Math.cos((params.a * Math.PI) / 180)));
      return deg(measured(angleAt(b, a, c)));
    }
    case 'same-segment': {
      const { A, B } = chordFor(params.x);
      return deg(measured(angleAt(on(40), on(A), on(B))));
    }
    case 'centre-angle': {
      const { A, B } = chordFor(params.x);
      return params.ask === 'centre'
        ? deg(measured(angleAt(O, on(A), on(B))))
        : deg(measured(angleAt(on(CENTRE_ANGLE_C), on(A), on(B))));
    }
    case 'tangent': {
      const [t, r, d] = params.triple.map((side) => side * params.k) as [number, number, number];
      if (params.ask === 'tangent') return cm(measured(Math.sqrt((d - r) * (d + r))));
      if (params.ask === 'radius') return cm(measured(Math.sqrt((d - t) * (d + t))));
      return cm(measured(Math.hypot(r, t)));
    }
    case 'two-tangents': {
      const { P, A, B } = twoTangentPoints(params.p);
      return deg(measured(params.ask === 'AOB' ? angleAt(O, A, B) : angleAt(P, A, B)));
    }
    case 'cyclic': {
      const angles = cyclicAngles(params.a);
      return deg(measured(angleAt(on(angles.C), on(angles.B), on(angles.D))));
    }
    case 'cyclic-exterior': {
      const p = cyclicExteriorPoints(params.b);
      return deg(measured(angleAt(p.D, p.C, p.E)));
    }
    case 'cyclic-ratio': {
      // Search the angle whose opposite angle is in the given ratio.
      for (let tenths = 1; tenths < 1800; tenths++) {
        const angle = tenths / 10;
        if (Math.abs(angle * params.n - (180 - angle) * params.m) < 1e-9) return deg(measured(angle));
      }
      return 'none';
    }
  }
}

export const geometryCircles: TopicGenerator = {
  topic: {
    id: 'circles',
    categoryId: 'geometry',
    name: 'Circles, Chords and Tangents',
    nameHi: 'वृत्त, जीवा और स्पर्शरेखा',
  },
  generate: () =>
    numericQuestions({
      topic: geometryCircles.topic,
      generator: 'geometry-circles',
      count: 150,
      drawParams: draw,
      paramsKey: (params) => JSON.stringify(params),
      build: (params) => plausibleAngles(buildCircle(params)),
      solve: solveCircle,
      fallbackDistractors: angleFallback,
    }),
};
