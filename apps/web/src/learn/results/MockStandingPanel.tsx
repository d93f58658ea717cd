import { formatMarks, type MockStanding, PERCENTILE_MIN_LEARNERS } from '@abhyas/domain';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../config/online-status.ts';
import { standingView } from './mock-standing-view.ts';
import { useMockStanding } from './use-mock-standing.ts';

/** The learner's rank among everyone whose first attempt at this mock reached the server. */
export function MockStandingPanel({
  mockId,
  maxMarksCenti,
  signedIn,
  pending,
  deviceAttempts,
  attemptShown = true,
}: {
  mockId: string;
  maxMarksCenti: number;
  signedIn: boolean;
  pending: boolean;
  deviceAttempts: number;
  /** False when the screen shows no attempt of this device: then no attempt is said to be on its way. */
  attemptShown?: boolean;
}) {
  const { t } = useTranslation('learn');
  const online = useOnline();
  const state = useMockStanding(mockId, online, pending);
  const standing = state.status === 'ready' ? state.standing : undefined;
  const view = standingView({ signedIn, standing, pending, deviceAttempts });
  const max = formatMarks(maxMarksCenti);
  // Queued, the answers have not reached the server; online, only an answer that lacks them says so.
  const showWaiting = attemptShown && view.kind === 'waiting' && (pending || state.status === 'ready');
  const field = standing && fieldFigures(standing);

  return (
    <section
      className="learn-mock-results__rank"
      aria-labelledby="learn-mock-rank-title"
      data-testid="mock-rank"
    >
      <h2 id="learn-mock-rank-title">{t('mockResults.rankTitle')}</h2>
      {view.kind === 'ranked' && view.reattempt && (
        <p className="learn-mock-results__reattempt" data-testid="mock-reattempt">
          {t('mockResults.reattempt')}
        </p>
      )}
      {view.kind === 'sign-in' && <p>{t('mockResults.signIn')}</p>}
      {showWaiting && <p role="status">{t('mockResults.waiting')}</p>}
      {!online && !showWaiting && view.kind !== 'sign-in' && <p role="status">{t('mockResults.offline')}</p>}
      {standing && !field && <p>{t('mockResults.noTakers')}</p>}
      {field && view.kind !== 'ranked' && <p>{t('mockResults.takers', { count: field.takers })}</p>}
      {(view.kind === 'ranked' || field) && (
        <dl className="learn-figures learn-mock-results__rank-figures">
          {view.kind === 'ranked' && (
            <>
              <div>
                <dt>{view.reattempt ? t('mockResults.firstMarks') : t('mockResults.yourMarks')}</dt>
                <dd>{t('mockResults.marksOf', { marks: formatMarks(view.you.marksCenti), max })}</dd>
              </div>
              <div>
                <dt>{t('mockResults.rank')}</dt>
                <dd data-testid="mock-rank-place">
                  {t('mockResults.rankOutOf', {
                    rank: view.you.rank,
                    takers: field?.takers ?? view.you.rank,
                  })}
                </dd>
              </div>
              {/* A percentile of a handful says little: below 20 takers the rank stands alone. */}
              {field && field.takers >= PERCENTILE_MIN_LEARNERS && (
                <div>
                  <dt>{t('mockResults.percentile')}</dt>
                  <dd>
                    {t('mockResults.percentileOf', { percentile: view.you.percentile, takers: field.takers })}
                  </dd>
                </div>
              )}
            </>
          )}
          {field && (
            <>
              <div>
                <dt>{t('mockResults.topper')}</dt>
                <dd>{t('mockResults.marksOf', { marks: formatMarks(field.topperCenti), max })}</dd>
              </div>
              <div>
                <dt>{t('mockResults.average')}</dt>
                <dd>{t('mockResults.marksOf', { marks: formatMarks(field.averageCenti), max })}</dd>
              </div>
            </>
          )}
        </dl>
      )}
      {online && state.status === 'loading' && !showWaiting && (
        <p role="status">{t('mockResults.loadingRank')}</p>
      )}
      {online && state.status === 'error' && (
        <div role="alert" className="learn-mock-results__rank-error">
          <p>{t('mockResults.rankError')}</p>
          <button type="button" className="learn-button" onClick={state.retry}>
            {t('common.tryAgain')}
          </button>
        </div>
      )}
    </section>
  );
}

/** The figures anyone may see (how many took the mock, the topper's and the average marks), once someone has. */
function fieldFigures(
  standing: MockStanding,
): { takers: number; topperCenti: number; averageCenti: number } | undefined {
  if (standing.takers === 0 || standing.topperMarksCenti === null || standing.averageMarksCenti === null)
    return undefined;
  return {
    takers: standing.takers,
    topperCenti: standing.topperMarksCenti,
    averageCenti: standing.averageMarksCenti,
  };
}
