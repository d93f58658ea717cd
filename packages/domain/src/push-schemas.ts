import { z } from 'zod';

/*
 * Web push (issue 22): the payloads of /api/push/*. A subscription is what the browser's
 * PushManager.subscribe() gives (PushSubscription.toJSON()), one per device, revocable.
 */

/** The longest endpoint accepted: push services' URLs are a few hundred characters. */
export const PUSH_ENDPOINT_MAX_LENGTH = 1000;

/** base64url, as the Push API encodes the keys. */
const base64Url = (min: number, max: number) =>
  z
    .string()
    .min(min)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/u, 'must be base64url');

/** GET /api/push/public-key: the server's VAPID public key, the browser's applicationServerKey. */
export const pushPublicKeySchema = z.object({ publicKey: z.string() });
export type PushPublicKey = z.infer<typeof pushPublicKeySchema>;

/** POST /api/push/subscriptions: the device's subscription; its endpoint must be https. */
export const pushSubscriptionRequestSchema = z.object({
  endpoint: z.url().max(PUSH_ENDPOINT_MAX_LENGTH),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    // An uncompressed P-256 point (65 bytes: 87 characters) and a 16-byte secret (22).
    p256dh: base64Url(80, 100),
    auth: base64Url(20, 30),
  }),
});
export type PushSubscriptionRequest = z.infer<typeof pushSubscriptionRequestSchema>;

/** A device's subscription as the learner's list shows it (never its keys). */
export const pushSubscriptionSchema = z.object({
  id: z.string(),
  /** Short names from the subscribing request's User-Agent, or null when unknown. */
  browser: z.string().nullable(),
  os: z.string().nullable(),
  createdAt: z.string(),
});

/** GET /api/push/subscriptions: the learner's subscribed devices. */
export const pushSubscriptionListSchema = z.object({ subscriptions: z.array(pushSubscriptionSchema) });
export type PushSubscriptionList = z.infer<typeof pushSubscriptionListSchema>;
export type PushSubscriptionView = z.infer<typeof pushSubscriptionSchema>;

/** DELETE /api/push/subscriptions/:id */
export const pushSubscriptionParamsSchema = z.object({ id: z.string().regex(/^\d{1,18}$/u) });
