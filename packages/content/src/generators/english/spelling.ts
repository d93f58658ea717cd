import type { QuestionDifficulty } from '@abhyas/domain';
import { buildCandidate, type Candidate } from '../../model/candidate.ts';
import { SeededRandom } from '../../model/seeded-random.ts';
import type { TopicGenerator } from '../../model/topic-generator.ts';
import { knownWords } from '../../sources/english-words.ts';
import { isVocabularyWord, loadWordNet } from '../../sources/wordnet.ts';
import { placementOf } from '../../taxonomy.ts';
import { misspellingsOf } from './misspellings.ts';
import { DIFFICULTY_NAMES, wordDifficulty } from './word-difficulty.ts';

/** Short words are rarely misspelt in exams; long ones make the question worth asking. */
const MIN_WORD_LENGTH = 7;
const MIN_FREQUENCY = 6;

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

function spellingCandidates({ difficulty, letters, id: topicId }: SpellingBand): Candidate[] {
  const wordnet = loadWordNet();
  const dictionary = knownWords();
  const placement = placementOf({ id: topicId, categoryId: 'spelling', name: '', nameHi: '' });
  const candidates: Candidate[] = [];
  const words = [...wordnet.frequency]
    .filter(
      ([word, frequency]) =>
        frequency >= MIN_FREQUENCY && word.length >= MIN_WORD_LENGTH && isVocabularyWord(wordnet, word),
    )
    .filter(([word, frequency]) => wordDifficulty(frequency) === difficulty && letters.test(word))
    .map(([word]) => word)
    .sort();
  for (const word of words) {
    // A misspelling that is itself a word in either list would be a second right answer.
    const wrong = misspellingsOf(word).filter((candidate) => !dictionary.has(candidate));
    if (wrong.length < 3) continue;
    const random = new SeededRandom(`spelling|${word}`);
    const distractors = random.shuffle(wrong).slice(0, 3);
    const listed = [word, ...distractors].sort();
    candidates.push(
      buildCandidate({
        key: { generator: 'spelling', entity: word, template: 'correct-spelling' },
        topic: placement,
        stem: `Which of these is spelt correctly: ${listed.join(', ')}?`,
        correct: word,
        distractors,
        explanation: `The correct spelling is "${word}". ${distractors.map((d) => `"${d}"`).join(', ')} are not English words.`,
        difficulty,
        source: { dataset: 'WordNet 3.0 + word-list', record: word },
        isTrue: (option) => dictionary.has(option),
      }),
    );
  }
  return candidates;
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
