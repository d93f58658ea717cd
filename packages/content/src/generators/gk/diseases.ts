import type { TopicDefinition, TopicGenerator } from '../../model/topic-generator.ts';
import { type Disease, diseaseSchema, loadFactTable } from '../../sources/fact-tables.ts';
import { factQuestions, firstPerValue, sentenceCase } from '../fact-questions.ts';

const DISEASES: TopicDefinition = {
  id: 'diseases-and-causes',
  categoryId: 'general-science',
  name: 'Diseases and Their Causes',
  nameHi: 'रोग और उनके कारण',
};

const DATASET = 'facts/diseases.json';

/** "Protozoan" -> "a protozoan", as it reads after "caused by". */
function anOrganism(causeType: string): string {
  return `a ${causeType.toLowerCase()}`;
}

function candidates() {
  const diseases = loadFactTable('diseases', diseaseSchema);
  const withPathogen = diseases.filter(
    (row): row is Disease & { pathogen: string } => row.pathogen !== undefined,
  );
  const withVector = diseases.filter((row): row is Disease & { vector: string } => row.vector !== undefined);
  const common = { topic: DISEASES, generator: 'disease', dataset: DATASET };
  const causedBy = (row: Disease) =>
    `${sentenceCase(row.disease)} is caused by ${anOrganism(row.causeType)}${row.pathogen ? `, ${row.pathogen}` : ''}.`;
  return [
    ...factQuestions({
      ...common,
      template: 'cause-type',
      entities: diseases,
      entityKey: (row) => row.disease,
      correct: (row) => row.causeType,
      isTrue: (row, option) => option === row.causeType,
      pool: [...new Set(diseases.map((row) => row.causeType))],
      stem: (row) => `What kind of pathogen causes ${row.disease}?`,
      explanation: causedBy,
      difficulty: () => 'easy',
    }),
    ...factQuestions({
      ...common,
      template: 'pathogen',
      entities: withPathogen,
      entityKey: (row) => row.disease,
      correct: (row) => sentenceCase(row.pathogen),
      isTrue: (row, option) => option === sentenceCase(row.pathogen),
      pool: withPathogen.map((row) => sentenceCase(row.pathogen)),
      stem: (row) => `Which pathogen causes ${row.disease}?`,
      explanation: causedBy,
      difficulty: () => 'medium',
    }),
    ...factQuestions({
      ...common,
      template: 'disease-of-pathogen',
      entities: withPathogen,
      entityKey: (row) => row.pathogen,
      correct: (row) => sentenceCase(row.disease),
      isTrue: (row, option) =>
        withPathogen.some(
          (other) => sentenceCase(other.disease) === option && other.pathogen === row.pathogen,
        ),
      pool: diseases.map((row) => sentenceCase(row.disease)),
      stem: (row) => `Which disease is caused by ${row.pathogen}?`,
      explanation: causedBy,
      difficulty: () => 'medium',
    }),
    ...factQuestions({
      ...common,
      template: 'disease-of-cause-type',
      entities: firstPerValue(diseases, (row) => row.causeType),
      entityKey: (row) => row.causeType,
      correct: (row) => sentenceCase(row.disease),
      isTrue: (row, option) =>
        diseases.some((other) => sentenceCase(other.disease) === option && other.causeType === row.causeType),
      pool: diseases.map((row) => sentenceCase(row.disease)),
      stem: (row) => `Which of these diseases is caused by ${anOrganism(row.causeType)}?`,
      explanation: causedBy,
      difficulty: () => 'easy',
    }),
    ...factQuestions({
      ...common,
      template: 'vector',
      entities: withVector,
      entityKey: (row) => row.disease,
      correct: (row) => sentenceCase(row.vector),
      isTrue: (row, option) => option === sentenceCase(row.vector),
      pool: [...new Set(withVector.map((row) => sentenceCase(row.vector)))],
      stem: (row) => `Which insect spreads ${row.disease}?`,
      explanation: (row) => `${sentenceCase(row.disease)} is spread by the ${row.vector}.`,
      difficulty: () => 'medium',
    }),
    ...factQuestions({
      ...common,
      template: 'disease-of-vector',
      entities: firstPerValue(withVector, (row) => row.vector),
      entityKey: (row) => row.vector,
      correct: (row) => sentenceCase(row.disease),
      isTrue: (row, option) =>
        withVector.some((other) => sentenceCase(other.disease) === option && other.vector === row.vector),
      pool: withVector.map((row) => sentenceCase(row.disease)),
      stem: (row) => `Which disease is spread by the ${row.vector}?`,
      explanation: (row) => `${sentenceCase(row.disease)} is spread by the ${row.vector}.`,
      difficulty: () => 'medium',
    }),
  ];
}

export const diseaseGenerators: TopicGenerator[] = [{ topic: DISEASES, generate: candidates }];
