import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { registerAnalyticsRoutes } from './analytics/analytics-routes.ts';
import { createAnalyticsService } from './analytics/analytics-service.ts';
import { createAnalyticsStore } from './analytics/analytics-store.ts';
import { type AnswerKeySource, fileAnswerKeySource } from './answer-key.ts';
import { createAdminGuard } from './auth/admin-guard.ts';
import { registerAuth } from './auth/auth-module.ts';
import type { Config } from './config.ts';
import { type DailyQuizBank, fileDailyQuizBank } from './daily-quiz-bank.ts';
import type { Db } from './db/database.ts';
import { DatabaseHealth } from './db/database-health.ts';
import { answerFrameworkError, registerHttpErrorHandler } from './http-error-handler.ts';
import { mailSenderFor } from './mail/mail-transport.ts';
import { fileMockPaperSource, type MockPaperSource } from './mock-papers.ts';
import { createModerationStore } from './moderation/moderation-store.ts';
import { registerModeration } from './moderation/register-moderation.ts';
import { recordRegisteredRoutes } from './openapi/registered-routes.ts';
import { paths } from './paths.ts';
import { readOrCreateVapidKeys } from './push/vapid-keys.ts';
import { registerRequestLog, requestIdOf } from './request-log.ts';
import { registerAdminConsoleRoutes } from './routes/admin.ts';
import { registerAppConfigFile } from './routes/app-config-file.ts';
import { registerContentFiles } from './routes/content-files.ts';
import { registerDailyQuizRoutes } from './routes/daily-quiz.ts';
import { registerEmailVerificationRoutes } from './routes/email-verification.ts';
import { registerHealthRoutes } from './routes/health.ts';
import { registerLeaderboardRoutes } from './routes/leaderboard.ts';
import { registerMockRoutes } from './routes/mocks.ts';
import { registerOpenApiRoute } from './routes/openapi.ts';
import { registerPhoneRoutes } from './routes/phone.ts';
import { registerProgressRoutes } from './routes/progress.ts';
import { registerPushRoutes } from './routes/push.ts';
import { registerReviewRoutes } from './routes/review.ts';
import { registerSeoRoutes } from './routes/seo.ts';
import { registerTimeZoneRoute } from './routes/time-zone.ts';
import { registerWebApp } from './routes/web-app.ts';
import { registerSecurityHeaders } from './security-headers.ts';
import { createDailyQuizService } from './services/daily-quiz-service.ts';
import { createEmailVerificationService } from './services/email-verification-service.ts';
import { LeaderboardService } from './services/leaderboard.ts';
import { createMockStandingService } from './services/mock-standing-service.ts';
import { createPhoneService } from './services/phone-service.ts';
import { createProgressSyncService } from './services/progress-sync-service.ts';
import { createReviewDeckService } from './services/review-deck-service.ts';
import { smsSenderFor } from './sms/sms-transport.ts';
import { createDailyQuizDayStore } from './stores/daily-quiz-day-store.ts';
import { createDailyQuizStore } from './stores/daily-quiz-store.ts';
import { createEmailVerificationStore } from './stores/email-verification-store.ts';
import { createInstallationStore } from './stores/installation-store.ts';
import { createLearnerTimeZoneStore } from './stores/learner-time-zone-store.ts';
import { createMailOutboxStore } from './stores/mail-outbox-store.ts';
import { createMockAttemptStore } from './stores/mock-attempt-store.ts';
import { createPhoneStore } from './stores/phone-store.ts';
import { createProgressStore } from './stores/progress-store.ts';
import { createPushSubscriptionStore } from './stores/push-subscription-store.ts';
import type { RankStore } from './stores/rank-store.ts';
import { SqlRankStore } from './stores/rank-store-sql.ts';
import { createReviewCardStore } from './stores/review-card-store.ts';
import { createSmsOutboxStore } from './stores/sms-outbox-store.ts';
import {
  createMemorySmsSendCounterStore,
  createRedisSmsSendCounterStore,
} from './stores/sms-send-counter-store.ts';
import { createUserStore } from './stores/user-store.ts';
import { fastifyTrustProxy } from './trust-proxy-setting.ts';

export interface AppDependencies {
  config: Config;
  db: Db;
  logger: Logger;
  /** Defaults to the content build's answer-keys.json; tests pass their own. */
  answerKeys?: AnswerKeySource;
  /** Defaults to the content build's mock-papers.json; tests pass their own. */
  mockPapers?: MockPaperSource;
  /** Defaults to the content build's topic packs; tests pass their own. */
  dailyQuizBank?: DailyQuizBank;
  /** Where leaderboard ranks are read; SQL on `db` unless the composition root opened Redis. */
  rankStore?: RankStore;
  /** Config files and packs of imported topics, served ahead of the content build. */
  publishedContentDir?: string;
  /** The progress sync's own pool (`genericPlans`, the same database); defaults to `db`. */
  syncDb?: Db;
  /** Feeds /healthz and /readyz; the composition root passes the embedded database it watches. */
  databaseHealth?: DatabaseHealth;
  /** The Redis the composition root opened (REDIS_URL): shared abuse counters live there too. */
  redis?: Redis | undefined;
}

/** Builds the HTTP app from ready dependencies; it opens nothing itself. */
export async function buildApp({
  config,
  db,
  logger,
  answerKeys,
  mockPapers = fileMockPaperSource(paths.contentBuild),
  // Each day drawn once for every server, never with a question hidden at the draw (decision 021).
  dailyQuizBank = fileDailyQuizBank(paths.contentBuild, {
    days: createDailyQuizDayStore(db),
    hiddenIds: async () =>
      (await createModerationStore(db).hiddenQuestions()).map((hidden) => hidden.questionId),
  }),
  rankStore,
  publishedContentDir,
  syncDb = db,
  databaseHealth = new DatabaseHealth(undefined),
  redis,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    // One line per request, written by the onResponse hook below.
    logController: new LogController({ disableRequestLogging: true }),
    // X-Forwarded-* only from the proxies TRUST_PROXY names: otherwise any client picks its own address.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    requestTimeout: config.requestTimeoutMs,
    // An incoming X-Request-Id is kept (checked first), so one id follows a request through the proxy's log and ours.
    requestIdHeader: false,
    genReqId: requestIdOf,
    // Past the longest parameter a route accepts (a uid: 128), so the route's own check answers 400.
    routerOptions: { maxParamLength: 1024 },
    // What the router refuses before any route runs is answered in the one error body too.
    frameworkErrors: answerFrameworkError,
  });
  // First, so that every route and plugin registered below answers errors through it.
  registerHttpErrorHandler(app, databaseHealth);
  // Before any route, so the OpenAPI document can be compared with every route registered.
  recordRegisteredRoutes(app);

  registerRequestLog(app);
  // Before every route: API, app shell, packs and the provider's pages all carry the headers.
  await registerSecurityHeaders(app, config.publicUrl, {
    adScriptUrl: config.featureFlags.autoAds ? config.ads?.scriptUrl : undefined,
  });

  const sqlRanks = new SqlRankStore(db);
  const leaderboard = new LeaderboardService({
    db,
    ranks: rankStore ?? sqlRanks,
    scores: sqlRanks,
    timeZone: config.leaderboardTimeZone,
  });
  // Sign-in first: its onRequest hook sets request.sessionUser for every route after it.
  await registerAuth(app, { config, db, logger, ranks: leaderboard, redis });
  // Every admin route asks this, on the server, for every request (ADMIN_EMAILS, verified).
  const adminGuard = createAdminGuard({
    adminEmails: config.adminEmails,
    findProfile: createUserStore(db).find,
  });
  // The boards' copy in Redis holds names and photos: erased with the account, not left behind.
  app.auth.accountData.addSection({
    name: 'leaderboard',
    export: (uid) => leaderboard.exportOf(uid),
    erase: (uid) => leaderboard.forget(uid),
  });
  const mockAttempts = createMockAttemptStore(db);
  // The attempts go with the users row (a cascade); the export lists them.
  app.auth.accountData.addSection({ name: 'mockAttempts', export: (uid) => mockAttempts.exportOf(uid) });
  const smsOutbox = createSmsOutboxStore(db);
  // The messages go with the users row (a cascade); the export lists them without their texts.
  app.auth.accountData.addSection({ name: 'smsMessages', export: (uid) => smsOutbox.exportOf(uid) });
  registerPhoneRoutes(
    app,
    createPhoneService({
      phones: createPhoneStore(db),
      findProfile: createUserStore(db).find,
      sender: smsSenderFor(config.smsGatewayUrl, smsOutbox, logger),
      counters: redis ? createRedisSmsSendCounterStore(redis) : createMemorySmsSendCounterStore(),
      codeSecret: config.sessionSecret,
      appHost: new URL(config.publicUrl).host,
    }),
  );
  const mailOutbox = createMailOutboxStore(db);
  // The emails go with the users row (a cascade); the export lists them without their texts.
  app.auth.accountData.addSection({ name: 'emails', export: (uid) => mailOutbox.exportOf(uid) });
  registerEmailVerificationRoutes(
    app,
    createEmailVerificationService({
      store: createEmailVerificationStore(db),
      findProfile: createUserStore(db).find,
      sender: mailSenderFor(config.smtpUrl, config.publicUrl, mailOutbox, logger),
      counters: redis ? createRedisSmsSendCounterStore(redis) : createMemorySmsSendCounterStore(),
      // With an external provider its `email_verified` claim stands: no links to send.
      builtInIssuer: config.oidc ? undefined : await createInstallationStore(db).builtInProviderId(),
      publicUrl: config.publicUrl,
    }),
    config.publicUrl,
  );
  const pushSubscriptions = createPushSubscriptionStore(db);
  // The devices go with the users row (a cascade); the export lists them without their keys.
  app.auth.accountData.addSection({
    name: 'pushSubscriptions',
    export: (uid) => pushSubscriptions.exportOf(uid),
  });
  registerPushRoutes(app, {
    publicKey: readOrCreateVapidKeys(config.dataDir).publicKey,
    subscriptions: pushSubscriptions,
  });
  registerTimeZoneRoute(app, createLearnerTimeZoneStore(db));
  registerHealthRoutes(app, db, databaseHealth);
  registerOpenApiRoute(app);
  registerLeaderboardRoutes(app, leaderboard);
  registerMockRoutes(app, createMockStandingService({ papers: mockPapers, store: mockAttempts }));
  const dailyAttempts = createDailyQuizStore(db);
  // The attempts go with the users row (a cascade); the export lists them.
  app.auth.accountData.addSection({
    name: 'dailyQuizAttempts',
    export: (uid) => dailyAttempts.exportOf(uid),
  });
  registerDailyQuizRoutes(app, createDailyQuizService({ bank: dailyQuizBank, store: dailyAttempts }));
  const reviewCards = createReviewCardStore(db);
  // The deck goes with the users row (a cascade); the export lists it.
  app.auth.accountData.addSection({ name: 'reviewCards', export: (uid) => reviewCards.exportOf(uid) });
  // Question reports and moderation: its answer key adds revisions and topics imported since the start.
  const answerKeySource = await registerModeration(app, {
    db,
    logger,
    adminGuard,
    answerKeys: answerKeys ?? fileAnswerKeySource(paths.contentBuild),
    reportsToHide: config.reportsToHide,
    contentBuild: paths.contentBuild,
    publishedContentDir,
    redis,
  });
  registerReviewRoutes(app, createReviewDeckService({ store: reviewCards, answerKeys: answerKeySource }));
  await registerProgressRoutes(app, {
    sync: createProgressSyncService({
      store: createProgressStore(syncDb),
      answerKeys: answerKeySource,
      mockPapers,
      dailyQuiz: dailyQuizBank,
      leaderboard,
      scoredAnswersPerDay: config.scoredAnswersPerDay,
      minQuizAnswerMs: config.minQuizAnswerMs,
      logImplausible: (entry) =>
        logger.warn(
          { event: 'implausible-answers', ...entry },
          'answers no person could give earned no points',
        ),
    }),
    redis,
  });
  const analyticsStore = createAnalyticsStore(db);
  // A learner's events go with the users row (a cascade); the export lists them.
  app.auth.accountData.addSection({ name: 'analyticsEvents', export: (uid) => analyticsStore.exportOf(uid) });
  await registerAnalyticsRoutes(app, {
    analytics: createAnalyticsService({ store: analyticsStore }),
    enabled: () => config.featureFlags.analytics === true,
    adminGuard,
    redis,
  });
  registerAppConfigFile(app, paths.contentBuild, { featureFlags: config.featureFlags, ads: config.ads });
  await registerContentFiles(app, paths.contentBuild, publishedContentDir);
  registerSeoRoutes(app, {
    publicUrl: config.publicUrl,
    contentBuild: paths.contentBuild,
    seo: config.featureFlags.seo,
  });
  registerAdminConsoleRoutes(app, {
    adminGuard,
    emailOf: async (uid) => (await createUserStore(db).find(uid))?.email ?? undefined,
  });
  await registerWebApp(app, paths.webBuild, { isAdmin: (request) => adminGuard.isAdmin(request) });
  return app;
}
