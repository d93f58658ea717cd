import type { TopicGenerator } from '../../model/topic-generator.ts';
import { numericQuestions } from '../numeric-questions.ts';

type Quantifier = 'all' | 'no' | 'some' | 'some-not';
interface Statement {
  quantifier: Quantifier;
  subject: number;
  predicate: number;
}

/** Nonsense categories, as exams use, so that knowledge of the world cannot interfere. */
const TERMS = [
  'pens',
  'books',
  'chairs',
  'tables',
  'cats',
  'dogs',
  'birds',
  'trees',
  'stones',
  'rivers',
  'cups',
  'plates',
  'doors',
  'windows',
  'boxes',
  'bags',
  'kites',
  'lamps',
  'clocks',
  'shoes',
  'rings',
  'bottles',
  'flowers',
  'papers',
];

const OPTIONS = [
  'Only conclusion I follows',
  'Only conclusion II follows',
  'Both I and II follow',
  'Neither I nor II follows',
];

function sentence(statement: Statement, names: readonly string[]): string {
  const s = names[statement.subject] ?? '';
  const p = names[statement.predicate] ?? '';
  switch (statement.quantifier) {
    case 'all':
      return `All ${s} are ${p}.`;
    case 'no':
      return `No ${s} are ${p}.`;
    case 'some':
      return `Some ${s} are ${p}.`;
    case 'some-not':
      return `Some ${s} are not ${p}.`;
  }
}

/**
 * A world says which of the 8 regions of a three-set Venn diagram are inhabited (bit i of a
 * region = membership of term i). A statement holds in a world by the usual reading.
 */
function holds(statement: Statement, world: number): boolean {
  let someBoth = false;
  let someOnlySubject = false;
  for (let region = 0; region < 8; region++) {
    if (!(world & (1 << region))) continue;
    const inSubject = (region >> statement.subject) & 1;
    const inPredicate = (region >> statement.predicate) & 1;
    if (inSubject && inPredicate) someBoth = true;
    if (inSubject && !inPredicate) someOnlySubject = true;
  }
  switch (statement.quantifier) {
    case 'all':
      return !someOnlySubject;
    case 'no':
      return !someBoth;
    case 'some':
      return someBoth;
    case 'some-not':
      return someOnlySubject;
  }
}

/** Every term names something that exists (existential import), as the exams assume. */
function termsInhabited(world: number): boolean {
  return [0, 1, 2].every((term) =>
    Array.from({ length: 8 }, (_, region) => region).some(
      (region) => world & (1 << region) && (region >> term) & 1,
    ),
  );
}

/** A conclusion follows when it is true in every world where the premises are true. */
function follows(premises: readonly Statement[], conclusion: Statement): boolean {
  let possible = false;
  for (let world = 0; world < 256; world++) {
    if (!termsInhabited(world) || !premises.every((premise) => holds(premise, world))) continue;
    possible = true;
    if (!holds(conclusion, world)) return false;
  }
  return possible;
}

function verdict(premises: readonly Statement[], conclusions: readonly [Statement, Statement]): string {
  const first = follows(premises, conclusions[0]);
  const second = follows(premises, conclusions[1]);
  return OPTIONS[first && second ? 2 : first ? 0 : second ? 1 : 3] ?? '';
}

const QUANTIFIERS: readonly Quantifier[] = ['all', 'no', 'some', 'some-not'];

export const syllogisms: TopicGenerator = {
  topic: { id: 'syllogism', categoryId: 'verbal-reasoning', name: 'Syllogism', nameHi: 'न्याय निगमन' },
  generate: () =>
    numericQuestions({
      topic: syllogisms.topic,
      generator: 'syllogism',
      count: 220,
      drawParams: (random) => {
        const names = random.shuffle(TERMS).slice(0, 3);
        const premises: Statement[] = [
          { quantifier: random.pick(QUANTIFIERS.slice(0, 3)), subject: 0, predicate: 1 },
          { quantifier: random.pick(QUANTIFIERS.slice(0, 3)), subject: 1, predicate: 2 },
        ];
        const pairs: [number, number][] = [
          [0, 2],
          [2, 0],
          [0, 1],
          [1, 0],
          [2, 1],
        ];
        const conclusion = (): Statement => {
          const [subject, predicate] = random.pick(pairs);
          return { quantifier: random.pick(QUANTIFIERS), subject, predicate };
        };
        const conclusions: [Statement, Statement] = [conclusion(), conclusion()];
        if (JSON.stringify(conclusions[0]) === JSON.stringify(conclusions[1])) return undefined;
        return { names, premises, conclusions };
      },
      paramsKey: ({ names, premises, conclusions }) =>
        [...premises, ...conclusions].map((statement) => sentence(statement, names)).join(' '),
      build: ({ names, premises, conclusions }) => {
        const answer = verdict(premises, conclusions);
        const [first, second] = conclusions.map((conclusion) => follows(premises, conclusion));
        const reason = (label: string, ok: boolean | undefined) =>
          `Conclusion ${label} ${ok ? 'is true in every Venn diagram that fits both statements, so it follows' : 'is false in at least one Venn diagram that fits both statements, so it does not follow'}.`;
        return {
          stem: `Statements: ${premises.map((premise) => sentence(premise, names)).join(' ')} Conclusions: I. ${sentence(conclusions[0], names)} II. ${sentence(conclusions[1], names)} Which conclusion(s) follow?`,
          answer,
          mistakes: OPTIONS,
          explanation: `${reason('I', first)} ${reason('II', second)}`,
          difficulty: answer === OPTIONS[3] ? 'medium' : 'hard',
        };
      },
      solve: ({ premises, conclusions }) => verdict(premises, conclusions),
      fallbackDistractors: () => [],
    }),
};
