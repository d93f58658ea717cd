/**
 * The floor of bench/sync: the rows the sync's rules require for one batch of 10 quiz answers,
 * written by the leanest statement we can write, with nothing of our present design around them
 * (no per-update id rows, no triggers, no foreign keys), replayed by pgbench like the other
 * database-alone runs. Whatever a redesign does, the database still has to write these rows; so
 * their cost, next to the reference's whole cost (server and database), says how close to the
 * reference any design can come.
 *
 * A batch of the benchmark is 10 answers to questions new to the learner, about a quarter right
 * (batch.ts picks options at random), so the rules ask for:
 * - the learner's row: counters, day, streak, scoring window, version, and the last mutation
 *   number applied (idempotency kept in the learner's own write, as Replicache does: no id rows);
 * - 10 first quiz attempts (only a first attempt scores, so each must be remembered);
 * - 7 review cards, one per wrong answer (the study loop's deck);
 * - the day's and the week's board rows (the all-time score is the learner's own row);
 * - the all-time score histogram: the learner leaves one score and joins another (ranks in
 *   constant time); the bucket only when the score crosses one, which these batches rarely do;
 * - and the learner's new rank for the answer, read from that histogram.
 */
import pg from 'pg';

/** Tables of the floor's own, beside the benchmark's; the learners are its `users` rows. */
const SEED = `
  create table floor_attempts (user_uid text not null, question_id text not null, primary key (user_uid, question_id));
  create table floor_cards (
    user_uid text not null, question_id text not null, schedule jsonb not null, due timestamptz not null,
    added_from text not null, updated_at timestamptz not null, primary key (user_uid, question_id)
  );
  create index floor_cards_due on floor_cards (user_uid, due);
  create table floor_boards (
    board text not null, uid text not null, score int not null, attempted int not null, correct int not null,
    expires_at timestamptz, primary key (board, uid)
  );
  create index floor_boards_rank on floor_boards (board, score desc, uid collate "C" desc);
  create table floor_counts (board text not null, score int not null, learners int not null, primary key (board, score));
  create table floor_buckets (board text not null, bucket int not null, learners int not null, primary key (board, bucket));
  alter table users add column floor_mutation bigint not null default 0;
`;

/** The same history per learner as the benchmark's own tables: 10 attempts, 5 cards, a score. */
const HISTORY = (users: number) => `
  insert into floor_attempts select 'bench-' || (i % ${users}), 'history-' || (i / ${users})
    from generate_series(0, ${users * 10 - 1}) as i;
  insert into floor_cards select 'bench-' || (i % ${users}), 'history-' || (i / ${users}),
    '{"due":0,"stability":1,"difficulty":5,"elapsedDays":0,"scheduledDays":1,"learningSteps":0,"reps":1,"lapses":1,"state":1,"lastReview":0}',
    now() + interval '1 day', 'quiz', now()
    from generate_series(0, ${users * 5 - 1}) as i;
  insert into floor_counts select 'all', total_score, count(*) from users group by total_score;
  insert into floor_buckets select 'all', total_score >> 8, count(*) from users group by total_score >> 8;
`;

/** The floor's tables, seeded for the benchmark's `users` learners (`bench-<n>`, seeded before). */
export async function seedRulesFloor(url: string, users: number): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(SEED);
    await client.query(HISTORY(users));
    await client.query(
      'vacuum analyze floor_attempts, floor_cards, floor_boards, floor_counts, floor_buckets, users',
    );
  } finally {
    await client.end();
  }
}

/** A review card's schedule as the sync stores one after a wrong answer. */
const WRONG_SCHEDULE =
  '{"due":1767225600000,"stability":0.4,"difficulty":7.2,"elapsedDays":0,"scheduledDays":0,"learningSteps":1,"reps":1,"lapses":0,"state":1,"lastReview":1767139200000}';

/**
 * One batch as one statement: pgbench picks the learner (`:u`) and a fresh number (`:r`) that
 * names the batch's new questions.
 */
export function rulesFloorScript(): string {
  const statement = `
    with learner as (
      update users set total_score = total_score + 3, questions_attempted = questions_attempted + 10,
        correct_answers = correct_answers + 3, wrong_answers = wrong_answers + 7,
        average_accuracy = (correct_answers + 3)::float8 / (questions_attempted + 10),
        daily_questions_attempted = daily_questions_attempted + 10, daily_correct_answers = daily_correct_answers + 3,
        daily_wrong_answers = daily_wrong_answers + 7, daily_score = daily_score + 3, daily_accuracy = 30,
        current_daily_date = '2026-11-26', last_played_at = now(), scored_in_window = scored_in_window + 10,
        streak_days = 1, streak_best = greatest(streak_best, 1), streak_last_date = '2026-11-26',
        streak_last_at = now(), sync_version = sync_version + 1, floor_mutation = floor_mutation + 10,
        current_rank = 1
      where uid = 'bench-' || :u and floor_mutation >= 0
      returning uid, total_score as new_score, total_score - 3 as old_score
    ), attempts as (
      insert into floor_attempts (user_uid, question_id)
      select uid, 'q-' || :r || '-' || k from learner, generate_series(1, 10) as k
    ), cards as (
      insert into floor_cards as c (user_uid, question_id, schedule, due, added_from, updated_at)
      select uid, 'q-' || :r || '-' || k, '${WRONG_SCHEDULE}', now() + interval '10 minutes', 'quiz', now()
      from learner, generate_series(1, 7) as k
      on conflict (user_uid, question_id) do update set schedule = excluded.schedule, due = excluded.due,
        updated_at = excluded.updated_at
    ), boards as (
      insert into floor_boards as b (board, uid, score, attempted, correct, expires_at)
      select board, uid, 3, 10, 3, now() + interval '9 days'
      from learner, (values ('day:2026-11-26'), ('week:2026-11-23')) as v(board)
      on conflict (board, uid) do update set score = b.score + excluded.score,
        attempted = b.attempted + excluded.attempted, correct = b.correct + excluded.correct
    ), joined as (
      insert into floor_counts as n (board, score, learners) select 'all', new_score, 1 from learner
      on conflict (board, score) do update set learners = n.learners + 1
    ), left_score as (
      update floor_counts set learners = learners - 1
      from learner where board = 'all' and score = learner.old_score
    )
    select 1 + (select coalesce(sum(b.learners), 0) from floor_buckets b
        where b.board = 'all' and b.bucket > learner.new_score >> 8)
      + (select coalesce(sum(c.learners), 0) from floor_counts c
        where c.board = 'all' and c.score > learner.new_score and c.score < ((learner.new_score >> 8) + 1) << 8) as rank
    from learner`;
  return `\\set u random(0, 99999)\n\\set r random(1, 68719476735)\n${statement.replace(/\s+/g, ' ').trim()};\n`;
}
