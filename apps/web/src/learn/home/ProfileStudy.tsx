import { currentStreak, findBlueprint, formatLocalDate, guessingAdvice, QUIZ_MARKING } from '@abhyas/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../auth/auth-context.tsx';
import { useAppConfig } from '../../config/app-config-context.tsx';
import { findTopic, localName } from '../catalog/catalog-lookup.ts';
import { useLearner } from '../catalog/use-learner.ts';
import { loadLearnerStats } from '../storage/topic-stats-store.ts';
import { useStreak } from './use-streak.ts';
import './home.css';

/** The mock whose marking is the hardest on a guess: UPSC's, +2/−0.66. */
const UPSC_MARKING = findBlueprint('upsc-prelims-gs1')?.marking;

/** The profile's study section: the streak, and per subject whether an extra attempt pays under negative marking. */
export default function ProfileStudy() {
  const { t, i18n } = useTranslation('learn');
  const { profile } = useAuth();
  const learner = useLearner();
  const config = useAppConfig();
  const streak = useStreak(learner.uid, profile?.questionsAttempted);
  const subjects = useMemo(() => {
    const totals = new Map<string, { correct: number; attempted: number }>();
    for (const [topicId, stats] of Object.entries(loadLearnerStats(learner.learnerId))) {
      const parent = findTopic(config, topicId)?.parent;
      if (!parent || parent.id === 'mock-tests') continue;
      const total = totals.get(parent.id) ?? { correct: 0, attempted: 0 };
      totals.set(parent.id, {
        correct: total.correct + stats.correct,
        attempted: total.attempted + stats.attempted,
      });
    }
    return config.parentCategories.flatMap((parent) => {
      const total = totals.get(parent.id);
      return total ? [{ parent, ...total }] : [];
    });
  }, [learner.learnerId, config]);
  const days = streak ? currentStreak(streak, formatLocalDate(new Date())) : 0;

  return (
    <>
      <section data-testid="profile-streak">
        <h3>{t('homeBlocks.streak')}</h3>
        <p>{days > 0 ? t('homeBlocks.streakDays', { count: days }) : t('homeBlocks.streakNone')}</p>
        {streak && streak.best > 0 && (
          <p>{t('homeBlocks.streakBest', { count: Math.max(streak.best, days) })}</p>
        )}
      </section>
      <section data-testid="profile-guessing">
        <h3>{t('guessing.title')}</h3>
        <p>{t('guessing.intro')}</p>
        {subjects.length === 0 ? (
          <p>{t('guessing.none')}</p>
        ) : (
          <ul className="home-block__list">
            {subjects.map(({ parent, correct, attempted }) => {
              const quiz = guessingAdvice(correct, attempted - correct, QUIZ_MARKING);
              const upsc = UPSC_MARKING
                ? guessingAdvice(correct, attempted - correct, UPSC_MARKING)
                : undefined;
              return (
                <li key={parent.id}>
                  <span className="home-block__name">{localName(parent, i18n.language)}</span>
                  {quiz.verdict === 'unknown' ? (
                    <span>{t('guessing.tooFew', { count: quiz.answered })}</span>
                  ) : (
                    <>
                      <span>
                        {t(`guessing.quiz.${quiz.verdict}`, {
                          accuracy: quiz.accuracy,
                          count: quiz.answered,
                          breakEven: quiz.breakEven,
                          marks: (quiz.expectedCenti / 100).toFixed(2),
                        })}
                      </span>
                      {upsc && upsc.verdict !== 'unknown' && (
                        <span className="home-block__meta">
                          {t(`guessing.upsc.${upsc.verdict}`, {
                            breakEven: upsc.breakEven,
                            marks: (upsc.expectedCenti / 100).toFixed(2),
                          })}
                        </span>
                      )}
                    </>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </>
  );
}
