import type { Migration } from 'kysely';
import * as users from './0001-users.ts';
import * as sessionsAndAccounts from './0002-sessions-and-accounts.ts';
import * as progress from './0003-progress.ts';
import * as leaderboard from './0005-leaderboard.ts';
import * as importedQuestions from './0006-imported-questions.ts';
import * as leanSyncWrites from './0007-lean-sync-writes.ts';
import * as syncVersion from './0008-sync-version.ts';
import * as sessionDevices from './0009-session-devices.ts';
import * as installation from './0010-installation.ts';
import * as chosenDisplayName from './0011-chosen-display-name.ts';
import * as honestScoring from './0012-honest-scoring.ts';
import * as mockAttempts from './0013-mock-attempts.ts';
import * as phoneVerification from './0014-phone-verification.ts';
import * as reviewDeck from './0015-review-deck.ts';
import * as dailyQuizAndStreaks from './0016-daily-quiz-and-streaks.ts';
import * as pushSubscriptions from './0017-push-subscriptions.ts';
import * as learnerTimeZone from './0018-learner-time-zone.ts';
import * as notificationDeliveries from './0019-notification-deliveries.ts';
import * as emailVerification from './0020-email-verification.ts';
import * as analytics from './0021-analytics.ts';
import * as questionReportsAndModeration from './0022-question-reports-and-moderation.ts';
import * as dailyQuizDays from './0023-daily-quiz-days.ts';
import * as boardInsertsSkipHistogram from './0024-board-inserts-skip-histogram.ts';
import * as learnerUpdatesInPlace from './0025-learner-updates-in-place.ts';
import * as reachableLearnersIndex from './0026-reachable-learners-index.ts';
import * as syncRowsWithoutLearnerKey from './0027-sync-rows-without-learner-key.ts';
import * as syncClients from './0028-sync-clients.ts';

/**
 * Every migration, in order. Names are permanent: a new migration gets the next number,
 * an applied one is never edited.
 */
export const migrations: Record<string, Migration> = {
  '0001-users': users,
  '0002-sessions-and-accounts': sessionsAndAccounts,
  '0003-progress': progress,
  '0005-leaderboard': leaderboard,
  '0006-imported-questions': importedQuestions,
  '0007-lean-sync-writes': leanSyncWrites,
  '0008-sync-version': syncVersion,
  '0009-session-devices': sessionDevices,
  '0010-installation': installation,
  '0011-chosen-display-name': chosenDisplayName,
  '0012-honest-scoring': honestScoring,
  '0013-mock-attempts': mockAttempts,
  '0014-phone-verification': phoneVerification,
  '0015-review-deck': reviewDeck,
  '0016-daily-quiz-and-streaks': dailyQuizAndStreaks,
  '0017-push-subscriptions': pushSubscriptions,
  '0018-learner-time-zone': learnerTimeZone,
  '0019-notification-deliveries': notificationDeliveries,
  '0020-email-verification': emailVerification,
  '0021-analytics': analytics,
  '0022-question-reports-and-moderation': questionReportsAndModeration,
  '0023-daily-quiz-days': dailyQuizDays,
  '0024-board-inserts-skip-histogram': boardInsertsSkipHistogram,
  '0025-learner-updates-in-place': learnerUpdatesInPlace,
  '0026-reachable-learners-index': reachableLearnersIndex,
  '0027-sync-rows-without-learner-key': syncRowsWithoutLearnerKey,
  '0028-sync-clients': syncClients,
};
