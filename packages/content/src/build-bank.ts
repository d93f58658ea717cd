import type { Question } from '@abhyas/domain';
import { type AnswerKeyLedger, publishedAnswers, readLedger } from './answer-key-ledger.ts';
import { balanceAnswerPositions } from './answer-positions.ts';
import { ALL_GENERATORS } from './generators/all-generators.ts';
import type { Candidate } from './model/candidate.ts';
import type { TopicDefinition, TopicGenerator } from './model/topic-generator.ts';
import { buildPackFile, MAX_PACK_GZIP_BYTES, sortQuestions } from './packs/pack-files.ts';
import { placementOf } from './taxonomy.ts';
import {
  validateFactKeys,
  validateGeneralKnowledgeTopicSize,
  validateHindi,
} from './validators/general-knowledge-rules.ts';
import { validateCandidate, validateUniqueness } from './validators/question-validators.ts';
import { validateTopicSize } from './validators/topic-validators.ts';
import type { ValidationProblem } from './validators/validation-problem.ts';

export interface BuiltTopic {
  topic: TopicDefinition;
  questions: Question[];
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
      problems.push(...validateCandidate(candidate), ...validateHindi(candidate.question));
      if (candidate.question.subcategoryId !== topic.id) {
        problems.push({
          where: candidate.question.id,
          message: `placed in ${candidate.question.subcategoryId}, not ${topic.id}`,
        });
      }
    }
    allCandidates.push(...candidates);
    const questions = sortQuestions(candidates.map((candidate) => candidate.question));
    problems.push(
      ...validateTopicSize(topic.id, questions),
      ...validateGeneralKnowledgeTopicSize(topic.id, questions),
    );
    topics.push({ topic, questions });
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

export function packOf(built: BuiltTopic) {
  const placement = placementOf(built.topic);
  return {
    subcategoryId: placement.subcategoryId,
    categoryId: placement.categoryId,
    parentCategoryId: placement.parentCategoryId,
    name: built.topic.name,
    nameHi: built.topic.nameHi,
    questions: built.questions,
  };
}
