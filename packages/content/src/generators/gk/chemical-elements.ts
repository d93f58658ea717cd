import type { QuestionDifficulty } from '@abhyas/domain';
import type { TopicDefinition, TopicGenerator } from '../../model/topic-generator.ts';
import { type Element, loadElements, periodOf, SETTLED_FAMILIES } from '../../sources/elements.ts';
import { factQuestions } from '../fact-questions.ts';

const DATASET = 'periodic-table';

const topic = (id: string, name: string, nameHi: string): TopicDefinition => ({
  id,
  categoryId: 'chemistry-elements',
  name,
  nameHi,
});

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

export const chemicalElementGenerators: TopicGenerator[] = [
  {
    topic: ELEMENT_SYMBOLS,
    generate: () => {
      const elements = loadElements();
      return factQuestions({
        topic: ELEMENT_SYMBOLS,
        generator: 'element',
        template: 'symbol-of-element',
        dataset: DATASET,
        entities: elements,
        entityKey: (element) => element.symbol,
        correct: (element) => element.symbol,
        isTrue: (element, option) => element.symbol === option,
        pool: elements.map((element) => element.symbol),
        stem: (element) => `What is the chemical symbol of ${element.name}?`,
        explanation: (element) =>
          `${element.name} (atomic number ${element.atomicNumber}) has the symbol ${element.symbol}.`,
        difficulty: elementDifficulty,
      });
    },
  },
  {
    topic: SYMBOL_NAMES,
    generate: () => {
      const elements = loadElements();
      return factQuestions({
        topic: SYMBOL_NAMES,
        generator: 'element',
        template: 'element-of-symbol',
        dataset: DATASET,
        entities: elements,
        entityKey: (element) => element.symbol,
        correct: (element) => element.name,
        isTrue: (element, option) => element.name === option,
        pool: elements.map((element) => element.name),
        stem: (element) => `Which element has the chemical symbol ${element.symbol}?`,
        explanation: (element) => `${element.symbol} is the symbol of ${element.name}.`,
        difficulty: elementDifficulty,
      });
    },
  },
  {
    topic: ATOMIC_NUMBERS,
    generate: () => {
      const elements = loadElements();
      return factQuestions({
        topic: ATOMIC_NUMBERS,
        generator: 'element',
        template: 'atomic-number-of-element',
        dataset: DATASET,
        entities: elements,
        entityKey: (element) => element.symbol,
        correct: (element) => String(element.atomicNumber),
        isTrue: (element, option) => String(element.atomicNumber) === option,
        // Nearby numbers make the distractors plausible.
        pool: (element) =>
          [-3, -2, -1, 1, 2, 3, 8, -8]
            .map((offset) => element.atomicNumber + offset)
            .filter((number) => number >= 1 && number <= 118)
            .map(String),
        stem: (element) => `What is the atomic number of ${element.name}?`,
        explanation: (element) =>
          `${element.name} has ${element.atomicNumber} protons in its nucleus, so its atomic number is ${element.atomicNumber}.`,
        difficulty: elementDifficulty,
      });
    },
  },
  {
    topic: ELEMENT_BY_NUMBER,
    generate: () => {
      const elements = loadElements();
      const byName = new Map(elements.map((element) => [element.name, element]));
      return factQuestions({
        topic: ELEMENT_BY_NUMBER,
        generator: 'element',
        template: 'element-of-atomic-number',
        dataset: DATASET,
        entities: elements,
        entityKey: (element) => element.symbol,
        correct: (element) => element.name,
        isTrue: (element, option) => byName.get(option)?.atomicNumber === element.atomicNumber,
        pool: (element) =>
          elements
            .filter((other) => Math.abs(other.atomicNumber - element.atomicNumber) <= 6)
            .map((other) => other.name),
        stem: (element) => `Which element has atomic number ${element.atomicNumber}?`,
        explanation: (element) =>
          `Atomic number ${element.atomicNumber} is ${element.name} (${element.symbol}).`,
        difficulty: elementDifficulty,
      });
    },
  },
  {
    topic: SYMBOL_NUMBERS,
    generate: () => {
      const elements = loadElements();
      return factQuestions({
        topic: SYMBOL_NUMBERS,
        generator: 'element',
        template: 'atomic-number-of-symbol',
        dataset: DATASET,
        entities: elements,
        entityKey: (element) => element.symbol,
        correct: (element) => String(element.atomicNumber),
        isTrue: (element, option) => String(element.atomicNumber) === option,
        pool: (element) =>
          [-2, -1, 1, 2, 10, -10]
            .map((offset) => element.atomicNumber + offset)
            .filter((number) => number >= 1 && number <= 118)
            .map(String),
        stem: (element) => `What is the atomic number of the element whose symbol is ${element.symbol}?`,
        explanation: (element) =>
          `${element.symbol} is ${element.name}, atomic number ${element.atomicNumber}.`,
        difficulty: elementDifficulty,
      });
    },
  },
  {
    topic: PERIODS,
    generate: () => {
      const elements = loadElements();
      return factQuestions({
        topic: PERIODS,
        generator: 'element',
        template: 'period-of-element',
        dataset: `${DATASET} (period computed from the atomic number)`,
        entities: elements,
        entityKey: (element) => element.symbol,
        correct: (element) => `Period ${periodOf(element.atomicNumber)}`,
        isTrue: (element, option) => option === `Period ${periodOf(element.atomicNumber)}`,
        pool: [1, 2, 3, 4, 5, 6, 7].map((period) => `Period ${period}`),
        stem: (element) => `In which period of the periodic table is ${element.name}?`,
        explanation: (element) =>
          `${element.name} has atomic number ${element.atomicNumber}; periods end at 2, 10, 18, 36, 54, 86 and 118, so it is in period ${periodOf(element.atomicNumber)}.`,
        difficulty: elementDifficulty,
      });
    },
  },
  {
    topic: FAMILIES,
    generate: () => {
      const elements = loadElements();
      const familyOf = (element: Element) =>
        Object.entries(SETTLED_FAMILIES).find(([, numbers]) => numbers.includes(element.atomicNumber))?.[0];
      // Asked only where our table and the data agree on the family.
      const entities = elements.filter((element) => familyOf(element) === element.groupBlock);
      return factQuestions({
        topic: FAMILIES,
        generator: 'element',
        template: 'family-of-element',
        dataset: DATASET,
        entities,
        entityKey: (element) => element.symbol,
        correct: (element) => label(element.groupBlock),
        isTrue: (element, option) => option === label(familyOf(element) ?? ''),
        pool: Object.keys(SETTLED_FAMILIES).map(label),
        stem: (element) => `To which family of elements does ${element.name} belong?`,
        explanation: (element) =>
          `${element.name} (atomic number ${element.atomicNumber}) is one of the ${label(element.groupBlock).toLowerCase()}.`,
        difficulty: elementDifficulty,
      });
    },
  },
];
