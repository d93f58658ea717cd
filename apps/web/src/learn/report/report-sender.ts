import type { QuestionReportRequest } from '@abhyas/domain';
import { ApiError, createApiClient, jsonBody } from '../../api/api-client.ts';
import { loadQueuedReports, queueReport, rememberReported, saveQueuedReports } from './report-outbox.ts';

/**
 * Sends a learner's report of a question (POST /api/questions/:questionId/reports), or keeps it
 * on the device while offline and sends it when the connection is back. Loaded with the dialog.
 */

/** What became of a report: the dialog says each in its own words. */
export type ReportOutcome = 'sent' | 'already' | 'queued' | 'sign-in' | 'failed';

type PostResult = 'created' | 'already' | 'unreachable' | { refused: number };

export interface ReportTransport {
  fetch: typeof fetch;
  /** Whether the browser believes it is online (navigator.onLine). */
  online: () => boolean;
}

const browserTransport: ReportTransport = {
  fetch: (input, init) => fetch(input, init),
  online: () => navigator.onLine,
};

async function postReport(
  transport: ReportTransport,
  questionId: string,
  request: QuestionReportRequest,
): Promise<PostResult> {
  // The server answers 201 to a new report and 200 (with the first one) to a learner who had
  // already reported the question: the status is the answer, so it is read off the transport.
  let status = 0;
  const api = createApiClient(async (input, init) => {
    const response = await transport.fetch(input, init);
    status = response.status;
    return response;
  });
  try {
    await api.noContent(
      `/api/questions/${encodeURIComponent(questionId)}/reports`,
      jsonBody('POST', request),
    );
    return status === 201 ? 'created' : 'already';
  } catch (error) {
    return error instanceof ApiError ? { refused: error.status } : 'unreachable';
  }
}

/** A refusal that another try cannot change (an unknown question, a bad body): dropped from the outbox. */
const refusedForGood = (status: number) =>
  status >= 400 && status < 500 && status !== 401 && status !== 403 && status !== 408 && status !== 429;

/** The request as the server takes it: an empty note is no note. */
export function reportRequest(reason: QuestionReportRequest['reason'], note: string): QuestionReportRequest {
  const trimmed = note.trim();
  return trimmed === '' ? { reason } : { reason, note: trimmed };
}

/** Sends a report now, or keeps it for later when the device is offline or the server unreachable. */
export async function sendReport(
  uid: string,
  questionId: string,
  request: QuestionReportRequest,
  transport: ReportTransport = browserTransport,
): Promise<ReportOutcome> {
  const keep = (): ReportOutcome => {
    queueReport(uid, { questionId, ...request, at: Date.now() });
    return 'queued';
  };
  if (!transport.online()) return keep();
  const result = await postReport(transport, questionId, request);
  if (result === 'unreachable') return keep();
  if (result === 'created' || result === 'already') {
    rememberReported(uid, questionId);
    return result === 'created' ? 'sent' : 'already';
  }
  return result.refused === 401 ? 'sign-in' : 'failed';
}

const running = new Map<string, Promise<number>>();

/**
 * Sends the learner's reports kept offline, oldest first; stops at the first that cannot go now
 * (still offline, signed out, the server busy) and tries again on the next call. Resolves with
 * how many left the outbox.
 */
export function flushReports(uid: string, transport: ReportTransport = browserTransport): Promise<number> {
  const current = running.get(uid);
  if (current) return current;
  const run = (async () => {
    let done = 0;
    for (;;) {
      const [entry] = loadQueuedReports(uid);
      if (!entry || !transport.online()) return done;
      const { questionId } = entry;
      const result = await postReport(transport, questionId, reportRequest(entry.reason, entry.note ?? ''));
      if (result === 'unreachable') return done;
      if (typeof result === 'object' && !refusedForGood(result.refused)) return done;
      if (typeof result !== 'object') rememberReported(uid, questionId);
      // Another tab may have queued meanwhile: only this entry leaves.
      saveQueuedReports(
        uid,
        loadQueuedReports(uid).filter((other) => !(other.questionId === questionId && other.at === entry.at)),
      );
      done += 1;
    }
  })();
  running.set(uid, run);
  // Cleared once settled (a run that ends without waiting must not stay in the map for good).
  const forget = () => {
    if (running.get(uid) === run) running.delete(uid);
  };
  run.then(forget, forget);
  return run;
}
