import type { QuestionReportReason } from '@abhyas/domain';
import type { ReportOutcome } from './report-sender.ts';

/**
 * What the "Report a problem" dialog shows, apart from the form's own fields: an invitation to
 * sign in (reports need an account: one per learner per question), the form (sending or not,
 * with what went wrong), or how it ended.
 */
export type ReportView =
  | { step: 'sign-in' }
  | ReportFormView
  | { step: 'done'; outcome: 'sent' | 'already' | 'queued' };

export interface ReportFormView {
  step: 'form';
  sending: boolean;
  problem: 'choose-reason' | 'failed' | null;
}

export const FORM: ReportFormView = { step: 'form', sending: false, problem: null };

/** The view on opening, from what the device knows of the learner and the question. */
export function openingView(learner: { signedIn: boolean; reported: boolean; queued: boolean }): ReportView {
  if (!learner.signedIn) return { step: 'sign-in' };
  if (learner.reported) return { step: 'done', outcome: 'already' };
  if (learner.queued) return { step: 'done', outcome: 'queued' };
  return FORM;
}

/** Send pressed: without a reason the form asks for one and nothing is sent. */
export function viewOnSend(reason: QuestionReportReason | null): ReportView {
  return reason === null ? { ...FORM, problem: 'choose-reason' } : { ...FORM, sending: true };
}

/** After a send: a failure keeps the form (and the note in it); a lost session asks to sign in again. */
export function viewAfterSend(outcome: ReportOutcome): ReportView {
  if (outcome === 'failed') return { ...FORM, problem: 'failed' };
  if (outcome === 'sign-in') return { step: 'sign-in' };
  return { step: 'done', outcome };
}

/** What the learner has written, per question: kept while the page lives, until the report is made. */
export interface ReportDraft {
  reason: QuestionReportReason | null;
  note: string;
}

const drafts = new Map<string, ReportDraft>();

export function draftOf(questionId: string): ReportDraft {
  return drafts.get(questionId) ?? { reason: null, note: '' };
}

export function keepDraft(questionId: string, draft: ReportDraft): void {
  drafts.set(questionId, draft);
}

/** A report that reached the server, or the device's outbox, needs its draft no more. */
export function settleDraft(questionId: string, outcome: ReportOutcome): void {
  if (outcome === 'sent' || outcome === 'already' || outcome === 'queued') drafts.delete(questionId);
}
