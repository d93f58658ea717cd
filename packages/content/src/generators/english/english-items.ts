import type { QuestionSet } from '@abhyas/domain';
import { buildCandidate, type Candidate } from '../../model/candidate.ts';
import { SeededRandom } from '../../model/seeded-random.ts';
import type { TopicDefinition, TopicGenerator } from '../../model/topic-generator.ts';
import {
  type EnglishItem,
  type LoadedEnglishItemSet,
  loadEnglishItemSets,
} from '../../sources/english-items.ts';
import { placementOf } from '../../taxonomy.ts';

const GENERATOR = 'english-item';

function itemCandidate(
  loaded: LoadedEnglishItemSet,
  topic: TopicDefinition,
  item: Pick<EnglishItem, 'key' | 'stem' | 'answer' | 'wrong' | 'explanation'>,
  extra: Pick<EnglishItem, 'difficulty' | 'source'>,
  set?: { set: QuestionSet; position: number },
): Candidate {
  const entity = `${topic.id}/${item.key}`;
  const byLabel = loaded.set.optionOrder === 'by-label';
  // Seeded by the item alone, so editing one item never changes another's options.
  const wrong = byLabel
    ? item.wrong
    : new SeededRandom(`${GENERATOR}|${entity}`).shuffle(item.wrong).slice(0, 3);
  return buildCandidate({
    key: { generator: GENERATOR, entity, template: 'v1' },
    topic: placementOf(topic),
    stem: item.stem,
    correct: item.answer,
    distractors: wrong,
    explanation: item.explanation,
    difficulty: extra.difficulty,
    source: { dataset: loaded.dataset, record: item.key, citation: extra.source },
    // Hand-keyed: the answer is the one option the named rule allows; the validator checks the
    // options are distinct and that exactly this one is keyed.
    isTrue: (option) => option === item.answer,
    factKey: `${GENERATOR}:${entity}`,
    ...(set ? { set } : {}),
    ...(byLabel ? { optionOrder: partsInLabelOrder(loaded, item) } : {}),
  });
}

const PART_LABEL = /^\(([A-D])\) /;

/**
 * The sentence's parts (A), (B), (C) as the stem shows them, then the one unlabelled option
 * ("No error"), as the SSC paper prints them.
 */
function partsInLabelOrder(
  loaded: LoadedEnglishItemSet,
  item: Pick<EnglishItem, 'key' | 'stem' | 'answer' | 'wrong'>,
): string[] {
  const options = [item.answer, ...item.wrong];
  const parts = options.filter((option) => PART_LABEL.test(option)).sort();
  const rest = options.filter((option) => !PART_LABEL.test(option));
  const labels = parts.map((part) => PART_LABEL.exec(part)?.[1]).join('');
  const lines = new Set(item.stem.split('\n'));
  const fail = (problem: string) => {
    throw new Error(`${loaded.dataset} ${item.key}: ${problem}`);
  };
  if (options.length !== 4) fail('needs exactly four options, all of them kept in order');
  if (rest.length !== 1) fail('needs exactly one unlabelled option, such as "No error"');
  if (labels !== 'ABCD'.slice(0, parts.length)) fail(`labels its parts ${labels}, not A, B, C in turn`);
  for (const part of parts) if (!lines.has(part)) fail(`option "${part}" is not a line of its stem`);
  return [...parts, ...rest];
}

function candidatesOf(loaded: LoadedEnglishItemSet, topic: TopicDefinition): Candidate[] {
  const candidates = loaded.set.items.map((item) => itemCandidate(loaded, topic, item, item));
  for (const passage of loaded.set.passages) {
    const set: QuestionSet = {
      id: `${topic.id}-${passage.key}`,
      instruction: passage.instruction,
      passage: passage.passage,
    };
    passage.questions.forEach((question, position) => {
      candidates.push(
        itemCandidate(loaded, topic, { ...question, key: `${passage.key}-${question.key}` }, passage, {
          set,
          position,
        }),
      );
    });
  }
  return candidates;
}

/** One topic per file under `facts/english`. */
export function englishItemGenerators(
  sets: readonly LoadedEnglishItemSet[] = loadEnglishItemSets(),
): TopicGenerator[] {
  return sets.map((loaded) => {
    const topic: TopicDefinition = {
      id: loaded.set.topic.id,
      categoryId: loaded.categoryId,
      name: loaded.set.topic.name,
      nameHi: loaded.set.topic.nameHi,
    };
    return { topic, generate: () => candidatesOf(loaded, topic) };
  });
}
