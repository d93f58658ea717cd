import type { QuestionDifficulty } from '@abhyas/domain';
import { buildCandidate, type Candidate } from '../../model/candidate.ts';
import { SeededRandom } from '../../model/seeded-random.ts';
import type { TopicDefinition, TopicGenerator } from '../../model/topic-generator.ts';
import { type HomophoneSet, homophoneSetSchema, loadFactTable } from '../../sources/fact-tables.ts';
import { loadWordNet, type WordNet } from '../../sources/wordnet.ts';
import { placementOf } from '../../taxonomy.ts';
import { DIFFICULTY_NAMES } from './word-difficulty.ts';

const DATASET = 'facts/homophones.json';

interface HomophoneWord {
  word: string;
  meaning: string;
  class: string;
  set: HomophoneSet;
}

/** One topic per level keeps each pack well under the size limit. */
const LEVELS: readonly QuestionDifficulty[] = ['easy', 'medium', 'hard'];

function topicOf(level: QuestionDifficulty): TopicDefinition {
  return {
    id: `homophones-${level}`,
    categoryId: 'vocabulary',
    name: `Homophones (${DIFFICULTY_NAMES[level].en})`,
    nameHi: `समध्वनि शब्द (${DIFFICULTY_NAMES[level].hi})`,
  };
}

/** Every synset of the word and every synset one WordNet pointer away. */
function neighbourhood(wordnet: WordNet, word: string): Set<string> {
  const keys = new Set<string>();
  for (const key of wordnet.sensesOf.get(word) ?? []) {
    keys.add(key);
    for (const linked of wordnet.synsets.get(key)?.linked ?? []) keys.add(linked);
  }
  return keys;
}

/**
 * True when WordNet puts the two words near each other in any sense (shared synset, or one link
 * apart, or sharing a linked synset such as a common hypernym): a fill-in word that close to the
 * answer could be argued to carry the asked meaning, so it is never used.
 */
function relatedInWordNet(wordnet: WordNet, a: string, b: string): boolean {
  const near = neighbourhood(wordnet, a);
  for (const key of neighbourhood(wordnet, b)) if (near.has(key)) return true;
  return false;
}

/** Takes preferred options first (shuffled), then the rest, skipping excluded and repeated ones. */
function pickFills(
  random: SeededRandom,
  preferred: readonly string[],
  rest: readonly string[],
  taken: readonly string[],
  isExcluded: (option: string) => boolean,
  count: number,
): string[] | undefined {
  const chosen: string[] = [];
  const seen = new Set(taken);
  for (const option of [...random.shuffle(preferred), ...random.shuffle(rest)]) {
    if (chosen.length === count) break;
    if (seen.has(option) || isExcluded(option)) continue;
    seen.add(option);
    chosen.push(option);
  }
  return chosen.length === count ? chosen : undefined;
}

const quoted = (word: string) => `"${word}"`;

function homophoneCandidates(level: QuestionDifficulty): Candidate[] {
  const sets = loadFactTable('homophones', homophoneSetSchema);
  const wordnet = loadWordNet();
  const words: HomophoneWord[] = sets.flatMap((set) => set.words.map((entry) => ({ ...entry, set })));
  const byWord = new Map(words.map((entry) => [entry.word, entry]));
  const placement = placementOf(topicOf(level));
  const candidates: Candidate[] = [];
  for (const target of words.filter((entry) => entry.set.level === level)) {
    const siblings = target.set.words.filter((entry) => entry.word !== target.word);
    const outsiders = words.filter((entry) => entry.set !== target.set).map((entry) => entry.word);
    const source = { dataset: DATASET, record: target.word };

    // "Which word means ...?": the sound-alikes are always offered; the rest are filled from
    // other sets, never from the same meaning class and never a WordNet neighbour of the answer.
    const meansIt = (option: string) => {
      const entry = byWord.get(option);
      if (!entry) return false;
      if (entry.meaning === target.meaning) return true;
      if (entry.set === target.set) return false;
      return entry.class === target.class || relatedInWordNet(wordnet, option, target.word);
    };
    const meaningRandom = new SeededRandom(`homophone|word-for-meaning|${target.word}`);
    const siblingOptions = siblings.slice(0, 3).map((entry) => entry.word);
    const meaningFills = pickFills(
      meaningRandom,
      [],
      outsiders,
      [target.word, ...siblingOptions],
      meansIt,
      3 - siblingOptions.length,
    );
    if (meaningFills) {
      candidates.push(
        buildCandidate({
          key: { generator: 'homophone', entity: target.word, template: 'word-for-meaning' },
          topic: placement,
          stem: `Which word means "${target.meaning}"?`,
          correct: target.word,
          distractors: [...siblingOptions, ...meaningFills],
          explanation: `${quoted(target.word)} means ${target.meaning}. ${siblings
            .map((entry) => `${quoted(entry.word)} sounds the same but means ${entry.meaning}.`)
            .join(' ')}`,
          difficulty: level,
          source,
          isTrue: meansIt,
        }),
      );
    }

    // "Which word is pronounced the same as ...?": one sound-alike is right; fills come from
    // other sets, preferring ones that look alike (same first letter) so the question tests sound.
    const partner = siblings[0];
    if (!partner) continue;
    const soundsAlike = (option: string) => option !== target.word && byWord.get(option)?.set === target.set;
    const soundRandom = new SeededRandom(`homophone|sounds-like|${target.word}`);
    const lookAlikes = outsiders.filter((word) => word[0] === target.word[0]);
    const soundFills = pickFills(
      soundRandom,
      lookAlikes,
      outsiders,
      [target.word, partner.word],
      soundsAlike,
      3,
    );
    if (!soundFills) continue;
    candidates.push(
      buildCandidate({
        key: { generator: 'homophone', entity: target.word, template: 'sounds-like' },
        topic: placement,
        stem: `Which word is pronounced the same as "${target.word}"?`,
        correct: partner.word,
        distractors: soundFills,
        explanation: `${quoted(target.word)} (${target.meaning}) and ${quoted(partner.word)} (${partner.meaning}) are pronounced the same but are spelt differently and mean different things.`,
        difficulty: level,
        source,
        isTrue: soundsAlike,
      }),
    );
  }
  return candidates;
}

export const homophoneGenerators: TopicGenerator[] = LEVELS.map((level) => ({
  topic: topicOf(level),
  generate: () => homophoneCandidates(level),
}));
