import { BATCH_SIZE } from '@abhyas/domain';
import { type CSSProperties, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../auth/auth-context.tsx';
import type { SetAsideUpdate } from './pending-queue-format.ts';
import type { BatcherStatus, SyncReport } from './progress-batcher.ts';
import { activeBatcher, getSyncUser, onSyncUserChange, syncNow } from './progress-queue.ts';
import { downloadUnsent } from './unsent-export.ts';
import {
  type Corner,
  loadCorner,
  loadHidden,
  nextCorner,
  saveCorner,
  saveHidden,
} from './widget-preferences.ts';
import './sync-widget.css';

/** The widget re-reads the queue this often, in ms. */
export const WIDGET_REFRESH_MS = 2_000;
/** A sync notice stays this long, in ms. */
export const NOTICE_DURATION_MS = 3_000;

type Notice =
  | { key: 'syncing' }
  | { key: 'synced'; count: number }
  | { key: 'partlySynced'; ok: number; total: number }
  | { key: 'couldNotSendCount'; count: number }
  | { key: 'failed' };

function noticeOf(report: SyncReport): Notice | undefined {
  if (report.skipped || report.total === 0) return undefined;
  if (report.setAside > 0) return { key: 'couldNotSendCount', count: report.setAside };
  if (report.error && report.ok === 0) return { key: 'failed' };
  if (report.ok < report.total) return { key: 'partlySynced', ok: report.ok, total: report.total };
  return { key: 'synced', count: report.ok };
}

const secondsBetween = (from: number, to: number) => Math.max(0, Math.round((to - from) / 1000));
/** While a countdown shows ("Server busy — retrying in 30 s"), it moves every second. */
const COUNTDOWN_TICK_MS = 1_000;
/** The set-aside list shows this many reasons; the download holds them all. */
const SHOWN_REASONS = 5;

/** The updates that could not be sent: their reasons, and the whole list as a download. */
function CouldNotSend({ uid, entries }: { uid: string; entries: readonly SetAsideUpdate[] }) {
  const { t } = useTranslation('sync');
  return (
    <section aria-label={t('couldNotSend')} style={{ marginTop: 6 }}>
      <h2 style={{ fontSize: 13, margin: '0 0 2px' }}>{t('couldNotSend')}</h2>
      <ul style={{ margin: '0 0 4px', paddingLeft: 16, maxHeight: 96, overflow: 'auto' }}>
        {entries.slice(0, SHOWN_REASONS).map((entry, index) => (
          <li key={entry.id ?? `entry-${index}`}>{entry.reason}</li>
        ))}
      </ul>
      <button type="button" style={{ minHeight: 44 }} onClick={() => downloadUnsent(uid, entries)}>
        {t('downloadUnsent')}
      </button>
    </section>
  );
}

/** Pending answers of the signed-in learner: compact count and bar, or details with Sync Now. */
export function SyncWidget() {
  const { t } = useTranslation('sync');
  const { signIn } = useAuth();
  const [uid, setUid] = useState(getSyncUser);
  const [status, setStatus] = useState<BatcherStatus | undefined>(() => activeBatcher()?.status());
  const [expanded, setExpanded] = useState(false);
  const [hidden, setHidden] = useState(loadHidden);
  const [corner, setCorner] = useState(loadCorner);
  const [notice, setNotice] = useState<Notice>();
  const [now, setNow] = useState(Date.now);

  useEffect(() => {
    // The learner may have been set between this render and the subscription.
    setUid(getSyncUser());
    return onSyncUserChange(setUid);
  }, []);

  const refresh = useCallback(() => {
    setStatus(activeBatcher()?.status());
    setNow(Date.now());
  }, []);

  useEffect(() => {
    refresh();
    const timer = setInterval(refresh, WIDGET_REFRESH_MS);
    const batcher = uid ? activeBatcher() : undefined;
    let clear: ReturnType<typeof setTimeout> | undefined;
    const show = (next: Notice | undefined) => {
      if (!next) return;
      setNotice(next);
      if (clear) clearTimeout(clear);
      clear = setTimeout(() => setNotice(undefined), NOTICE_DURATION_MS);
    };
    const unsubscribe = batcher?.subscribe((event) => {
      if (event.type === 'syncing') show({ key: 'syncing' });
      if (event.type === 'finished') show(noticeOf(event.report));
      refresh();
    });
    return () => {
      clearInterval(timer);
      if (clear) clearTimeout(clear);
      unsubscribe?.();
    };
  }, [uid, refresh]);

  const busyUntil = status?.busyUntil ?? null;
  useEffect(() => {
    if (busyUntil === null) return;
    const ticker = setInterval(() => setNow(Date.now()), COUNTDOWN_TICK_MS);
    return () => clearInterval(ticker);
  }, [busyUntil]);

  const pending = status?.pending ?? 0;
  const setAside = status?.setAside ?? [];
  const needsSignIn = status?.needsSignIn ?? false;
  if (!uid || (pending === 0 && !notice && setAside.length === 0 && !needsSignIn)) return null;

  const placement = `sync-widget--${corner satisfies Corner}`;
  // What the learner must know lasts as long as it holds; a sync's notice passes.
  const noticeText =
    busyUntil !== null && busyUntil > now
      ? t('busy', { seconds: secondsBetween(now, busyUntil) })
      : needsSignIn
        ? t('signInAgain')
        : notice
          ? t(notice.key, notice.key === 'syncing' || notice.key === 'failed' ? {} : notice)
          : '';
  const signInAgain = needsSignIn ? (
    <button
      type="button"
      style={{ minHeight: 44, margin: '4px 8px 0' }}
      onClick={() => {
        void signIn().then(() => activeBatcher()?.sync('signed-in'));
      }}
    >
      {t('signInAgainButton')}
    </button>
  ) : null;

  if (hidden) {
    return (
      <button
        type="button"
        className={`sync-widget sync-widget--hidden ${placement}`}
        style={{ minWidth: 44, minHeight: 44, borderRadius: 22 }}
        onClick={() => {
          setHidden(false);
          saveHidden(false);
        }}
        aria-label={t('show')}
        title={t('show')}
      >
        {pending}
      </button>
    );
  }

  const filled = Math.min(pending, BATCH_SIZE);
  const bar = (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={BATCH_SIZE}
      aria-valuenow={filled}
      aria-label={t('updatesPending')}
      style={{ height: 4, background: 'rgba(0,0,0,0.15)', borderRadius: 2, overflow: 'hidden' }}
    >
      <div style={{ width: `${(filled / BATCH_SIZE) * 100}%`, height: '100%', background: '#1b7f3b' }} />
    </div>
  );
  const boxStyle: CSSProperties = {
    background: 'var(--surface, #fff)',
    color: 'var(--text, #1a1a1a)',
    border: '1px solid rgba(0,0,0,0.2)',
    borderRadius: 8,
    boxShadow: '0 2px 6px rgba(0,0,0,0.2)',
    fontSize: 13,
  };

  return (
    <section className={`sync-widget ${placement}`} aria-label={t('region')} style={boxStyle}>
      <p
        role="status"
        aria-live="polite"
        style={{ margin: 0, padding: noticeText ? '4px 8px 0' : 0, fontSize: 12 }}
      >
        {noticeText}
      </p>
      {signInAgain}
      {expanded ? (
        <div style={{ padding: 8, width: 200 }}>
          <dl
            style={{ display: 'grid', gridTemplateColumns: 'auto auto', gap: '2px 8px', margin: '0 0 6px' }}
          >
            <dt>{t('updatesPending')}</dt>
            <dd style={{ margin: 0 }}>{pending}</dd>
            <dt>{t('nextSync')}</dt>
            <dd style={{ margin: 0 }}>
              {status?.nextSyncAt
                ? t('inSeconds', { seconds: secondsBetween(now, status.nextSyncAt) })
                : t('soon')}
            </dd>
            <dt>{t('lastSync')}</dt>
            <dd style={{ margin: 0 }}>
              {status?.lastSyncTime
                ? t('secondsAgo', { seconds: secondsBetween(status.lastSyncTime, now) })
                : t('never')}
            </dd>
          </dl>
          {bar}
          {setAside.length > 0 ? <CouldNotSend uid={uid} entries={setAside} /> : null}
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 4, marginTop: 6 }}>
            <button type="button" style={{ minHeight: 44, flex: 1 }} onClick={() => void syncNow()}>
              {t('syncNow')}
            </button>
            <button type="button" style={{ minHeight: 44 }} onClick={() => setExpanded(false)}>
              {t('minimize')}
            </button>
            <button
              type="button"
              className="sync-widget__corner"
              style={{ minHeight: 44, minWidth: 44 }}
              aria-label={t('moveCorner')}
              title={t('moveCorner')}
              onClick={() => {
                const next = nextCorner(corner);
                setCorner(next);
                saveCorner(next);
              }}
            >
              ⇲
            </button>
            <button
              type="button"
              style={{ minHeight: 44 }}
              onClick={() => {
                setHidden(true);
                saveHidden(true);
              }}
            >
              {t('hide')}
            </button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          onClick={() => setExpanded(true)}
          aria-label={t('compactLabel', { pending, size: BATCH_SIZE })}
          style={{
            display: 'block',
            minWidth: 64,
            minHeight: 44,
            padding: '4px 8px',
            background: 'none',
            border: 0,
            font: 'inherit',
            color: 'inherit',
          }}
        >
          <span style={{ display: 'block', marginBottom: 4 }}>
            {t('compact', { pending, size: BATCH_SIZE })}
          </span>
          {bar}
          {setAside.length > 0 ? (
            <span style={{ display: 'block', marginTop: 4 }}>
              {t('couldNotSendCount', { count: setAside.length })}
            </span>
          ) : null}
        </button>
      )}
    </section>
  );
}

export default SyncWidget;
