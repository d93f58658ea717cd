import { type Question, withSets } from '@abhyas/domain';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { useAppConfig } from '../../config/app-config-context.tsx';
import { findTopic, localName } from '../catalog/catalog-lookup.ts';
import { useLearner } from '../catalog/use-learner.ts';
import { NotFoundState } from '../components/NotFoundState.tsx';
import { PackStatus } from '../components/PackStatus.tsx';
import { useQuestionPack } from '../packs/use-question-pack.ts';
import { PracticeSession } from '../practice/PracticeSession.tsx';
import { withoutHiddenQuestions } from '../report/visible-questions.ts';
import { mistakeQuestionIds } from '../results/mock-analysis.ts';
import { wrongQuestionIds } from '../results/quiz-result.ts';
import { loadLastResult } from '../storage/quiz-results-store.ts';
import '../learn.css';
import { prefetchLearnScreens } from './prefetch-screens.ts';

/** The questions answered wrongly in the topic's last quiz; they come with the saved result. */
function lastWrongQuestions(topicId: string): Question[] {
  const result = loadLastResult(topicId);
  if (!result) return [];
  const wrong = new Set(wrongQuestionIds(result));
  return result.questions.filter((question) => wrong.has(question.id));
}

/**
 * The wrong and skipped questions of the mock's last attempt on this device, in paper order:
 * the ids come from the saved result, the questions from the mock's pack when it loads (and
 * from the saved result when it cannot, offline: they are the same questions).
 */
function lastMockMistakes(mockId: string): { ids: string[]; saved: Question[] } {
  const result = loadLastResult(mockId);
  if (!result?.mock) return { ids: [], saved: [] };
  const ids = mistakeQuestionIds(result);
  const wanted = new Set(ids);
  return { ids, saved: result.questions.filter((question) => wanted.has(question.id)) };
}

/**
 * `/practice/:subcategoryId`, or `?review=wrong` for the ones the last quiz got wrong, or
 * `?mistakes=1` for the wrong and skipped ones of a mock's last attempt.
 */
export default function PracticeScreen() {
  const { t, i18n } = useTranslation('learn');
  const config = useAppConfig();
  useEffect(prefetchLearnScreens, []);
  const learner = useLearner();
  const { subcategoryId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const location = findTopic(config, subcategoryId);
  const reviewQuestions = useMemo(
    () => (searchParams.get('review') === 'wrong' ? lastWrongQuestions(subcategoryId) : []),
    [searchParams, subcategoryId],
  );
  const mistakesMode = searchParams.get('mistakes') === '1';
  const mistakes = useMemo(
    () => (mistakesMode ? lastMockMistakes(subcategoryId) : { ids: [], saved: [] }),
    [mistakesMode, subcategoryId],
  );
  const reviewOnly = reviewQuestions.length > 0;
  const pack = useQuestionPack(
    reviewOnly || (mistakesMode && mistakes.ids.length === 0) ? undefined : location?.topic.pack,
  );

  if (!location) return <NotFoundState message={t('notFound.topic')} />;
  const topicName = localName(location.topic, i18n.language);
  const backTo = `/category/${location.category.id}`;
  if (mistakesMode) {
    const title = t('mockResults.practiseTitle', { mock: topicName });
    if (mistakes.ids.length === 0)
      return (
        <section className="learn" aria-labelledby="learn-practice-title">
          <h1 id="learn-practice-title">{title}</h1>
          <p>{t('mockResults.noMistakes')}</p>
          <div className="learn-actions">
            <Link className="learn-button learn-button--primary" to={`/results/${subcategoryId}`}>
              {t('mockResults.list.results')}
            </Link>
            <Link className="learn-button" to={backTo}>
              {t('mockResults.backToMocks')}
            </Link>
          </div>
        </section>
      );
    if (pack.status === 'loading') return <PackStatus state={pack} />;
    const questions =
      pack.status === 'ready' ? picked(withSets(pack.pack.questions, pack.pack.sets), mistakes.ids) : [];
    return (
      <PracticeSession
        key="mistakes"
        topicId={subcategoryId}
        title={title}
        questions={
          questions.length === mistakes.ids.length ? withoutHiddenQuestions(questions) : mistakes.saved
        }
        reviewOnly
        learner={learner}
        backTo={backTo}
      />
    );
  }
  if (reviewOnly)
    return (
      <PracticeSession
        key="review"
        topicId={subcategoryId}
        title={t('practice.wrongTitle')}
        questions={reviewQuestions}
        reviewOnly
        learner={learner}
        backTo={backTo}
      />
    );
  if (pack.status !== 'ready') return <PackStatus state={pack} />;
  return (
    <PracticeSession
      key="all"
      topicId={subcategoryId}
      title={t('practice.title', { topic: topicName })}
      questions={withSets(withoutHiddenQuestions(pack.pack.questions), pack.pack.sets)}
      reviewOnly={false}
      learner={learner}
      backTo={backTo}
    />
  );
}

/** The questions with these ids, in the ids' order. */
function picked(questions: readonly Question[], ids: readonly string[]): Question[] {
  const byId = new Map(questions.map((question) => [question.id, question]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
