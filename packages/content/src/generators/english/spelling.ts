import type { QuestionDifficulty } from '@abhyas/domain';
import { buildCandidate, type Candidate } from '../../model/candidate.ts';
import { SeededRandom } from '../../model/seeded-random.ts';
import type { TopicGenerator } from '../../model/topic-generator.ts';
import { knownWords } from '../../sources/english-words.ts';
import { isVocabularyWord, loadWordNet, type WordNet } from '../../sources/wordnet.ts';
import { placementOf } from '../../taxonomy.ts';
import { hasDisputedSpelling } from './british-spelling.ts';
import { EXAM_SPELLING_WORDS } from './exam-spelling-words.ts';
import { misspellingsOf } from './misspellings.ts';
import { isBlockedWord, isInflectedForm, isTechnicalWord } from './vocabulary-words.ts';
import { DIFFICULTY_NAMES, wordDifficulty } from './word-difficulty.ts';

/** Short words are rarely misspelt in exams; long ones make the question worth asking. */
const MIN_WORD_LENGTH = 7;
const MIN_FREQUENCY = 6;

/**
 * Spelling is a small part of the English paper: the bands together ask about 380 words, about a
 * tenth of the English questions. Each band keeps its most useful words (see `usefulness`).
 */
export const SPELLING_QUOTA: Record<string, number> = {
  'spelling-easy': 90,
  'spelling-medium': 120,
  'spelling-hard-a-d': 57,
  'spelling-hard-e-o': 57,
  'spelling-hard-p-z': 56,
};

interface SpellingBand {
  id: string;
  difficulty: QuestionDifficulty;
  /** First letters included, so a large band can be split into packs under the size limit. */
  letters: RegExp;
  name: string;
  nameHi: string;
}

const BANDS: readonly SpellingBand[] = [
  {
    id: 'spelling-easy',
    difficulty: 'easy',
    letters: /^[a-z]/,
    name: DIFFICULTY_NAMES.easy.en,
    nameHi: DIFFICULTY_NAMES.easy.hi,
  },
  {
    id: 'spelling-medium',
    difficulty: 'medium',
    letters: /^[a-z]/,
    name: DIFFICULTY_NAMES.medium.en,
    nameHi: DIFFICULTY_NAMES.medium.hi,
  },
  {
    id: 'spelling-hard-a-d',
    difficulty: 'hard',
    letters: /^[a-d]/,
    name: `${DIFFICULTY_NAMES.hard.en}, A–D`,
    nameHi: `${DIFFICULTY_NAMES.hard.hi}, A–D`,
  },
  {
    id: 'spelling-hard-e-o',
    difficulty: 'hard',
    letters: /^[e-o]/,
    name: `${DIFFICULTY_NAMES.hard.en}, E–O`,
    nameHi: `${DIFFICULTY_NAMES.hard.hi}, E–O`,
  },
  {
    id: 'spelling-hard-p-z',
    difficulty: 'hard',
    letters: /^[p-z]/,
    name: `${DIFFICULTY_NAMES.hard.en}, P–Z`,
    nameHi: `${DIFFICULTY_NAMES.hard.hi}, P–Z`,
  },
];

const EXAM_WORDS = new Set(EXAM_SPELLING_WORDS);

/** The spelling traps examiners set: double letters, ie/ei, silent letters, -ance/-ence and the like. */
const TRAPS: readonly RegExp[] = [
  /([bcdfglmnprstz])\1/g,
  /ie|ei/g,
  /(ance|ence|ant|ent|able|ible|ary|ery|sion|tion|ious|eous|ous)$/g,
  /gh|kn|wr|mn|ps|rh|sc|bt|ph|gu/g,
];

/**
 * How much a learner gains from the word's question: exam words first, then words with more
 * spelling traps, then commoner words; a derived form ("quickly", "painting", "kindness") is worth
 * less than its base word.
 */
export function usefulness(wordnet: WordNet, word: string): number {
  const traps = TRAPS.reduce((sum, trap) => sum + (word.match(trap)?.length ?? 0), 0);
  const derived = /(ly|ness|ing|ed|ment|ers|ful)$/.test(word) ? 1 : 0;
  const frequency = Math.min(wordnet.frequency.get(word) ?? 0, 200);
  return (EXAM_WORDS.has(word) ? 1000 : 0) + traps * 20 - derived * 25 + frequency / 10;
}

/**
 * A word a spelling question may ask: WordNet knows it, it is long and common enough (or on the
 * exam list), it has one accepted spelling in Indian use, it is not a name, an inflection, a
 * technical term or a blocked word.
 */
export function isSpellingWord(wordnet: WordNet, word: string, dictionary: ReadonlySet<string>): boolean {
  const frequency = wordnet.frequency.get(word) ?? 0;
  const known = EXAM_WORDS.has(word)
    ? wordnet.sensesOf.has(word)
    : frequency >= MIN_FREQUENCY && word.length >= MIN_WORD_LENGTH && !isTechnicalWord(wordnet, word);
  return (
    known &&
    isVocabularyWord(wordnet, word) &&
    !isBlockedWord(word) &&
    !isInflectedForm(wordnet, word) &&
    !hasDisputedSpelling(word, dictionary)
  );
}

function spellingCandidates({ difficulty, letters, id: topicId }: SpellingBand): Candidate[] {
  const wordnet = loadWordNet();
  const dictionary = knownWords();
  const placement = placementOf({ id: topicId, categoryId: 'spelling', name: '', nameHi: '' });
  const words = [...new Set([...wordnet.frequency.keys(), ...EXAM_WORDS])]
    .filter((word) => wordDifficulty(wordnet.frequency.get(word) ?? 0) === difficulty && letters.test(word))
    .filter((word) => isSpellingWord(wordnet, word, dictionary));
  const asked: { word: string; distractors: string[] }[] = [];
  for (const word of words) {
    // A misspelling that is itself a word in either list would be a second right answer.
    const wrong = misspellingsOf(word).filter((candidate) => !dictionary.has(candidate));
    if (wrong.length < 3) continue;
    const random = new SeededRandom(`spelling|${word}`);
    asked.push({ word, distractors: random.shuffle(wrong).slice(0, 3) });
  }
  const kept = asked
    .sort((a, b) => usefulness(wordnet, b.word) - usefulness(wordnet, a.word) || (a.word < b.word ? -1 : 1))
    .slice(0, SPELLING_QUOTA[topicId] ?? 0)
    .sort((a, b) => (a.word < b.word ? -1 : 1));
  return kept.map(({ word, distractors }) => {
    const listed = [word, ...distractors].sort();
    return buildCandidate({
      key: { generator: 'spelling', entity: word, template: 'correct-spelling' },
      topic: placement,
      stem: `Which of these is spelt correctly: ${listed.join(', ')}?`,
      correct: word,
      distractors,
      explanation: `The correct spelling is "${word}". ${distractors.map((d) => `"${d}"`).join(', ')} are not English words.`,
      difficulty,
      source: { dataset: 'WordNet 3.0 + word-list', record: word },
      isTrue: (option) => dictionary.has(option),
    });
  });
}

export const spellingGenerators: TopicGenerator[] = BANDS.map((band) => ({
  topic: {
    id: band.id,
    categoryId: 'spelling',
    name: `Correct Spelling (${band.name})`,
    nameHi: `सही वर्तनी (${band.nameHi})`,
  },
  generate: () => spellingCandidates(band),
}));
