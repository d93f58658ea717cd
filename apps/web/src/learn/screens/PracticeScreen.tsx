import { type Question, withSets } from '@abhyas/domain';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { useAppConfig } from '../../config/app-config-context.tsx';
import { findTopic, localName } from '../catalog/catalog-lookup.ts';
import { useLearner } from '../catalog/use-learner.ts';
import { NotFoundState } from '../components/NotFoundState.tsx';
import { PackStatus } from '../components/PackStatus.tsx';
import { useQuestionPack } from '../packs/use-question-pack.ts';
import { PracticeSession } from '../practice/PracticeSession.tsx';
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

/** `/practice/:subcategoryId`, or `?review=wrong` for the ones the last quiz got wrong. */
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
  const reviewOnly = reviewQuestions.length > 0;
  const pack = useQuestionPack(reviewOnly ? undefined : location?.topic.pack);

  if (!location) return <NotFoundState message={t('notFound.topic')} />;
  const topicName = localName(location.topic, i18n.language);
  const backTo = `/category/${location.category.id}`;
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
      questions={withSets(pack.pack.questions, pack.pack.sets)}
      reviewOnly={false}
      learner={learner}
      backTo={backTo}
    />
  );
}
