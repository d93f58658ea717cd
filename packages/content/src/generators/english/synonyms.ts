import type { QuestionDifficulty } from '@abhyas/domain';
import { buildCandidate, type Candidate } from '../../model/candidate.ts';
import { SeededRandom } from '../../model/seeded-random.ts';
import type { TopicGenerator } from '../../model/topic-generator.ts';
import { isVocabularyWord, loadWordNet, type PartOfSpeech, type WordNet } from '../../sources/wordnet.ts';
import { placementOf } from '../../taxonomy.ts';
import { chooseDistractors } from '../choose-distractors.ts';
import { DIFFICULTY_NAMES, wordDifficulty } from './word-difficulty.ts';

/** Least tagged-corpus frequency for a word to count as common enough to ask about. */
const MIN_TARGET_FREQUENCY = 8;
const MIN_ANSWER_FREQUENCY = 3;
const PARTS: readonly PartOfSpeech[] = ['adj', 'verb', 'noun', 'adv'];

function partsOf(wordnet: WordNet, word: string): Set<PartOfSpeech> {
  return new Set((wordnet.sensesOf.get(word) ?? []).map((key) => wordnet.synsets.get(key)?.pos ?? 'noun'));
}

/** Every synset of the word and every synset linked to one of them (any WordNet pointer). */
function neighbourhood(wordnet: WordNet, words: readonly string[]): Set<string> {
  const keys = new Set<string>();
  for (const word of words) {
    for (const key of wordnet.sensesOf.get(word) ?? []) {
      keys.add(key);
      for (const linked of wordnet.synsets.get(key)?.linked ?? []) keys.add(linked);
    }
  }
  return keys;
}

/** True when the two words share a synset in any sense: a synonym by the data. */
export function areSynonyms(wordnet: WordNet, a: string, b: string): boolean {
  const senses = new Set(wordnet.sensesOf.get(a) ?? []);
  return (wordnet.sensesOf.get(b) ?? []).some((key) => senses.has(key));
}

/** A word unrelated to both target and answer: no shared or linked synset with either. */
function unrelated(wordnet: WordNet, related: Set<string>, word: string): boolean {
  return (wordnet.sensesOf.get(word) ?? []).every((key) => !related.has(key));
}

function sharesStem(a: string, b: string): boolean {
  return a.slice(0, 4) === b.slice(0, 4) || a.includes(b) || b.includes(a);
}

interface SynonymPair {
  word: string;
  synonym: string;
  pos: PartOfSpeech;
  frequency: number;
}

function synonymPairs(wordnet: WordNet): SynonymPair[] {
  const pairs: SynonymPair[] = [];
  for (const [word, frequency] of [...wordnet.frequency].sort(([a], [b]) => a.localeCompare(b))) {
    if (frequency < MIN_TARGET_FREQUENCY || !isVocabularyWord(wordnet, word)) continue;
    // Ask only in the word's usual part of speech; adverbs only when they are -ly words, since
    // WordNet files prepositions such as "about" and "above" as adverbs.
    const pos = wordnet.dominantPos.get(word);
    if (!pos || (pos === 'adv' && !word.endsWith('ly'))) continue;
    // Only the word's most frequent sense in this part of speech: the meaning a learner knows.
    const firstSense = (wordnet.sensesOf.get(word) ?? []).find(
      (key) => wordnet.synsets.get(key)?.pos === pos,
    );
    const synset = firstSense ? wordnet.synsets.get(firstSense) : undefined;
    if (!synset) continue;
    // The shared meaning must also be the synonym's own most frequent sense, so the pair is natural.
    const synonyms = synset.lemmas
      .filter((lemma) => lemma !== word && isVocabularyWord(wordnet, lemma) && !sharesStem(lemma, word))
      .filter((lemma) => wordnet.dominantPos.get(lemma) === pos)
      .filter(
        (lemma) =>
          (wordnet.sensesOf.get(lemma) ?? []).find((key) => wordnet.synsets.get(key)?.pos === pos) ===
          synset.key,
      )
      .filter((lemma) => (wordnet.frequency.get(lemma) ?? 0) >= MIN_ANSWER_FREQUENCY)
      .sort(
        (a, b) => (wordnet.frequency.get(b) ?? 0) - (wordnet.frequency.get(a) ?? 0) || a.localeCompare(b),
      );
    const synonym = synonyms[0];
    if (synonym) pairs.push({ word, synonym, pos, frequency });
  }
  return pairs;
}

const POS_NAMES: Record<PartOfSpeech, string> = {
  adj: 'adjective',
  verb: 'verb',
  noun: 'noun',
  adv: 'adverb',
};

function synonymCandidates(difficulty: QuestionDifficulty, topicId: string): Candidate[] {
  const wordnet = loadWordNet();
  const placement = placementOf({ id: topicId, categoryId: 'vocabulary', name: '', nameHi: '' });
  const pairs = synonymPairs(wordnet).filter((pair) => wordDifficulty(pair.frequency) === difficulty);
  const commonByPos = new Map<PartOfSpeech, string[]>();
  for (const pos of PARTS) {
    commonByPos.set(
      pos,
      [...wordnet.frequency]
        .filter(
          ([word, frequency]) =>
            frequency >= MIN_TARGET_FREQUENCY &&
            isVocabularyWord(wordnet, word) &&
            partsOf(wordnet, word).has(pos),
        )
        .map(([word]) => word)
        .sort(),
    );
  }
  const candidates: Candidate[] = [];
  for (const pair of pairs) {
    const related = neighbourhood(wordnet, [pair.word, pair.synonym]);
    const isTrue = (option: string) => areSynonyms(wordnet, pair.word, option);
    const random = new SeededRandom(`synonym|${pair.word}`);
    const distractors = chooseDistractors(
      random,
      commonByPos.get(pair.pos) ?? [],
      pair.synonym,
      (word) => isTrue(word) || !unrelated(wordnet, related, word) || sharesStem(word, pair.word),
    );
    if (!distractors) continue;
    candidates.push(
      buildCandidate({
        key: { generator: 'wordnet-synonym', entity: pair.word, template: 'closest-meaning' },
        topic: placement,
        stem: `Choose the word closest in meaning to "${pair.word}".`,
        correct: pair.synonym,
        distractors,
        explanation: `As ${/^[aeiou]/.test(POS_NAMES[pair.pos]) ? 'an' : 'a'} ${POS_NAMES[pair.pos]}, "${pair.word}" and "${pair.synonym}" can mean the same thing; ${distractors.map((d) => `"${d}"`).join(', ')} do not share that meaning.`,
        difficulty,
        source: { dataset: 'WordNet 3.0', record: `${pair.word}~${pair.synonym}` },
        isTrue,
      }),
    );
  }
  return candidates;
}

export const synonymGenerators: TopicGenerator[] = (['easy', 'medium', 'hard'] as const).map((difficulty) => {
  const topic = {
    id: `synonyms-${difficulty}`,
    categoryId: 'vocabulary',
    name: `Synonyms (${DIFFICULTY_NAMES[difficulty].en})`,
    nameHi: `समानार्थी शब्द (${DIFFICULTY_NAMES[difficulty].hi})`,
  };
  return { topic, generate: () => synonymCandidates(difficulty, topic.id) };
});
