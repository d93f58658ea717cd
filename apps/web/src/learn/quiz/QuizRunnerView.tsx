import { type QuizSession, remainingMs, unansweredCount } from '@abhyas/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClock } from '../components/format-duration.ts';
import { QuestionWithOptions } from '../components/QuestionWithOptions.tsx';
import { useAnswerShortcuts } from '../keyboard/use-answer-shortcuts.ts';
import type { SavedQuiz } from '../storage/quiz-progress-store.ts';
import { QuestionPalette } from './QuestionPalette.tsx';
import { SubmitDialog } from './SubmitDialog.tsx';
import { useQuizRunner } from './use-quiz-runner.ts';

/** The last minute shows in the warning colour. */
const LOW_TIME_MS = 60_000;

export function QuizRunnerView({
  saved,
  topicName,
  onSubmitted,
}: {
  saved: SavedQuiz;
  topicName: string;
  onSubmitted: (session: QuizSession) => void;
}) {
  const { t } = useTranslation('learn');
  const runner = useQuizRunner(saved, onSubmitted);
  const { session } = runner;
  const [confirming, setConfirming] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownIndex = useRef(session.currentIndex);

  // A new question takes the focus, so a screen reader reads it and Tab starts at its options.
  useEffect(() => {
    if (shownIndex.current === session.currentIndex) return;
    shownIndex.current = session.currentIndex;
    heading.current?.focus();
  }, [session.currentIndex]);

  const lastQuestion = session.currentIndex === session.questionIds.length - 1;
  useAnswerShortcuts((shortcut, event) => {
    if (shortcut.kind === 'choose') runner.choose(shortcut.optionIndex);
    if (shortcut.kind === 'mark') runner.toggleMark();
    if (shortcut.kind === 'next') {
      event.preventDefault();
      if (lastQuestion) setConfirming(true);
      else runner.next();
    }
  }, session.status === 'in-progress');

  const question = saved.questions[session.currentIndex];
  if (!question) return null;
  const questionPosition = t('quiz.questionOf', {
    number: session.currentIndex + 1,
    total: session.questionIds.length,
  });
  const left = remainingMs(session, runner.now);
  const marked = session.markedForReview[session.currentIndex] ?? false;
  const selected = session.answers[session.currentIndex] ?? null;

  return (
    <section className="learn learn-quiz" aria-labelledby="learn-quiz-topic">
      <header className="learn-quiz__bar">
        <p id="learn-quiz-topic" className="learn-quiz__topic">
          {topicName}
        </p>
        <p className="learn-quiz__progress">{questionPosition}</p>
        <p
          className={`learn-timer${left <= LOW_TIME_MS ? ' learn-timer--low' : ''}`}
          role="timer"
          aria-label={t('quiz.timeLeftLabel', { time: formatClock(left) })}
        >
          <span aria-hidden="true">{formatClock(left)}</span>
        </p>
      </header>

      <QuestionWithOptions
        question={question}
        headingRef={heading}
        positionLabel={questionPosition}
        selectedIndex={selected}
        onChoose={runner.choose}
      />

      <div className="learn-actions learn-actions--quiz">
        <button type="button" className="learn-button" aria-pressed={marked} onClick={runner.toggleMark}>
          {marked ? t('quiz.unmark') : t('quiz.mark')}
        </button>
        <button type="button" className="learn-button" onClick={runner.clear} disabled={selected === null}>
          {t('quiz.clear')}
        </button>
        <button
          type="button"
          className="learn-button"
          onClick={runner.previous}
          disabled={session.currentIndex === 0}
        >
          {t('quiz.previous')}
        </button>
        {selected === null ? (
          <button type="button" className="learn-button" onClick={runner.skip} disabled={lastQuestion}>
            {t('quiz.skip')}
          </button>
        ) : (
          <button
            type="button"
            className="learn-button learn-button--primary"
            onClick={runner.next}
            disabled={lastQuestion}
          >
            {t('quiz.next')}
          </button>
        )}
      </div>

      <QuestionPalette session={session} onGoTo={runner.goTo} />

      <button
        type="button"
        className="learn-button learn-button--primary learn-button--wide"
        onClick={() => setConfirming(true)}
      >
        {t('quiz.submit')}
      </button>
      <p className="learn-hint">{t('common.keyboardHint')}</p>

      <SubmitDialog
        open={confirming && session.status === 'in-progress'}
        unanswered={unansweredCount(session)}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          runner.submit();
        }}
      />
    </section>
  );
}
