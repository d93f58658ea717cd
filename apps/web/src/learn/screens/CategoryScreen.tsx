import { accuracyPercent, type CategorySummary, type ExamBlueprint } from '@abhyas/domain';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useAppConfig } from '../../config/app-config-context.tsx';
import { findCategory, findParentCategory, localName } from '../catalog/catalog-lookup.ts';
import { type LearnerView, useLearner } from '../catalog/use-learner.ts';
import { NotFoundState } from '../components/NotFoundState.tsx';
import { MockList } from '../results/MockList.tsx';
import { examOfCategory } from '../results/mock-catalog.ts';
import { useMockAttempts } from '../results/use-mock-attempts.ts';
import { loadLearnerStats } from '../storage/topic-stats-store.ts';
import '../learn.css';
import { prefetchLearnScreens } from './prefetch-screens.ts';

/**
 * `/category/:categoryId`: its topics, each with Quiz and Practice and, when signed in, progress;
 * an exam's category lists its mocks instead.
 */
export default function CategoryScreen() {
  const { t, i18n } = useTranslation('learn');
  const config = useAppConfig();
  useEffect(prefetchLearnScreens, []);
  const learner = useLearner();
  const { categoryId = '' } = useParams();
  const category = findCategory(config, categoryId);
  const stats = useMemo(() => (learner.signedIn ? loadLearnerStats(learner.learnerId) : {}), [learner]);
  if (!category) return <NotFoundState message={t('notFound.category')} />;
  const exam = examOfCategory(category);
  if (exam) return <ExamMocks category={category} exam={exam} learner={learner} />;
  return (
    <section className="learn" aria-labelledby="learn-category-title">
      <CategoryCrumbs category={category} />
      <h1 id="learn-category-title">{localName(category, i18n.language)}</h1>
      <h2>{t('category.topics')}</h2>
      {category.subcategories.length === 0 ? (
        <p>{t('category.empty')}</p>
      ) : (
        <ul className="learn-topics">
          {category.subcategories.map((topic) => {
            const name = localName(topic, i18n.language);
            const topicStats = stats[topic.id];
            return (
              <li key={topic.id} className="learn-topic">
                <h3 className="learn-topic__title">{name}</h3>
                <p className="learn-topic__meta">
                  {t('common.questionCount', { count: topic.questionCount })}
                  {topicStats && topicStats.attempted > 0 && (
                    <>
                      {' · '}
                      {t('category.accuracy', {
                        percent: accuracyPercent(topicStats.correct, topicStats.attempted),
                      })}
                      {' · '}
                      {t('category.done', {
                        done: Math.min(topicStats.answered.length, topic.questionCount),
                        total: topic.questionCount,
                      })}
                    </>
                  )}
                </p>
                <div className="learn-topic__actions">
                  <Link
                    className="learn-button learn-button--primary"
                    to={`/quiz/${topic.id}`}
                    aria-label={t('category.quizOn', { topic: name })}
                  >
                    {t('category.quiz')}
                  </Link>
                  <Link
                    className="learn-button"
                    to={`/practice/${topic.id}`}
                    aria-label={t('category.practiceOn', { topic: name })}
                  >
                    {t('category.practice')}
                  </Link>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function CategoryCrumbs({ category }: { category: CategorySummary }) {
  const { t, i18n } = useTranslation('learn');
  const parent = findParentCategory(useAppConfig(), category.parentCategoryId);
  return (
    <nav className="learn-crumbs" aria-label={t('common.allSubjects')}>
      <Link to="/">{t('common.allSubjects')}</Link>
      {parent && (
        <>
          {' › '}
          <Link to={`/subjects/${parent.id}`}>{localName(parent, i18n.language)}</Link>
        </>
      )}
    </nav>
  );
}

/** An exam's mocks, each with the learner's attempts and best marks. */
function ExamMocks({
  category,
  exam,
  learner,
}: {
  category: CategorySummary;
  exam: ExamBlueprint;
  learner: LearnerView;
}) {
  const { t, i18n } = useTranslation('learn');
  const attempts = useMockAttempts(learner);
  return (
    <section className="learn" aria-labelledby="learn-category-title">
      <CategoryCrumbs category={category} />
      <h1 id="learn-category-title">{localName(category, i18n.language)}</h1>
      <p className="learn-lead">{t('mockResults.list.lead')}</p>
      <h2>{t('mockResults.list.mocks')}</h2>
      <MockList
        exam={category}
        blueprint={exam}
        attempts={attempts}
        learnerId={learner.learnerId}
        headingLevel="h3"
      />
    </section>
  );
}
