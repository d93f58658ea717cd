import type { LeaderboardResponse } from '@abhyas/domain';
import { loadPayloadSchemas } from '../api/load-payload-schemas.ts';

/** The last board seen per period, so it can be shown offline with its time. */
const KEY_PREFIX = 'abhyas_leaderboard_';

export interface SavedBoard {
  readonly board: LeaderboardResponse;
  readonly savedAt: number;
}

export function saveBoard(period: string, board: LeaderboardResponse, now = Date.now()): void {
  try {
    localStorage.setItem(`${KEY_PREFIX}${period}`, JSON.stringify({ board, savedAt: now }));
  } catch {
    // A full or blocked storage only costs the offline copy.
  }
}

/** The saved board, checked again: local storage may hold what an older version wrote. */
export async function loadSavedBoard(period: string): Promise<SavedBoard | null> {
  try {
    const raw = localStorage.getItem(`${KEY_PREFIX}${period}`);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { board?: unknown; savedAt?: unknown };
    const { leaderboardResponseSchema } = await loadPayloadSchemas();
    const board = leaderboardResponseSchema.safeParse(parsed.board);
    if (!board.success || typeof parsed.savedAt !== 'number') return null;
    return { board: board.data, savedAt: parsed.savedAt };
  } catch {
    return null;
  }
}
