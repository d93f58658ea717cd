import type { ModerationDecision, Question, QuestionReportReason } from '@abhyas/domain';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';

/**
 * A learner in good standing (decision 021): one whose account someone proved to be a person who
 * uses the product, not one made a minute ago to hide a question: a verified email or phone
 * number, or this many answers synced. Only their reports count towards hiding a question.
 */
export const GOOD_STANDING_MIN_ANSWERS = 20;

/** The rule as SQL over `users` aliased `u`. */
const goodStanding = sql<boolean>`(u.email_verified or u.phone_number_verified or u.questions_attempted >= ${GOOD_STANDING_MIN_ANSWERS})`;

/** Where a question sits in the bank, as its answer key entry says. */
export interface QuestionTopic {
  parentCategoryId: string;
  categoryId: string;
  subcategoryId: string;
}

export interface StoredReport {
  questionId: string;
  reason: QuestionReportReason;
  note: string | null;
  createdAt: Date;
}

export interface StoredModerationState {
  questionId: string;
  topic: QuestionTopic;
  hidden: boolean;
  autoHidden: boolean;
  decision: ModerationDecision | null;
  decidedAt: Date | null;
  countedAfter: number;
}

export interface StoredRevision {
  id: string;
  revisionOf: string;
  topic: QuestionTopic;
  question: Question;
  createdAt: Date;
}

type Row = Database['questionModeration'];
type SelectedState = {
  questionId: string;
  parentCategoryId: string;
  categoryId: string;
  subcategoryId: string;
  hidden: boolean;
  autoHidden: boolean;
  decision: Row['decision'];
  decidedAt: Date | null;
  countedAfter: number;
};
const stateOf = (row: SelectedState): StoredModerationState => ({
  questionId: row.questionId,
  topic: {
    parentCategoryId: row.parentCategoryId,
    categoryId: row.categoryId,
    subcategoryId: row.subcategoryId,
  },
  hidden: row.hidden,
  autoHidden: row.autoHidden,
  decision: row.decision,
  decidedAt: row.decidedAt,
  countedAfter: Number(row.countedAfter),
});

const STATE_COLUMNS = [
  'questionId',
  'parentCategoryId',
  'categoryId',
  'subcategoryId',
  'hidden',
  'autoHidden',
  'decision',
  'decidedAt',
  'countedAfter',
] as const;

/**
 * The question's moderation row, made if missing, and locked until the transaction ends: reports
 * and decisions on one question take turns on every server, so each count sees every report
 * written before it.
 */
async function lockedState(
  trx: Transaction<Database>,
  questionId: string,
  topic: QuestionTopic,
): Promise<StoredModerationState> {
  await trx
    .insertInto('questionModeration')
    .values({ questionId, ...topic })
    .onConflict((conflict) => conflict.column('questionId').doNothing())
    .execute();
  const row = await trx
    .selectFrom('questionModeration')
    .select(STATE_COLUMNS)
    .where('questionId', '=', questionId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return stateOf(row);
}

async function bumpVersion(db: Kysely<Database>): Promise<number> {
  const row = await db
    .updateTable('contentVersion')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .returning('version')
    .executeTakeFirstOrThrow();
  return Number(row.version);
}

/** SQL for question_reports, question_moderation, question_revisions and content_version (0022). */
export function createModerationStore(db: Db) {
  return {
    /**
     * Keeps the learner's report unless they already reported the question, and hides the
     * question when the good-standing reports since the operator's last decision reach
     * `reportsToHide`. `created` false: the report they had sent, unchanged.
     */
    async report(input: {
      userUid: string;
      questionId: string;
      topic: QuestionTopic;
      reason: QuestionReportReason;
      note: string | null;
      reportsToHide: number;
    }): Promise<{ report: StoredReport; created: boolean; hiddenNow: boolean }> {
      return db.transaction().execute(async (trx) => {
        const state = await lockedState(trx, input.questionId, input.topic);
        const inserted = await trx
          .insertInto('questionReports')
          .values({
            userUid: input.userUid,
            questionId: input.questionId,
            reason: input.reason,
            note: input.note,
          })
          .onConflict((conflict) => conflict.columns(['userUid', 'questionId']).doNothing())
          .returning(['questionId', 'reason', 'note', 'createdAt'])
          .executeTakeFirst();
        if (!inserted) {
          const existing = await trx
            .selectFrom('questionReports')
            .select(['questionId', 'reason', 'note', 'createdAt'])
            .where('userUid', '=', input.userUid)
            .where('questionId', '=', input.questionId)
            .executeTakeFirstOrThrow();
          return { report: existing as StoredReport, created: false, hiddenNow: false };
        }
        let hiddenNow = false;
        if (!state.hidden) {
          const { count } = await trx
            .selectFrom('questionReports as r')
            .innerJoin('users as u', 'u.uid', 'r.userUid')
            .select((eb) => eb.fn.countAll<string>().as('count'))
            .where('r.questionId', '=', input.questionId)
            .where('r.id', '>', state.countedAfter)
            .where(goodStanding)
            .executeTakeFirstOrThrow();
          if (Number(count) >= input.reportsToHide) {
            await trx
              .updateTable('questionModeration')
              .set({ hidden: true, autoHidden: true, updatedAt: new Date() })
              .where('questionId', '=', input.questionId)
              .execute();
            await bumpVersion(trx);
            hiddenNow = true;
          }
        }
        return { report: inserted as StoredReport, created: true, hiddenNow };
      });
    },

    /**
     * An operator's decision: hidden or shown from now on, whatever the reports so far said;
     * only reports after it may hide the question again.
     */
    async decide(
      questionId: string,
      topic: QuestionTopic,
      decision: ModerationDecision,
    ): Promise<StoredModerationState> {
      return db.transaction().execute(async (trx) => {
        await lockedState(trx, questionId, topic);
        await decideLocked(trx, questionId, decision);
        await bumpVersion(trx);
        return stateOf(
          await trx
            .selectFrom('questionModeration')
            .select(STATE_COLUMNS)
            .where('questionId', '=', questionId)
            .executeTakeFirstOrThrow(),
        );
      });
    },

    async stateOf(questionId: string): Promise<StoredModerationState | undefined> {
      const row = await db
        .selectFrom('questionModeration')
        .select(STATE_COLUMNS)
        .where('questionId', '=', questionId)
        .executeTakeFirst();
      return row ? stateOf(row) : undefined;
    },

    /** Every reported or moderated question, with its reports (newest first) and their reporters' standing. */
    async listModerated(): Promise<
      { state: StoredModerationState; reports: (StoredReport & { id: number; goodStanding: boolean })[] }[]
    > {
      const states = await db.selectFrom('questionModeration').select(STATE_COLUMNS).execute();
      const reports = await db
        .selectFrom('questionReports as r')
        .innerJoin('users as u', 'u.uid', 'r.userUid')
        .select(['r.id', 'r.questionId', 'r.reason', 'r.note', 'r.createdAt'])
        .select(goodStanding.as('goodStanding'))
        .orderBy('r.id', 'desc')
        .execute();
      const byQuestion = new Map<string, (StoredReport & { id: number; goodStanding: boolean })[]>();
      for (const report of reports) {
        const list = byQuestion.get(report.questionId) ?? [];
        list.push({
          id: Number(report.id),
          questionId: report.questionId,
          reason: report.reason as QuestionReportReason,
          note: report.note,
          createdAt: report.createdAt,
          goodStanding: report.goodStanding,
        });
        byQuestion.set(report.questionId, list);
      }
      return states.map((row) => ({ state: stateOf(row), reports: byQuestion.get(row.questionId) ?? [] }));
    },

    /** The hidden questions with their topics: what the published packs mark. */
    async hiddenQuestions(): Promise<{ questionId: string; topic: QuestionTopic }[]> {
      const rows = await db
        .selectFrom('questionModeration')
        .select(['questionId', 'parentCategoryId', 'categoryId', 'subcategoryId'])
        .where('hidden', '=', true)
        .orderBy('questionId')
        .execute();
      return rows.map(({ questionId, ...topic }) => ({ questionId, topic }));
    },

    /**
     * Keeps an operator's edit as a new question and hides the one it revises, as one change;
     * `conflict` when that question was revised already (edit the newer revision).
     */
    async addRevision(revision: Omit<StoredRevision, 'createdAt'>): Promise<'added' | 'conflict'> {
      return db.transaction().execute(async (trx) => {
        await lockedState(trx, revision.revisionOf, revision.topic);
        const inserted = await trx
          .insertInto('questionRevisions')
          .values({
            id: revision.id,
            revisionOf: revision.revisionOf,
            ...revision.topic,
            question: JSON.stringify(revision.question) as unknown as Question,
          })
          .onConflict((conflict) => conflict.doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!inserted) return 'conflict';
        await decideLocked(trx, revision.revisionOf, 'hidden');
        await bumpVersion(trx);
        return 'added';
      });
    },

    /** Every revision, oldest first. */
    async revisions(): Promise<StoredRevision[]> {
      const rows = await db.selectFrom('questionRevisions').selectAll().orderBy('createdAt').execute();
      return rows.map((row) => ({
        id: row.id,
        revisionOf: row.revisionOf,
        topic: {
          parentCategoryId: row.parentCategoryId,
          categoryId: row.categoryId,
          subcategoryId: row.subcategoryId,
        },
        question: row.question,
        createdAt: row.createdAt,
      }));
    },

    /** The number every server compares with what it last published. */
    async contentVersion(): Promise<number> {
      const row = await db.selectFrom('contentVersion').select('version').executeTakeFirst();
      return Number(row?.version ?? 0);
    },

    /** Tells every server to republish (an imported topic). */
    bumpContentVersion: () => bumpVersion(db),

    /** The learner's reports, for Download my data; they go with the account (a cascade). */
    async exportOf(userUid: string): Promise<StoredReport[]> {
      const rows = await db
        .selectFrom('questionReports')
        .select(['questionId', 'reason', 'note', 'createdAt'])
        .where('userUid', '=', userUid)
        .orderBy('id')
        .execute();
      return rows as StoredReport[];
    },
  };
}

async function decideLocked(
  trx: Transaction<Database>,
  questionId: string,
  decision: ModerationDecision,
): Promise<void> {
  const { last } = await trx
    .selectFrom('questionReports')
    .select((eb) => eb.fn.coalesce(eb.fn.max('id'), sql<number>`0`).as('last'))
    .where('questionId', '=', questionId)
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('questionModeration')
    .set({
      hidden: decision === 'hidden',
      autoHidden: false,
      decision,
      decidedAt: new Date(),
      countedAfter: Number(last),
      updatedAt: new Date(),
    })
    .where('questionId', '=', questionId)
    .execute();
}

export type ModerationStore = ReturnType<typeof createModerationStore>;
