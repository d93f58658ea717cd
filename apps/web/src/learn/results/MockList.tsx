import {
  blueprintQuestionCount,
  type CategorySummary,
  type ExamBlueprint,
  formatMarks,
} from '@abhyas/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localName } from '../catalog/catalog-lookup.ts';
import { loadSavedQuiz } from '../storage/quiz-progress-store.ts';
import type { MockAttemptStatus } from './mock-attempts.ts';

/**
 * An exam's mocks, each with what the learner did there: not attempted, in progress, or how
 * often and the best marks. `headingLevel` fits the list under the screen's own headings.
 */
export function MockList({
  exam,
  blueprint,
  attempts,
  learnerId,
  headingLevel,
}: {
  exam: CategorySummary;
  blueprint: ExamBlueprint;
  attempts: ReadonlyMap<string, MockAttemptStatus>;
  learnerId: string;
  headingLevel: 'h2' | 'h3';
}) {
  const { t, i18n } = useTranslation('learn');
  const Heading = headingLevel;
  if (exam.subcategories.length === 0) return <p>{t('mockResults.list.empty')}</p>;
  const marking = t('mockResults.list.marking', {
    correct: `+${formatMarks(blueprint.marking.correctCenti)}`,
    wrong: formatMarks(blueprint.marking.wrongCenti),
  });
  return (
    <>
      <p className="learn-topic__meta">
        {t('mockResults.list.facts', {
          count: blueprintQuestionCount(blueprint),
          minutes: blueprint.durationMinutes,
        })}{' '}
        · {marking}
      </p>
      <ul className="learn-mock-list">
        {exam.subcategories.map((mock) => {
          const name = localName(mock, i18n.language);
          const attempt = attempts.get(mock.id);
          const inProgress = loadSavedQuiz(mock.id, learnerId) !== undefined;
          const max = formatMarks(mock.questionCount * blueprint.marking.correctCenti);
          const [action, label] = inProgress
            ? [t('mockResults.list.resume'), t('mockResults.list.resumeLabel', { mock: name })]
            : attempt
              ? [t('mockResults.list.again'), t('mockResults.list.againLabel', { mock: name })]
              : [t('mockResults.list.start'), t('mockResults.list.startLabel', { mock: name })];
          return (
            <li key={mock.id} className="learn-mock-list__item" data-testid={`mock-item-${mock.id}`}>
              <div className="learn-mock-list__text">
                <Heading className="learn-mock-list__name">{name}</Heading>
                <p className="learn-mock-list__status" data-testid="mock-item-status">
                  {attempt ? (
                    <>
                      {t('mockResults.list.attempted', { count: attempt.attempts })} ·{' '}
                      <strong>
                        {t('mockResults.list.best', { marks: formatMarks(attempt.bestMarksCenti), max })}
                      </strong>
                    </>
                  ) : inProgress ? (
                    t('mockResults.list.inProgress')
                  ) : (
                    t('mockResults.list.notAttempted')
                  )}
                  {attempt && inProgress && <> · {t('mockResults.list.inProgress')}</>}
                </p>
              </div>
              <div className="learn-mock-list__actions">
                {attempt && (
                  <Link
                    className="learn-button"
                    to={`/results/${mock.id}`}
                    aria-label={t('mockResults.list.resultsLabel', { mock: name })}
                  >
                    {t('mockResults.list.results')}
                  </Link>
                )}
                <Link
                  className="learn-button learn-button--primary"
                  to={`/quiz/${mock.id}`}
                  aria-label={label}
                >
                  {action}
                </Link>
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}
