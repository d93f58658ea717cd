import type { QuestionDifficulty } from '@abhyas/domain';
import { buildCandidate, type Candidate } from '../../model/candidate.ts';
import { SeededRandom } from '../../model/seeded-random.ts';
import type { TopicGenerator } from '../../model/topic-generator.ts';
import { loadWordNet, type PartOfSpeech, type WordNet } from '../../sources/wordnet.ts';
import { placementOf } from '../../taxonomy.ts';
import { chooseDistractors } from '../choose-distractors.ts';
import { areSynonyms } from './synonyms.ts';
import {
  areNear,
  isCommonWord,
  isEverydayFiller,
  isMainSense,
  isMarkedSense,
  reachOf,
  relatedInAnySense,
  senseFrequency,
  sensesIn,
} from './vocabulary-words.ts';
import { DIFFICULTY_NAMES, wordDifficulty } from './word-difficulty.ts';

const MIN_TARGET_FREQUENCY = 3;
/** Opposites are often rarer words than the target ("sane", "unarmed"): seen once is enough. */
const MIN_ANTONYM_FREQUENCY = 1;
/** Close-in-meaning distractors must be a little commoner, since they are shown, not asked. */
const MIN_CLOSE_FREQUENCY = 5;
/** Unrelated fill-in distractors: common words only. */
const MIN_FILL_FREQUENCY = 8;
/**
 * A close word's shared meaning must be at least this share of its own tagged uses: "peach" is
 * seldom "a beautiful woman".
 */
const SENSE_SHARE = 0.3;
const PARTS: readonly PartOfSpeech[] = ['adj', 'verb', 'noun', 'adv'];

/**
 * Pairs that pass every check on the data but that a reader of the whole bank judged wrong for
 * a learner: WordNet's opposite is a technical or partial one. Keyed `word!antonym`.
 */
const REJECTED_PAIRS = new Set<string>([
  'adjusted!unadjusted',
  'all!some',
  'anode!cathode',
  'anterior!posterior',
  'anti!pro',
  'breathless!breathing',
  'cathode!anode',
  'cerebral!emotional',
  'charged!uncharged',
  'common!individual',
  'competitive!noncompetitive',
  'complain!cheer',
  'conception!misconception',
  'considerable!inconsiderable',
  'consonant!vowel',
  'consonantal!vocalic',
  'correct!falsify',
  'deaf!hearing',
  'differ!equal',
  'distal!proximal',
  'downtown!uptown',
  'driver!nondriver',
  'due!undue',
  'emotional!cerebral',
  'enforce!exempt',
  'forfeit!claim',
  'functional!nonfunctional',
  'hitch!unhitch',
  'homozygous!heterozygous',
  'hungry!thirsty',
  'imitation!formalism',
  'infield!outfield',
  'interference!noninterference',
  'intermediate!terminal',
  'know!ignore',
  'laity!clergy',
  'linguistic!nonlinguistic',
  'liquid!gaseous',
  'local!national',
  'loose!compact',
  'masculine!neuter',
  'metallic!nonmetallic',
  'misconception!conception',
  'never!ever',
  'nonexistent!existent',
  'nonmetallic!metallic',
  'nonspecific!specific',
  'nuclear!conventional',
  'oleophilic!oleophobic',
  'out!safe',
  'overhead!subsurface',
  'overhead!surface',
  'parallel!oblique',
  'particulate!nonparticulate',
  'political!nonpolitical',
  'posterior!anterior',
  'prewar!postwar',
  'pro!anti',
  'rear!head',
  'repair!break',
  'resident!nonresident',
  'septic!antiseptic',
  'soften!sharpen',
  'some!all',
  'spontaneous!induced',
  'stained!unstained',
  'stay!change',
  'synthesize!analyze',
  'ultimate!proximate',
  'unadjusted!adjusted',
  'uncharged!charged',
  'underachievement!overachievement',
  'undue!due',
  'unlined!lined',
  'unreconstructed!reconstructed',
  'unstained!stained',
  'unstressed!stressed',
  'used!misused',
  'vocal!instrumental',
  'vowel!consonant',
  'walk!ride',
  'whole!fractional',
  'work!idle',
]);

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

function sharesStem(a: string, b: string): boolean {
  return a.slice(0, 4) === b.slice(0, 4) || a.includes(b) || b.includes(a);
}

/**
 * Words on the target's own side in its everyday meanings: synonyms and similar words of its main
 * senses, each a common word for which that meaning is everyday too. Never its opposites.
 */
function closeWords(wordnet: WordNet, word: string, pos: PartOfSpeech): string[] {
  const words = new Set<string>();
  for (const key of sensesIn(wordnet, word, pos)) {
    if (!isMainSense(wordnet, word, key, SENSE_SHARE)) continue;
    const synset = wordnet.synsets.get(key);
    for (const near of [key, ...(synset?.similar ?? [])]) {
      for (const lemma of wordnet.synsets.get(near)?.lemmas ?? []) {
        if (lemma === word || !isEverydayFiller(wordnet, lemma, MIN_CLOSE_FREQUENCY)) continue;
        if (!isMainSense(wordnet, lemma, near, SENSE_SHARE)) continue;
        words.add(lemma);
      }
    }
  }
  return [...words].sort();
}

export interface AntonymPair {
  word: string;
  antonym: string;
  pos: PartOfSpeech;
  frequency: number;
}

/**
 * One pair per common word: a direct WordNet antonym of its most frequent sense in its usual part
 * of speech, where the opposing sense is the antonym's everyday meaning too.
 */
export function antonymPairs(wordnet: WordNet): AntonymPair[] {
  const pairs: AntonymPair[] = [];
  for (const [word, frequency] of [...wordnet.frequency].sort(([a], [b]) => a.localeCompare(b))) {
    if (!isCommonWord(wordnet, word, MIN_TARGET_FREQUENCY)) continue;
    const pos = wordnet.dominantPos.get(word);
    if (!pos) continue;
    // The most frequent sense in the usual part of speech must carry the antonym.
    const firstSense = sensesIn(wordnet, word, pos)[0];
    if (!firstSense || !isMainSense(wordnet, word, firstSense, 0)) continue;
    const antonyms = (wordnet.synsets.get(firstSense)?.antonyms ?? [])
      .filter(
        // WordNet's direct antonyms are its lexicographers' chosen pairs, so the antonym's side is
        // not held to its corpus counts (which miss "shallow" and "tame"); only labelled uses are out.
        ([source, target, antonym]) => source === word && !isMarkedSense(wordnet, target, antonym),
      )
      .filter(([, , antonym]) => isCommonWord(wordnet, antonym, MIN_ANTONYM_FREQUENCY))
      .filter(([, , antonym]) => !REJECTED_PAIRS.has(`${word}!${antonym}`))
      // "early" is opposed to both "late" and "middle": ask for the one used most in that meaning.
      .sort(
        ([, a, x], [, b, y]) =>
          senseFrequency(wordnet, y, b) - senseFrequency(wordnet, x, a) || x.localeCompare(y),
      );
    const antonym = antonyms[0]?.[2];
    if (antonym) pairs.push({ word, antonym, pos, frequency });
  }
  return pairs;
}

const quoted = (words: readonly string[]) => words.map((word) => `"${word}"`).join(', ');
const isOrAre = (words: readonly string[]) => (words.length === 1 ? 'is' : 'are');

function antonymExplanation(pair: AntonymPair, close: readonly string[], others: readonly string[]): string {
  const parts = [`"${pair.antonym}" is the opposite of "${pair.word}".`];
  if (close.length > 0)
    parts.push(`${quoted(close)} ${isOrAre(close)} close in meaning to "${pair.word}", not opposite.`);
  if (others.length > 0) parts.push(`${quoted(others)} ${isOrAre(others)} not related to "${pair.word}".`);
  return parts.join(' ');
}

function antonymCandidates(difficulties: readonly QuestionDifficulty[], topicId: string): Candidate[] {
  const wordnet = loadWordNet();
  const placement = placementOf({ id: topicId, categoryId: 'vocabulary', name: '', nameHi: '' });
  const fillsByPos = new Map<PartOfSpeech, string[]>();
  for (const pos of PARTS) {
    fillsByPos.set(
      pos,
      [...wordnet.frequency.keys()]
        .filter(
          (word) =>
            wordnet.dominantPos.get(word) === pos && isEverydayFiller(wordnet, word, MIN_FILL_FREQUENCY),
        )
        .sort(),
    );
  }
  const candidates: Candidate[] = [];
  for (const pair of antonymPairs(wordnet)) {
    const difficulty = wordDifficulty(pair.frequency);
    if (!difficulties.includes(difficulty)) continue;
    const opposites = oppositesOf(wordnet, pair.word);
    const isTrue = (option: string) => opposites.has(option);
    // No distractor may be an opposite, or a synonym of the antonym, in any sense.
    const excluded = (option: string) =>
      isTrue(option) ||
      areSynonyms(wordnet, pair.antonym, option) ||
      sharesStem(option, pair.word) ||
      sharesStem(option, pair.antonym);
    const random = new SeededRandom(`antonym|${pair.word}`);
    const picked = random
      .shuffle(closeWords(wordnet, pair.word, pair.pos))
      .filter((option) => option !== pair.antonym && !excluded(option))
      .slice(0, 3);
    const reach = new Set([...reachOf(wordnet, pair.word), ...reachOf(wordnet, pair.antonym)]);
    const near = new Set([
      ...relatedInAnySense(wordnet, pair.word),
      ...relatedInAnySense(wordnet, pair.antonym),
    ]);
    const fills =
      chooseDistractors(
        random,
        fillsByPos.get(pair.pos) ?? [],
        pair.antonym,
        (option) =>
          excluded(option) || picked.includes(option) || near.has(option) || areNear(wordnet, reach, option),
        3 - picked.length,
      ) ?? [];
    const distractors = [...picked, ...fills];
    if (distractors.length < 3) continue;
    candidates.push(
      buildCandidate({
        key: { generator: 'wordnet-antonym', entity: pair.word, template: 'opposite-meaning' },
        topic: placement,
        stem: `Choose the word opposite in meaning to "${pair.word}".`,
        correct: pair.antonym,
        distractors,
        explanation: antonymExplanation(pair, picked, fills),
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
