import type { DailyBoard } from '@abhyas/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dailyQuizApi } from '../../api/daily-quiz-api.ts';
import { formatDuration } from '../components/format-duration.ts';
import './daily.css';
import { STUDY_NAMESPACE } from '../home/study-i18n.ts';

type BoardState =
  | { status: 'loading' }
  | { status: 'ready'; board: DailyBoard }
  | { status: 'error'; retry: () => void };

/**
 * The day's board: the best first attempts and the learner's own place. Asked again when
 * `refresh` changes (the learner's answers reached the server).
 */
export function DailyBoardPanel({
  date,
  signedIn,
  pending,
}: {
  date: string;
  signedIn: boolean;
  /** The learner's attempt still waits in the sync queue. */
  pending: boolean;
}) {
  const { t } = useTranslation(STUDY_NAMESPACE);
  const { t: tl } = useTranslation('learn');
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<BoardState>({ status: 'loading' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt (Try again) and pending are triggers.
  useEffect(() => {
    let current = true;
    dailyQuizApi.board(date).then(
      (board) => current && setState({ status: 'ready', board }),
      (error: unknown) => {
        console.warn('The daily board could not be loaded', error);
        if (current) setState({ status: 'error', retry: () => setAttempt((value) => value + 1) });
      },
    );
    return () => {
      current = false;
    };
  }, [date, pending, attempt]);

  return (
    <section className="learn-panel daily-board" aria-labelledby="daily-board-title">
      <h2 id="daily-board-title">{t('daily.boardTitle')}</h2>
      {!signedIn && <p>{t('daily.signInForBoard')}</p>}
      {signedIn && pending && <p role="status">{t('daily.placePending')}</p>}
      {state.status === 'loading' && <p role="status">{t('daily.boardLoading')}</p>}
      {state.status === 'error' && (
        <div role="alert">
          <p>{t('daily.boardError')}</p>
          <button type="button" className="learn-button" onClick={state.retry}>
            {tl('common.tryAgain')}
          </button>
        </div>
      )}
      {state.status === 'ready' && (
        <>
          <p>{t('daily.takers', { count: state.board.takers })}</p>
          {state.board.you && (
            <p className="daily-board__you">
              {t('daily.yourPlace', {
                rank: state.board.you.rank,
                count: state.board.takers,
                correct: state.board.you.correct,
              })}
            </p>
          )}
          {state.board.top.length > 0 && (
            <ol className="daily-board__list">
              {state.board.top.map((entry) => (
                // The board lists each learner once; a place, name and time together tell them apart.
                <li key={`${entry.rank}-${entry.displayName}-${entry.timeTakenMs}`} value={entry.rank}>
                  <span className="daily-board__name">{entry.displayName || t('daily.aLearner')}</span>
                  <span className="daily-board__score">
                    {t('daily.entryScore', {
                      correct: entry.correct,
                      time: formatDuration(tl, entry.timeTakenMs),
                    })}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </section>
  );
}
