import { type NotificationKind, sendableAt } from '@abhyas/domain';
import type { Logger } from 'pino';
import type { Db } from '../db/database.ts';
import type { PushMessage, PushSender } from '../push/push-sender.ts';
import type { SmsSender } from '../sms/sms-sender.ts';

/** What one message says on each channel; written by the caller in the learner's language. */
export interface ComposedMessage {
  /** The SMS: one text with the app's link and how to stop these messages. */
  readonly sms: string;
  readonly push: PushMessage;
}

export type DispatchOutcome =
  | { readonly kind: 'sent'; readonly channels: readonly ('sms' | 'push')[] }
  /** In the learner's quiet hours: try again at `until` (08:00 there). */
  | { readonly kind: 'deferred'; readonly until: Date }
  /** The learner turned this kind off, or has no channel for it: nothing sent, nothing kept. */
  | { readonly kind: 'opted-out' }
  /** Another server (or an earlier try) sent this learner's message of that kind and period. */
  | { readonly kind: 'already-sent' }
  /** No channel took it; the key is let go, so a retry may send it. */
  | { readonly kind: 'failed' };

/**
 * A server that took a key and stopped before recording the send (a crash) holds it this long;
 * then another may send. Long past one send with the gateway's retries and push's timeouts.
 */
export const CLAIM_TIMEOUT_MS = 5 * 60 * 1000;

/**
 * The send step of every reminder (issue 22): opt-out and channels checked at send time, quiet
 * hours in the learner's zone, and one message per learner, kind and period across servers, by
 * the row that claims its key (notification_deliveries, migration 0019).
 */
export function createNotificationDispatcher(options: {
  db: Db;
  sms: SmsSender;
  push: PushSender;
  /** For a learner whose browser has not told their zone yet (LEADERBOARD_TIME_ZONE). */
  fallbackTimeZone: string;
  logger: Logger;
  now?: () => Date;
}) {
  const { db, sms, push, fallbackTimeZone, logger, now = () => new Date() } = options;

  async function claim(uid: string, kind: NotificationKind, period: string, at: Date): Promise<boolean> {
    const stale = new Date(at.getTime() - CLAIM_TIMEOUT_MS);
    const claimed = await db
      .insertInto('notificationDeliveries')
      .values({ userUid: uid, kind, period, claimedAt: at })
      .onConflict((conflict) =>
        conflict
          .columns(['userUid', 'kind', 'period'])
          .doUpdateSet({ claimedAt: at })
          .where('notificationDeliveries.sentAt', 'is', null)
          .where('notificationDeliveries.claimedAt', '<', stale),
      )
      .returning('userUid')
      .executeTakeFirst();
    return claimed !== undefined;
  }

  return {
    async dispatch(message: {
      uid: string;
      kind: NotificationKind;
      period: string;
      compose: () => ComposedMessage;
    }): Promise<DispatchOutcome> {
      const { uid, kind, period } = message;
      const at = now();
      // Read now, not when the job was planned: an opt-out a minute ago counts.
      const learner = await db
        .selectFrom('users')
        .select([
          'phoneNumber',
          'phoneNumberVerified',
          'enablePhoneNotifications',
          'phoneNotificationTypes',
          'timeZone',
        ])
        .where('uid', '=', uid)
        .executeTakeFirst();
      if (!learner?.phoneNotificationTypes[kind]) return { kind: 'opted-out' };
      const smsTo =
        learner.enablePhoneNotifications && learner.phoneNumberVerified ? learner.phoneNumber : null;
      const devices = await db
        .selectFrom('pushSubscriptions')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('userUid', '=', uid)
        .executeTakeFirstOrThrow();
      if (!smsTo && Number(devices.count) === 0) return { kind: 'opted-out' };

      const until = sendableAt(at, learner.timeZone ?? fallbackTimeZone);
      if (until.getTime() > at.getTime()) return { kind: 'deferred', until };
      if (!(await claim(uid, kind, period, at))) return { kind: 'already-sent' };

      const composed = message.compose();
      const channels: ('sms' | 'push')[] = [];
      if (smsTo) {
        try {
          await sms.send({ to: smsTo, text: composed.sms, kind, userUid: uid });
          channels.push('sms');
        } catch (error) {
          logger.warn(
            { event: 'notification-sms-failed', kind, error: String(error) },
            'a reminder SMS failed',
          );
        }
      }
      if ((await push.sendToLearner(uid, composed.push)).sent > 0) channels.push('push');
      if (channels.length === 0) {
        await db
          .deleteFrom('notificationDeliveries')
          .where('userUid', '=', uid)
          .where('kind', '=', kind)
          .where('period', '=', period)
          .execute();
        return { kind: 'failed' };
      }
      await db
        .updateTable('notificationDeliveries')
        .set({ sentAt: now(), channels })
        .where('userUid', '=', uid)
        .where('kind', '=', kind)
        .where('period', '=', period)
        .execute();
      return { kind: 'sent', channels };
    },
  };
}

export type NotificationDispatcher = ReturnType<typeof createNotificationDispatcher>;
