import type { Migration } from 'kysely';
import * as users from './0001-users.ts';

/**
 * Every migration, in order. Names are permanent: a new migration gets the next number,
 * an applied one is never edited.
 */
export const migrations: Record<string, Migration> = {
  '0001-users': users,
};
