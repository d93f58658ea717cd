import { currentStreak, formatLocalDate } from '@abhyas/domain';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../auth/auth-context.tsx';
import { useLearner } from '../catalog/use-learner.ts';
import { GuessingAdvice } from './GuessingAdvice.tsx';
import { useStreak } from './use-streak.ts';
import './home.css';
import { STUDY_NAMESPACE } from './study-i18n.ts';

/** The profile's study section: the streak, and per subject whether an extra attempt pays under negative marking. */
export default function ProfileStudy() {
  const { t } = useTranslation(STUDY_NAMESPACE);
  const { profile } = useAuth();
  const learner = useLearner();
  const streak = useStreak(learner.uid, profile?.questionsAttempted);
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
      <GuessingAdvice headingLevel={3} />
    </>
  );
}
