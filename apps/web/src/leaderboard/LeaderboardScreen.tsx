import { type LeaderboardEntry, type LeaderboardResponse, PERCENTILE_MIN_LEARNERS } from '@abhyas/domain';
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { leaderboardApi } from '../api/leaderboard-api.ts';
import { useOnline } from '../config/app-config-context.tsx';
import { loadSavedBoard, saveBoard } from './board-cache.ts';
import './leaderboard.css';

const PERIODS = ['day', 'week', 'all'] as const;
type Period = (typeof PERIODS)[number];

type View =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'offline-empty' }
  | { kind: 'board'; board: LeaderboardResponse; staleSince: number | null };

export default function LeaderboardScreen() {
  const { t, i18n } = useTranslation('leaderboard');
  const online = useOnline();
  const [period, setPeriod] = useState<Period>('day');
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [reload, setReload] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const locale = i18n.language === 'hi' ? 'hi-IN' : 'en-IN';
  const number = (value: number) => value.toLocaleString(locale);

  useEffect(() => {
    let current = true;
    const showSaved = async () => {
      const saved = await loadSavedBoard(period);
      if (current && saved) setView({ kind: 'board', board: saved.board, staleSince: saved.savedAt });
      return saved !== null;
    };
    if (!online) {
      void showSaved().then((shown) => {
        if (current && !shown) setView({ kind: 'offline-empty' });
      });
      return () => {
        current = false;
      };
    }
    setView((previous) => (previous.kind === 'board' ? previous : { kind: 'loading' }));
    leaderboardApi.board(period, reload > 0).then(
      (board) => {
        if (!current) return;
        saveBoard(period, board);
        setView({ kind: 'board', board, staleSince: null });
      },
      async () => {
        if (!current) return;
        if (!(await showSaved()) && current) setView({ kind: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [period, online, reload]);

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    let next = step === 0 ? -1 : (index + step + PERIODS.length) % PERIODS.length;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = PERIODS.length - 1;
    const nextPeriod = PERIODS[next];
    if (!nextPeriod) return;
    event.preventDefault();
    setPeriod(nextPeriod);
    tabs.current[next]?.focus();
  };

  const setHidden = useCallback(async (hidden: boolean) => {
    const showHidden = (value: boolean) =>
      setView((previous) =>
        previous.kind === 'board'
          ? { ...previous, board: { ...previous.board, hiddenFromBoards: value } }
          : previous,
      );
    // The checkbox follows the tap at once; the board is reloaded (or the tick undone) after.
    showHidden(hidden);
    const saved = await leaderboardApi.setHidden(hidden).then(
      () => true,
      () => false,
    );
    if (saved) setReload((value) => value + 1);
    else showHidden(!hidden);
  }, []);

  return (
    <section className="leaderboard" aria-labelledby="leaderboard-title">
      <h1 id="leaderboard-title">{t('title')}</h1>
      <div role="tablist" aria-label={t('tabs.label')} className="leaderboard__tabs">
        {PERIODS.map((value, index) => (
          <button
            key={value}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`leaderboard-tab-${value}`}
            aria-selected={period === value}
            aria-controls="leaderboard-panel"
            tabIndex={period === value ? 0 : -1}
            className="leaderboard__tab"
            onClick={() => setPeriod(value)}
            onKeyDown={(event) => onTabKey(event, index)}
          >
            {t(`tabs.${value}`)}
          </button>
        ))}
      </div>
      <div id="leaderboard-panel" role="tabpanel" aria-labelledby={`leaderboard-tab-${period}`}>
        {view.kind === 'loading' && <p role="status">{t('loading')}</p>}
        {view.kind === 'offline-empty' && <p role="status">{t('offlineNoBoard')}</p>}
        {view.kind === 'failed' && (
          <div role="alert">
            <p>{t('loadFailed')}</p>
            <button type="button" className="button" onClick={() => setReload((value) => value + 1)}>
              {t('tryAgain')}
            </button>
          </div>
        )}
        {view.kind === 'board' && (
          <Board
            board={view.board}
            staleSince={view.staleSince}
            number={number}
            locale={locale}
            online={online}
            onHide={setHidden}
          />
        )}
      </div>
    </section>
  );
}

function Board({
  board,
  staleSince,
  number,
  locale,
  online,
  onHide,
}: {
  board: LeaderboardResponse;
  staleSince: number | null;
  number: (value: number) => string;
  locale: string;
  online: boolean;
  onHide: (hidden: boolean) => Promise<void>;
}) {
  const { t } = useTranslation('leaderboard');
  const you = board.you;
  return (
    <>
      {staleSince !== null && (
        <p className="leaderboard__stale" role="status">
          {t('staleNote', {
            time: new Date(staleSince).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' }),
          })}
        </p>
      )}
      <section className="leaderboard__you" aria-label={t('yourRank')} data-testid="leaderboard-you">
        {you ? (
          <>
            <p className="leaderboard__you-rank">
              <span>{t('yourRank')}</span> <strong>{t('rank', { rank: number(you.rank) })}</strong>
            </p>
            <p>{t('points', { score: number(you.score) })}</p>
            {you.rankedLearners >= PERCENTILE_MIN_LEARNERS && (
              <p className="leaderboard__percentile">
                {t(`percentile.${board.period}`, {
                  percent: you.topPercent,
                  count: number(you.rankedLearners),
                })}
              </p>
            )}
          </>
        ) : (
          <p>{board.signedIn ? t('howToJoinSignedIn') : t('howToJoinSignedOut')}</p>
        )}
        {board.hiddenFromBoards !== null && (
          <label className="leaderboard__hide">
            <input
              type="checkbox"
              checked={board.hiddenFromBoards}
              disabled={!online}
              onChange={(event) => void onHide(event.target.checked)}
            />
            {t('hide')}
          </label>
        )}
        {board.hiddenFromBoards && <p className="leaderboard__muted">{t('hiddenNote')}</p>}
      </section>
      {board.entries.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <table className="leaderboard__table">
          <thead>
            <tr>
              <th scope="col">{t('columns.rank')}</th>
              <th scope="col">{t('columns.name')}</th>
              <th scope="col">{t('columns.score')}</th>
              <th scope="col">{t('columns.accuracy')}</th>
            </tr>
          </thead>
          <tbody>
            {board.entries.map((entry, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows carry no id (uids stay private); the list is replaced whole.
              <Row key={`${entry.rank}-${index}`} entry={entry} number={number} />
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

function Row({ entry, number }: { entry: LeaderboardEntry; number: (value: number) => string }) {
  const { t } = useTranslation('leaderboard');
  const name = entry.name ?? t('anonymous');
  return (
    <tr className={entry.isYou ? 'leaderboard__row leaderboard__row--you' : 'leaderboard__row'}>
      <td>{number(entry.rank)}</td>
      <td>
        <span className="leaderboard__name">
          {entry.avatarUrl ? (
            <img
              className="leaderboard__avatar"
              src={entry.avatarUrl}
              alt=""
              width={28}
              height={28}
              loading="lazy"
            />
          ) : (
            <span className="leaderboard__avatar" aria-hidden="true">
              {Array.from(name)[0]}
            </span>
          )}
          <span>
            {name}
            {entry.isYou && <span className="leaderboard__you-tag"> ({t('you')})</span>}
          </span>
        </span>
      </td>
      <td>{number(entry.score)}</td>
      <td>{t('accuracyValue', { accuracy: entry.accuracy })}</td>
    </tr>
  );
}
