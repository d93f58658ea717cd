import {
  type DailyQuiz,
  dailyQuizTopicId,
  type QuizSession,
  quizAnswers,
  quizDurationMs,
  startQuizSession,
} from '@abhyas/domain';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DAILY_QUIZ_TOPIC, trackQuizStarted } from '../../analytics/progress-events.ts';
import { type LearnerView, useLearner } from '../catalog/use-learner.ts';
import { formatDuration } from '../components/format-duration.ts';
import { DailyBoardPanel } from '../daily/DailyBoardPanel.tsx';
import {
  type DailyResult,
  loadDailyResult,
  saveDailyResult,
  todaysDailyDate,
} from '../daily/daily-quiz-store.ts';
import { useDailyQuiz } from '../daily/use-daily-quiz.ts';
import { recordProgress } from '../progress/record-progress.ts';
import { QuizRunnerView } from '../quiz/QuizRunnerView.tsx';
import { useUpdatePending } from '../results/use-update-pending.ts';
import { clearSavedQuiz, loadSavedQuiz, type SavedQuiz, saveQuiz } from '../storage/quiz-progress-store.ts';
import '../learn.css';
import { STUDY_NAMESPACE } from '../home/study-i18n.ts';
import { prefetchLearnScreens } from './prefetch-screens.ts';

/** `/daily`: today's quiz (India's day), the same ten questions for everyone, and its board. */
export default function DailyQuizScreen() {
  const learner = useLearner();
  useEffect(prefetchLearnScreens, []);
  // A learner who signs in (or out) meanwhile gets their own quiz state.
  return <LearnerDaily key={learner.learnerId} learner={learner} />;
}

function LearnerDaily({ learner }: { learner: LearnerView }) {
  const { t } = useTranslation(STUDY_NAMESPACE);
  const { t: tl } = useTranslation('learn');
  const [date] = useState(() => todaysDailyDate());
  const topicId = dailyQuizTopicId(date);
  const { uid, currentRank, learnerId } = learner;
  const [saved, setSaved] = useState<SavedQuiz | undefined>(() => loadSavedQuiz(topicId, learnerId));
  const [result, setResult] = useState<DailyResult | undefined>(() => loadDailyResult(learnerId, date));
  const quiz = useDailyQuiz(date, !saved && !result);

  const finish = useCallback(
    (session: QuizSession, questions: SavedQuiz['questions']) => {
      const answerKey = new Map(questions.map((question) => [question.id, question.answerIndex]));
      const answers = quizAnswers(session);
      const recorded = recordProgress(
        { uid, currentRank },
        {
          topicId: session.subcategoryId,
          answers,
          shownQuestionIds: session.questionIds,
          answerIndexOf: (id) => answerKey.get(id),
          dailyQuizDate: date,
          questionTopicOf: (id) => questions.find((question) => question.id === id)?.subcategoryId,
        },
      );
      const finished: DailyResult = {
        date,
        correct: answers.filter((answer) => answer.chosenIndex === answerKey.get(answer.questionId)).length,
        total: questions.length,
        timeTakenMs: answers.reduce((sum, answer) => sum + answer.timeTakenMs, 0),
        updateId: uid ? recorded.update.id : null,
      };
      saveDailyResult(learnerId, finished);
      clearSavedQuiz(session.subcategoryId);
      setSaved(undefined);
      setResult(loadDailyResult(learnerId, date) ?? finished);
      window.scrollTo(0, 0);
    },
    [uid, currentRank, learnerId, date],
  );

  if (saved)
    return (
      <QuizRunnerView
        key={saved.session.startedAt}
        saved={saved}
        topicName={t('daily.title')}
        onSubmitted={(session) => finish(session, saved.questions)}
      />
    );
  if (result) return <DailyDone result={result} learner={learner} />;
  if (quiz.status === 'loading')
    return (
      <p className="learn-status" role="status">
        {tl('common.loadingQuestions')}
      </p>
    );
  if (quiz.status === 'error')
    return (
      <div className="learn-status" role="alert">
        <p>{t('daily.loadError')}</p>
        <button type="button" className="learn-button" onClick={quiz.retry}>
          {tl('common.tryAgain')}
        </button>
      </div>
    );
  const start = (ready: DailyQuiz) => {
    const session = startQuizSession(
      topicId,
      ready.questions.map((question) => question.id),
      Date.now(),
      quizDurationMs(ready.questions.length),
    );
    const quizToSave: SavedQuiz = { learnerId, session, questions: ready.questions };
    saveQuiz(quizToSave);
    trackQuizStarted(DAILY_QUIZ_TOPIC, ready.questions.length, false);
    setSaved(quizToSave);
    window.scrollTo(0, 0);
  };
  return <DailyIntro quiz={quiz.quiz} onStart={() => start(quiz.quiz)} />;
}

function DailyIntro({ quiz, onStart }: { quiz: DailyQuiz; onStart: () => void }) {
  const { t } = useTranslation(STUDY_NAMESPACE);
  const { t: tl } = useTranslation('learn');
  const minutes = Math.round(quizDurationMs(quiz.questions.length) / 60_000);
  return (
    <section className="learn" aria-labelledby="daily-title">
      <h1 id="daily-title">{t('daily.title')}</h1>
      <p className="learn-lead">{t('daily.intro', { count: quiz.questions.length })}</p>
      <p>{tl('quiz.time', { minutes, seconds: Math.round(quizDurationMs(1) / 1000) })}</p>
      <p>{t('daily.firstCounts')}</p>
      <p className="learn-hint">{tl('common.keyboardHint')}</p>
      <button
        type="button"
        className="learn-button learn-button--primary learn-button--wide"
        onClick={onStart}
      >
        {t('daily.start')}
      </button>
    </section>
  );
}

function DailyDone({ result, learner }: { result: DailyResult; learner: LearnerView }) {
  const { t } = useTranslation(STUDY_NAMESPACE);
  const { t: tl } = useTranslation('learn');
  const pending = useUpdatePending(learner.uid, result.updateId ?? null);
  return (
    <section className="learn" aria-labelledby="daily-title">
      <h1 id="daily-title">{t('daily.title')}</h1>
      <p className="learn-lead" data-testid="daily-score">
        {t('daily.score', {
          correct: result.correct,
          total: result.total,
          time: formatDuration(tl, result.timeTakenMs),
        })}
      </p>
      <p>{t('daily.comeBack')}</p>
      <DailyBoardPanel date={result.date} signedIn={learner.signedIn} pending={pending} />
      <div className="learn-actions">
        <Link className="learn-button learn-button--primary" to="/">
          {t('daily.home')}
        </Link>
      </div>
    </section>
  );
}
