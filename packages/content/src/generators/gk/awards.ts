import type { TopicDefinition, TopicGenerator } from '../../model/topic-generator.ts';
import { type Award, awardSchema, loadFactTable } from '../../sources/fact-tables.ts';
import { factQuestions, firstPerValue, sentenceCase } from '../fact-questions.ts';

const AWARDS: TopicDefinition = {
  id: 'awards-and-honours',
  categoryId: 'awards-and-sports',
  name: 'Awards and Honours',
  nameHi: 'पुरस्कार और सम्मान',
};

const DATASET = 'facts/awards.json';

/**
 * Fields a learner could fairly argue overlap (is mathematics a science? is music a performing
 * art?): an award's field counts every field in its family as right, so none is a distractor.
 */
const FIELD_FAMILIES: readonly (readonly string[])[] = [
  [
    'Science',
    'Popularisation of science',
    'Mathematics',
    'Computer science',
    'Medicine',
    'Agriculture and food',
  ],
  ['Cinema', 'Television'],
  ['Music', 'Performing arts'],
  ['Sports', 'Adventure'],
  ['Peace', 'Environmental protection'],
];

function sameFieldFamily(a: string, b: string): boolean {
  return a === b || FIELD_FAMILIES.some((family) => family.includes(a) && family.includes(b));
}

/** The year or occasion in Hindi: a bare year reads the same, words need the table's Hindi. */
function firstAwardedHi(award: Award): string | undefined {
  if (award.firstAwarded === undefined) return '';
  if (award.firstAwardedHi !== undefined) return ` (${award.firstAwardedHi})`;
  return /[A-Za-z]/.test(award.firstAwarded) ? undefined : ` (${award.firstAwarded})`;
}

function candidates() {
  const awards = loadFactTable('awards', awardSchema);
  const hindiOf = (
    english: (award: Award) => string | undefined,
    hindi: (award: Award) => string | undefined,
  ) => {
    const forms = new Map(awards.map((award) => [english(award), hindi(award)]));
    return (option: string) => forms.get(option);
  };
  const awardHi = hindiOf(
    (award) => award.award,
    (award) => award.awardHi,
  );
  const fieldHi = hindiOf(
    (award) => award.field,
    (award) => award.fieldHi,
  );
  const ranked = awards.filter((award): award is Award & { rank: string } => award.rank !== undefined);
  const firsts = awards.filter(
    (award): award is Award & { firstRecipient: string } => award.firstRecipient !== undefined,
  );
  const rankHi = hindiOf(
    (award) => award.rank && sentenceCase(award.rank),
    (award) => award.rankHi,
  );
  const recipientHi = hindiOf(
    (award) => award.firstRecipient,
    (award) => award.firstRecipientHi,
  );
  const common = { topic: AWARDS, generator: 'award', dataset: DATASET };
  return [
    ...factQuestions({
      ...common,
      template: 'field-of-award',
      entities: awards,
      entityKey: (award) => award.award,
      correct: (award) => award.field,
      isTrue: (award, option) => sameFieldFamily(award.field, option),
      pool: [...new Set(awards.map((award) => award.field))],
      stem: (award) => `In which field is the ${award.award} given?`,
      explanation: (award) =>
        `The ${award.award} is given in the field of ${award.field.toLowerCase()}.${award.note ? ` ${award.note}` : ''}`,
      difficulty: () => 'easy',
      hindi: {
        stem: (award) => `${award.awardHi} किस क्षेत्र में दिया जाता है?`,
        option: fieldHi,
        explanation: (award) =>
          `${award.awardHi} ${award.fieldHi} के क्षेत्र में दिया जाता है।${award.noteHi ? ` ${award.noteHi}` : ''}`,
      },
    }),
    ...factQuestions({
      ...common,
      template: 'award-for-field',
      entities: firstPerValue(awards, (award) => award.field),
      entityKey: (award) => award.field,
      correct: (award) => award.award,
      isTrue: (award, option) =>
        awards.some((other) => other.award === option && sameFieldFamily(other.field, award.field)),
      pool: awards.map((award) => award.award),
      stem: (award) => `Which of these is an award for ${award.field.toLowerCase()}?`,
      explanation: (award) =>
        `The ${award.award} is given in the field of ${award.field.toLowerCase()}.${award.note ? ` ${award.note}` : ''}`,
      difficulty: () => 'easy',
      hindi: {
        stem: (award) => `इनमें से कौन-सा पुरस्कार ${award.fieldHi} के क्षेत्र में दिया जाता है?`,
        option: awardHi,
        explanation: (award) =>
          `${award.awardHi} ${award.fieldHi} के क्षेत्र में दिया जाता है।${award.noteHi ? ` ${award.noteHi}` : ''}`,
      },
    }),
    ...factQuestions({
      ...common,
      template: 'award-of-rank',
      entities: ranked,
      entityKey: (award) => award.award,
      correct: (award) => award.award,
      isTrue: (award, option) => option === award.award,
      pool: ranked.map((award) => award.award),
      stem: (award) => `Which is India's ${award.rank}?`,
      explanation: (award) => `The ${award.award} is India's ${award.rank}.`,
      difficulty: () => 'medium',
      hindi: {
        stem: (award) => (award.rankHi ? `भारत में ${award.rankHi} कौन-सा है?` : undefined),
        option: awardHi,
        explanation: (award) => (award.rankHi ? `${award.awardHi} भारत में ${award.rankHi} है।` : undefined),
      },
    }),
    ...factQuestions({
      ...common,
      template: 'rank-of-award',
      entities: ranked,
      entityKey: (award) => award.award,
      correct: (award) => sentenceCase(award.rank),
      isTrue: (award, option) => option === sentenceCase(award.rank),
      pool: ranked.map((award) => sentenceCase(award.rank)),
      stem: (award) => `What place does the ${award.award} hold among India's gallantry awards?`,
      explanation: (award) => `The ${award.award} is India's ${award.rank}.`,
      difficulty: () => 'medium',
      hindi: {
        stem: (award) => `भारत के वीरता पुरस्कारों में ${award.awardHi} का क्या स्थान है?`,
        option: rankHi,
        explanation: (award) => (award.rankHi ? `${award.awardHi} भारत में ${award.rankHi} है।` : undefined),
      },
    }),
    ...factQuestions({
      ...common,
      template: 'first-recipient',
      entities: firsts,
      entityKey: (award) => award.award,
      correct: (award) => award.firstRecipient,
      isTrue: (award, option) => option === award.firstRecipient,
      pool: firsts.map((award) => award.firstRecipient),
      stem: (award) => `Who was the first recipient of the ${award.award}?`,
      explanation: (award) =>
        `${award.firstRecipient} was the first recipient of the ${award.award}${award.firstAwarded ? ` (${award.firstAwarded})` : ''}.`,
      difficulty: () => 'hard',
      hindi: {
        stem: (award) => `${award.awardHi} सबसे पहले किसे दिया गया?`,
        option: recipientHi,
        explanation: (award, recipient) => {
          const when = firstAwardedHi(award);
          return when === undefined ? undefined : `${award.awardHi} सबसे पहले ${recipient} को दिया गया${when}।`;
        },
      },
    }),
  ];
}

export const awardGenerators: TopicGenerator[] = [{ topic: AWARDS, generate: candidates }];
