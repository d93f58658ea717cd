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
  NEVER_DISTRACTOR,
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
  // Kinship and gender counterparts are pairs, not opposites.
  'aunt!uncle',
  'boy!girl',
  'brother!sister',
  'daughter!son',
  'father!mother',
  'girl!boy',
  'husband!wife',
  'king!queen',
  'man!woman',
  'mother!father',
  'nephew!niece',
  'niece!nephew',
  'parent!child',
  'queen!king',
  'sister!brother',
  'son!daughter',
  'uncle!aunt',
  'wife!husband',
  'woman!man',
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
  'discontinue!preserve',
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
  'implicit!expressed',
  'inability!power',
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

/**
 * Words a reader could defend as opposites of the target though WordNet does not pair them: the
 * antonym's senses and similar words, their synonyms, and those synonyms' similar words (one
 * step on), in the antonym's part of speech. "unintelligent" is "stupid", similar to "foolish",
 * similar to "silly": "silly" is no distractor for "intelligent".
 */
export function nearOpposites(wordnet: WordNet, antonym: string, pos: PartOfSpeech): Set<string> {
  const near = new Set<string>([antonym]);
  let frontier = [antonym];
  for (let step = 0; step < 3; step++) {
    const next: string[] = [];
    for (const word of frontier) {
      for (const key of sensesIn(wordnet, word, pos)) {
        const synset = wordnet.synsets.get(key);
        for (const linked of [key, ...(synset?.similar ?? [])]) {
          for (const lemma of wordnet.synsets.get(linked)?.lemmas ?? []) {
            if (near.has(lemma)) continue;
            near.add(lemma);
            next.push(lemma);
          }
        }
      }
    }
    frontier = next;
  }
  return near;
}

/** Prefixes that make an opposite by themselves: the key shares the target's root. */
const NEGATIVE_PREFIX = /^(un|in|im|il|ir|dis|non|mis)/;

/** The prefix that turns one word of the pair into the other, or undefined. */
export function oppositePrefix(word: string, antonym: string): string | undefined {
  for (const [plain, prefixed] of [
    [word, antonym],
    [antonym, word],
  ] as const) {
    const prefix = NEGATIVE_PREFIX.exec(prefixed)?.[1];
    if (prefix && prefixed.slice(prefix.length) === plain) return prefix;
  }
  return undefined;
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
  /** The answer is the target with a negative prefix added or removed ("able", "unable"). */
  sameRoot: boolean;
}

/** True when the two words differ only by a prefix ("able"/"unable", "include"/"exclude"). */
export function shareRoot(word: string, antonym: string): boolean {
  if (oppositePrefix(word, antonym)) return true;
  return word.length >= 6 && antonym.length >= 6 && word.slice(2) === antonym.slice(2);
}

/**
 * A plain word of the antonym's own synset, when the antonym is the target with a prefix: "stupid"
 * shares the synset of "unintelligent", so "intelligent" is asked against "stupid" and the prefix
 * gives nothing away.
 */
function plainOpposite(
  wordnet: WordNet,
  word: string,
  synsetKey: string,
  pos: PartOfSpeech,
): string | undefined {
  return (wordnet.synsets.get(synsetKey)?.lemmas ?? [])
    .filter(
      (lemma) =>
        !shareRoot(word, lemma) &&
        !sharesStem(lemma, word) &&
        !NEGATIVE_PREFIX.test(lemma) &&
        wordnet.dominantPos.get(lemma) === pos &&
        isCommonWord(wordnet, lemma, MIN_TARGET_FREQUENCY) &&
        isMainSense(wordnet, lemma, synsetKey, 0) &&
        !REJECTED_PAIRS.has(`${word}!${lemma}`),
    )
    .sort(
      (a, b) =>
        senseFrequency(wordnet, b, synsetKey) - senseFrequency(wordnet, a, synsetKey) || a.localeCompare(b),
    )[0];
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
    const first = antonyms[0];
    if (!first) continue;
    const [, target, direct] = first;
    const antonym = shareRoot(word, direct) ? (plainOpposite(wordnet, word, target, pos) ?? direct) : direct;
    pairs.push({ word, antonym, pos, frequency, sameRoot: shareRoot(word, antonym) });
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
  // Prefixed words of each part of speech whose remainder is a word too ("unkind", "dishonest"):
  // one goes beside an answer that is the target with a prefix, so the prefix alone does not tell.
  const prefixedByPos = new Map<PartOfSpeech, string[]>();
  for (const pos of PARTS) {
    prefixedByPos.set(
      pos,
      [...wordnet.frequency.keys()].sort().filter((word) => {
        if (wordnet.dominantPos.get(word) !== pos || !isEverydayFiller(wordnet, word, MIN_CLOSE_FREQUENCY))
          return false;
        const prefix = NEGATIVE_PREFIX.exec(word)?.[1];
        if (prefix === undefined) return false;
        // A true negative: WordNet pairs the word with its root ("unfortunate", not "intense").
        const root = word.slice(prefix.length);
        return (
          oppositesOf(wordnet, word).has(root) &&
          !REJECTED_PAIRS.has(`${word}!${root}`) &&
          !REJECTED_PAIRS.has(`${root}!${word}`)
        );
      }),
    );
  }
  const candidates: Candidate[] = [];
  for (const pair of antonymPairs(wordnet)) {
    const banded = wordDifficulty(pair.frequency);
    // A prefix that gives the answer away makes the question no harder than medium.
    const difficulty = pair.sameRoot && banded === 'hard' ? 'medium' : banded;
    if (!difficulties.includes(difficulty)) continue;
    const opposites = oppositesOf(wordnet, pair.word);
    const isTrue = (option: string) => opposites.has(option);
    const nearAnswer = nearOpposites(wordnet, pair.antonym, pair.pos);
    // No distractor may be an opposite, a near-opposite, or a synonym of the antonym, in any sense.
    const excluded = (option: string) =>
      isTrue(option) ||
      nearAnswer.has(option) ||
      NEVER_DISTRACTOR.has(option) ||
      areSynonyms(wordnet, pair.antonym, option) ||
      sharesStem(option, pair.word) ||
      sharesStem(option, pair.antonym);
    const random = new SeededRandom(`antonym|${pair.word}`);
    const reach = new Set([...reachOf(wordnet, pair.word), ...reachOf(wordnet, pair.antonym)]);
    const near = new Set([
      ...relatedInAnySense(wordnet, pair.word),
      ...relatedInAnySense(wordnet, pair.antonym),
    ]);
    const prefix = NEGATIVE_PREFIX.exec(pair.antonym)?.[1];
    const lookAlike =
      prefix && oppositePrefix(pair.word, pair.antonym) && pair.antonym.startsWith(prefix)
        ? random
            .shuffle((prefixedByPos.get(pair.pos) ?? []).filter((word) => word.startsWith(prefix)))
            .find(
              (option) =>
                option !== pair.antonym &&
                !excluded(option) &&
                !near.has(option) &&
                !areNear(wordnet, reach, option),
            )
        : undefined;
    const picked = [
      ...random
        .shuffle(closeWords(wordnet, pair.word, pair.pos))
        .filter((option) => option !== pair.antonym && !excluded(option))
        .slice(0, lookAlike ? 2 : 3),
    ];
    const chosen = [...(lookAlike ? [lookAlike] : [])];
    const fills = [
      ...chosen,
      ...(chooseDistractors(
        random,
        fillsByPos.get(pair.pos) ?? [],
        pair.antonym,
        (option) =>
          excluded(option) ||
          picked.includes(option) ||
          chosen.includes(option) ||
          near.has(option) ||
          areNear(wordnet, reach, option),
        3 - picked.length - chosen.length,
      ) ?? []),
    ];
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
