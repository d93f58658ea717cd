import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SmsSendLimit } from '@abhyas/domain';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { registerAuth } from '../auth/auth-module.ts';
import { loadConfig } from '../config.ts';
import { createLogger } from '../logger.ts';
import { registerPhoneRoutes } from '../routes/phone.ts';
import { createPhoneService } from '../services/phone-service.ts';
import { createOutboxSmsSender } from '../sms/outbox-sms-sender.ts';
import type { SmsSender } from '../sms/sms-sender.ts';
import { createPhoneStore } from '../stores/phone-store.ts';
import { createSmsOutboxStore } from '../stores/sms-outbox-store.ts';
import { createMemorySmsSendCounterStore } from '../stores/sms-send-counter-store.ts';
import { createUserStore } from '../stores/user-store.ts';
import type { TestApp } from './auth-test-app.ts';
import { createTestDatabase } from './test-database.ts';

export interface PhoneTestApp extends TestApp {
  /** The phone routes' clock: move it instead of waiting. */
  readonly clock: { now: number; advance(ms: number): void };
  /** The newest code the outbox holds for `phoneNumber`, read from its message as a learner would. */
  lastCode(phoneNumber: string): Promise<string | undefined>;
  /** Every message the outbox holds for `phoneNumber`, oldest first. */
  messagesTo(phoneNumber: string): Promise<string[]>;
}

/**
 * Sign-in (registerAuth) and the phone routes on a fresh database, SMS through the outbox, the
 * send counters in memory, with a clock the test moves and, if given, limits of its own.
 */
export async function createPhoneTestApp(
  options: {
    limits?: readonly SmsSendLimit[];
    sender?: (outbox: ReturnType<typeof createSmsOutboxStore>) => SmsSender;
  } = {},
): Promise<PhoneTestApp> {
  const database = await createTestDatabase();
  const { db } = database;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'abhyas-phone-test-'));
  const config = loadConfig({ PORT: '3999', HOST: '127.0.0.1', DATA_DIR: dataDir });
  const logger = createLogger({ level: 'warn' });
  const app = Fastify({ loggerInstance: logger as FastifyBaseLogger });
  await registerAuth(app, { config, db, logger });
  const clock = {
    now: Date.parse('2026-03-02T09:00:00Z'),
    advance(ms: number) {
      clock.now += ms;
    },
  };
  const outbox = createSmsOutboxStore(db);
  const now = () => new Date(clock.now);
  registerPhoneRoutes(
    app,
    createPhoneService({
      phones: createPhoneStore(db),
      findProfile: createUserStore(db).find,
      sender: options.sender?.(outbox) ?? createOutboxSmsSender({ outbox, logger, now }),
      counters: createMemorySmsSendCounterStore(),
      codeSecret: 'a test secret of more than thirty-two characters',
      appHost: 'abhyas.test',
      ...(options.limits ? { limits: options.limits } : {}),
      now,
    }),
  );
  await app.ready();
  const messagesTo = async (phoneNumber: string) =>
    (
      await db
        .selectFrom('smsOutbox')
        .select('body')
        .where('toNumber', '=', phoneNumber)
        .orderBy('id')
        .execute()
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
    messagesTo,
    async lastCode(phoneNumber) {
      const last = (await messagesTo(phoneNumber)).at(-1);
      return last?.match(/code is (\d{6})/u)?.[1];
    },
  };
}
