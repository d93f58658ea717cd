import type { QuestionDifficulty } from '@abhyas/domain';
import { buildCandidate, type Candidate } from '../../model/candidate.ts';
import { SeededRandom } from '../../model/seeded-random.ts';
import type { TopicGenerator } from '../../model/topic-generator.ts';
import { loadWordNet, type PartOfSpeech, type WordNet } from '../../sources/wordnet.ts';
import { placementOf } from '../../taxonomy.ts';
import { chooseDistractors } from '../choose-distractors.ts';
import {
  areNear,
  isCommonWord,
  isEverydayFiller,
  isMainSense,
  NEVER_DISTRACTOR,
  reachOf,
  relatedInAnySense,
  senseFrequency,
  sensesIn,
} from './vocabulary-words.ts';
import { DIFFICULTY_NAMES, wordDifficulty } from './word-difficulty.ts';

/** Least tagged-corpus frequency for a word to count as common enough to ask about. */
const MIN_TARGET_FREQUENCY = 8;
const MIN_ANSWER_FREQUENCY = 3;
/**
 * The shared meaning must be at least this share of all the answer's tagged uses ("potency" is
 * seldom "authority", "setup" seldom "apparatus"), unless the answer is used in it this often:
 * "hard" means "difficult" in 37 of its 98 tagged uses, a meaning everyone knows.
 */
const ANSWER_SENSE_SHARE = 0.3;
const ANSWER_SENSE_FREQUENCY = 10;
const PARTS: readonly PartOfSpeech[] = ['adj', 'verb', 'noun', 'adv'];

/**
 * Pairs that pass every check on the data but that a reader of the whole bank judged wrong for
 * a learner: the shared WordNet sense is a rare or technical one, or the words differ in
 * everyday use. Keyed `word~synonym`.
 */
const REJECTED_PAIRS = new Set<string>([
  'ammunition~ammo',
  'apparatus~setup',
  'authority~potency',
  'baby~babe',
  'battle~engagement',
  'certify~manifest',
  'comprehend~apprehend',
  'contend~postulate',
  'contribute~lend',
  'cowboy~puncher',
  'creak~screech',
  'dash~scoot',
  'defy~withstand',
  'detect~observe',
  'determination~finding',
  'discover~observe',
  'enact~ordain',
  'engagement~battle',
  'engage~pursue',
  // "bask" is intransitive ("bask in"), not a stand-in for "enjoy".
  'enjoy~bask',
  'fairly~pretty',
  'famous~famed',
  'fancy~envision',
  'fancy~visualize',
  'fellow~lad',
  'finding~determination',
  'government~regime',
  'grim~relentless',
  'irony~satire',
  // "foliage" is leaves as a mass, not one leaf.
  'leaf~foliage',
  'lend~contribute',
  'live~populate',
  'manifest~attest',
  'manifest~certify',
  'model~framework',
  'partner~spouse',
  'passage~transition',
  'poor~piteous',
  'precede~forego',
  'preserve~uphold',
  'pursue~engage',
  'reasonably~pretty',
  'remarkable~singular',
  'sharp~crisp',
  'shooting~shot',
  'shot~shooting',
  'snap~snarl',
  'snarl~snap',
  'spell~trance',
  'sponsor~patronize',
  'tube~tubing',
  'unity~integrity',
  'utterly~perfectly',
]);

/**
 * Distractors a reader could defend as the answer though WordNet does not link them to the target:
 * "deny" can mean "forbid" ("deny entry"), "principal" can mean "prominent", "invite" can mean
 * "prompt" ("invite criticism"), "downtown" is the "central" part of a town. Keyed by target.
 */
export const REJECTED_DISTRACTORS: Readonly<Record<string, readonly string[]>> = {
  central: ['downtown'],
  forbid: ['deny'],
  prominent: ['principal'],
  prompt: ['invite'],
};

/** True when the two words share a synset in any sense: a synonym by the data. */
export function areSynonyms(wordnet: WordNet, a: string, b: string): boolean {
  const senses = new Set(wordnet.sensesOf.get(a) ?? []);
  return (wordnet.sensesOf.get(b) ?? []).some((key) => senses.has(key));
}

function sharesStem(a: string, b: string): boolean {
  return a.slice(0, 4) === b.slice(0, 4) || a.includes(b) || b.includes(a);
}

export interface SynonymPair {
  word: string;
  synonym: string;
  pos: PartOfSpeech;
  frequency: number;
}

/**
 * One pair per common word: its most frequent sense in its usual part of speech, answered by the
 * common word that uses that sense most, provided the sense is that word's everyday meaning too.
 */
export function synonymPairs(wordnet: WordNet): SynonymPair[] {
  const pairs: SynonymPair[] = [];
  for (const [word, frequency] of [...wordnet.frequency].sort(([a], [b]) => a.localeCompare(b))) {
    if (!isCommonWord(wordnet, word, MIN_TARGET_FREQUENCY)) continue;
    // Ask only in the word's usual part of speech; adverbs only when they are -ly words, since
    // WordNet files prepositions such as "about" and "above" as adverbs.
    const pos = wordnet.dominantPos.get(word);
    if (!pos || (pos === 'adv' && !word.endsWith('ly'))) continue;
    // Only the word's most frequent sense in this part of speech: the meaning a learner knows.
    const firstSense = sensesIn(wordnet, word, pos)[0];
    const synset = firstSense ? wordnet.synsets.get(firstSense) : undefined;
    if (!synset || !isMainSense(wordnet, word, synset.key, 0)) continue;
    // The shared meaning must also be the synonym's own most frequent sense, so the pair is natural.
    const synonyms = synset.lemmas
      .filter((lemma) => lemma !== word && isCommonWord(wordnet, lemma, MIN_ANSWER_FREQUENCY))
      .filter((lemma) => !sharesStem(lemma, word) && wordnet.dominantPos.get(lemma) === pos)
      .filter((lemma) => sensesIn(wordnet, lemma, pos)[0] === synset.key)
      .filter(
        (lemma) =>
          isMainSense(wordnet, lemma, synset.key, ANSWER_SENSE_SHARE) ||
          (isMainSense(wordnet, lemma, synset.key, 0) &&
            senseFrequency(wordnet, lemma, synset.key) >= ANSWER_SENSE_FREQUENCY),
      )
      .filter((lemma) => !REJECTED_PAIRS.has(`${word}~${lemma}`))
      .sort(
        (a, b) =>
          senseFrequency(wordnet, b, synset.key) - senseFrequency(wordnet, a, synset.key) ||
          (wordnet.frequency.get(b) ?? 0) - (wordnet.frequency.get(a) ?? 0) ||
          a.localeCompare(b),
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
  // Distractors are common words of the same part of speech, so no option stands out by form.
  const commonByPos = new Map<PartOfSpeech, string[]>();
  for (const pos of PARTS) {
    commonByPos.set(
      pos,
      [...wordnet.frequency.keys()]
        .filter(
          (word) =>
            wordnet.dominantPos.get(word) === pos && isEverydayFiller(wordnet, word, MIN_TARGET_FREQUENCY),
        )
        .sort(),
    );
  }
  const candidates: Candidate[] = [];
  for (const pair of pairs) {
    // Never a synonym, similar word or opposite of either word in any sense, however rare, and
    // never a word WordNet links to the same meaning (a shared hypernym, similar cluster, root).
    const reach = new Set([...reachOf(wordnet, pair.word), ...reachOf(wordnet, pair.synonym)]);
    const near = new Set([
      ...relatedInAnySense(wordnet, pair.word),
      ...relatedInAnySense(wordnet, pair.synonym),
    ]);
    const isTrue = (option: string) => areSynonyms(wordnet, pair.word, option);
    const random = new SeededRandom(`synonym|${pair.word}`);
    const distractors = chooseDistractors(
      random,
      commonByPos.get(pair.pos) ?? [],
      pair.synonym,
      (word) =>
        isTrue(word) ||
        NEVER_DISTRACTOR.has(word) ||
        (REJECTED_DISTRACTORS[pair.word] ?? []).includes(word) ||
        near.has(word) ||
        areNear(wordnet, reach, word) ||
        sharesStem(word, pair.word) ||
        sharesStem(word, pair.synonym),
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
