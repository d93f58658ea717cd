import type { QuestionReportRequest } from '@abhyas/domain';
import { readJson, removeKey, writeJson } from '../storage/local-store.ts';

/**
 * What this device knows of a signed-in learner's reports, in local storage, per account (a
 * report is sent with the session of the learner who made it, never another's):
 * - `question_reports_outbox_<uid>`: reports made offline, sent when back online;
 * - `question_reports_sent_<uid>`: the questions the server has a report of, so the dialog can
 *   say "already reported" without asking it (the server says so too: one report per question).
 * Small and free of network code: the "Report a problem" button reads it on every screen.
 */
const outboxKey = (uid: string) => `question_reports_outbox_${uid}`;
const sentKey = (uid: string) => `question_reports_sent_${uid}`;

/** A report waiting for the connection. */
export interface QueuedReport extends QuestionReportRequest {
  questionId: string;
  at: number;
}

/** The most reported questions a device remembers per learner; the oldest are forgotten first. */
export const MAX_REMEMBERED_REPORTS = 2000;

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

export function loadQueuedReports(uid: string): QueuedReport[] {
  const value = readJson(outboxKey(uid));
  if (!Array.isArray(value)) return [];
  return value.filter(
    (entry): entry is QueuedReport =>
      typeof entry?.questionId === 'string' &&
      typeof entry.reason === 'string' &&
      typeof entry.at === 'number',
  );
}

export function saveQueuedReports(uid: string, reports: readonly QueuedReport[]): void {
  if (reports.length === 0) removeKey(outboxKey(uid));
  else writeJson(outboxKey(uid), reports);
}

/** Keeps a report to send later; a newer report of the same question replaces the one waiting. */
export function queueReport(uid: string, report: QueuedReport): void {
  const others = loadQueuedReports(uid).filter((entry) => entry.questionId !== report.questionId);
  saveQueuedReports(uid, [...others, report]);
}

export function isReportQueued(uid: string, questionId: string): boolean {
  return loadQueuedReports(uid).some((entry) => entry.questionId === questionId);
}

/** Cheap enough for every button on a screen: is anything waiting to be sent? */
export function hasQueuedReports(uid: string): boolean {
  try {
    return globalThis.localStorage?.getItem(outboxKey(uid)) != null;
  } catch {
    return false;
  }
}

export function isReported(uid: string, questionId: string): boolean {
  return strings(readJson(sentKey(uid))).includes(questionId);
}

export function rememberReported(uid: string, questionId: string): void {
  const known = strings(readJson(sentKey(uid))).filter((id) => id !== questionId);
  writeJson(sentKey(uid), [...known, questionId].slice(-MAX_REMEMBERED_REPORTS));
}
