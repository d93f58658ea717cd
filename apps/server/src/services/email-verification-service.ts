import { createHash, randomBytes } from 'node:crypto';
import {
  EMAIL_FAILURE_TEXTS,
  EMAIL_LINK_VALIDITY_MS,
  EMAIL_SEND_LIMITS,
  type EmailFailureReason,
  type EmailLinkSent,
  emailVerificationFailed,
  emailVerificationMail,
  type SmsSendLimit,
  smsSendWaitMs,
  type UserProfile,
} from '@abhyas/domain';
import { MailNotSentError, type MailSender } from '../mail/mail-sender.ts';
import type { EmailVerificationStore, LinkUse } from '../stores/email-verification-store.ts';
import type { CounterWindow, SmsSendCounterStore } from '../stores/sms-send-counter-store.ts';

/** A refusal, with what the route answers: the status, the text and the cause. */
export interface EmailRefusal {
  readonly kind: 'refused';
  readonly status: 404 | 409 | 429 | 503;
  readonly error: string;
  readonly reason?: EmailFailureReason;
  /** For 429: seconds until a link may be sent again (Retry-After). */
  readonly retryAfterSeconds?: number;
}

export type EmailOutcome<T> = { readonly kind: 'done'; readonly value: T } | EmailRefusal;

const refusal = (status: EmailRefusal['status'], reason: EmailFailureReason): EmailRefusal => ({
  kind: 'refused',
  status,
  error: emailVerificationFailed(EMAIL_FAILURE_TEXTS[reason]),
  reason,
});

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * An email verified by a link, for accounts of the built-in sign-in provider (an external
 * provider's `email_verified` claim stands as it is). The token is 256 bits from the CSPRNG, kept
 * as its SHA-256 (nothing to guess, so no key is needed), works once within 24 hours, and is never
 * logged; sends are limited like SMS codes.
 */
export function createEmailVerificationService(deps: {
  store: EmailVerificationStore;
  findProfile: (uid: string) => Promise<UserProfile | undefined>;
  sender: MailSender;
  counters: SmsSendCounterStore;
  /** The built-in provider's id (identities.issuer); undefined when sign-in is by an external provider. */
  builtInIssuer: string | undefined;
  /** The app's address the link opens (PUBLIC_URL). */
  publicUrl: string;
  limits?: readonly SmsSendLimit[];
  now?: () => Date;
}) {
  const { store, findProfile, sender, counters } = deps;
  const limits = deps.limits ?? EMAIL_SEND_LIMITS;
  const now = deps.now ?? (() => new Date());
  const resendAfterMs = Math.min(
    ...limits.filter((limit) => limit.scope === 'account' && limit.max === 1).map((limit) => limit.windowMs),
    Number.POSITIVE_INFINITY,
  );
  const windowsFor = (uid: string, address: string): CounterWindow[] =>
    limits.map((limit) => {
      const who =
        limit.scope === 'account'
          ? sha256(`account:${uid}`).slice(0, 32)
          : limit.scope === 'address'
            ? sha256(`address:${address}`).slice(0, 32)
            : 'all';
      return { key: `mail:${limit.scope}:${limit.windowMs}:${who}`, windowMs: limit.windowMs };
    });

  return {
    /** Sends a new link to the learner's email (replacing any earlier one), within the limits. */
    async sendLink(uid: string, address: string): Promise<EmailOutcome<EmailLinkSent>> {
      const profile = await findProfile(uid);
      if (!profile) return { kind: 'refused', status: 404, error: 'Profile not found' };
      const account = deps.builtInIssuer ? await store.builtInAccountOf(uid, deps.builtInIssuer) : undefined;
      if (!account) return refusal(409, 'email-verified-by-provider');
      if (profile.emailVerified || account.verified) return refusal(409, 'email-already-verified');

      const at = now();
      const windows = windowsFor(uid, address);
      const waitMs = smsSendWaitMs(limits, await counters.add(windows, at.getTime()));
      if (waitMs > 0) {
        await counters.takeBack(windows, at.getTime());
        return { ...refusal(429, 'too-many-links-sent'), retryAfterSeconds: Math.ceil(waitMs / 1000) };
      }

      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(at.getTime() + EMAIL_LINK_VALIDITY_MS);
      await store.saveToken(uid, { email: account.email, tokenHash: sha256(token), sentAt: at, expiresAt });
      const link = new URL('/verify-email', deps.publicUrl);
      link.searchParams.set('token', token);
      const mail = emailVerificationMail(link.toString());
      try {
        await sender.send({
          to: account.email,
          subject: mail.subject,
          text: mail.text,
          kind: 'email-verification',
          userUid: uid,
          secret: token,
        });
      } catch (error) {
        if (!(error instanceof MailNotSentError)) throw error;
        return refusal(503, 'mail-not-sent');
      }
      return {
        kind: 'done',
        value: {
          sentTo: account.email,
          expiresAt: expiresAt.toISOString(),
          resendAfterSeconds: Number.isFinite(resendAfterMs) ? Math.ceil(resendAfterMs / 1000) : 0,
        },
      };
    },

    /** Opens a link: a live one verifies the address it went to; any link works once. */
    async useLink(token: string): Promise<LinkUse> {
      if (!/^[\w-]{43}$/u.test(token)) return { kind: 'unknown' };
      return store.use(sha256(token), now());
    },
  };
}

export type EmailVerificationService = ReturnType<typeof createEmailVerificationService>;
