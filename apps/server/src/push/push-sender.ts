import type { Logger } from 'pino';
import webPush from 'web-push';
import type { PushSubscriptionStore, StoredPushSubscription } from '../stores/push-subscription-store.ts';
import type { VapidKeys } from './vapid-keys.ts';

/** What the service worker shows: a title, a text, and the app's page a click opens. */
export interface PushMessage {
  readonly title: string;
  readonly body: string;
  /** A path of the app ("/", "/profile"); the service worker opens it on click. */
  readonly url: string;
  /** Replaces an earlier notification with the same tag on the device (one reminder, not a pile). */
  readonly tag?: string;
}

export type PushOutcome = 'sent' | 'gone' | 'failed';

/** How long a push service keeps a message for a device that is off: a reminder is stale in a day. */
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;
const SEND_TIMEOUT_MS = 5000;

/** VAPID's subject: the operator's https site, else a mailto: (web-push takes nothing else). */
export function vapidSubjectOf(publicUrl: string): string {
  return publicUrl.startsWith('https:') ? new URL(publicUrl).origin : 'mailto:webpush@abhyas.invalid';
}

/**
 * Sends web push messages (RFC 8030, encrypted per RFC 8291, signed by VAPID RFC 8292): web-push
 * builds the request, fetch sends it with a timeout. A push service's 404 or 410 says the browser
 * dropped the subscription, so its row goes; other failures are logged and the row stays.
 */
export function createPushSender(options: {
  keys: VapidKeys;
  subject: string;
  subscriptions: PushSubscriptionStore;
  logger: Logger;
  now?: () => Date;
}) {
  const { keys, subject, subscriptions, logger, now = () => new Date() } = options;
  async function sendTo(subscription: StoredPushSubscription, message: PushMessage): Promise<PushOutcome> {
    const request = webPush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(message),
      {
        vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
        TTL: TIME_TO_LIVE_SECONDS,
      },
    );
    let status: number;
    try {
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body ?? null,
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      status = response.status;
      await response.body?.cancel();
    } catch (error) {
      logger.warn(
        { event: 'push-failed', subscription: subscription.id, error: String(error) },
        'a web push could not reach its push service',
      );
      return 'failed';
    }
    if (status >= 200 && status < 300) {
      await subscriptions.recordSent(subscription.id, now());
      return 'sent';
    }
    if (status === 404 || status === 410) {
      await subscriptions.forget(subscription.id);
      logger.info(
        { event: 'push-subscription-gone', subscription: subscription.id, status },
        'a push service no longer knows a subscription; it is removed',
      );
      return 'gone';
    }
    logger.warn(
      { event: 'push-failed', subscription: subscription.id, status },
      'a push service refused a web push',
    );
    return 'failed';
  }

  return {
    sendTo,
    /** To every device the learner subscribed; how many took it. */
    async sendToLearner(userUid: string, message: PushMessage): Promise<{ sent: number; failed: number }> {
      let sent = 0;
      let failed = 0;
      for (const subscription of await subscriptions.listOf(userUid)) {
        const outcome = await sendTo(subscription, message);
        if (outcome === 'sent') sent += 1;
        if (outcome === 'failed') failed += 1;
      }
      return { sent, failed };
    },
  };
}

export type PushSender = ReturnType<typeof createPushSender>;
