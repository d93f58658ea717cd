import { localTimeOf } from '@abhyas/domain';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { createPushSender, vapidSubjectOf } from '../push/push-sender.ts';
import { readOrCreateVapidKeys } from '../push/vapid-keys.ts';
import { smsSenderFor } from '../sms/sms-transport.ts';
import { createPushSubscriptionStore } from '../stores/push-subscription-store.ts';
import { createSmsOutboxStore } from '../stores/sms-outbox-store.ts';
import { type ComposedMessage, createNotificationDispatcher } from './notification-dispatcher.ts';
import { startReminderScheduler, type WeekSummary } from './reminder-scheduler.ts';
import type { Achievement } from './untold-achievements.ts';

/**
 * The daily reminder's words: the app's link, and how to stop them on each channel. English for
 * now: the profile does not keep the learner's language yet.
 */
export function dailyReminderMessage(publicUrl: string): ComposedMessage {
  return {
    // Plain ASCII: one SMS part carries 160 such characters, but only 70 once any other is in it.
    sms: `Abhyas: no practice yet today. Today's quiz: ${publicUrl}/daily\nTo stop these SMS, untick Daily practice reminder in your profile.`,
    push: {
      title: 'Abhyas: time to practise',
      body: "No practice yet today: take today's quiz. To stop these, untick Notifications on this device in your profile.",
      url: '/daily',
      tag: 'dailyReminder',
    },
  };
}

const ACHIEVEMENT_WORDS: Record<Achievement, { sms: string; push: string; url: string }> = {
  'streak-7': {
    sms: 'Abhyas: 7 days of practice in a row! Keep it going:',
    push: "7 days of practice in a row! Keep it going with today's quiz.",
    url: '/daily',
  },
  'correct-100': {
    sms: 'Abhyas: your first 100 correct answers! Keep going:',
    push: 'Your first 100 correct answers! Keep going.',
    url: '/',
  },
};

/** An achievement's words: the app's link, and how to stop these messages. */
export function achievementMessage(publicUrl: string, achievement: Achievement): ComposedMessage {
  const words = ACHIEVEMENT_WORDS[achievement];
  return {
    sms: `${words.sms} ${publicUrl}${words.url}\nTo stop these SMS, untick Achievements in your profile.`,
    push: {
      title: 'Abhyas',
      body: `${words.push} To stop these, untick Notifications on this device in your profile.`,
      url: words.url,
      tag: `achievement-${achievement}`,
    },
  };
}

/** The week's summary: answers, accuracy and the change of rank on the week's board. */
export function weeklyProgressMessage(publicUrl: string, week: WeekSummary): ComposedMessage {
  const accuracy = week.attempted > 0 ? Math.round((week.correct / week.attempted) * 100) : 0;
  const change =
    week.rank === null || week.previousRank === null || week.rank === week.previousRank
      ? ''
      : week.rank < week.previousRank
        ? ` (up ${week.previousRank - week.rank})`
        : ` (down ${week.rank - week.previousRank})`;
  const rank = week.rank === null ? '' : `, rank ${week.rank}${change}`;
  const summary = `${week.attempted} answers, ${accuracy}% right${rank}`;
  return {
    sms: `Abhyas week: ${summary}. ${publicUrl}/leaderboard\nTo stop these SMS, untick Weekly progress in your profile.`,
    push: {
      title: 'Abhyas: your week',
      body: `${summary}. To stop these, untick Notifications on this device in your profile.`,
      url: '/leaderboard',
      tag: 'weeklyProgress',
    },
  };
}

/** A sign-in from a new device: which, when (in the learner's zone), and what to do if not them. */
export function securityAlertMessage(
  publicUrl: string,
  signIn: { device: string; at: Date; timeZone: string },
): ComposedMessage {
  const local = localTimeOf(signIn.at, signIn.timeZone);
  // The time alone: the message comes within minutes of the sign-in.
  const when = `${String(local.hour).padStart(2, '0')}:${String(local.minute).padStart(2, '0')}`;
  const what = `sign-in on ${signIn.device} at ${when}.`;
  return {
    sms: `Abhyas: new ${what} Not you? Sign out everywhere: ${publicUrl}/\nTo stop: untick Security alerts.`,
    push: {
      title: 'Abhyas: new sign-in',
      body: `New ${what} Not you? Sign out everywhere in your profile. To stop these, untick Notifications on this device.`,
      url: '/',
      tag: 'securityAlerts',
    },
  };
}

/** The reminders of a running server: the dispatcher on its transports and the queue's workers. */
export function startReminders(options: { config: Config; db: Db; databaseUrl: string; logger: Logger }) {
  const { config, db, databaseUrl, logger } = options;
  const dispatcher = createNotificationDispatcher({
    db,
    sms: smsSenderFor(config.smsGatewayUrl, createSmsOutboxStore(db), logger),
    push: createPushSender({
      keys: readOrCreateVapidKeys(config.dataDir),
      subject: vapidSubjectOf(config.publicUrl),
      subscriptions: createPushSubscriptionStore(db),
      logger,
    }),
    fallbackTimeZone: config.leaderboardTimeZone,
    logger,
  });
  const message = dailyReminderMessage(config.publicUrl);
  return startReminderScheduler({
    connectionString: databaseUrl,
    db,
    dispatcher,
    composeDailyReminder: () => message,
    composeAchievement: (_uid, achievement) => achievementMessage(config.publicUrl, achievement),
    composeWeeklyProgress: (_uid, week) => weeklyProgressMessage(config.publicUrl, week),
    composeSecurityAlert: (_uid, signIn) => securityAlertMessage(config.publicUrl, signIn),
    leaderboardTimeZone: config.leaderboardTimeZone,
    fallbackTimeZone: config.leaderboardTimeZone,
    logger,
  });
}
