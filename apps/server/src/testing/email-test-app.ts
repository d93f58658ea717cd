import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SmsSendLimit } from '@abhyas/domain';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { registerAuth } from '../auth/auth-module.ts';
import { loadConfig } from '../config.ts';
import { createLogger } from '../logger.ts';
import type { MailSender } from '../mail/mail-sender.ts';
import { createOutboxMailSender } from '../mail/outbox-mail-sender.ts';
import { registerEmailVerificationRoutes } from '../routes/email-verification.ts';
import { createEmailVerificationService } from '../services/email-verification-service.ts';
import { createEmailVerificationStore } from '../stores/email-verification-store.ts';
import { createInstallationStore } from '../stores/installation-store.ts';
import { createMailOutboxStore } from '../stores/mail-outbox-store.ts';
import { createMemorySmsSendCounterStore } from '../stores/sms-send-counter-store.ts';
import { createUserStore } from '../stores/user-store.ts';
import type { TestApp } from './auth-test-app.ts';
import { type SignedIn, signInAs } from './sign-in.ts';
import { createTestDatabase } from './test-database.ts';

export interface EmailTestApp extends TestApp {
  /** The email routes' clock: move it instead of waiting. */
  readonly clock: { now: number; advance(ms: number): void };
  /** The newest verification link the outbox holds for `email`, read from its text as a learner would. */
  lastLink(email: string): Promise<string | undefined>;
  /** Every email text the outbox holds for `email`, oldest first. */
  mailsTo(email: string): Promise<string[]>;
  /** A learner signed in with an account of the built-in provider whose email is `email`. */
  builtInLearner(uid: string, email: string): Promise<SignedIn>;
}

/**
 * Sign-in (registerAuth, the built-in provider) and the email verification routes on a fresh
 * database, mail through the outbox, the send counters in memory, with a clock the test moves.
 */
export async function createEmailTestApp(
  options: {
    limits?: readonly SmsSendLimit[];
    sender?: (outbox: ReturnType<typeof createMailOutboxStore>) => MailSender;
    env?: Record<string, string>;
  } = {},
): Promise<EmailTestApp> {
  const database = await createTestDatabase();
  const { db } = database;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'abhyas-email-test-'));
  const config = loadConfig({ PORT: '3999', HOST: '127.0.0.1', DATA_DIR: dataDir, ...options.env });
  const logger = createLogger({ level: 'warn' });
  const app = Fastify({ loggerInstance: logger as FastifyBaseLogger });
  await registerAuth(app, { config, db, logger });
  const clock = {
    now: Date.now(),
    advance(ms: number) {
      clock.now += ms;
    },
  };
  const outbox = createMailOutboxStore(db);
  const now = () => new Date(clock.now);
  const builtInIssuer = config.oidc ? undefined : await createInstallationStore(db).builtInProviderId();
  registerEmailVerificationRoutes(
    app,
    createEmailVerificationService({
      store: createEmailVerificationStore(db),
      findProfile: createUserStore(db).find,
      sender: options.sender?.(outbox) ?? createOutboxMailSender({ outbox, logger, now }),
      counters: createMemorySmsSendCounterStore(),
      builtInIssuer,
      publicUrl: config.publicUrl,
      ...(options.limits ? { limits: options.limits } : {}),
      now,
    }),
    config.publicUrl,
  );
  await app.ready();
  const mailsTo = async (email: string) =>
    (
      await db.selectFrom('mailOutbox').select('body').where('toAddress', '=', email).orderBy('id').execute()
    ).map((row) => row.body);
  return {
    app,
    database,
    publicUrl: config.publicUrl,
    close: async () => {
      await app.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
    clock,
    mailsTo,
    async lastLink(email) {
      const last = (await mailsTo(email)).at(-1);
      return last?.match(/https?:\/\/\S+\/verify-email\?token=[\w-]+/u)?.[0];
    },
    async builtInLearner(uid, email) {
      if (!builtInIssuer) throw new Error('the built-in provider is off (OIDC_ISSUER is set)');
      const learner = await signInAs(app, uid, { email, emailVerified: false });
      const accountId = `account-${uid}`;
      await db
        .insertInto('idpAccounts')
        .values({ id: accountId, email, name: uid, passwordHash: 'not used' })
        .execute();
      await db.insertInto('identities').values({ issuer: builtInIssuer, subject: accountId, uid }).execute();
      return learner;
    },
  };
}
