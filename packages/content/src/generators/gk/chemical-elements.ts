import type { QuestionDifficulty } from '@abhyas/domain';
import { type TopicDefinition, type TopicGenerator, topicsIn } from '../../model/topic-generator.ts';
import { type Element, loadElements, periodOf, SETTLED_FAMILIES } from '../../sources/elements.ts';
import { type FactQuestionSpec, factQuestions } from '../fact-questions.ts';

const DATASET = 'periodic-table';
/** Oganesson, the heaviest element named so far. */
const LAST_ATOMIC_NUMBER = 118;

const topic = topicsIn('chemistry-elements');

const ELEMENT_SYMBOLS = topic('element-symbols', 'Symbols of Elements', 'तत्वों के प्रतीक');
const SYMBOL_NAMES = topic('symbols-to-elements', 'Which Element Has This Symbol?', 'प्रतीक से तत्व');
const ATOMIC_NUMBERS = topic('atomic-numbers', 'Atomic Numbers', 'परमाणु क्रमांक');
const ELEMENT_BY_NUMBER = topic(
  'element-by-atomic-number',
  'Element from Atomic Number',
  'परमाणु क्रमांक से तत्व',
);
const SYMBOL_NUMBERS = topic(
  'atomic-numbers-from-symbols',
  'Atomic Number from Symbol',
  'प्रतीक से परमाणु क्रमांक',
);
const PERIODS = topic('periods-of-elements', 'Periods of the Periodic Table', 'आवर्त सारणी के आवर्त');
const FAMILIES = topic('element-families', 'Families of Elements', 'तत्वों के वर्ग');

/** Elements learners meet in school (first 30) are easy; synthetic ones are hard. */
function elementDifficulty(element: Element): QuestionDifficulty {
  if (element.atomicNumber <= 30) return 'easy';
  if (element.atomicNumber <= 92) return 'medium';
  return 'hard';
}

const FAMILY_LABELS: Record<string, string> = {
  'alkali metal': 'Alkali metals',
  'alkaline earth metal': 'Alkaline earth metals',
  halogen: 'Halogens',
  'noble gas': 'Noble gases',
  lanthanoid: 'Lanthanoids',
  actinoid: 'Actinoids',
};

function label(family: string): string {
  return FAMILY_LABELS[family] ?? family;
}

/** What sets one element topic apart from the others. */
type ElementQuestions = Omit<
  FactQuestionSpec<Element>,
  'topic' | 'generator' | 'dataset' | 'entities' | 'entityKey' | 'difficulty'
> &
  Partial<Pick<FactQuestionSpec<Element>, 'dataset' | 'entities'>>;

/** One question per element, keyed by its symbol, from the periodic-table data unless the topic says otherwise. */
function elementTopic(
  topic: TopicDefinition,
  questionsAbout: (elements: readonly Element[]) => ElementQuestions,
): TopicGenerator {
  return {
    topic,
    generate: () => {
      const elements = loadElements();
      return factQuestions({
        topic,
        generator: 'element',
        dataset: DATASET,
        entities: elements,
        entityKey: (element) => element.symbol,
        difficulty: elementDifficulty,
        ...questionsAbout(elements),
      });
    },
  };
}

/** The element's own value is the one true option. */
function answerIs(answerOf: (element: Element) => string): Pick<ElementQuestions, 'correct' | 'isTrue'> {
  return { correct: answerOf, isTrue: (element, option) => answerOf(element) === option };
}

/** Nearby numbers make the distractors plausible. */
function nearbyAtomicNumbers(offsets: readonly number[]): (element: Element) => string[] {
  return (element) =>
    offsets
      .map((offset) => element.atomicNumber + offset)
      .filter((number) => number >= 1 && number <= LAST_ATOMIC_NUMBER)
      .map(String);
}

const atomicNumberOf = (element: Element) => String(element.atomicNumber);

export const chemicalElementGenerators: TopicGenerator[] = [
  elementTopic(ELEMENT_SYMBOLS, (elements) => ({
    template: 'symbol-of-element',
    ...answerIs((element) => element.symbol),
    pool: elements.map((element) => element.symbol),
    stem: (element) => `What is the chemical symbol of ${element.name}?`,
    explanation: (element) =>
      `${element.name} (atomic number ${element.atomicNumber}) has the symbol ${element.symbol}.`,
  })),
  elementTopic(SYMBOL_NAMES, (elements) => ({
    template: 'element-of-symbol',
    ...answerIs((element) => element.name),
    pool: elements.map((element) => element.name),
    stem: (element) => `Which element has the chemical symbol ${element.symbol}?`,
    explanation: (element) => `${element.symbol} is the symbol of ${element.name}.`,
  })),
  elementTopic(ATOMIC_NUMBERS, () => ({
    template: 'atomic-number-of-element',
    ...answerIs(atomicNumberOf),
    pool: nearbyAtomicNumbers([-3, -2, -1, 1, 2, 3, 8, -8]),
    stem: (element) => `What is the atomic number of ${element.name}?`,
    explanation: (element) =>
      `${element.name} has ${element.atomicNumber} protons in its nucleus, so its atomic number is ${element.atomicNumber}.`,
  })),
  elementTopic(ELEMENT_BY_NUMBER, (elements) => {
    const byName = new Map(elements.map((element) => [element.name, element]));
    return {
      template: 'element-of-atomic-number',
      correct: (element) => element.name,
      isTrue: (element, option) => byName.get(option)?.atomicNumber === element.atomicNumber,
      pool: (element) =>
        elements
          .filter((other) => Math.abs(other.atomicNumber - element.atomicNumber) <= 6)
          .map((other) => other.name),
      stem: (element) => `Which element has atomic number ${element.atomicNumber}?`,
      explanation: (element) =>
        `Atomic number ${element.atomicNumber} is ${element.name} (${element.symbol}).`,
    };
  }),
  elementTopic(SYMBOL_NUMBERS, () => ({
    template: 'atomic-number-of-symbol',
    ...answerIs(atomicNumberOf),
    pool: nearbyAtomicNumbers([-2, -1, 1, 2, 10, -10]),
    stem: (element) => `What is the atomic number of the element whose symbol is ${element.symbol}?`,
    explanation: (element) => `${element.symbol} is ${element.name}, atomic number ${element.atomicNumber}.`,
  })),
  elementTopic(PERIODS, () => ({
    template: 'period-of-element',
    dataset: `${DATASET} (period computed from the atomic number)`,
    ...answerIs((element) => `Period ${periodOf(element.atomicNumber)}`),
    pool: [1, 2, 3, 4, 5, 6, 7].map((period) => `Period ${period}`),
    stem: (element) => `In which period of the periodic table is ${element.name}?`,
    explanation: (element) =>
      `${element.name} has atomic number ${element.atomicNumber}; periods end at 2, 10, 18, 36, 54, 86 and 118, so it is in period ${periodOf(element.atomicNumber)}.`,
  })),
  elementTopic(FAMILIES, (elements) => {
    const familyOf = (element: Element) =>
      Object.entries(SETTLED_FAMILIES).find(([, numbers]) => numbers.includes(element.atomicNumber))?.[0];
    return {
      template: 'family-of-element',
      // Asked only where our table and the data agree on the family.
      entities: elements.filter((element) => familyOf(element) === element.groupBlock),
      correct: (element) => label(element.groupBlock),
      isTrue: (element, option) => option === label(familyOf(element) ?? ''),
      pool: Object.keys(SETTLED_FAMILIES).map(label),
      stem: (element) => `To which family of elements does ${element.name} belong?`,
      explanation: (element) =>
        `${element.name} (atomic number ${element.atomicNumber}) is one of the ${label(element.groupBlock).toLowerCase()}.`,
    };
  }),
];
