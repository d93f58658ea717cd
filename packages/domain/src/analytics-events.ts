import { z } from 'zod';
import { webVitalMetricSchema } from './admin-usage.ts';

/*
 * First-party analytics (issue 23, feature flag `analytics`): the batch the web app sends to
 * POST /api/events. Every event is a closed shape (strict objects: no free text, no extra
 * fields), so nothing personal rides along by accident: a route is its template, a topic its
 * slug, a sync error its kind. A signed-in learner is known by the session cookie, never by a
 * field of the body; an anonymous visitor only by a random id made for one visit.
 */

/** At most this many events per request: the web app sends every few seconds at most. */
export const ANALYTICS_MAX_EVENTS = 50;
/** The largest request body POST /api/events accepts (413 beyond). 50 events fit in a few KB. */
export const ANALYTICS_BODY_LIMIT_BYTES = 64 * 1024;
/** Raw events older than this are deleted by the scheduler; the daily rollups stay. */
export const ANALYTICS_RAW_RETENTION_DAYS = 90;
/** How far back an event's own time is believed (an offline device sends late); older counts as received. */
export const ANALYTICS_LATE_EVENT_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * A route template as the router declares it ('/', '/quiz/:subcategoryId', '*' for not found):
 * literal lower-case segments and `:name` parameters, never the values of the parameters.
 */
export const routeTemplateSchema = z
  .string()
  .max(100)
  .regex(/^(\*|\/|(\/([a-z0-9-]+|:[A-Za-z]+))+)$/u, 'must be a route template');

/** A topic, category or mock id: a slug, never a learner's text. */
const slugSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/u, 'must be a slug');

const count = z.number().int().min(0).max(10_000);
const durationMs = z
  .number()
  .int()
  .min(0)
  .max(24 * 60 * 60 * 1000);

/** Every event: its name, when it happened on the device (epoch ms), the route template it happened on. */
const base = {
  at: z.number().int().min(0),
  route: routeTemplateSchema.optional(),
};

export const SYNC_ERROR_KINDS = ['offline', 'server', 'rejected', 'auth', 'unknown'] as const;
export type SyncErrorKind = (typeof SYNC_ERROR_KINDS)[number];
export const INSTALL_PROMPT_OUTCOMES = ['shown', 'accepted', 'dismissed'] as const;

export const analyticsEventSchema = z.discriminatedUnion('name', [
  z.strictObject({ name: z.literal('page_view'), at: base.at, route: routeTemplateSchema }),
  z.strictObject({ name: z.literal('quiz_started'), ...base, topicId: slugSchema, questions: count }),
  z.strictObject({
    name: z.literal('quiz_submitted'),
    ...base,
    topicId: slugSchema,
    questions: count,
    correct: count,
    marks: z.number().min(-10_000).max(10_000),
    /** correct / questions, 0..1. */
    accuracy: z.number().min(0).max(1),
    durationMs,
  }),
  z.strictObject({
    name: z.literal('practice_answered'),
    ...base,
    topicId: slugSchema,
    correct: z.boolean(),
  }),
  z.strictObject({ name: z.literal('mock_started'), ...base, mockId: slugSchema }),
  z.strictObject({
    name: z.literal('mock_submitted'),
    ...base,
    mockId: slugSchema,
    questions: count,
    answered: count,
    marks: z.number().min(-10_000).max(10_000),
    durationMs,
  }),
  z.strictObject({ name: z.literal('sign_in'), ...base }),
  z.strictObject({ name: z.literal('sign_out'), ...base }),
  z.strictObject({ name: z.literal('sync_succeeded'), ...base, count }),
  z.strictObject({ name: z.literal('sync_failed'), ...base, count, errorKind: z.enum(SYNC_ERROR_KINDS) }),
  z.strictObject({ name: z.literal('install_prompt'), ...base, outcome: z.enum(INSTALL_PROMPT_OUTCOMES) }),
  z.strictObject({
    name: z.literal('web_vital'),
    at: base.at,
    route: routeTemplateSchema,
    metric: webVitalMetricSchema,
    /** Milliseconds, except CLS (a unitless score). */
    value: z.number().min(0).max(600_000),
  }),
]);
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;
export type AnalyticsEventName = AnalyticsEvent['name'];

/** A random id made for one visit (never stored across visits): 16 to 64 url-safe characters. */
export const visitIdSchema = z
  .string()
  .min(16)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/u, 'must be url-safe');

/** POST /api/events: a batch. visitId only from anonymous visitors; a signed-in learner's is ignored. */
export const analyticsBatchSchema = z.strictObject({
  visitId: visitIdSchema.optional(),
  events: z.array(analyticsEventSchema).min(1).max(ANALYTICS_MAX_EVENTS),
});
export type AnalyticsBatch = z.infer<typeof analyticsBatchSchema>;
