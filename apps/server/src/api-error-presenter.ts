import type { ApiErrorBody } from '@abhyas/domain';
import type { FastifyReply } from 'fastify';

/** What an error body may carry besides its message. */
export type ApiErrorDetails = Omit<ApiErrorBody, 'error'>;

/** The body of every 4xx and 5xx the API answers (apiErrorSchema): the message and, when given, reason and field. */
export function apiErrorBody(error: string, details: ApiErrorDetails = {}): ApiErrorBody {
  const body: ApiErrorBody = { error };
  if (details.reason !== undefined) body.reason = details.reason;
  if (details.field !== undefined) body.field = details.field;
  return body;
}

/** Answers `status` with the one error body; routes and the error handler all answer errors through it. */
export function sendApiError(
  reply: FastifyReply,
  status: number,
  error: string,
  details: ApiErrorDetails = {},
): FastifyReply {
  return reply.code(status).send(apiErrorBody(error, details));
}
