import { findBlueprint, guessingAdvice, QUIZ_MARKING } from '@abhyas/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../config/app-config-context.tsx';
import { findTopic, localName } from '../catalog/catalog-lookup.ts';
import { useLearner } from '../catalog/use-learner.ts';
import { loadLearnerStats } from '../storage/topic-stats-store.ts';
import { STUDY_NAMESPACE } from './study-i18n.ts';

/** The mock whose marking is the hardest on a guess: UPSC's, +2/−0.66. */
const UPSC_MARKING = findBlueprint('upsc-prelims-gs1')?.marking;

/**
 * Per subject (or the one `subjectId` names), whether one more attempt pays under negative marking,
 * from the learner's accuracy on answered questions on this device, with the figures behind it.
 */
export function GuessingAdvice({ subjectId, headingLevel }: { subjectId?: string; headingLevel: 2 | 3 }) {
  const { t, i18n } = useTranslation(STUDY_NAMESPACE);
  const learner = useLearner();
  const config = useAppConfig();
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
      if (subjectId !== undefined && parent.id !== subjectId) return [];
      const total = totals.get(parent.id);
      return total ? [{ parent, ...total }] : [];
    });
  }, [learner.learnerId, config, subjectId]);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section data-testid="guessing-advice">
      <Heading>{t('guessing.title')}</Heading>
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
  );
}

/** The advice as a lazily loaded panel of the results screen. */
export default GuessingAdvice;
