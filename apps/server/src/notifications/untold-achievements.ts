import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { reachableLearners } from './reachable-learners.ts';

/** The achievements a learner is told of, each once: the period of their message. */
export const ACHIEVEMENTS = {
  'streak-7': { streakDays: 7 },
  'correct-100': { correctAnswers: 100 },
} as const;
export type Achievement = keyof typeof ACHIEVEMENTS;

/** An achievement a learner reached and has not been told of. */
export interface UntoldAchievement {
  readonly uid: string;
  readonly achievement: Achievement;
}

/** The learners' sent messages of `achievement` (a delivery claimed but never sent does not count). */
const toldOf = (db: Db, achievement: Achievement) =>
  db
    .selectFrom('notificationDeliveries')
    .select('userUid')
    .where('kind', '=', 'achievements')
    .where('period', '=', achievement)
    .where('sentAt', 'is not', null);

/**
 * The achievements reached by the learners who can be told of them (`reachableLearners`) and not
 * told yet, in one statement: each achiever's messages are joined by key, and only what is left to
 * tell leaves the database. The planner asks every minute. It used to read every achievement
 * message ever sent into the process (up to two rows a learner, a table that grows with the
 * installation) and make a set of them: 0.45-0.63 s each minute with 100,000 learners reachable
 * and told of both, against 0.13-0.14 s for this statement, and nothing at all to move when
 * few can be reached.
 */
export async function untoldAchievements(db: Db): Promise<UntoldAchievement[]> {
  const untold = (reached: RawBuilder<boolean>, told: string) =>
    sql<boolean>`(${reached} and ${sql.ref(`${told}.userUid`)} is null)`;
  const streakUntold = untold(
    sql`${sql.ref('users.streakDays')} >= ${ACHIEVEMENTS['streak-7'].streakDays}`,
    'toldStreak',
  );
  const correctUntold = untold(
    sql`${sql.ref('users.correctAnswers')} >= ${ACHIEVEMENTS['correct-100'].correctAnswers}`,
    'toldCorrect',
  );
  const learners = await reachableLearners(db, 'achievements', (users) =>
    users
      .leftJoin(toldOf(db, 'streak-7').as('toldStreak'), 'toldStreak.userUid', 'users.uid')
      .leftJoin(toldOf(db, 'correct-100').as('toldCorrect'), 'toldCorrect.userUid', 'users.uid')
      .select(['users.uid', streakUntold.as('streakUntold'), correctUntold.as('correctUntold')])
      .where(sql<boolean>`(${streakUntold} or ${correctUntold})`),
  );
  return learners.flatMap((learner): UntoldAchievement[] => [
    ...(learner.streakUntold ? [{ uid: learner.uid, achievement: 'streak-7' as const }] : []),
    ...(learner.correctUntold ? [{ uid: learner.uid, achievement: 'correct-100' as const }] : []),
  ]);
}
