import type { QuestionDifficulty } from '@abhyas/domain';
import { type TopicDefinition, type TopicGenerator, topicsIn } from '../../model/topic-generator.ts';
import { type Element, loadElements, SETTLED_FAMILIES } from '../../sources/elements.ts';
import { type FactQuestionSpec, factQuestions, firstPerValue } from '../fact-questions.ts';

const DATASET = 'periodic-table';

const topic = topicsIn('chemistry-elements');

// Only symbols and families are asked, of the elements a school-leaver meets (issue 16: "elements
// kept small"); atomic-number and period topics were retired and keep their answer keys in the ledger.
const ELEMENT_SYMBOLS = topic('element-symbols', 'Symbols of Elements', 'तत्वों के प्रतीक');
const SYMBOL_NAMES = topic('symbols-to-elements', 'Which Element Has This Symbol?', 'प्रतीक से तत्व');
const FAMILIES = topic('element-families', 'Families of Elements', 'तत्वों के वर्ग');

/** Elements learners meet in school (first 30) are easy; the heavier ones are medium. */
function elementDifficulty(element: Element): QuestionDifficulty {
  return element.atomicNumber <= 30 ? 'easy' : 'medium';
}

interface Family {
  /** As an option: "Alkali metals". */
  label: string;
  labelHi: string;
  /** One member, after "is": "an alkali metal". */
  one: string;
  oneHi: string;
  /** The fact an explanation adds beyond the answer. */
  note: string;
  noteHi: string;
}

const FAMILY_DETAILS: Record<string, Family> = {
  'alkali metal': {
    label: 'Alkali metals',
    labelHi: 'क्षार धातुएँ',
    one: 'an alkali metal',
    oneHi: 'क्षार धातु',
    note: 'The alkali metals are the elements of group 1 of the periodic table, apart from hydrogen.',
    noteHi: 'हाइड्रोजन को छोड़कर आवर्त सारणी के समूह 1 के तत्व क्षार धातुएँ हैं।',
  },
  'alkaline earth metal': {
    label: 'Alkaline earth metals',
    labelHi: 'क्षारीय मृदा धातुएँ',
    one: 'an alkaline earth metal',
    oneHi: 'क्षारीय मृदा धातु',
    note: 'The alkaline earth metals are the elements of group 2 of the periodic table.',
    noteHi: 'आवर्त सारणी के समूह 2 के तत्व क्षारीय मृदा धातुएँ हैं।',
  },
  halogen: {
    label: 'Halogens',
    labelHi: 'हैलोजन',
    one: 'a halogen',
    oneHi: 'हैलोजन',
    note: 'The halogens are in group 17 of the periodic table.',
    noteHi: 'हैलोजन आवर्त सारणी के समूह 17 में हैं।',
  },
  'noble gas': {
    label: 'Noble gases',
    labelHi: 'उत्कृष्ट गैसें',
    one: 'a noble gas',
    oneHi: 'उत्कृष्ट गैस',
    note: 'The noble gases are the elements of group 18 of the periodic table.',
    noteHi: 'आवर्त सारणी के समूह 18 के तत्व उत्कृष्ट गैसें हैं।',
  },
  lanthanoid: {
    label: 'Lanthanoids',
    labelHi: 'लैंथेनॉइड',
    one: 'a lanthanoid',
    oneHi: 'लैंथेनॉइड',
    note: 'The lanthanoids are the 4f series that follows lanthanum.',
    noteHi: 'लैंथेनॉइड लैंथेनम के बाद आने वाली 4f श्रेणी के तत्व हैं।',
  },
  actinoid: {
    label: 'Actinoids',
    labelHi: 'ऐक्टिनॉइड',
    one: 'an actinoid',
    oneHi: 'ऐक्टिनॉइड',
    note: 'All actinoids are radioactive.',
    noteHi: 'सभी ऐक्टिनॉइड रेडियोऐक्टिव होते हैं।',
  },
};

/** The element's family where our settled table and the data agree on it; otherwise it is never asked. */
function familyOf(element: Element): Family | undefined {
  const settled = Object.entries(SETTLED_FAMILIES).find(([, numbers]) =>
    numbers.includes(element.atomicNumber),
  )?.[0];
  return settled === element.groupBlock ? FAMILY_DETAILS[settled] : undefined;
}

/** What sets one element topic apart from the others. */
type ElementQuestions = Omit<
  FactQuestionSpec<Element>,
  'topic' | 'generator' | 'dataset' | 'entities' | 'entityKey' | 'difficulty'
> &
  Partial<Pick<FactQuestionSpec<Element>, 'entities'>>;

/** One question per element, keyed by its symbol. */
function elementQuestions(topic: TopicDefinition, elements: readonly Element[], questions: ElementQuestions) {
  return factQuestions({
    topic,
    generator: 'element',
    dataset: DATASET,
    entities: elements,
    entityKey: (element) => element.symbol,
    difficulty: elementDifficulty,
    ...questions,
  });
}

function symbolExplanation(element: Element): string {
  const from = element.symbolFrom ? ` The symbol comes from ${element.symbolFrom.en}.` : '';
  return `${element.name} (atomic number ${element.atomicNumber}) has the symbol ${element.symbol}.${from}`;
}

function symbolExplanationHi(element: Element): string {
  const from = element.symbolFrom ? ` यह प्रतीक ${element.symbolFrom.hi} से बना है।` : '';
  return `${element.nameHi} का प्रतीक ${element.symbol} है; इसका परमाणु क्रमांक ${element.atomicNumber} है।${from}`;
}

function familyExplanation(element: Element, family: Family): string {
  return `${element.name} (atomic number ${element.atomicNumber}) is ${family.one}. ${family.note}`;
}

function familyExplanationHi(element: Element, family: Family): string {
  return `${element.nameHi} (परमाणु क्रमांक ${element.atomicNumber}) एक ${family.oneHi} है। ${family.noteHi}`;
}

function sameFamilyExplanation(element: Element, partner: Element): string {
  const family = familyOf(element);
  return family
    ? `${element.name} and ${partner.name.toLowerCase()} are both ${family.label.toLowerCase()}. ${family.note}`
    : '';
}

function sameFamilyExplanationHi(element: Element, partner: Element): string | undefined {
  const family = familyOf(element);
  return family
    ? `${element.nameHi} और ${partner.nameHi} दोनों ${family.labelHi} हैं। ${family.noteHi}`
    : undefined;
}

function symbolsOfElements(): ReturnType<typeof factQuestions> {
  const elements = loadElements();
  return elementQuestions(ELEMENT_SYMBOLS, elements, {
    template: 'symbol-of-element',
    correct: (element) => element.symbol,
    isTrue: (element, option) => element.symbol === option,
    pool: elements.map((element) => element.symbol),
    stem: (element) => `What is the chemical symbol of ${element.name.toLowerCase()}?`,
    explanation: symbolExplanation,
    hindi: {
      stem: (element) => `${element.nameHi} का रासायनिक प्रतीक क्या है?`,
      // Hindi books print chemical symbols in Latin letters, as in English.
      option: (symbol) => symbol,
      explanation: symbolExplanationHi,
    },
  });
}

function elementsOfSymbols(): ReturnType<typeof factQuestions> {
  const elements = loadElements();
  const nameHi = new Map(elements.map((element) => [element.name, element.nameHi]));
  return elementQuestions(SYMBOL_NAMES, elements, {
    template: 'element-of-symbol',
    correct: (element) => element.name,
    isTrue: (element, option) => element.name === option,
    pool: elements.map((element) => element.name),
    stem: (element) => `Which element has the chemical symbol ${element.symbol}?`,
    explanation: symbolExplanation,
    hindi: {
      stem: (element) => `किस तत्व का रासायनिक प्रतीक ${element.symbol} है?`,
      option: (name) => nameHi.get(name),
      explanation: symbolExplanationHi,
    },
  });
}

function familiesOfElements(): ReturnType<typeof factQuestions> {
  const elements = loadElements();
  const members = elements.filter((element) => familyOf(element) !== undefined);
  const labelHi = new Map(Object.values(FAMILY_DETAILS).map((family) => [family.label, family.labelHi]));
  const nameHi = new Map(elements.map((element) => [element.name, element.nameHi]));
  const familyOfName = new Map(members.map((element) => [element.name, familyOf(element)]));
  // An element's family asked either way is one fact.
  const factKey = (element: Element) => `element-family:${element.symbol}`;
  // The next member of the element's family, after the last the first: each is named in one stem.
  const partnerOf = (element: Element): Element => {
    const family = members.filter((other) => familyOf(other) === familyOf(element));
    return family[(family.indexOf(element) + 1) % family.length] ?? element;
  };
  const explain = (element: Element) => {
    const family = familyOf(element);
    return family ? familyExplanation(element, family) : '';
  };
  const explainHi = (element: Element) => {
    const family = familyOf(element);
    return family ? familyExplanationHi(element, family) : undefined;
  };
  return [
    ...elementQuestions(FAMILIES, members, {
      template: 'family-of-element',
      correct: (element) => familyOf(element)?.label,
      isTrue: (element, option) => option === familyOf(element)?.label,
      pool: Object.values(FAMILY_DETAILS).map((family) => family.label),
      stem: (element) => `To which family of elements does ${element.name.toLowerCase()} belong?`,
      explanation: explain,
      factKey,
      hindi: {
        stem: (element) => `${element.nameHi} तत्वों के किस वर्ग में आता है?`,
        option: (label) => labelHi.get(label),
        explanation: explainHi,
      },
    }),
    // Asked once per family (one stem each); distractors come from the other settled families.
    ...elementQuestions(
      FAMILIES,
      firstPerValue(members, (element) => familyOf(element)?.label ?? ''),
      {
        template: 'element-in-family',
        correct: (element) => element.name,
        isTrue: (element, option) => familyOfName.get(option) === familyOf(element),
        pool: members.map((element) => element.name),
        stem: (element) => `Which of these elements is ${familyOf(element)?.one}?`,
        explanation: explain,
        factKey,
        hindi: {
          stem: (element) => `इनमें से कौन-सा तत्व ${familyOf(element)?.oneHi} है?`,
          option: (name) => nameHi.get(name),
          explanation: explainHi,
        },
      },
    ),
    // "Which of these belongs to the same family as sodium?", naming the next member of the family.
    ...elementQuestions(FAMILIES, members, {
      template: 'element-of-same-family',
      correct: (element) => element.name,
      isTrue: (element, option) => familyOfName.get(option) === familyOf(element),
      pool: members.map((element) => element.name),
      stem: (element) =>
        `Which of these elements belongs to the same family as ${partnerOf(element).name.toLowerCase()}?`,
      explanation: (element) => sameFamilyExplanation(element, partnerOf(element)),
      factKey,
      hindi: {
        stem: (element) => `इनमें से कौन-सा तत्व ${partnerOf(element).nameHi} के समान वर्ग में आता है?`,
        option: (name) => nameHi.get(name),
        explanation: (element) => sameFamilyExplanationHi(element, partnerOf(element)),
      },
    }),
  ];
}

export const chemicalElementGenerators: TopicGenerator[] = [
  { topic: ELEMENT_SYMBOLS, generate: symbolsOfElements },
  { topic: SYMBOL_NAMES, generate: elementsOfSymbols },
  { topic: FAMILIES, generate: familiesOfElements },
];
