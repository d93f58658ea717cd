import type { QuestionDifficulty } from '@abhyas/domain';
import { SeededRandom } from '../../model/seeded-random.ts';
import type { TopicGenerator } from '../../model/topic-generator.ts';
import { draws, type PuzzleQuestion, puzzleCandidates } from './puzzle-candidates.ts';

/** One word with its Hindi, as the bilingual paper prints it. */
type Word = readonly [en: string, hi: string];

interface Pair {
  first: Word;
  second: Word;
  /** Words a learner could fairly pair with `first` in this relation too: never offered as a distractor. */
  alsoFits?: readonly string[];
}

interface Relation {
  id: string;
  difficulty: QuestionDifficulty;
  /** "A Tailor works with a Needle." */
  explain: (pair: Pair) => string;
  explainHi: (pair: Pair) => string;
  pairs: readonly Pair[];
  /** The word a learner confuses with the answer (cloth for a tailor's tool), by the answer's partner. */
  traps?: Readonly<Record<string, Word>>;
}

/** "a saw", "an axe"; capitalised at the start of a sentence. */
function article(word: string, start = false): string {
  const a = /^[aeiou]/i.test(word) ? 'an' : 'a';
  return `${start ? a[0]?.toUpperCase() + a.slice(1) : a} ${word.toLowerCase()}`;
}

/** Hindi nouns ending in -ā take -e before a postposition (घोड़ा → घोड़े का); the words of our tables that change. */
const OBLIQUE: Readonly<Record<string, string>> = {
  लकड़हारा: 'लकड़हारे',
  मछुआरा: 'मछुआरे',
  उस्तरा: 'उस्तरे',
  कैमरा: 'कैमरे',
  कमरा: 'कमरे',
  कुत्ता: 'कुत्ते',
  घोड़ा: 'घोड़े',
  पहिया: 'पहिए',
};
const oblique = (word: string) => OBLIQUE[word] ?? word;

const p = (first: Word, second: Word, alsoFits?: readonly string[]): Pair =>
  alsoFits ? { first, second, alsoFits } : { first, second };

/**
 * Each relation lists pairs whose link is the textbook one and only one: a worker has one
 * tool that names the trade, an animal's young one has one name. Pairs where two answers
 * could be argued (a carpenter's chisel, a goat's and a sheep's young ones) are left out or
 * listed in `alsoFits`.
 */
export const RELATIONS: readonly Relation[] = [
  {
    id: 'worker-tool',
    difficulty: 'easy',
    explain: ({ first, second }) => `${article(first[0], true)} works with ${article(second[0])}.`,
    explainHi: ({ first, second }) => `${first[1]} ${oblique(second[1])} से काम करता है।`,
    pairs: [
      p(['Tailor', 'दर्जी'], ['Needle', 'सुई']),
      p(['Carpenter', 'बढ़ई'], ['Saw', 'आरी'], ['Axe', 'Chisel']),
      p(['Farmer', 'किसान'], ['Plough', 'हल'], ['Axe']),
      p(['Painter', 'चित्रकार'], ['Brush', 'ब्रश']),
      p(['Woodcutter', 'लकड़हारा'], ['Axe', 'कुल्हाड़ी'], ['Saw']),
      p(['Soldier', 'सैनिक'], ['Gun', 'बंदूक']),
      p(['Doctor', 'डॉक्टर'], ['Stethoscope', 'स्टेथोस्कोप']),
      p(['Writer', 'लेखक'], ['Pen', 'कलम']),
      p(['Blacksmith', 'लोहार'], ['Anvil', 'निहाई']),
      p(['Fisherman', 'मछुआरा'], ['Net', 'जाल']),
      p(['Barber', 'नाई'], ['Razor', 'उस्तरा']),
      p(['Mason', 'राजमिस्त्री'], ['Trowel', 'करनी']),
      p(['Astronomer', 'खगोलशास्त्री'], ['Telescope', 'दूरबीन']),
      p(['Photographer', 'फ़ोटोग्राफ़र'], ['Camera', 'कैमरा']),
      p(['Sculptor', 'मूर्तिकार'], ['Chisel', 'छेनी']),
    ],
    traps: {
      Needle: ['Cloth', 'कपड़ा'],
      Saw: ['Wood', 'लकड़ी'],
      Plough: ['Field', 'खेत'],
      Brush: ['Canvas', 'कैनवास'],
      Axe: ['Forest', 'जंगल'],
      Gun: ['Army', 'सेना'],
      Stethoscope: ['Hospital', 'अस्पताल'],
      Pen: ['Book', 'पुस्तक'],
      Anvil: ['Iron', 'लोहा'],
      Net: ['Fish', 'मछली'],
      Razor: ['Hair', 'बाल'],
      Trowel: ['Brick', 'ईंट'],
      Telescope: ['Star', 'तारा'],
      Camera: ['Photograph', 'तस्वीर'],
      Chisel: ['Statue', 'मूर्ति'],
    },
  },
  {
    id: 'animal-young',
    difficulty: 'medium',
    explain: ({ first, second }) => `The young one of ${article(first[0])} is called ${article(second[0])}.`,
    explainHi: ({ first, second }) => `${oblique(first[1])} के बच्चे को ${second[1]} कहते हैं।`,
    pairs: [
      p(['Cow', 'गाय'], ['Calf', 'बछड़ा']),
      p(['Dog', 'कुत्ता'], ['Puppy', 'पिल्ला']),
      p(['Cat', 'बिल्ली'], ['Kitten', 'बिलौटा']),
      p(['Horse', 'घोड़ा'], ['Foal', 'बछेड़ा']),
      p(['Sheep', 'भेड़'], ['Lamb', 'मेमना']),
      p(['Lion', 'शेर'], ['Cub', 'शावक']),
      p(['Frog', 'मेंढक'], ['Tadpole', 'बेंगची']),
      p(['Hen', 'मुर्गी'], ['Chick', 'चूज़ा']),
      p(['Kangaroo', 'कंगारू'], ['Joey', 'जोई']),
      p(['Butterfly', 'तितली'], ['Caterpillar', 'इल्ली']),
      p(['Deer', 'हिरण'], ['Fawn', 'छौना']),
    ],
    traps: {
      Calf: ['Bull', 'बैल'],
      Puppy: ['Kennel', 'कुत्ताघर'],
      Kitten: ['Mouse', 'चूहा'],
      Foal: ['Stable', 'अस्तबल'],
      Lamb: ['Wool', 'ऊन'],
      Cub: ['Den', 'माँद'],
      Tadpole: ['Pond', 'तालाब'],
      Chick: ['Egg', 'अंडा'],
      Joey: ['Pouch', 'थैली'],
      Caterpillar: ['Nectar', 'मकरंद'],
      Fawn: ['Antler', 'सींग'],
    },
  },
  {
    id: 'synonym',
    difficulty: 'hard',
    explain: ({ first, second }) => `${first[0]} and ${second[0]} mean the same.`,
    explainHi: ({ first, second }) => `${first[1]} और ${second[1]} समानार्थी हैं।`,
    pairs: [
      p(['Begin', 'आरंभ'], ['Start', 'शुरुआत']),
      p(['Brave', 'साहसी'], ['Courageous', 'निडर']),
      p(['Quick', 'त्वरित'], ['Fast', 'तेज़']),
      p(['Error', 'त्रुटि'], ['Mistake', 'ग़लती']),
      p(['Gift', 'उपहार'], ['Present', 'भेंट']),
      p(['Silent', 'मौन'], ['Quiet', 'शांत']),
      p(['Rich', 'धनी'], ['Wealthy', 'अमीर']),
      p(['Weak', 'दुर्बल'], ['Feeble', 'कमज़ोर']),
      p(['Ancient', 'प्राचीन'], ['Old', 'पुराना']),
      p(['Huge', 'विशाल'], ['Enormous', 'विराट']),
      p(['Sad', 'दुखी'], ['Unhappy', 'उदास']),
      p(['Anger', 'क्रोध'], ['Rage', 'रोष']),
    ],
    traps: {
      Start: ['End', 'अंत'],
      Courageous: ['Cowardly', 'कायर'],
      Fast: ['Slow', 'धीमा'],
      Mistake: ['Correct', 'सही'],
      Present: ['Absent', 'अनुपस्थित'],
      Quiet: ['Noisy', 'शोरगुल भरा'],
      Wealthy: ['Poor', 'ग़रीब'],
      Feeble: ['Strong', 'बलवान'],
      Old: ['Modern', 'आधुनिक'],
      Enormous: ['Tiny', 'नन्हा'],
      Unhappy: ['Cheerful', 'प्रसन्न'],
      Rage: ['Patience', 'धैर्य'],
    },
  },
  {
    id: 'part-whole',
    difficulty: 'easy',
    explain: ({ first, second }) => `${article(first[0], true)} is a part of ${article(second[0])}.`,
    explainHi: ({ first, second }) => `${first[1]}, ${oblique(second[1])} का एक भाग है।`,
    pairs: [
      p(['Page', 'पृष्ठ'], ['Book', 'पुस्तक']),
      p(['Petal', 'पंखुड़ी'], ['Flower', 'फूल']),
      p(['Finger', 'उँगली'], ['Hand', 'हाथ']),
      p(['Toe', 'पैर की उँगली'], ['Foot', 'पैर']),
      p(['Room', 'कमरा'], ['House', 'घर']),
      p(['Spoke', 'तीली'], ['Wheel', 'पहिया']),
      p(['Player', 'खिलाड़ी'], ['Team', 'टीम']),
      p(['Soldier', 'सैनिक'], ['Army', 'सेना']),
      p(['Star', 'तारा'], ['Galaxy', 'आकाशगंगा']),
      p(['Word', 'शब्द'], ['Sentence', 'वाक्य'], ['Book']),
      p(['Key', 'कुंजी'], ['Keyboard', 'कीबोर्ड']),
      p(['Island', 'द्वीप'], ['Archipelago', 'द्वीपसमूह']),
    ],
    traps: {
      Book: ['Library', 'पुस्तकालय'],
      Flower: ['Fragrance', 'सुगंध'],
      Hand: ['Nail', 'नाखून'],
      Foot: ['Shoe', 'जूता'],
      House: ['Door', 'दरवाज़ा'],
      Wheel: ['Road', 'सड़क'],
      Team: ['Captain', 'कप्तान'],
      Army: ['Gun', 'बंदूक'],
      Galaxy: ['Moon', 'चंद्रमा'],
      Sentence: ['Letter', 'अक्षर'],
      Keyboard: ['Screen', 'स्क्रीन'],
      Archipelago: ['River', 'नदी'],
    },
  },
  {
    id: 'product-material',
    difficulty: 'medium',
    explain: ({ first, second }) =>
      `${first[0]} ${first[0].endsWith('s') ? 'are' : 'is'} made from ${second[0] === 'Cocoon' ? 'cocoons' : second[0].toLowerCase()}.`,
    explainHi: ({ first, second }) => `${first[1]} बनाने का कच्चा माल ${second[1]} है।`,
    pairs: [
      p(['Butter', 'मक्खन'], ['Milk', 'दूध']),
      p(['Jaggery', 'गुड़'], ['Sugarcane', 'गन्ना']),
      p(['Furniture', 'फ़र्नीचर'], ['Wood', 'लकड़ी']),
      p(['Shoes', 'जूते'], ['Leather', 'चमड़ा']),
      p(['Glass', 'काँच'], ['Sand', 'रेत']),
      p(['Wine', 'वाइन'], ['Grapes', 'अंगूर']),
      p(['Bread', 'ब्रेड'], ['Flour', 'आटा']),
      p(['Cloth', 'कपड़ा'], ['Yarn', 'धागा']),
      p(['Paper', 'काग़ज़'], ['Pulp', 'लुगदी'], ['Wood']),
      p(['Tyre', 'टायर'], ['Rubber', 'रबड़']),
      p(['Silk', 'रेशम'], ['Cocoon', 'कोया']),
      p(['Brick', 'ईंट'], ['Clay', 'मिट्टी']),
    ],
    traps: {
      Milk: ['Cow', 'गाय'],
      Sugarcane: ['Sweet', 'मीठा'],
      Wood: ['Carpenter', 'बढ़ई'],
      Leather: ['Cobbler', 'मोची'],
      Sand: ['Window', 'खिड़की'],
      Grapes: ['Bottle', 'बोतल'],
      Flour: ['Bakery', 'बेकरी'],
      Yarn: ['Tailor', 'दर्जी'],
      Pulp: ['Notebook', 'कॉपी'],
      Rubber: ['Car', 'कार'],
      Cocoon: ['Saree', 'साड़ी'],
      Clay: ['Wall', 'दीवार'],
    },
  },
];

/** Every relation that links the two words by the table (a pair may fit more than one). */
export function relationsOf(first: string, second: string): string[] {
  return RELATIONS.filter((relation) =>
    relation.pairs.some(
      (pair) => pair.first[0] === first && (pair.second[0] === second || pair.alsoFits?.includes(second)),
    ),
  ).map((relation) => relation.id);
}

const HINDI = new Map<string, string>();
for (const relation of RELATIONS) {
  for (const pair of relation.pairs) {
    HINDI.set(pair.first[0], pair.first[1]);
    HINDI.set(pair.second[0], pair.second[1]);
  }
  for (const trap of Object.values(relation.traps ?? {})) HINDI.set(trap[0], trap[1]);
}

const lowerFirst = (text: string) => (text[0]?.toLowerCase() ?? '') + text.slice(1);

function question(random: SeededRandom): PuzzleQuestion | undefined {
  const relation = random.pick(RELATIONS);
  const [model, asked] = random.shuffle(relation.pairs);
  if (!model || !asked) return undefined;
  const answer = asked.second[0];
  const trap = relation.traps?.[answer];
  const others = random
    .shuffle(relation.pairs.filter((pair) => pair !== asked && pair !== model))
    .map((pair) => pair.second[0]);
  // Distractors: the learner's associations (what the tool works on), then other answers of the same relation.
  const distractors = [...(trap ? [trap[0]] : []), ...others].filter(
    (option) => option !== answer && !asked.alsoFits?.includes(option),
  );
  const shown = `${model.first[0]} : ${model.second[0]} :: ${asked.first[0]} : ?`;
  const shownHi = `${model.first[1]} : ${model.second[1]} :: ${asked.first[1]} : ?`;
  const modelRelations = relationsOf(model.first[0], model.second[0]);
  return {
    entity: `${model.first[0]}:${model.second[0]}::${asked.first[0]}`,
    stem: `Select the option that is related to the third word in the same way as the second word is related to the first word.\n${shown}`,
    answer,
    distractors,
    explanation: `${relation.explain(model)}\nSimilarly, ${lowerFirst(relation.explain(asked))}`,
    difficulty: relation.difficulty,
    // Right when the option stands to the third word in a relation the first pair shows, by the table.
    isTrue: (option) =>
      relationsOf(asked.first[0], option).some((id) => modelRelations.includes(id)) ||
      (asked.alsoFits?.includes(option) ?? false),
    hindi: {
      stem: `उस विकल्प का चयन करें जो तीसरे शब्द से उसी प्रकार संबंधित है, जिस प्रकार दूसरा शब्द पहले शब्द से संबंधित है।\n${shownHi}`,
      explanation: `${relation.explainHi(model)}\nउसी प्रकार, ${relation.explainHi(asked)}`,
      optionHi: (option) => HINDI.get(option) ?? option,
    },
  };
}

export const wordAnalogy: TopicGenerator = {
  topic: { id: 'word-analogy', categoryId: 'verbal-reasoning', name: 'Word Analogy', nameHi: 'शब्द सादृश्यता' },
  generate: () => {
    const random = new SeededRandom('word-analogy');
    return puzzleCandidates(
      wordAnalogy.topic,
      'word-analogy',
      draws(5000, () => question(random)),
      180,
    );
  },
};
