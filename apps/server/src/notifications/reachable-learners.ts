import { type ExpressionBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';

/** A kind of message a learner turns on or off in their notification settings. */
export type MessageKind = 'dailyReminder' | 'weeklyProgress' | 'achievements';

type FromUsers<O> = SelectQueryBuilder<Database, 'users', O>;

const wants = (kind: MessageKind) => (eb: ExpressionBuilder<Database, 'users'>) =>
  sql<boolean>`(${eb.ref('users.phoneNotificationTypes')} ->> ${kind}::text)::boolean`;

/**
 * The learners who turned `kind` on and can be reached, as `select` reads them: those with a
 * verified phone and SMS on (found by migration 0026's partial index), then those with a push
 * device (by that table's index on the learner). The planner asks this three times a minute, so
 * its cost follows the learners who can be reached, not every learner of the installation: a
 * scan of the whole `users` table took 60-70 ms a query at 100,000 learners, a burst of one core
 * every minute however few wanted a message.
 */
export function reachableLearners<O>(
  db: Db,
  kind: MessageKind,
  select: (users: FromUsers<object>) => FromUsers<O>,
): Promise<O[]> {
  const byPhone = db
    .selectFrom('users')
    .where('enablePhoneNotifications', '=', true)
    .where('phoneNumberVerified', '=', true)
    .where(wants(kind));
  const byPush = db
    .selectFrom('users')
    .where('uid', 'in', db.selectFrom('pushSubscriptions').select('userUid'))
    .where(wants(kind));
  return select(byPhone).union(select(byPush)).execute();
}
