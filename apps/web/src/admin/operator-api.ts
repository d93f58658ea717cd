import {
  type AdminUsage,
  adminUsageSchema,
  type QuestionEditRequest,
  type QuestionImportRequest,
  type QuestionImportResult,
  type QuestionRevision,
  questionImportResultSchema,
  questionRevisionSchema,
  type ReportedQuestionList,
  reportedQuestionListSchema,
} from '@abhyas/domain';
import type { z } from 'zod';
import { ApiError, jsonBody, MALFORMED_RESPONSE } from '../api/api-client.ts';

/** The server's `{ error }` body, else the status: what the console shows when a call fails. */
async function failureOf(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => undefined);
  const error = (body as { error?: unknown } | undefined)?.error;
  return new ApiError(response.status, typeof error === 'string' ? error : `HTTP ${response.status}`);
}

async function call<Schema extends z.ZodType>(
  path: string,
  schema: Schema,
  init: RequestInit = {},
): Promise<z.output<Schema>> {
  const response = await fetch(path, { credentials: 'same-origin', cache: 'no-store', ...init });
  if (!response.ok) throw await failureOf(response);
  const parsed = schema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw new ApiError(response.status, 'Malformed response', MALFORMED_RESPONSE);
  return parsed.data;
}

async function post(path: string): Promise<void> {
  const response = await fetch(path, { method: 'POST', credentials: 'same-origin' });
  if (!response.ok) throw await failureOf(response);
}

const questionPath = (questionId: string) => `/api/admin/questions/${encodeURIComponent(questionId)}`;

/** The operator's calls; every one is checked on the server, this only shapes them. */
export const adminApi = {
  usage: (days: number): Promise<AdminUsage> => call(`/api/admin/usage?days=${days}`, adminUsageSchema),
  usageCsvUrl: (days: number) => `/api/admin/usage.csv?days=${days}`,
  reported: (): Promise<ReportedQuestionList> =>
    call('/api/admin/questions/reported', reportedQuestionListSchema),
  hide: (questionId: string) => post(`${questionPath(questionId)}/hide`),
  unhide: (questionId: string) => post(`${questionPath(questionId)}/unhide`),
  edit: (questionId: string, edit: QuestionEditRequest): Promise<QuestionRevision> =>
    call(questionPath(questionId), questionRevisionSchema, jsonBody('PUT', edit)),
  importBank: (request: QuestionImportRequest): Promise<QuestionImportResult> =>
    call('/api/admin/imports', questionImportResultSchema, jsonBody('POST', request)),
};

/** A failure's words for the operator: the server's message, else what went wrong. */
export const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));
