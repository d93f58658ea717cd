import type { Drawing, FigureShape } from '@abhyas/domain';
import type { SeededRandom } from '../../model/seeded-random.ts';
import type { TopicGenerator } from '../../model/topic-generator.ts';
import {
  circle,
  countOptions,
  drawing,
  type FigureQuestion,
  figureQuestions,
  nonVerbalTopic,
  polygon,
  text,
} from './non-verbal-figures.ts';

/** Face places on a cube: 0 top, 1 bottom, 2 front, 3 back, 4 left, 5 right. */
const TOP = 0;
const FRONT = 2;
const RIGHT = 5;
const OPPOSITE = [1, 0, 3, 2, 5, 4];

/** A view shows the top, front and right faces, in that order round their common corner. */
export type View = readonly [string, string, string];

/** The 24 turns of a cube, each as where every face place moves to. */
export const ROTATIONS: readonly (readonly number[])[] = (() => {
  const spin = [0, 1, 5, 4, 2, 3]; // about the vertical axis: front → right → back → left → front
  const roll = [2, 3, 1, 0, 4, 5]; // about the left-right axis: top → front → bottom → back → top
  const key = (p: readonly number[]) => p.join('');
  const found = new Map<string, number[]>([[key([0, 1, 2, 3, 4, 5]), [0, 1, 2, 3, 4, 5]]]);
  const queue = [[0, 1, 2, 3, 4, 5]];
  while (queue.length > 0) {
    const current = queue.shift() as number[];
    for (const generator of [spin, roll]) {
      const next = current.map((place) => generator[place] as number);
      if (!found.has(key(next))) {
        found.set(key(next), next);
        queue.push(next);
      }
    }
  }
  return [...found.values()];
})();

/** The labels seen at top, front and right after turning a cube (labels by face place). */
export function viewAfter(labels: readonly string[], rotation: readonly number[]): View {
  const turned: string[] = [];
  labels.forEach((label, place) => {
    turned[rotation[place] as number] = label;
  });
  return [turned[TOP] as string, turned[FRONT] as string, turned[RIGHT] as string];
}

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, index) =>
    permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]),
  );
}

const sameView = (a: View, b: View) => a[0] === b[0] && a[1] === b[1] && a[2] === b[2];

/** Solver: every labelling of the six faces that can show all the views; what can be opposite `label`. */
export function oppositesBySearch(
  alphabet: readonly string[],
  views: readonly View[],
  label: string,
  rule?: (labels: readonly string[]) => boolean,
): Set<string> {
  const answers = new Set<string>();
  for (const labels of permutations(alphabet)) {
    if (rule && !rule(labels)) continue;
    if (!views.every((view) => ROTATIONS.some((rotation) => sameView(viewAfter(labels, rotation), view))))
      continue;
    answers.add(labels[OPPOSITE[labels.indexOf(label)] as number] as string);
  }
  return answers;
}

// ---------- drawing ----------

const SIDE = 56;
const DEPTH = 28;
const CELL = 100;

type Face = { origin: [number, number]; u: [number, number]; v: [number, number] };

function faces(ox: number, oy: number): [Face, Face, Face] {
  return [
    { origin: [ox, oy + DEPTH], u: [SIDE, 0], v: [DEPTH, -DEPTH] },
    { origin: [ox, oy + DEPTH], u: [SIDE, 0], v: [0, SIDE] },
    { origin: [ox + SIDE, oy + DEPTH], u: [DEPTH, -DEPTH], v: [0, SIDE] },
  ];
}

const at = (face: Face, u: number, v: number): [number, number] => [
  face.origin[0] + u * face.u[0] + v * face.v[0],
  face.origin[1] + u * face.u[1] + v * face.v[1],
];

const PIPS: Record<string, [number, number][]> = {
  '1': [[0.5, 0.5]],
  '2': [
    [0.27, 0.27],
    [0.73, 0.73],
  ],
  '3': [
    [0.25, 0.25],
    [0.5, 0.5],
    [0.75, 0.75],
  ],
  '4': [
    [0.27, 0.27],
    [0.73, 0.27],
    [0.27, 0.73],
    [0.73, 0.73],
  ],
  '5': [
    [0.25, 0.25],
    [0.75, 0.25],
    [0.5, 0.5],
    [0.25, 0.75],
    [0.75, 0.75],
  ],
  '6': [
    [0.27, 0.22],
    [0.73, 0.22],
    [0.27, 0.5],
    [0.73, 0.5],
    [0.27, 0.78],
    [0.73, 0.78],
  ],
};

function cubeShapes(view: View, index: number, pips: boolean, labelled: boolean): FigureShape[] {
  const ox = 12 + index * CELL;
  const oy = 6;
  const shapes: FigureShape[] = [];
  faces(ox, oy).forEach((face, f) => {
    shapes.push(polygon([at(face, 0, 0), at(face, 1, 0), at(face, 1, 1), at(face, 0, 1)]));
    const label = view[f] as string;
    if (pips) for (const [u, v] of PIPS[label] ?? []) shapes.push(circle(...at(face, u, v), 3.5, true));
    else shapes.push(text(...at(face, 0.5, 0.5), label, { size: f === 1 ? 22 : 16 }));
  });
  if (labelled)
    shapes.push(text(ox + (SIDE + DEPTH) / 2, oy + SIDE + DEPTH + 16, `View ${index + 1}`, { size: 14 }));
  return shapes;
}

const viewWords = (view: View, i: number) =>
  `view ${i + 1}: top ${view[0]}, front ${view[1]}, right ${view[2]}`;
const viewWordsHi = (view: View, i: number) =>
  `दृश्य ${i + 1}: ऊपर ${view[0]}, सामने ${view[1]}, दाएँ ${view[2]}`;

function viewsFigure(views: readonly View[], pips: boolean): Drawing {
  const shapes = views.flatMap((view, i) => cubeShapes(view, i, pips, views.length > 1));
  const width = views.length * CELL + 14;
  const height = DEPTH + SIDE + 30;
  if (views.length === 1) {
    const [top, front, right] = views[0] as View;
    return drawing(
      width,
      height,
      shapes,
      `One view of a die showing three faces as dots: top ${top}, front ${front}, right ${right}.`,
      `पासे का एक दृश्य, तीन फलक बिंदुओं में: ऊपर ${top}, सामने ${front}, दाएँ ${right}।`,
    );
  }
  return drawing(
    width,
    height,
    shapes,
    `${views.length} views of the same die, each showing its top, front and right faces: ${views.map(viewWords).join('; ')}.`,
    `एक ही पासे के ${views.length} दृश्य, हर एक में ऊपर, सामने और दाईं ओर के फलक: ${views.map(viewWordsHi).join('; ')}।`,
  );
}

// ---------- questions about one cube from two or three views ----------

interface ViewsParams {
  kind: 'views';
  alphabet: string[];
  views: View[];
  asked: string;
  /** The cube the views were taken from (labels by face place). */
  labels: string[];
}

/** Puts `label` first, keeping the round order top → front → right. */
const from = (view: View, label: string): View => {
  const i = view.indexOf(label);
  return [view[i] as string, view[(i + 1) % 3] as string, view[(i + 2) % 3] as string];
};

/** A coaching-book argument that gives the face opposite `asked`, if one works. */
function argument(views: readonly View[], asked: string, alphabet: readonly string[]) {
  const seenWith = new Set(views.filter((view) => view.includes(asked)).flatMap((view) => [...view]));
  seenWith.delete(asked);
  const left = alphabet.filter((label) => label !== asked && !seenWith.has(label));
  if (left.length === 1) {
    const neighbours = [...seenWith].sort().join(', ');
    return {
      answer: left[0] as string,
      method: 'neighbours' as const,
      en: `Faces seen in one view with ${asked} touch it: ${neighbours}.\nThe only face never seen beside ${asked} is ${left[0]}, so it is opposite.`,
      hi: `जो फलक किसी दृश्य में ${asked} के साथ दिखते हैं वे उसके पास हैं: ${neighbours}।\n${asked} के साथ कभी न दिखने वाला फलक केवल ${left[0]} है, वही विपरीत है।`,
    };
  }
  for (let i = 0; i < views.length; i++)
    for (let j = i + 1; j < views.length; j++) {
      const a = views[i] as View;
      const b = views[j] as View;
      const common = a.filter((label) => b.includes(label));
      if (common.length !== 1) continue;
      const z = common[0] as string;
      const [, a1, a2] = from(a, z);
      const [, b1, b2] = from(b, z);
      const pairs: [string, string][] = [
        [a1, b1],
        [a2, b2],
      ];
      const pair = pairs.find((p) => p.includes(asked));
      if (!pair) continue;
      const answer = pair[0] === asked ? pair[1] : pair[0];
      return {
        answer,
        method: 'common' as const,
        en: `Views ${i + 1} and ${j + 1} both show ${z}. Read each round the corner from ${z} (top → front → right): ${z}, ${a1}, ${a2} and ${z}, ${b1}, ${b2}.\nFaces in the same places are opposite: ${a1} and ${b1}, ${a2} and ${b2}.`,
        hi: `दृश्य ${i + 1} और ${j + 1} दोनों में ${z} है। ${z} से कोने के चारों ओर एक ही क्रम (ऊपर → सामने → दाएँ) में पढ़ें: ${z}, ${a1}, ${a2} और ${z}, ${b1}, ${b2}।\nसमान स्थानों वाले फलक विपरीत हैं: ${a1} और ${b1}, ${a2} और ${b2}।`,
      };
    }
  return undefined;
}

function buildViews(params: ViewsParams): FigureQuestion | undefined {
  const { views, asked, alphabet, labels } = params;
  const truth = labels[OPPOSITE[labels.indexOf(asked)] as number] as string;
  const reason = argument(views, asked, alphabet);
  if (!reason || reason.answer !== truth) return undefined;
  const numbers = /\d/.test(asked);
  const wrong = alphabet.filter((label) => label !== asked && label !== truth);
  // Faces seen beside the asked one are the tempting wrong answers.
  const tempting = [...wrong].sort(
    (x, y) =>
      Number(views.some((v) => v.includes(asked) && v.includes(y))) -
      Number(views.some((v) => v.includes(asked) && v.includes(x))),
  );
  const listed = views.map((view) => `(${view.join(', ')})`).join(', ');
  const sorted = [...alphabet].sort();
  const faces = numbers
    ? { en: 'The faces of a die are numbered 1 to 6.', hi: 'एक पासे के फलकों पर 1 से 6 तक अंक हैं।' }
    : {
        en: `The six faces of a cube are marked ${sorted.slice(0, 5).join(', ')} and ${sorted[5]}.`,
        hi: `एक घन के छह फलकों पर ${sorted.slice(0, 5).join(', ')} और ${sorted[5]} अंकित हैं।`,
      };
  const difficulty =
    reason.method === 'common'
      ? views.length === 3
        ? 'hard'
        : 'medium'
      : views.length === 2
        ? 'easy'
        : 'medium';
  return {
    stem: `${faces.en} ${views.length === 2 ? 'Two' : 'Three'} views of it are shown as (top, front, right): ${listed}. Which ${numbers ? 'number' : 'letter'} is on the face opposite ${asked}?`,
    stemHi: `${faces.hi} उसके ${views.length} दृश्य (ऊपर, सामने, दाएँ) दिए हैं: ${listed}। ${asked} के विपरीत फलक पर कौन-सा ${numbers ? 'अंक' : 'अक्षर'} है?`,
    correct: { text: truth, textHi: truth },
    distractors: tempting.map((label) => ({ text: label, textHi: label })),
    explanation: reason.en,
    explanationHi: reason.hi,
    difficulty,
    figure: viewsFigure(views, false),
  };
}

const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';

function drawViews(random: SeededRandom): ViewsParams | undefined {
  const alphabet =
    random.next() < 0.6
      ? ['1', '2', '3', '4', '5', '6']
      : random
          .shuffle([...LETTERS])
          .slice(0, 6)
          .sort();
  const labels = random.shuffle(alphabet);
  const count = random.next() < 0.6 ? 2 : 3;
  const rotations = random.shuffle(ROTATIONS).slice(0, count);
  const views = rotations.map((rotation) => viewAfter(labels, rotation));
  if (new Set(views.map((view) => view.join())).size !== views.length) return undefined;
  const shown = [...new Set(views.flat())];
  const asked = random.pick(shown);
  return { kind: 'views', alphabet, views, asked, labels };
}

// ---------- standard dice: opposite faces add up to 7 ----------

type StandardAsk = 'bottom' | 'back' | 'hidden-sum';
interface StandardParams {
  kind: 'standard';
  view: View;
  ask: StandardAsk;
}

const isStandard = (labels: readonly string[]) =>
  [0, 2, 4].every((place) => Number(labels[place]) + Number(labels[OPPOSITE[place] as number]) === 7);

function buildStandard({ view, ask }: StandardParams): FigureQuestion {
  const [top, front, right] = view.map(Number) as [number, number, number];
  const rule = 'On a standard die opposite faces add up to 7.';
  const ruleHi = 'मानक पासे पर विपरीत फलकों का योग 7 होता है।';
  const shows = `shows ${top} dots on top, ${front} in front and ${right} on the right`;
  const showsHi = `ऊपर ${top}, सामने ${front} और दाईं ओर ${right} बिंदु दिखाता है`;
  const figure = viewsFigure([view], true);
  if (ask === 'hidden-sum') {
    const answer = 21 - top - front - right;
    return {
      stem: `A standard die ${shows}. What is the total of the dots on the three faces you cannot see?`,
      stemHi: `एक मानक पासा ${showsHi}। न दिखने वाले तीन फलकों के बिंदुओं का योग कितना है?`,
      correct: { text: String(answer), textHi: String(answer) },
      distractors: countOptions(answer, [top + front + right, 21 - top, answer + 1, 7 * 3 - answer]),
      explanation: `${rule}\nHidden faces: ${7 - top} + ${7 - front} + ${7 - right} = ${answer} (or 21 − ${top + front + right}).`,
      explanationHi: `${ruleHi}\nछिपे फलक: ${7 - top} + ${7 - front} + ${7 - right} = ${answer} (या 21 − ${top + front + right})।`,
      difficulty: 'medium',
      figure,
    };
  }
  const face = ask === 'bottom' ? top : front;
  const answer = 7 - face;
  const where = ask === 'bottom' ? 'bottom face' : 'back face';
  const whereHi = ask === 'bottom' ? 'नीचे के फलक' : 'पीछे के फलक';
  const other = ask === 'bottom' ? front : top;
  return {
    stem: `A standard die ${shows}. How many dots are on its ${where}?`,
    stemHi: `एक मानक पासा ${showsHi}। उसके ${whereHi} पर कितने बिंदु हैं?`,
    correct: { text: String(answer), textHi: String(answer) },
    distractors: countOptions(
      answer,
      [7 - other, 7 - right, face, right, other].filter((n) => n >= 1 && n <= 6),
    ),
    explanation: `${rule}\nThe ${where} is opposite the ${ask === 'bottom' ? 'top' : 'front'} (${face}): 7 − ${face} = ${answer}.`,
    explanationHi: `${ruleHi}\n${whereHi.replace(' के फलक', ' का फलक')} ${ask === 'bottom' ? 'ऊपर' : 'सामने'} के फलक (${face}) के विपरीत है: 7 − ${face} = ${answer}।`,
    difficulty: 'easy',
    figure,
  };
}

type Params = ViewsParams | StandardParams;

const DIGITS = ['1', '2', '3', '4', '5', '6'];

export const dice: TopicGenerator = {
  topic: nonVerbalTopic('dice', 'Dice', 'पासा'),
  generate: () =>
    figureQuestions<Params>({
      topic: dice.topic,
      generator: 'dice',
      count: 160,
      draw: (random) => {
        if (random.next() < 0.3) {
          const top = random.int(1, 6);
          const front = random.pick([1, 2, 3, 4, 5, 6].filter((n) => n !== top && n !== 7 - top));
          const right = random.pick(
            [1, 2, 3, 4, 5, 6].filter((n) => n !== top && n !== 7 - top && n !== front && n !== 7 - front),
          );
          const ask = random.pick<StandardAsk>(['bottom', 'back', 'hidden-sum', 'hidden-sum']);
          return { kind: 'standard', view: [String(top), String(front), String(right)], ask };
        }
        return drawViews(random);
      },
      key: (params) =>
        params.kind === 'standard'
          ? `standard;${params.view.join('')};${params.ask}`
          : `views;${params.views.map((view) => view.join('')).join('|')};${params.asked}`,
      build: (params) => {
        return params.kind === 'views' ? buildViews(params) : buildStandard(params);
      },
      isTrue: (params) => {
        if (params.kind === 'views') {
          const answers = oppositesBySearch(params.alphabet, params.views, params.asked);
          return (option) => answers.size === 1 && answers.has(option);
        }
        // Every standard die that can show this view, by search; the asked value must be the same on all.
        const values = new Set<number>();
        for (const labels of permutations(DIGITS)) {
          if (!isStandard(labels)) continue;
          for (const rotation of ROTATIONS) {
            const turned: string[] = [];
            labels.forEach((label, place) => {
              turned[rotation[place] as number] = label;
            });
            if (!sameView([turned[TOP], turned[FRONT], turned[RIGHT]] as unknown as View, params.view))
              continue;
            const hidden = [1, 3, 4].map((place) => Number(turned[place]));
            values.add(
              params.ask === 'bottom'
                ? Number(turned[1])
                : params.ask === 'back'
                  ? Number(turned[3])
                  : hidden.reduce((s, n) => s + n, 0),
            );
          }
        }
        return (option) => values.size === 1 && values.has(Number(option));
      },
    }),
};
