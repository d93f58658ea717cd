import { describe, expect, it } from 'vitest';
import {
  autoSubmitIfTimeUp,
  chooseOption,
  goToQuestion,
  nextQuestion,
  paletteCounts,
  paletteState,
  type QuizSession,
  quizAnswers,
  quizDurationMs,
  quizTimeTakenMs,
  remainingMs,
  skipQuestion,
  startQuizSession,
  submitQuiz,
  toggleMarkForReview,
  unansweredCount,
} from './quiz-session.ts';

const T0 = 1_000_000;
const ids = ['q1', 'q2', 'q3', 'q4'];
const start = () => startQuizSession('topic', ids, T0);

describe('quiz session', () => {
  it('allows 36 s a question on the wall clock', () => {
    const session = start();
    expect(quizDurationMs(100)).toBe(60 * 60 * 1000);
    expect(remainingMs(session, T0)).toBe(4 * 36_000);
    expect(remainingMs(session, T0 + 10_000)).toBe(4 * 36_000 - 10_000);
  });

  it('shows each palette state: answered, not answered, marked for review, not visited', () => {
    let session = start();
    session = chooseOption(session, 2);
    session = nextQuestion(session, T0 + 1000);
    session = nextQuestion(session, T0 + 2000);
    session = toggleMarkForReview(session);
    expect([0, 1, 2, 3].map((index) => paletteState(session, index))).toEqual([
      'answered',
      'not-answered',
      'marked',
      'not-visited',
    ]);
    expect(paletteCounts(session)).toEqual({
      answered: 1,
      'not-answered': 1,
      marked: 1,
      'answered-marked': 0,
      'not-visited': 1,
    });
    expect(paletteCounts(session, [0, 3])).toEqual({
      answered: 1,
      'not-answered': 0,
      marked: 0,
      'answered-marked': 0,
      'not-visited': 1,
    });
    session = toggleMarkForReview(session);
    expect(paletteState(session, 2)).toBe('not-answered');
  });

  it('keeps a marked answer and counts it at submit', () => {
    let session = chooseOption(start(), 1);
    session = toggleMarkForReview(session);
    expect(paletteState(session, 0)).toBe('answered-marked');
    expect(quizAnswers(submitQuiz(session, T0 + 5))[0]?.chosenIndex).toBe(1);
  });

  it('lets an answer change until submit and not after', () => {
    let session = chooseOption(start(), 0);
    session = chooseOption(session, 3);
    expect(session.answers[0]).toBe(3);
    session = submitQuiz(session, T0 + 1000);
    expect(chooseOption(session, 1).answers[0]).toBe(3);
    expect(toggleMarkForReview(session)).toBe(session);
    expect(goToQuestion(session, 2, T0 + 2000)).toBe(session);
  });

  it('skip clears the choice and moves on', () => {
    let session = chooseOption(start(), 0);
    session = skipQuestion(session, T0 + 500);
    expect(session.answers[0]).toBeNull();
    expect(session.currentIndex).toBe(1);
    expect(unansweredCount(session)).toBe(4);
  });

  it('records time spent on each question for the answers', () => {
    let session = start();
    session = chooseOption(session, 0);
    session = goToQuestion(session, 2, T0 + 4000);
    session = goToQuestion(session, 0, T0 + 7000);
    session = submitQuiz(session, T0 + 8000);
    expect(quizAnswers(session).map((answer) => answer.timeTakenMs)).toEqual([5000, 0, 3000, 0]);
    expect(quizTimeTakenMs(session)).toBe(8000);
  });

  it('auto-submits when time runs out, with the answers given so far', () => {
    let session = chooseOption(start(), 0);
    const deadline = session.deadline;
    expect(autoSubmitIfTimeUp(session, deadline - 1)).toBe(session);
    session = autoSubmitIfTimeUp(session, deadline + 50_000);
    expect(session.status).toBe('submitted');
    expect(session.submitReason).toBe('timeout');
    expect(session.submittedAt).toBe(deadline);
    expect(quizTimeTakenMs(session)).toBe(quizDurationMs(4));
    expect(session.answers[0]).toBe(0);
  });

  it('resumes from its serialised form exactly, timer included', () => {
    let session = chooseOption(start(), 1);
    session = toggleMarkForReview(nextQuestion(session, T0 + 3000));
    const restored = JSON.parse(JSON.stringify(session)) as QuizSession;
    expect(restored).toEqual(session);
    expect(remainingMs(restored, T0 + 20_000)).toBe(remainingMs(session, T0 + 20_000));
    expect(paletteState(restored, 1)).toBe('marked');
    expect(autoSubmitIfTimeUp(restored, restored.deadline).status).toBe('submitted');
  });
});
