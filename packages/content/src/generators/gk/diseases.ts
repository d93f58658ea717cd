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

const CAUSE_TYPES_HI: Record<Disease['causeType'], string> = {
  Bacterium: 'जीवाणु',
  Virus: 'विषाणु',
  Protozoan: 'प्रोटोजोआ',
  Fungus: 'कवक',
  'Parasitic worm': 'परजीवी कृमि',
};

/**
 * "हैजा" -> "हैजा रोग": Hindi inflects many disease names before "का" (हैजे का); followed by
 * "रोग" they keep their dictionary form, and the sentence agrees with रोग.
 */
function rogHi(row: Disease): string {
  return row.diseaseHi.endsWith('रोग') ? row.diseaseHi : `${row.diseaseHi} रोग`;
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
  const causedByHi = (row: Disease) => {
    if (row.pathogen && !row.pathogenHi) return undefined;
    const kind = CAUSE_TYPES_HI[row.causeType];
    // "वैरियोला विषाणु" already says what kind it is.
    const cause = !row.pathogenHi
      ? `एक ${kind}`
      : row.pathogenHi.includes(kind)
        ? row.pathogenHi
        : `${kind} ${row.pathogenHi}`;
    return `${rogHi(row)} का कारण ${cause} है।`;
  };
  const spreadByHi = (row: Disease) =>
    row.vectorHi ? `${rogHi(row)} ${row.vectorHi} द्वारा फैलता है।` : undefined;
  const hindiOf = (
    english: (row: Disease) => string | undefined,
    hindi: (row: Disease) => string | undefined,
  ) => {
    const forms = new Map(diseases.map((row) => [english(row), hindi(row)]));
    return (option: string) => forms.get(option);
  };
  const diseaseHi = hindiOf(
    (row) => sentenceCase(row.disease),
    (row) => row.diseaseHi,
  );
  const pathogenHi = hindiOf(
    (row) => row.pathogen && sentenceCase(row.pathogen),
    (row) => row.pathogenHi,
  );
  const vectorHi = hindiOf(
    (row) => row.vector && sentenceCase(row.vector),
    (row) => row.vectorHi,
  );
  const causeTypeHi = (option: string) => CAUSE_TYPES_HI[option as Disease['causeType']];
  // Every question about one disease tests one fact of it: a quiz asks about each disease once.
  const diseaseFact = (row: Disease) => `disease:${row.disease}`;
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
      hindi: {
        stem: (row) => `${rogHi(row)} का कारण किस प्रकार का रोगाणु है?`,
        option: causeTypeHi,
        explanation: causedByHi,
      },
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
      hindi: {
        stem: (row) => `${rogHi(row)} का रोगाणु कौन-सा है?`,
        option: pathogenHi,
        explanation: causedByHi,
      },
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
      factKey: diseaseFact,
      hindi: {
        stem: (row) => (row.pathogenHi ? `${row.pathogenHi} से कौन-सा रोग होता है?` : undefined),
        option: diseaseHi,
        explanation: causedByHi,
      },
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
      factKey: diseaseFact,
      hindi: {
        stem: (row) => `इनमें से कौन-सा रोग ${CAUSE_TYPES_HI[row.causeType]} से होता है?`,
        option: diseaseHi,
        explanation: causedByHi,
      },
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
      hindi: {
        stem: (row) => `${rogHi(row)} किस कीट द्वारा फैलता है?`,
        option: vectorHi,
        explanation: spreadByHi,
      },
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
      factKey: diseaseFact,
      hindi: {
        stem: (row) => (row.vectorHi ? `${row.vectorHi} द्वारा कौन-सा रोग फैलता है?` : undefined),
        option: diseaseHi,
        explanation: spreadByHi,
      },
    }),
  ];
}

export const diseaseGenerators: TopicGenerator[] = [{ topic: DISEASES, generate: candidates }];
