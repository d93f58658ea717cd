import type { CategorySummary, ParentCategory } from '@abhyas/domain';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useAppConfig } from '../../config/app-config-context.tsx';
import { categoriesOfParent, findParentCategory, localName } from '../catalog/catalog-lookup.ts';
import { useLearner } from '../catalog/use-learner.ts';
import { NotFoundState } from '../components/NotFoundState.tsx';
import { MockList } from '../results/MockList.tsx';
import { examOfCategory, isMockSubject } from '../results/mock-catalog.ts';
import { useMockAttempts } from '../results/use-mock-attempts.ts';
import { ReviewEntry } from '../review/ReviewEntry.tsx';
import '../learn.css';

/** `/subjects/:parentCategoryId`: that subject's categories, or for the mock tests each exam with its mocks. */
export default function SubjectScreen() {
  const { t, i18n } = useTranslation('learn');
  const config = useAppConfig();
  const { parentCategoryId = '' } = useParams();
  const parent = findParentCategory(config, parentCategoryId);
  if (!parent) return <NotFoundState message={t('notFound.subject')} />;
  const categories = categoriesOfParent(config, parent).filter((category) => category.questionCount > 0);
  if (isMockSubject(categories)) return <MockSubject parent={parent} exams={categories} />;
  return (
    <section className="learn" aria-labelledby="learn-subject-title">
      <nav className="learn-crumbs" aria-label={t('common.allSubjects')}>
        <Link to="/">{t('common.allSubjects')}</Link>
      </nav>
      <h1 id="learn-subject-title">{localName(parent, i18n.language)}</h1>
      <p className="learn-lead">
        {parent.paperCount === undefined
          ? t('common.questionCount', { count: parent.questionCount })
          : t('common.paperCount', { count: parent.paperCount })}
      </p>
      <ReviewEntry />
      <h2>{t('subject.categories')}</h2>
      {categories.length === 0 ? (
        <p>{t('subject.empty')}</p>
      ) : (
        <ul className="learn-cards">
          {categories.map((category) => (
            <li key={category.id}>
              <Link className="learn-card" to={`/category/${category.id}`}>
                <span className="learn-card__title">{localName(category, i18n.language)}</span>
                <span className="learn-card__meta">
                  {t('subject.topicCount', { count: category.subcategories.length })} ·{' '}
                  {t('common.questionCount', { count: category.questionCount })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The mock tests: each exam and its mocks, with what the learner did in each. */
function MockSubject({ parent, exams }: { parent: ParentCategory; exams: readonly CategorySummary[] }) {
  const { t, i18n } = useTranslation('learn');
  const learner = useLearner();
  const attempts = useMockAttempts(learner);
  return (
    <section className="learn" aria-labelledby="learn-subject-title">
      <nav className="learn-crumbs" aria-label={t('common.allSubjects')}>
        <Link to="/">{t('common.allSubjects')}</Link>
      </nav>
      <h1 id="learn-subject-title">{localName(parent, i18n.language)}</h1>
      <p className="learn-lead">{t('mockResults.list.lead')}</p>
      {exams.map((exam) => {
        const blueprint = examOfCategory(exam);
        if (!blueprint) return null;
        return (
          <section
            key={exam.id}
            className="learn-mock-list__exam"
            aria-labelledby={`learn-mock-exam-${exam.id}`}
          >
            <h2 id={`learn-mock-exam-${exam.id}`}>{localName(exam, i18n.language)}</h2>
            <MockList
              exam={exam}
              blueprint={blueprint}
              attempts={attempts}
              learnerId={learner.learnerId}
              headingLevel="h3"
            />
          </section>
        );
      })}
    </section>
  );
}
