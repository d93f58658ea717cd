import { sql } from 'kysely';
import pg from 'pg';
import { createDatabase, migrateToLatest } from '../../apps/server/src/db/database.ts';
const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/test' });
await admin.connect();
await admin.query('drop database if exists abhyas_prof with (force)');
await admin.query('create database abhyas_prof');
await admin.end();
const db = createDatabase('postgres://postgres@127.0.0.1:5432/abhyas_prof');
await migrateToLatest(db);
await sql`insert into users (uid, total_score, questions_attempted, correct_answers)
    select 'bench-' || i, s, greatest(1, s / 3), s / 4
    from (select i, (random() * 4000)::int as s from generate_series(0, 99999) as i) as x`.execute(db);
await sql`insert into leaderboard_scores (board, uid, score, attempted, correct)
    select 'all', uid, total_score, questions_attempted, correct_answers from users`.execute(db);
await sql`vacuum analyze`.execute(db);
await db.destroy();
