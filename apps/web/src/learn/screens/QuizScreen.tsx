import {
  drawQuestions,
  type QuizSession,
  quizAnswers,
  quizDurationMs,
  startQuizSession,
  withSets,
} from '@abhyas/domain';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { trackQuizStarted } from '../../analytics/progress-events.ts';
import { useAppConfig } from '../../config/app-config-context.tsx';
import { findTopic, localName } from '../catalog/catalog-lookup.ts';
import { type LearnerView, useLearner } from '../catalog/use-learner.ts';
import { NotFoundState } from '../components/NotFoundState.tsx';
import { PackStatus } from '../components/PackStatus.tsx';
import { MockIntro } from '../mock/MockIntro.tsx';
import { useQuestionPack } from '../packs/use-question-pack.ts';
import { recordProgress } from '../progress/record-progress.ts';
import { QuizIntro } from '../quiz/QuizIntro.tsx';
import { QuizRunnerView } from '../quiz/QuizRunnerView.tsx';
import { mockDurationMs, secondsPerQuestionFrom } from '../quiz/test-timer.ts';
import { withoutHiddenQuestions } from '../report/visible-questions.ts';
import { buildQuizResult } from '../results/quiz-result.ts';
import { clearSavedQuiz, loadSavedQuiz, type SavedQuiz, saveQuiz } from '../storage/quiz-progress-store.ts';
import { loadLastResult, saveLastResult } from '../storage/quiz-results-store.ts';
import { loadTopicStats } from '../storage/topic-stats-store.ts';
import '../learn.css';
import { prefetchLearnScreens } from './prefetch-screens.ts';

/** `/quiz/:subcategoryId`: resumes the topic's quiz in progress, or offers to start one. */
export default function QuizScreen() {
  const learner = useLearner();
  useEffect(prefetchLearnScreens, []);
  // A learner who signs in (or out) meanwhile gets their own quiz state.
  return <LearnerQuiz key={learner.learnerId} learner={learner} />;
}

function LearnerQuiz({ learner }: { learner: LearnerView }) {
  const { t, i18n } = useTranslation('learn');
  const config = useAppConfig();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { subcategoryId = '' } = useParams();
  const location = findTopic(config, subcategoryId);
  const [saved, setSaved] = useState<SavedQuiz | undefined>(() =>
    loadSavedQuiz(subcategoryId, learner.learnerId),
  );
  // A quiz in progress carries its own questions: resuming needs no pack and no network.
  const pack = useQuestionPack(saved ? undefined : location?.topic.pack);

  const { uid, currentRank, learnerId } = learner;
  const finish = useCallback(
    (session: QuizSession, { questions, mock }: Pick<SavedQuiz, 'questions' | 'mock'>) => {
      const answerKey = new Map(questions.map((question) => [question.id, question.answerIndex]));
      const recorded = recordProgress(
        { uid, currentRank },
        {
          topicId: session.subcategoryId,
          answers: quizAnswers(session),
          shownQuestionIds: session.questionIds,
          answerIndexOf: (id) => answerKey.get(id),
          // A mock's id is its topic's: the update names it so the server ranks the attempt.
          mockId: mock ? session.subcategoryId : undefined,
        },
      );
      const last = loadLastResult(session.subcategoryId);
      saveLastResult(
        buildQuizResult({
          session,
          questions,
          learnerId,
          updateId: uid ? recorded.update.id : null,
          previous: last && last.learnerId === learnerId ? last.summary : null,
          mock,
        }),
      );
      clearSavedQuiz(session.subcategoryId);
      navigate(`/results/${session.subcategoryId}`, { replace: true });
    },
    [uid, currentRank, learnerId, navigate],
  );

  if (!location) return <NotFoundState message={t('notFound.topic')} />;
  const topicName = localName(location.topic, i18n.language);

  if (saved)
    return (
      <QuizRunnerView
        key={saved.session.startedAt}
        saved={saved}
        topicName={topicName}
        onSubmitted={(session) => finish(session, saved)}
      />
    );
  if (pack.status !== 'ready') return <PackStatus state={pack} />;

  const begin = (quiz: SavedQuiz) => {
    saveQuiz(quiz);
    trackQuizStarted(quiz.session.subcategoryId, quiz.questions.length, Boolean(quiz.mock));
    setSaved(quiz);
    // The Start button sits below a long intro on a phone: the first question starts at the top.
    window.scrollTo(0, 0);
  };
  const { mock } = pack.pack;
  if (mock) {
    // A mock is the whole paper in paper order, with its exam's time: nothing is drawn.
    const questions = withSets(pack.pack.questions, pack.pack.sets);
    const durationMs = mockDurationMs(mock.durationMinutes, questions.length, search);
    const startMock = () => {
      const session = startQuizSession(
        subcategoryId,
        questions.map((question) => question.id),
        Date.now(),
        durationMs,
      );
      begin({ learnerId, session, questions, mock });
    };
    return (
      <MockIntro
        mockName={topicName}
        examName={localName(location.category, i18n.language)}
        info={mock}
        questionCount={questions.length}
        durationMs={durationMs}
        onStart={startMock}
      />
    );
  }

  const secondsPerQuestion = secondsPerQuestionFrom(search);
  const drawable = withoutHiddenQuestions(pack.pack.questions);
  const start = (size: number) => {
    const questions = drawQuestions(withSets(drawable, pack.pack.sets), {
      count: size,
      difficulty: learner.difficulty,
      seenQuestionIds: new Set(loadTopicStats(learnerId, subcategoryId).seen),
      random: Math.random,
    });
    const session = startQuizSession(
      subcategoryId,
      questions.map((question) => question.id),
      Date.now(),
      quizDurationMs(questions.length, secondsPerQuestion),
    );
    begin({ learnerId, session, questions });
  };
  return (
    <QuizIntro
      topicName={topicName}
      available={drawable.length}
      secondsPerQuestion={secondsPerQuestion}
      onStart={start}
    />
  );
}
