import { z } from 'zod';
import { CATEGORY_SLUG_PATTERN } from './app-config.ts';
import { QUESTION_OPTION_COUNT } from './constants.ts';
import { questionDifficultySchema, questionSchema } from './question.ts';

/*
 * Question reports and moderation (issue 23): a learner's "Report a problem" on a question, and
 * the operator's hide / unhide / edit / import in the admin console.
 */

/** Why a learner reports a question; the web app words each one ("two answers right"...). */
export const QUESTION_REPORT_REASONS = [
  'wrong-answer',
  'two-right',
  'typo',
  'unclear',
  'hindi-wrong',
  'other',
] as const;
export const questionReportReasonSchema = z.enum(QUESTION_REPORT_REASONS);
export type QuestionReportReason = z.infer<typeof questionReportReasonSchema>;

/** The longest note a learner may add to a report. */
export const QUESTION_REPORT_NOTE_MAX_LENGTH = 500;

/** `/api/questions/:questionId/reports` and `/api/admin/questions/:questionId…` */
export const questionIdParamsSchema = z.object({
  questionId: z.string().min(1).max(200),
});
export type QuestionIdParams = z.infer<typeof questionIdParamsSchema>;

/** Body of `POST /api/questions/:questionId/reports`. An empty note is no note. */
export const questionReportRequestSchema = z
  .object({
    reason: questionReportReasonSchema,
    note: z.string().trim().max(QUESTION_REPORT_NOTE_MAX_LENGTH).optional(),
  })
  .strict();
export type QuestionReportRequest = z.infer<typeof questionReportRequestSchema>;

/**
 * The learner's report as stored: 201 when new, 200 with the first one when the learner had
 * already reported the question (one report per learner per question).
 */
export const questionReportSchema = z.object({
  questionId: z.string(),
  reason: questionReportReasonSchema,
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type QuestionReport = z.infer<typeof questionReportSchema>;

/** An operator's last decision on a question; null while none was made. */
export const moderationDecisionSchema = z.enum(['hidden', 'unhidden']);
export type ModerationDecision = z.infer<typeof moderationDecisionSchema>;

/**
 * Whether a question is kept out of new quizzes, and why: `autoHidden` when enough learners in
 * good standing reported it and no operator has decided since.
 */
export const questionModerationStateSchema = z.object({
  questionId: z.string(),
  hidden: z.boolean(),
  autoHidden: z.boolean(),
  decision: moderationDecisionSchema.nullable(),
  decidedAt: z.string().nullable(),
});
export type QuestionModerationState = z.infer<typeof questionModerationStateSchema>;

/** One report as the operator sees it: never who sent it. */
export const reportedQuestionReportSchema = z.object({
  reason: questionReportReasonSchema,
  note: z.string().nullable(),
  createdAt: z.string(),
  /** Whether the reporter was in good standing when the list was read. */
  goodStanding: z.boolean(),
});
export type ReportedQuestionReport = z.infer<typeof reportedQuestionReportSchema>;

/** A reported (or hidden) question in the operator's list. */
export const reportedQuestionSchema = questionModerationStateSchema.extend({
  topic: z.object({
    parentCategoryId: z.string(),
    categoryId: z.string(),
    subcategoryId: z.string(),
    /** The topic's name, null when the bank no longer lists the topic. */
    name: z.string().nullable(),
  }),
  /** The question as the learner sees it, key included; null when the bank no longer holds it. */
  question: questionSchema.nullable(),
  /** Newest first. */
  reports: z.array(reportedQuestionReportSchema),
  /** Reporters in good standing, the number compared with the threshold. */
  goodStandingReporters: z.number().int().min(0),
  /** Good-standing reports since the operator's last decision (all of them when none). */
  reportsSinceDecision: z.number().int().min(0),
  /** The question this one revises, when it is an operator's edit. */
  revisionOf: z.string().nullable(),
  /** The newer revision an operator made of this question, when one was made. */
  revisedAs: z.string().nullable(),
});
export type ReportedQuestion = z.infer<typeof reportedQuestionSchema>;

/** `GET /api/admin/questions/reported`: most reported first. */
export const reportedQuestionListSchema = z.object({
  /** Good-standing reports that hide a question (REPORTS_TO_HIDE). */
  reportsToHide: z.number().int().min(1),
  questions: z.array(reportedQuestionSchema),
});
export type ReportedQuestionList = z.infer<typeof reportedQuestionListSchema>;

const optionsSchema = z.array(z.string().trim().min(1).max(500)).length(QUESTION_OPTION_COUNT);
const distinctOptions = (options: readonly string[]) =>
  new Set(options.map((option) => option.trim().toLowerCase())).size === options.length;

/**
 * Body of `PUT /api/admin/questions/:questionId`: the question's new text. The edit is a new
 * revision with a new id in the same topic; the old one stays (hidden) for learners' history.
 * The Hindi fields are the revision's whole Hindi text: send the old ones again to keep them
 * (absent, the revision has none, since an old translation would say the old question).
 */
export const questionEditRequestSchema = z
  .object({
    stem: z.string().trim().min(1).max(2000),
    options: optionsSchema.refine(distinctOptions, 'two options are the same'),
    answerIndex: z
      .number()
      .int()
      .min(0)
      .max(QUESTION_OPTION_COUNT - 1),
    explanation: z.string().trim().min(1).max(4000),
    difficulty: questionDifficultySchema.optional(),
    stemHi: z.string().trim().min(1).max(2000).optional(),
    optionsHi: optionsSchema.optional(),
    explanationHi: z.string().trim().min(1).max(4000).optional(),
  })
  .strict();
export type QuestionEditRequest = z.infer<typeof questionEditRequestSchema>;

/** The answer to an edit: the new revision, in the bank from now on. */
export const questionRevisionSchema = z.object({
  questionId: z.string(),
  revisionOf: z.string(),
  question: questionSchema,
});
export type QuestionRevision = z.infer<typeof questionRevisionSchema>;

/** The formats `npm run content:import` reads. */
export const QUESTION_IMPORT_FORMATS = ['opentdb', 'csv', 'aiken', 'gift'] as const;
export const questionImportFormatSchema = z.enum(QUESTION_IMPORT_FORMATS);
export type QuestionImportFormat = z.infer<typeof questionImportFormatSchema>;

/** The largest bank text an operator may send in one import. */
export const QUESTION_IMPORT_TEXT_MAX_LENGTH = 500_000;

/**
 * Body of `POST /api/admin/imports`, as the CLI's arguments: the file's text and format, the
 * category and topic names (their ids are made from them), the parent (default
 * general-knowledge), and whether to only preview.
 */
export const questionImportRequestSchema = z
  .object({
    format: questionImportFormatSchema,
    text: z.string().min(1).max(QUESTION_IMPORT_TEXT_MAX_LENGTH),
    category: z.string().trim().min(1).max(100),
    topic: z.string().trim().min(1).max(100),
    parent: z.string().regex(CATEGORY_SLUG_PATTERN).optional(),
    dryRun: z.boolean(),
  })
  .strict();
export type QuestionImportRequest = z.infer<typeof questionImportRequestSchema>;

/** A problem the import found, with the line it starts on in the text (0: the whole file). */
export const questionImportProblemSchema = z.object({
  line: z.number().int().min(0),
  message: z.string(),
});
export type QuestionImportProblem = z.infer<typeof questionImportProblemSchema>;

/**
 * The answer to an import: with problems nothing is stored (`ok: false`); a dry run stores
 * nothing either (`applied: false`); otherwise the topic is stored and published.
 */
export const questionImportResultSchema = z.object({
  ok: z.boolean(),
  applied: z.boolean(),
  dryRun: z.boolean(),
  format: questionImportFormatSchema,
  problems: z.array(questionImportProblemSchema),
  /** The topic the questions go to; null when the names give no usable id. */
  topic: z
    .object({
      parentCategoryId: z.string(),
      categoryId: z.string(),
      categoryName: z.string(),
      subcategoryId: z.string(),
      topicName: z.string(),
      /** True when an imported topic of this id exists and would be replaced. */
      replacing: z.boolean(),
    })
    .nullable(),
  questionCount: z.number().int().min(0),
  /** Each question read, with its correct option, for the preview. */
  questions: z.array(
    z.object({
      id: z.string(),
      stem: z.string(),
      options: z.array(z.string()),
      answerIndex: z.number().int(),
      explanation: z.string(),
    }),
  ),
});
export type QuestionImportResult = z.infer<typeof questionImportResultSchema>;
