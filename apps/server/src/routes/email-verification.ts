import { emailLinkQuerySchema } from '@abhyas/domain';
import type { FastifyInstance } from 'fastify';
import { sendApiError } from '../api-error-presenter.ts';
import { requireSessionUser } from '../auth/session-user.ts';
import { verifyEmailLanguage, verifyEmailPage } from '../mail/verify-email-page.ts';
import { providerPagesPolicy } from '../security-headers.ts';
import type { EmailVerificationService } from '../services/email-verification-service.ts';

/** The signed-in learner's email verification: a link sent by email, and the page it opens. */
export function registerEmailVerificationRoutes(
  app: FastifyInstance,
  emails: EmailVerificationService,
  publicUrl: string,
): void {
  // The page's one inline stylesheet is allowed by its hash, as on the built-in provider's pages.
  const pagePolicy = Object.entries(providerPagesPolicy(new URL(publicUrl).protocol === 'https:'))
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');

  app.post('/api/profile/email/verification', async (request, reply) => {
    const user = requireSessionUser(request, reply);
    if (!user) return reply;
    const outcome = await emails.sendLink(user.uid, request.ip);
    void reply.header('Cache-Control', 'no-store');
    if (outcome.kind === 'done') return reply.send(outcome.value);
    if (outcome.retryAfterSeconds !== undefined)
      void reply.header('Retry-After', String(outcome.retryAfterSeconds));
    return sendApiError(
      reply,
      outcome.status,
      outcome.error,
      outcome.reason ? { reason: outcome.reason } : {},
    );
  });

  // A GET, so the link works from any mail app; the token is used once, so a mail scanner that
  // opens it first has proved the mailbox too, and the learner's profile shows the result.
  app.get('/verify-email', async (request, reply) => {
    const query = emailLinkQuerySchema.safeParse(request.query);
    const token = query.success ? (query.data.token ?? '') : '';
    const outcome = await emails.useLink(token);
    const lang = verifyEmailLanguage(request.headers['accept-language']);
    return (
      reply
        // 200 whatever the link's fate: the page is the answer, and it says what happened.
        .status(200)
        .header('Cache-Control', 'no-store')
        .header('Referrer-Policy', 'no-referrer')
        .header('Content-Security-Policy', pagePolicy)
        .type('text/html; charset=utf-8')
        .send(verifyEmailPage(outcome.kind, lang))
    );
  });
}
