import type { Question, QuestionSet } from '@abhyas/domain';
import { type AnswerKeyLedger, publishedAnswers, readLedger } from './answer-key-ledger.ts';
import { balanceAnswerPositions } from './answer-positions.ts';
import { ALL_GENERATORS } from './generators/all-generators.ts';
import type { Candidate } from './model/candidate.ts';
import type { TopicDefinition, TopicGenerator } from './model/topic-generator.ts';
import { buildPackFile, MAX_PACK_GZIP_BYTES, sortQuestions } from './packs/pack-files.ts';
import { placementOf } from './taxonomy.ts';
import { validateFigures } from './validators/figure-rules.ts';
import {
  validateFactKeys,
  validateGeneralKnowledgeTopicSize,
  validateHindi,
} from './validators/general-knowledge-rules.ts';
import { validateCandidate, validateUniqueness } from './validators/question-validators.ts';
import { validateKeyShare, validateLongestKey, validateTopicSize } from './validators/topic-validators.ts';
import type { ValidationProblem } from './validators/validation-problem.ts';

export interface BuiltTopic {
  topic: TopicDefinition;
  questions: Question[];
  /** Passages, cloze texts and charts the questions share, each once, by id. */
  sets: QuestionSet[];
}

export interface QuestionBank {
  topics: BuiltTopic[];
  problems: ValidationProblem[];
}

/**
 * Runs every generator and every validator; the caller refuses to write output with problems.
 * The ledger of published questions pins their answer positions; new questions are balanced.
 */
export function buildQuestionBank(
  generators: readonly TopicGenerator[] = ALL_GENERATORS,
  ledger: AnswerKeyLedger = readLedger(),
): QuestionBank {
  const published = publishedAnswers(ledger);
  const problems: ValidationProblem[] = [];
  const allCandidates: Candidate[] = [];
  const topics: BuiltTopic[] = [];
  const seenTopics = new Set<string>();
  for (const generator of generators) {
    const { topic } = generator;
    if (seenTopics.has(topic.id)) problems.push({ where: topic.id, message: 'topic id used twice' });
    seenTopics.add(topic.id);
    placementOf(topic);
    const candidates = balanceAnswerPositions(generator.generate(), published);
    for (const candidate of candidates) {
      problems.push(
        ...validateCandidate(candidate),
        ...validateHindi(candidate.question),
        ...validateFigures(candidate),
      );
      if (candidate.question.subcategoryId !== topic.id) {
        problems.push({
          where: candidate.question.id,
          message: `placed in ${candidate.question.subcategoryId}, not ${topic.id}`,
        });
      }
    }
    allCandidates.push(...candidates);
    const questions = sortQuestions(candidates.map((candidate) => candidate.question));
    const sets = collectSets(topic.id, candidates, problems);
    problems.push(
      ...validateTopicSize(topic.id, questions),
      ...validateKeyShare(topic.id, questions),
      ...validateLongestKey(topic.id, questions),
      ...validateGeneralKnowledgeTopicSize(topic.id, questions),
    );
    topics.push({ topic, questions, sets });
  }
  problems.push(...validateUniqueness(allCandidates));
  problems.push(...validateFactKeys(allCandidates.map((candidate) => candidate.question)));
  for (const built of topics) {
    const pack = buildPackFile(packOf(built));
    if (pack.gzipBytes > MAX_PACK_GZIP_BYTES) {
      problems.push({
        where: built.topic.id,
        message: `pack is ${pack.gzipBytes} bytes gzip, over ${MAX_PACK_GZIP_BYTES}`,
      });
    }
  }
  return { topics, problems };
}

/** One copy of each set; two different sets under one id, or a set of one question, is a problem. */
function collectSets(topicId: string, candidates: readonly Candidate[], problems: ValidationProblem[]) {
  const sets = new Map<string, { set: QuestionSet; size: number }>();
  for (const { set } of candidates) {
    if (!set) continue;
    const known = sets.get(set.id);
    if (!known) sets.set(set.id, { set, size: 1 });
    else if (JSON.stringify(known.set) !== JSON.stringify(set)) {
      problems.push({ where: `${topicId}/${set.id}`, message: 'two different sets share one id' });
    } else known.size += 1;
  }
  for (const [id, { size }] of sets) {
    if (size < 2) problems.push({ where: `${topicId}/${id}`, message: 'a set needs at least two questions' });
  }
  return [...sets.values()].map(({ set }) => set).sort((a, b) => (a.id < b.id ? -1 : 1));
}

export function packOf(built: BuiltTopic) {
  const placement = placementOf(built.topic);
  return {
    subcategoryId: placement.subcategoryId,
    categoryId: placement.categoryId,
    parentCategoryId: placement.parentCategoryId,
    name: built.topic.name,
    nameHi: built.topic.nameHi,
    questions: built.questions,
    ...(built.sets.length > 0 ? { sets: built.sets } : {}),
  };
}
