import { z } from 'zod';
import { QUESTION_OPTION_COUNT } from './constants.ts';
import { drawingSchema, figureSchema, type QuestionSet, questionSetSchema } from './figure.ts';

export const questionDifficultySchema = z.enum(['easy', 'medium', 'hard']);
export type QuestionDifficulty = z.infer<typeof questionDifficultySchema>;

/** Where a question's facts came from: a dataset or fact table, and the record in it. */
export const questionSourceSchema = z.object({
  dataset: z.string().min(1),
  record: z.string().min(1),
  /** Where a reader can check the fact: a textbook chapter, an article, an official page. */
  citation: z.string().min(1).optional(),
});
export type QuestionSource = z.infer<typeof questionSourceSchema>;

const optionsSchema = z.array(z.string().min(1)).length(QUESTION_OPTION_COUNT);

export const questionSchema = z.object({
  id: z.string().min(1),
  parentCategoryId: z.string().min(1),
  categoryId: z.string().min(1),
  subcategoryId: z.string().min(1),
  stem: z.string().min(1),
  options: optionsSchema,
  answerIndex: z
    .number()
    .int()
    .min(0)
    .max(QUESTION_OPTION_COUNT - 1),
  explanation: z.string().min(1),
  difficulty: questionDifficultySchema,
  source: questionSourceSchema,
  stemHi: z.string().min(1).optional(),
  optionsHi: optionsSchema.optional(),
  explanationHi: z.string().min(1).optional(),
  /**
   * The fact a question tests. The same fact asked both ways ("Article 279A provides for?" and
   * "Which article provides for the GST Council?") shares it, so a quiz takes at most one of them.
   * Absent on imported questions: each is its own fact.
   */
  factKey: z.string().min(1).optional(),
  /** A figure the question is asked about: a triangle, a figure to count, a folded paper. */
  figure: figureSchema.optional(),
  /** Options that are pictures (mirror images); each option's text is its picture's text alternative. */
  optionFigures: z.array(drawingSchema).length(QUESTION_OPTION_COUNT).optional(),
  /** The passage, cloze or chart this question shares with others, in the pack's `sets`. */
  setId: z.string().min(1).optional(),
  /** Where the question stands in its set: blank (1) of a cloze comes first. */
  setPosition: z.number().int().min(0).max(50).optional(),
  /**
   * The set itself, put beside the question by the app when it draws a quiz from a pack, so a
   * saved quiz or result carries its passage. Packs never hold it: they store each set once.
   */
  set: questionSetSchema.optional(),
  /**
   * Set by the server on a question an operator hid, or that enough learners reported (issue 23):
   * kept in its pack so results that hold it still show it, but left out of new quizzes.
   */
  hidden: z.boolean().optional(),
});
export type Question = z.infer<typeof questionSchema>;

/** The questions with their sets beside them; a question whose set the pack lacks stays as it is. */
export function withSets(questions: readonly Question[], sets: readonly QuestionSet[] = []): Question[] {
  if (sets.length === 0) return [...questions];
  const byId = new Map(sets.map((set) => [set.id, set]));
  return questions.map((question) => {
    const set = question.setId === undefined ? undefined : byId.get(question.setId);
    return set ? { ...question, set } : question;
  });
}

/** What the server needs to grade an answer without shipping the whole question. */
export const answerKeyEntrySchema = z.object({
  answerIndex: z
    .number()
    .int()
    .min(0)
    .max(QUESTION_OPTION_COUNT - 1),
  subcategoryId: z.string().min(1),
  categoryId: z.string().min(1),
  parentCategoryId: z.string().min(1),
});
export type AnswerKeyEntry = z.infer<typeof answerKeyEntrySchema>;

export const answerKeysSchema = z.record(z.string(), answerKeyEntrySchema);
export type AnswerKeys = z.infer<typeof answerKeysSchema>;

/** True when the learner chose the option at the question's answer index. */
export function isCorrectAnswer(question: Pick<Question, 'answerIndex'>, chosenIndex: number): boolean {
  return question.answerIndex === chosenIndex;
}
