import type { QuestionDifficulty } from '@abhyas/domain';
import { buildCandidate, type Candidate } from '../../model/candidate.ts';
import { SeededRandom } from '../../model/seeded-random.ts';
import type { TopicGenerator } from '../../model/topic-generator.ts';
import { isVocabularyWord, loadWordNet, type WordNet } from '../../sources/wordnet.ts';
import { placementOf } from '../../taxonomy.ts';
import { chooseDistractors } from '../choose-distractors.ts';
import { DIFFICULTY_NAMES, wordDifficulty } from './word-difficulty.ts';

const MIN_TARGET_FREQUENCY = 3;

/**
 * Words opposite to `word` by the data: lemmas of synsets that are direct antonyms of any
 * sense of the word, plus lemmas of synsets similar to those (indirect antonyms).
 */
export function oppositesOf(wordnet: WordNet, word: string): Set<string> {
  const opposites = new Set<string>();
  for (const key of wordnet.sensesOf.get(word) ?? []) {
    const synset = wordnet.synsets.get(key);
    for (const [, target] of synset?.antonyms ?? []) {
      const opposite = wordnet.synsets.get(target);
      for (const lemma of opposite?.lemmas ?? []) opposites.add(lemma);
      for (const similar of opposite?.similar ?? []) {
        for (const lemma of wordnet.synsets.get(similar)?.lemmas ?? []) opposites.add(lemma);
      }
    }
  }
  return opposites;
}

/** Words on the target's own side: its synonyms and similar words, never its opposites. */
function sameSideWords(wordnet: WordNet, word: string): string[] {
  const words = new Set<string>();
  for (const key of wordnet.sensesOf.get(word) ?? []) {
    const synset = wordnet.synsets.get(key);
    for (const lemma of synset?.lemmas ?? []) words.add(lemma);
    for (const similar of synset?.similar ?? []) {
      for (const lemma of wordnet.synsets.get(similar)?.lemmas ?? []) words.add(lemma);
    }
  }
  words.delete(word);
  return [...words]
    .filter((lemma) => isVocabularyWord(wordnet, lemma))
    .sort((a, b) => (wordnet.frequency.get(b) ?? 0) - (wordnet.frequency.get(a) ?? 0) || a.localeCompare(b))
    .slice(0, 8);
}

interface AntonymPair {
  word: string;
  antonym: string;
  frequency: number;
}

function antonymPairs(wordnet: WordNet): AntonymPair[] {
  const pairs: AntonymPair[] = [];
  for (const [word, frequency] of [...wordnet.frequency].sort(([a], [b]) => a.localeCompare(b))) {
    if (frequency < MIN_TARGET_FREQUENCY || !isVocabularyWord(wordnet, word)) continue;
    const pos = wordnet.dominantPos.get(word);
    // The most frequent sense in the usual part of speech must carry the antonym.
    const firstSense = (wordnet.sensesOf.get(word) ?? []).find(
      (key) => wordnet.synsets.get(key)?.pos === pos,
    );
    const antonym = wordnet.synsets
      .get(firstSense ?? '')
      ?.antonyms.find(([source, , target]) => source === word && isVocabularyWord(wordnet, target))?.[2];
    if (antonym && (wordnet.frequency.get(antonym) ?? 0) >= 1) pairs.push({ word, antonym, frequency });
  }
  return pairs;
}

function antonymCandidates(difficulties: readonly QuestionDifficulty[], topicId: string): Candidate[] {
  const wordnet = loadWordNet();
  const placement = placementOf({ id: topicId, categoryId: 'vocabulary', name: '', nameHi: '' });
  const candidates: Candidate[] = [];
  for (const pair of antonymPairs(wordnet)) {
    const difficulty = wordDifficulty(pair.frequency);
    if (!difficulties.includes(difficulty)) continue;
    const opposites = oppositesOf(wordnet, pair.word);
    const isTrue = (option: string) => opposites.has(option);
    const random = new SeededRandom(`antonym|${pair.word}`);
    const distractors = chooseDistractors(random, sameSideWords(wordnet, pair.word), pair.antonym, isTrue);
    if (!distractors) continue;
    candidates.push(
      buildCandidate({
        key: { generator: 'wordnet-antonym', entity: pair.word, template: 'opposite-meaning' },
        topic: placement,
        stem: `Choose the word opposite in meaning to "${pair.word}".`,
        correct: pair.antonym,
        distractors,
        explanation: `"${pair.antonym}" is the opposite of "${pair.word}". ${distractors.map((d) => `"${d}"`).join(', ')} are close in meaning to "${pair.word}", not opposite.`,
        difficulty,
        source: { dataset: 'WordNet 3.0', record: `${pair.word}!${pair.antonym}` },
        isTrue,
      }),
    );
  }
  return candidates;
}

const BANDS: { id: string; difficulties: QuestionDifficulty[]; en: string; hi: string }[] = [
  {
    id: 'antonyms-common',
    difficulties: ['easy', 'medium'],
    en: DIFFICULTY_NAMES.easy.en,
    hi: DIFFICULTY_NAMES.easy.hi,
  },
  {
    id: 'antonyms-advanced',
    difficulties: ['hard'],
    en: DIFFICULTY_NAMES.hard.en,
    hi: DIFFICULTY_NAMES.hard.hi,
  },
];

export const antonymGenerators: TopicGenerator[] = BANDS.map((band) => {
  const topic = {
    id: band.id,
    categoryId: 'vocabulary',
    name: `Antonyms (${band.en})`,
    nameHi: `विलोम शब्द (${band.hi})`,
  };
  return { topic, generate: () => antonymCandidates(band.difficulties, topic.id) };
});
