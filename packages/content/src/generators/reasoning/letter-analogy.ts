import type { QuestionDifficulty } from '@abhyas/domain';
import { SeededRandom } from '../../model/seeded-random.ts';
import type { TopicGenerator } from '../../model/topic-generator.ts';
import { draws, type PuzzleQuestion, puzzleCandidates } from './puzzle-candidates.ts';

const A = 'A'.charCodeAt(0);
const letter = (position: number) => String.fromCharCode(A + position - 1);
const position = (char: string) => char.charCodeAt(0) - A + 1;
const inRange = (positions: readonly number[]) => positions.every((p) => p >= 1 && p <= 26);
const word = (positions: readonly number[]) => positions.map(letter).join('');
const signed = (step: number) => (step >= 0 ? `+${step}` : `−${-step}`);

/** The step each letter moves by, read off two clusters of one length. */
export function stepsBetween(from: string, to: string): number[] | undefined {
  if (from.length !== to.length || !/^[A-Z]+$/.test(from + to)) return undefined;
  return [...from].map((char, index) => position(to[index] ?? 'A') - position(char));
}

/** Other rules a learner may read into a pair: opposite letters (A↔Z) and reversal with one shift. */
function otherRulesFit(first: string, second: string): boolean {
  const opposite = [...first].every((char, index) => position(second[index] ?? '') === 27 - position(char));
  const reversed = [...first].reverse().join('');
  const reversalShift = stepsBetween(reversed, second);
  const uniformAfterReversal =
    reversalShift !== undefined && new Set(reversalShift).size === 1 && first !== reversed;
  return opposite || uniformAfterReversal;
}

interface Params {
  first: number[];
  asked: number[];
  steps: number[];
  /** The unknown is the fourth cluster, or the third (found by undoing the steps). */
  askFourth: boolean;
}

function cluster(random: SeededRandom, length: number): number[] | undefined {
  const start = random.int(1, 26);
  const gap = random.pick([1, 2, 2, 3, 3, 4, 5, -1, -2, -3]);
  const positions = Array.from(
    { length },
    (_, i) => start + i * gap + (random.next() < 0.3 ? random.int(-1, 1) : 0),
  );
  return inRange(positions) && new Set(positions).size === length ? positions : undefined;
}

function draw(random: SeededRandom): Params | undefined {
  const kind = random.pick(['uniform', 'uniform', 'growing', 'mixed', 'four']);
  const length = kind === 'four' ? 4 : 3;
  let steps: number[];
  if (kind === 'uniform') steps = Array(length).fill(random.pick([1, 2, 3, 4, 5, -1, -2, -3]));
  else if (kind === 'growing') {
    const base = random.int(1, 3);
    const d = random.pick([1, 2, -1]);
    steps = [base, base + d, base + 2 * d];
  } else steps = Array.from({ length }, () => random.pick([1, 2, 3, 4, 5, 6, -1, -2, -3, -4]));
  if (steps.includes(0)) return undefined;
  const first = cluster(random, length);
  const asked = cluster(random, length);
  if (!first || !asked) return undefined;
  return { first, asked, steps, askFourth: random.next() < 0.8 };
}

function difficultyOf(steps: readonly number[]): QuestionDifficulty {
  if (new Set(steps).size === 1) return 'easy';
  if (steps.length === 4 || steps.some((s) => s < 0) !== steps.every((s) => s < 0)) return 'hard';
  return 'medium';
}

function build(params: Params): PuzzleQuestion | undefined {
  const { first, asked, steps, askFourth } = params;
  const apply = (positions: readonly number[], vector: readonly number[]) =>
    positions.map((p, i) => p + (vector[i] ?? 0));
  const second = apply(first, steps);
  const fourth = apply(asked, steps);
  if (!inRange(second) || !inRange(fourth)) return undefined;
  const [p1, p2, p3, p4] = [word(first), word(second), word(asked), word(fourth)];
  if (otherRulesFit(p1, p2) || new Set([p1, p2, p3, p4]).size < 4) return undefined;
  const negate = steps.map((s) => -s);
  const reversedSteps = [...steps].reverse();
  const firstStepEverywhere = steps.map(() => steps[0] ?? 0);
  const nudge = (at: number, by: number) => steps.map((s, i) => (i === at ? s + by : s));
  const mid = Math.floor(steps.length / 2);
  // From the known cluster to the unknown: forwards for the fourth, backwards for the third.
  const known = askFourth ? asked : fourth;
  const sign = askFourth ? 1 : -1;
  const toUnknown = (vector: readonly number[]) =>
    apply(
      known,
      vector.map((s) => s * sign),
    );
  const answer = word(toUnknown(steps));
  const mistakes = [
    toUnknown(negate),
    toUnknown(reversedSteps),
    toUnknown(nudge(mid, 1)),
    toUnknown(nudge(steps.length - 1, -1)),
    toUnknown(firstStepEverywhere),
    toUnknown(nudge(0, 1)),
    toUnknown(nudge(mid, -1)),
  ]
    .filter(inRange)
    .map(word);
  const shown = askFourth ? `${p1} : ${p2} :: ${p3} : ?` : `${p1} : ${p2} :: ? : ${p4}`;
  const stepText = (from: readonly number[], to: readonly number[]) =>
    from
      .map((p, i) => `${letter(p)}(${p}) ${signed(steps[i] ?? 0)} → ${letter(to[i] ?? 0)}(${to[i]})`)
      .join(', ');
  const firstLine = stepText(first, second);
  const secondLine = stepText(asked, fourth);
  const target = askFourth ? p3 : p4;
  const explanation = askFourth
    ? `${p1} → ${p2}: ${firstLine}.\nThe same steps on ${p3}: ${secondLine}.`
    : `${p1} → ${p2}: ${firstLine}.\nThe same steps must lead to ${p4}: ${secondLine}, so the missing cluster is ${p3}.`;
  const explanationHi = askFourth
    ? `${p1} → ${p2}: ${firstLine}।\n${p3} पर वही चरण: ${secondLine}।`
    : `${p1} → ${p2}: ${firstLine}।\nवही चरण ${p4} तक पहुँचाते हैं: ${secondLine}, अतः लुप्त समूह ${p3} है।`;
  return {
    entity: `${p1}:${p2}::${askFourth ? `${p3}:?` : `?:${p4}`}`,
    stem: `Select the option that is related to the third letter-cluster in the same way as the second letter-cluster is related to the first letter-cluster.\n${shown}`,
    answer,
    distractors: mistakes,
    explanation,
    difficulty: difficultyOf(steps),
    // The second solver reads the steps off the first pair again and tests each option against them.
    isTrue: (option) => {
      const read = stepsBetween(p1, p2);
      const got = askFourth ? stepsBetween(target, option) : stepsBetween(option, target);
      return read !== undefined && got !== undefined && read.join() === got.join();
    },
    hindi: {
      stem: `उस विकल्प का चयन करें जो तीसरे अक्षर-समूह से उसी प्रकार संबंधित है, जिस प्रकार दूसरा अक्षर-समूह पहले अक्षर-समूह से संबंधित है।\n${shown}`,
      explanation: explanationHi,
    },
  };
}

export const letterAnalogy: TopicGenerator = {
  topic: {
    id: 'letter-analogy',
    categoryId: 'verbal-reasoning',
    name: 'Letter Analogy',
    nameHi: 'अक्षर सादृश्यता',
  },
  generate: () => {
    const random = new SeededRandom('letter-analogy');
    return puzzleCandidates(
      letterAnalogy.topic,
      'letter-analogy',
      draws(20000, () => {
        const params = draw(random);
        return params ? build(params) : undefined;
      }),
      180,
    );
  },
};
