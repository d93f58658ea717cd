import { deleteAccountSchema, FRESH_SIGN_IN_MS, SIGN_IN_AGAIN, SIGN_IN_AGAIN_MESSAGE } from '@abhyas/domain';
import type { FastifyInstance } from 'fastify';
import { sendApiError } from '../api-error-presenter.ts';
import { clearSessionCookie } from '../auth/session-cookie.ts';
import { requireSessionUser } from '../auth/session-user.ts';
import type { AccountService } from '../services/account-service.ts';

/** "Download my data" and "Delete my account". */
export function registerAccountRoutes(app: FastifyInstance, accounts: AccountService): void {
  app.get('/api/account/export', async (request, reply) => {
    const user = requireSessionUser(request, reply);
    if (!user) return reply;
    const data = await accounts.export(user.uid);
    if (!data) return sendApiError(reply, 404, 'Profile not found');
    const day = data.exportedAt.slice(0, 10);
    return reply
      .header('Cache-Control', 'no-store')
      .header('Content-Disposition', `attachment; filename="abhyas-my-data-${day}.json"`)
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(data, null, 2));
  });

  app.delete('/api/account', async (request, reply) => {
    const user = requireSessionUser(request, reply);
    if (!user) return reply;
    const body = deleteAccountSchema.safeParse(request.body);
    if (!body.success) return sendApiError(reply, 400, 'Confirm the deletion with {"confirm": true}');
    // A cookie alone (a shared phone, a copied cookie) does not delete an account: a recent password does.
    if (Date.now() - user.signedInAt.getTime() > FRESH_SIGN_IN_MS) {
      return sendApiError(reply, 403, SIGN_IN_AGAIN_MESSAGE, { reason: SIGN_IN_AGAIN });
    }
    await accounts.delete(user.uid);
    clearSessionCookie(reply, app.cookieSecurity);
    return reply.code(204).send();
  });
}
