import type { SetAsideUpdate } from './pending-queue-format.ts';

/**
 * The "could not be sent" list as a file the learner can keep or hand to support: every entry as
 * it was queued, with the reason it was refused.
 */
export function unsentExport(uid: string, entries: readonly SetAsideUpdate[], now: Date): string {
  return JSON.stringify(
    {
      kind: 'abhyas-could-not-be-sent',
      exportedAt: now.toISOString(),
      userId: uid,
      updates: entries.map((entry) => ({ id: entry.id ?? null, reason: entry.reason, update: entry.update })),
    },
    null,
    2,
  );
}

export const unsentExportFileName = (now: Date) =>
  `abhyas-could-not-be-sent-${now.toISOString().slice(0, 10)}.json`;

/** Offers the list as a download (a JSON file); nothing leaves the device otherwise. */
export function downloadUnsent(uid: string, entries: readonly SetAsideUpdate[]): void {
  const now = new Date();
  const url = URL.createObjectURL(new Blob([unsentExport(uid, entries, now)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = unsentExportFileName(now);
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the file to the browser's download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
