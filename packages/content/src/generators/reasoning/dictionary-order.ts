import type { QuestionDifficulty } from '@abhyas/domain';
import { SeededRandom } from '../../model/seeded-random.ts';
import type { TopicGenerator } from '../../model/topic-generator.ts';
import { draws, type PuzzleQuestion, puzzleCandidates } from './puzzle-candidates.ts';

/** Everyday words in families that share their first letters, where dictionary order takes care. */
const FAMILIES: readonly string[] = [
  'Bread Break Breath Breeze Brick Bridge Bright Bring',
  'Canal Cancel Candle Candy Canteen Capital Captain Carbon',
  'Place Plain Plane Planet Plant Plaster Plate Platform',
  'Store Storm Story Stove Straight Strange Stream Street',
  'Trace Track Trade Traffic Train Travel Treasure Tribe',
  'Master Match Material Matter Mature Measure Medal Medium',
  'Garden Garland Garlic Gather General Gentle Genuine Geography',
  'Honest Honey Honour Hook Hope Horizon Horse Hospital',
  'Pencil People Pepper Perfect Perform Period Permit Person',
  'Second Secret Section Secure Seed Select Senior Sense',
  'Water Wave Weak Wealth Weapon Weather Weave Wedding',
  'Danger Dark Data Date Daughter Dawn Deal Debate',
  'Admit Adopt Adult Advance Advice Affair Afford Agent',
  'Rain Raise Range Rapid Rare Rate Rather Ration',
  'Flame Flash Flat Flavour Fleet Flight Float Flood',
  'Inform Injury Inner Input Insect Inside Inspect Install',
  'Model Modern Modest Moment Monday Money Monkey Month',
  'Nation Native Nature Naval Near Neat Necessary Needle',
  'Object Observe Obtain Ocean October Offer Office Often',
  'Quality Quantity Quarrel Quarter Queen Query Question Quick',
  'Launch Laundry Lawyer Layer Leader Leaf League Learn',
  'Chain Chair Chalk Challenge Chamber Champion Chance Change',
  'Shade Shadow Shake Shallow Shame Shape Share Sharp',
  'Print Prior Prison Private Prize Problem Process Produce',
  'Elbow Elder Electric Element Elephant Elevate Eleven Eligible',
];
const FAMILY_WORDS = FAMILIES.map((family) => family.split(' '));

/** The second solver: letter by letter, a word before any longer word it begins. */
export function comesBefore(a: string, b: string): boolean {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    if (x[i] !== y[i]) return (x[i] ?? '') < (y[i] ?? '');
  }
  return x.length < y.length;
}

const ORDINAL = ['1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th'];
const ORDINAL_HI = ['पहला', 'दूसरा', 'तीसरा', 'चौथा', 'पाँचवाँ', 'छठा', 'सातवाँ', 'आठवाँ', 'नौवाँ'];
const PLACE = ['first', 'second', 'third', 'fourth', 'fifth'];
const PLACE_HI = ['पहले', 'दूसरे', 'तीसरे', 'चौथे', 'पाँचवें'];

function commonPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

/** Why one word comes before the next, as a coaching book writes it. */
function reason(a: string, b: string) {
  const i = commonPrefix(a.toLowerCase(), b.toLowerCase());
  if (i === a.length)
    return { en: `${a} < ${b} (${a} is the start of ${b})`, hi: `${a} < ${b} (${a}, ${b} का आरंभिक भाग है)` };
  const x = a[i]?.toLowerCase();
  const y = b[i]?.toLowerCase();
  return {
    en: `${a} < ${b} (${ORDINAL[i]} letter: ${x} < ${y})`,
    hi: `${a} < ${b} (${ORDINAL_HI[i]} अक्षर: ${x} < ${y})`,
  };
}

interface Params {
  words: string[];
  /** Arrange all the words, or name the word at one place. */
  ask: 'order' | number;
}

function draw(random: SeededRandom): Params | undefined {
  const size = random.pick([4, 5, 5]);
  const mixed = random.next() < 0.3;
  let words: string[];
  if (mixed) {
    // Mostly different first letters, with one pair that shares its opening.
    const families = random.shuffle(FAMILY_WORDS).slice(0, size - 1);
    words = families.map((family) => random.pick(family));
    const extra = random.shuffle(families[0] ?? []).find((word) => !words.includes(word));
    if (!extra) return undefined;
    words = random.shuffle([...words, extra]);
  } else {
    const family = random.pick(FAMILY_WORDS);
    const start = random.int(0, family.length - size);
    // A window of neighbours shares more letters than a scattered pick: harder.
    words =
      random.next() < 0.5
        ? random.shuffle(family.slice(start, start + size))
        : random.shuffle(family).slice(0, size);
  }
  const ask = random.next() < 0.55 ? 'order' : random.int(1, size - 2);
  return { words, ask };
}

function build({ words, ask }: Params): PuzzleQuestion | undefined {
  const sorted = [...words].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1));
  const numberOf = (word: string) => words.indexOf(word) + 1;
  const orderText = (list: readonly string[]) => list.map(numberOf).join(', ');
  const shared = sorted
    .slice(1)
    .map((word, i) => commonPrefix(word.toLowerCase(), (sorted[i] ?? '').toLowerCase()));
  const mean = shared.reduce((sum, n) => sum + n, 0) / shared.length;
  const difficulty: QuestionDifficulty = mean < 1.2 ? 'easy' : mean < 2.6 ? 'medium' : 'hard';
  const listed = words.map((word, i) => `${i + 1}. ${word}`).join('\n');
  const steps = sorted.slice(1).map((word, i) => reason(sorted[i] ?? '', word));
  const orderLine = sorted.map((word) => `${numberOf(word)}. ${word}`).join(', ');
  const explanation = `Dictionary order: ${orderLine}.\n${steps.map((s) => s.en).join('; ')}.`;
  const explanationHi = `शब्दकोश क्रम: ${orderLine}।\n${steps.map((s) => s.hi).join('; ')}।`;
  if (ask === 'order') {
    // Learners slip where two words share the most letters; a reversed list is the other classic slip.
    const swaps = sorted
      .slice(1)
      .map((_, i) => i)
      .sort(
        (i, j) =>
          commonPrefix(sorted[j] ?? '', sorted[j + 1] ?? '') -
            commonPrefix(sorted[i] ?? '', sorted[i + 1] ?? '') || i - j,
      )
      .map((i) => {
        const copy = [...sorted];
        [copy[i], copy[i + 1]] = [copy[i + 1] ?? '', copy[i] ?? ''];
        return orderText(copy);
      });
    const byLength = [...words].sort((a, b) => a.length - b.length || (comesBefore(a, b) ? -1 : 1));
    const distractors = [
      swaps[0],
      orderText([...sorted].reverse()),
      swaps[1],
      orderText(byLength),
      swaps[2],
    ].filter((option): option is string => option !== undefined);
    return {
      entity: `order:${words.join(',')}`,
      stem: `Arrange the following words in the order in which they would appear in an English dictionary.\n${listed}`,
      answer: orderText(sorted),
      distractors,
      explanation,
      difficulty,
      isTrue: (option) => {
        const list = option.split(', ').map((n) => words[Number(n) - 1] ?? '');
        return (
          new Set(list).size === words.length &&
          list.every((word) => word !== '') &&
          list.slice(1).every((word, i) => comesBefore(list[i] ?? '', word))
        );
      },
      hindi: {
        stem: `निम्नलिखित शब्दों को उस क्रम में व्यवस्थित करें जिस क्रम में वे अंग्रेज़ी शब्दकोश में आते हैं।\n${listed}`,
        explanation: explanationHi,
      },
    };
  }
  const answer = sorted[ask] ?? '';
  // The neighbours in order, then the word at this place counted from the end.
  const distractors = [sorted[ask - 1], sorted[ask + 1], sorted[words.length - 1 - ask], ...sorted].filter(
    (option): option is string => option !== undefined,
  );
  const rank = (word: string) => words.filter((other) => comesBefore(other, word)).length;
  return {
    entity: `place:${ask}:${words.join(',')}`,
    stem: `Which word will come ${PLACE[ask]} if the following words are arranged as in an English dictionary?\n${listed}`,
    answer,
    distractors,
    explanation,
    difficulty,
    isTrue: (option) => words.includes(option) && rank(option) === ask,
    hindi: {
      stem: `यदि निम्नलिखित शब्दों को अंग्रेज़ी शब्दकोश के क्रम में व्यवस्थित किया जाए, तो ${PLACE_HI[ask]} स्थान पर कौन-सा शब्द आएगा?\n${listed}`,
      explanation: explanationHi,
    },
  };
}

export const dictionaryOrder: TopicGenerator = {
  topic: {
    id: 'dictionary-order',
    categoryId: 'verbal-reasoning',
    name: 'Dictionary Order',
    nameHi: 'शब्दकोश क्रम',
  },
  generate: () => {
    const random = new SeededRandom('dictionary-order');
    return puzzleCandidates(
      dictionaryOrder.topic,
      'dictionary-order',
      draws(5000, () => {
        const params = draw(random);
        return params ? build(params) : undefined;
      }),
      180,
    );
  },
};
