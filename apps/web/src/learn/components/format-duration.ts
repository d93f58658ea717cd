import type { TFunction } from 'i18next';

/** "2 min 05 s" or "42 s", in the interface language. */
export function formatDuration(t: TFunction<'learn'>, ms: number): string {
  const totalSeconds = Math.max(0, Math.round(ms / 1000));
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  if (minutes === 0) return t('common.seconds', { seconds });
  return t('common.minutesSeconds', { minutes, seconds: String(seconds).padStart(2, '0') });
}

/** "04:59" for the countdown. */
export function formatClock(ms: number): string {
  const totalSeconds = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(totalSeconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(totalSeconds % 60).padStart(2, '0')}`;
}
