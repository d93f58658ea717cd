import {
  autoSubmitIfTimeUp,
  chooseOption,
  clearAnswer,
  goToQuestion,
  nextQuestion,
  previousQuestion,
  type QuizSession,
  skipQuestion,
  submitQuiz,
  toggleMarkForReview,
} from '@abhyas/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type SavedQuiz, saveQuiz } from '../storage/quiz-progress-store.ts';

/** Often enough for a smooth countdown, rarely enough for a cheap phone. */
const TICK_MS = 250;

export interface QuizRunner {
  session: QuizSession;
  now: number;
  choose: (optionIndex: number) => void;
  clear: () => void;
  toggleMark: () => void;
  next: () => void;
  previous: () => void;
  skip: () => void;
  goTo: (index: number) => void;
  submit: () => void;
}

/**
 * Runs a saved quiz: every change is saved at once (a reload loses nothing), the wall-clock
 * timer submits it when time runs out, and `onSubmitted` is called exactly once.
 */
export function useQuizRunner(saved: SavedQuiz, onSubmitted: (session: QuizSession) => void): QuizRunner {
  const [session, setSession] = useState(() => autoSubmitIfTimeUp(saved.session, Date.now()));
  const [now, setNow] = useState(() => Date.now());
  const reported = useRef(false);
  const submittedHandler = useRef(onSubmitted);
  submittedHandler.current = onSubmitted;

  useEffect(() => {
    saveQuiz({ ...saved, session });
    if (session.status === 'submitted' && !reported.current) {
      reported.current = true;
      submittedHandler.current(session);
    }
  }, [saved, session]);

  useEffect(() => {
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      setSession((current) => autoSubmitIfTimeUp(current, time));
    }, TICK_MS);
    return () => clearInterval(timer);
  }, []);

  const apply = useCallback((change: (current: QuizSession, time: number) => QuizSession) => {
    setSession((current) => change(autoSubmitIfTimeUp(current, Date.now()), Date.now()));
  }, []);

  return {
    session,
    now,
    choose: (optionIndex) => apply((current) => chooseOption(current, optionIndex)),
    clear: () => apply((current) => clearAnswer(current)),
    toggleMark: () => apply((current) => toggleMarkForReview(current)),
    next: () => apply((current, time) => nextQuestion(current, time)),
    previous: () => apply((current, time) => previousQuestion(current, time)),
    skip: () => apply((current, time) => skipQuestion(current, time)),
    goTo: (index) => apply((current, time) => goToQuestion(current, index, time)),
    submit: () => apply((current, time) => submitQuiz(current, time, 'manual')),
  };
}
