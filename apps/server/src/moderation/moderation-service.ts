import {
  type ModerationDecision,
  type Question,
  type QuestionEditRequest,
  type QuestionImportRequest,
  type QuestionImportResult,
  type QuestionModerationState,
  type QuestionReportRequest,
  type QuestionRevision,
  questionSchema,
  type ReportedQuestion,
  type ReportedQuestionList,
} from '@abhyas/domain';
import type { AnswerKeySource } from '../answer-key.ts';
import type { ImportedQuestionStore, ImportedTopic } from '../stores/imported-question-store.ts';
import { readImport } from './bank-import.ts';
import type { BuiltInBank } from './built-in-bank.ts';
import type {
  ModerationStore,
  QuestionTopic,
  StoredModerationState,
  StoredReport,
  StoredRevision,
} from './moderation-store.ts';

const reportView = (report: StoredReport) => ({
  questionId: report.questionId,
  reason: report.reason,
  note: report.note,
  createdAt: report.createdAt.toISOString(),
});

const stateView = (state: StoredModerationState): QuestionModerationState => ({
  questionId: state.questionId,
  hidden: state.hidden,
  autoHidden: state.autoHidden,
  decision: state.decision,
  decidedAt: state.decidedAt?.toISOString() ?? null,
});

/** `q1a2b` -> `q1a2b-r2`, `q1a2b-r2` -> `q1a2b-r3`: a revision's id says which it is. */
export function nextRevisionId(questionId: string): string {
  const match = /^(.*)-r(\d+)$/u.exec(questionId);
  return match ? `${match[1]}-r${Number(match[2]) + 1}` : `${questionId}-r2`;
}

/** The revised question: the original's topic, source and figures with the operator's text. */
function revise(original: Question, id: string, edit: QuestionEditRequest): Question {
  // Hindi text is the edit's or none: the old translation would say the old question.
  const {
    hidden: _hidden,
    set: _set,
    stemHi: _stemHi,
    optionsHi: _optionsHi,
    explanationHi: _explanationHi,
    ...kept
  } = original;
  return {
    ...kept,
    id,
    stem: edit.stem,
    options: edit.options,
    answerIndex: edit.answerIndex,
    explanation: edit.explanation,
    difficulty: edit.difficulty ?? original.difficulty,
    ...(edit.stemHi ? { stemHi: edit.stemHi } : {}),
    ...(edit.optionsHi ? { optionsHi: edit.optionsHi } : {}),
    ...(edit.explanationHi ? { explanationHi: edit.explanationHi } : {}),
  };
}

export type ModerationOutcome<T> =
  | { kind: 'ok'; value: T }
  | { kind: 'not-found' }
  | { kind: 'conflict' }
  | { kind: 'invalid'; field: string };

/** Learners' reports and the operator's decisions, edits and imports (issue 23, decision 021). */
export function createModerationService(deps: {
  store: ModerationStore;
  bank: BuiltInBank;
  importedQuestions: ImportedQuestionStore;
  /** The answer key with imported questions and revisions: what exists to report or moderate. */
  answerKeys: AnswerKeySource;
  /** Republishes after a change this server made, before the answer goes out. */
  contentChanged: () => Promise<void>;
  reportsToHide: number;
}) {
  const { store, bank, importedQuestions, answerKeys, contentChanged, reportsToHide } = deps;

  async function topicOf(questionId: string): Promise<QuestionTopic | undefined> {
    const entry = (await answerKeys.current()).entryOf(questionId);
    if (!entry) return undefined;
    return {
      parentCategoryId: entry.parentCategoryId,
      categoryId: entry.categoryId,
      subcategoryId: entry.subcategoryId,
    };
  }

  /** The question as the bank holds it (a revision, an imported or a built-in one), and its topic's name. */
  async function findQuestion(
    questionId: string,
    topic: QuestionTopic,
    known: { revisions: readonly StoredRevision[]; importedTopics: readonly ImportedTopic[] },
  ): Promise<{ question: Question | null; topicName: string | null }> {
    const imported = known.importedTopics.find(
      (candidate) =>
        candidate.subcategoryId === topic.subcategoryId && candidate.categoryId === topic.categoryId,
    );
    const builtIn = imported || !(await bank.available()) ? undefined : await bank.topicOf(topic);
    const topicName = imported?.topicName ?? builtIn?.name ?? null;
    const revision = known.revisions.find((candidate) => candidate.id === questionId);
    if (revision) return { question: revision.question, topicName };
    const fromImport = imported?.questions.find((question) => question.id === questionId);
    if (fromImport) return { question: fromImport, topicName };
    const pack = builtIn ? await bank.pack(builtIn.pack) : undefined;
    return { question: pack?.questions.find((question) => question.id === questionId) ?? null, topicName };
  }

  async function known() {
    const [revisions, importedTopics] = await Promise.all([
      store.revisions(),
      importedQuestions.listTopics(),
    ]);
    return { revisions, importedTopics };
  }

  return {
    async report(
      userUid: string,
      questionId: string,
      request: QuestionReportRequest,
    ): Promise<ModerationOutcome<{ created: boolean; report: ReturnType<typeof reportView> }>> {
      const topic = await topicOf(questionId);
      if (!topic) return { kind: 'not-found' };
      const outcome = await store.report({
        userUid,
        questionId,
        topic,
        reason: request.reason,
        note: request.note ? request.note : null,
        reportsToHide,
      });
      if (outcome.hiddenNow) await contentChanged();
      return { kind: 'ok', value: { created: outcome.created, report: reportView(outcome.report) } };
    },

    async list(): Promise<ReportedQuestionList> {
      const [moderated, bankState] = await Promise.all([store.listModerated(), known()]);
      const questions: ReportedQuestion[] = [];
      for (const { state, reports } of moderated) {
        const found = await findQuestion(state.questionId, state.topic, bankState);
        const goodStanding = reports.filter((report) => report.goodStanding);
        questions.push({
          ...stateView(state),
          topic: { ...state.topic, name: found.topicName },
          question: found.question,
          reports: reports.map((report) => ({
            reason: report.reason,
            note: report.note,
            createdAt: report.createdAt.toISOString(),
            goodStanding: report.goodStanding,
          })),
          goodStandingReporters: goodStanding.length,
          reportsSinceDecision: goodStanding.filter((report) => report.id > state.countedAfter).length,
          revisionOf:
            bankState.revisions.find((revision) => revision.id === state.questionId)?.revisionOf ?? null,
          revisedAs:
            bankState.revisions.find((revision) => revision.revisionOf === state.questionId)?.id ?? null,
        });
      }
      const latest = (question: ReportedQuestion) => question.reports[0]?.createdAt ?? '';
      questions.sort(
        (a, b) =>
          b.goodStandingReporters - a.goodStandingReporters ||
          b.reports.length - a.reports.length ||
          latest(b).localeCompare(latest(a)),
      );
      return { reportsToHide, questions };
    },

    async decide(
      questionId: string,
      decision: ModerationDecision,
    ): Promise<ModerationOutcome<QuestionModerationState>> {
      const topic = await topicOf(questionId);
      if (!topic) return { kind: 'not-found' };
      const state = await store.decide(questionId, topic, decision);
      await contentChanged();
      return { kind: 'ok', value: stateView(state) };
    },

    async edit(questionId: string, edit: QuestionEditRequest): Promise<ModerationOutcome<QuestionRevision>> {
      const topic = await topicOf(questionId);
      if (!topic) return { kind: 'not-found' };
      const { question: original } = await findQuestion(questionId, topic, await known());
      if (!original) return { kind: 'not-found' };
      const id = nextRevisionId(questionId);
      const revised = questionSchema.safeParse(revise(original, id, edit));
      if (!revised.success)
        return { kind: 'invalid', field: revised.error.issues[0]?.path.join('.') || 'body' };
      if (
        (await store.addRevision({ id, revisionOf: questionId, topic, question: revised.data })) ===
        'conflict'
      )
        return { kind: 'conflict' };
      await contentChanged();
      return { kind: 'ok', value: { questionId: id, revisionOf: questionId, question: revised.data } };
    },

    async importBank(request: QuestionImportRequest): Promise<QuestionImportResult> {
      const available = await bank.available();
      const [parents, builtInTopicIds, importedTopics] = await Promise.all([
        available ? bank.parents() : [],
        available ? bank.topicIds() : new Set<string>(),
        importedQuestions.listTopics(),
      ]);
      const { result, topicFile } = readImport(request, {
        parentIds: new Set(parents.map((parent) => parent.id)),
        builtInTopicIds,
        importedTopicIds: new Set(importedTopics.map((topic) => topic.subcategoryId)),
      });
      if (!topicFile || request.dryRun) return { ...result, applied: false };
      await importedQuestions.replaceTopic(topicFile);
      await store.bumpContentVersion();
      await contentChanged();
      return { ...result, applied: true };
    },

    /** Download my data: the learner's reports. */
    async exportOf(userUid: string) {
      return (await store.exportOf(userUid)).map(reportView);
    },
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;
