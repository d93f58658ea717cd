/**
 * bench/sync's learners: scores, their all-time board rows, a history of synced updates, quiz
 * questions and review cards, and a session each, as a running deployment has them.
 */
import { sql } from 'kysely';
import { createDatabase, migrateToLatest } from '../../apps/server/src/db/database.ts';

/** Updates and quiz questions each seeded learner has already synced. */
const HISTORY = 10;

/** `users` learners (`bench-<n>`, session token `bench-token-<n>`); then vacuumed. */
export async function seed(url: string, users: number): Promise<void> {
  const db = createDatabase(url);
  await migrateToLatest(db);
  await sql`
    insert into users (uid, total_score, questions_attempted, correct_answers)
    select 'bench-' || i, s, greatest(1, s / 3), s / 4
    from (select i, (random() * 4000)::int as s from generate_series(0, ${users - 1}) as i) as x
  `.execute(db);
  await sql`
    insert into leaderboard_scores (board, uid, score, attempted, correct)
    select 'all', uid, total_score, questions_attempted, correct_answers from users
  `.execute(db);
  // A history of 10 answered updates and quiz questions each, as learners of a running
  // deployment have: the sync's lookups then meet tables of realistic size and statistics.
  await sql`
    insert into progress_updates (user_uid, id)
    select 'bench-' || (i % ${users}), gen_random_uuid() from generate_series(0, ${users * HISTORY - 1}) as i
  `.execute(db);
  // And a page of each learner's that numbered its updates (decision 003): a table planned while
  // empty would be scanned whole at every batch (the sync pool's generic plans) until analyzed.
  await sql`
    insert into sync_clients (user_uid, client_id, applied_through, applied_above)
    select uid, gen_random_uuid(), ${HISTORY}, '{}' from users
  `.execute(db);
  await sql`
    insert into quiz_attempts (user_uid, question_id)
    select 'bench-' || (i % ${users}), 'history-' || (i / ${users}) from generate_series(0, ${users * HISTORY - 1}) as i
  `.execute(db);
  // And review cards (a wrong answer puts its question in the deck): planned against an empty
  // table, the sync's read of the deck would scan it whole until the next analyze.
  await sql`
    insert into review_cards (user_uid, question_id, schedule, due, added_from, updated_at)
    select 'bench-' || (i % ${users}), 'history-' || (i / ${users}),
      jsonb_build_object('due', 0, 'stability', 1, 'difficulty', 5, 'elapsedDays', 0, 'scheduledDays', 1,
        'learningSteps', 0, 'reps', 1, 'lapses', 1, 'state', 1, 'lastReview', 0),
      now() + interval '1 day', 'quiz', now()
    from generate_series(0, ${(users * HISTORY) / 2 - 1}) as i
  `.execute(db);
  // Signed in days ago and seen minutes ago, as a running deployment's learners are: a session
  // signed in within the last hour is a new device to the notification planner, which updates
  // its learner's trusted devices; seeded all at once, 100,000 such sign-ins made its first run,
  // within a minute of the server's start, update every learner (100,000 UPDATEs of users).
  await sql`
    insert into sessions (id, uid, created_at, last_seen_at, expires_at)
    select encode(sha256(('bench-token-' || i)::bytea), 'hex'), 'bench-' || i,
      now() - interval '2 days', now() - interval '5 minutes', now() + interval '1 day'
    from generate_series(0, ${users - 1}) as i
  `.execute(db);
  await sql`vacuum analyze`.execute(db);
  await db.destroy();
}
