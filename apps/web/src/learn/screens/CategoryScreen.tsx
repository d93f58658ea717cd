import { accuracyPercent } from '@abhyas/domain';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useAppConfig } from '../../config/app-config-context.tsx';
import { findCategory, findParentCategory, localName } from '../catalog/catalog-lookup.ts';
import { useLearner } from '../catalog/use-learner.ts';
import { NotFoundState } from '../components/NotFoundState.tsx';
import { loadLearnerStats } from '../storage/topic-stats-store.ts';
import '../learn.css';
import { prefetchLearnScreens } from './prefetch-screens.ts';

/** `/category/:categoryId`: its topics, each with Quiz and Practice and, when signed in, progress. */
export default function CategoryScreen() {
  const { t, i18n } = useTranslation('learn');
  const config = useAppConfig();
  useEffect(prefetchLearnScreens, []);
  const learner = useLearner();
  const { categoryId = '' } = useParams();
  const category = findCategory(config, categoryId);
  const stats = useMemo(() => (learner.signedIn ? loadLearnerStats(learner.learnerId) : {}), [learner]);
  if (!category) return <NotFoundState message={t('notFound.category')} />;
  const parent = findParentCategory(config, category.parentCategoryId);
  return (
    <section className="learn" aria-labelledby="learn-category-title">
      <nav className="learn-crumbs" aria-label={t('common.allSubjects')}>
        <Link to="/">{t('common.allSubjects')}</Link>
        {parent && (
          <>
            {' › '}
            <Link to={`/subjects/${parent.id}`}>{localName(parent, i18n.language)}</Link>
          </>
        )}
      </nav>
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
