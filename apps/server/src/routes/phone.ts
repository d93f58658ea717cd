import {
  INVALID_PHONE_NUMBER_FORMAT,
  NO_PHONE_TO_VERIFY,
  PHONE_CODE_DIGITS,
  phoneCodeCheckSchema,
  phoneNumberUpdateFailed,
  phoneNumberUpdateSchema,
  phoneVerificationFailed,
} from '@abhyas/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sendApiError } from '../api-error-presenter.ts';
import { requireSessionUser } from '../auth/session-user.ts';
import type { PhoneOutcome, PhoneService } from '../services/phone-service.ts';

/** The outcome's value as the answer, or its refusal in the one error body (with Retry-After on 429). */
function answer<T>(reply: FastifyReply, outcome: PhoneOutcome<T>) {
  void reply.header('Cache-Control', 'no-store');
  if (outcome.kind === 'done') return reply.send(outcome.value);
  if (outcome.retryAfterSeconds !== undefined)
    void reply.header('Retry-After', String(outcome.retryAfterSeconds));
  return sendApiError(reply, outcome.status, outcome.error, {
    ...(outcome.reason ? { reason: outcome.reason } : {}),
    ...(outcome.field ? { field: outcome.field } : {}),
  });
}

/** The signed-in learner's phone: the number, its verification by SMS, the invitation to add one. */
export function registerPhoneRoutes(app: FastifyInstance, phones: PhoneService): void {
  app.put('/api/profile/phone', async (request, reply) => {
    const user = requireSessionUser(request, reply);
    if (!user) return reply;
    const body = phoneNumberUpdateSchema.safeParse(request.body);
    if (!body.success)
      return sendApiError(reply, 400, phoneNumberUpdateFailed(INVALID_PHONE_NUMBER_FORMAT), {
        reason: 'invalid-phone-number-format',
        field: 'phoneNumber',
      });
    return answer(reply, await phones.setNumber(user.uid, body.data.phoneNumber));
  });

  app.delete('/api/profile/phone', async (request, reply) => {
    const user = requireSessionUser(request, reply);
    if (!user) return reply;
    return answer(reply, await phones.removeNumber(user.uid));
  });

  app.post('/api/profile/phone/code', async (request, reply) => {
    // The product's one text for both: no one signed in, or no number to send to.
    if (!request.sessionUser) return sendApiError(reply, 401, NO_PHONE_TO_VERIFY);
    return answer(reply, await phones.sendCode(request.sessionUser.uid, request.ip));
  });

  app.post('/api/profile/phone/verify', async (request, reply) => {
    const user = requireSessionUser(request, reply);
    if (!user) return reply;
    const body = phoneCodeCheckSchema.safeParse(request.body);
    if (!body.success)
      return sendApiError(reply, 400, phoneVerificationFailed(`the code is ${PHONE_CODE_DIGITS} digits`), {
        reason: 'wrong-code',
        field: 'code',
      });
    return answer(reply, await phones.verifyCode(user.uid, body.data.code));
  });

  app.post('/api/profile/phone/invitation-skipped', async (request, reply) => {
    const user = requireSessionUser(request, reply);
    if (!user) return reply;
    return answer(reply, await phones.skipInvitation(user.uid));
  });
}
