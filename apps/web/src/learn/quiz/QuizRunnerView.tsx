import { type QuizSession, remainingMs, unansweredCount } from '@abhyas/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localName } from '../catalog/catalog-lookup.ts';
import { formatClock } from '../components/format-duration.ts';
import { QuestionWithOptions } from '../components/QuestionWithOptions.tsx';
import { useAnswerShortcuts } from '../keyboard/use-answer-shortcuts.ts';
import { MockSubmitSummary } from '../mock/MockSubmitSummary.tsx';
import {
  inSectionLanguages,
  mockSections,
  sectionAt,
  sectionEntry,
  sectionIndices,
} from '../mock/mock-sections.ts';
import { SectionTabs } from '../mock/SectionTabs.tsx';
import type { SavedQuiz } from '../storage/quiz-progress-store.ts';
import { QuestionPalette } from './QuestionPalette.tsx';
import { SubmitDialog } from './SubmitDialog.tsx';
import { useQuizRunner } from './use-quiz-runner.ts';

/** The last minute shows in the warning colour. */
const LOW_TIME_MS = 60_000;

/**
 * A quiz in progress: a topic quiz, or a full-length mock, which adds its sections as tabs,
 * a palette per section and a summary by section before the submit.
 */
export function QuizRunnerView({
  saved,
  topicName,
  onSubmitted,
}: {
  saved: SavedQuiz;
  topicName: string;
  onSubmitted: (session: QuizSession) => void;
}) {
  const { t, i18n } = useTranslation('learn');
  const runner = useQuizRunner(saved, onSubmitted);
  const { session } = runner;
  const [confirming, setConfirming] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownIndex = useRef(session.currentIndex);
  const focusQuestionOnMove = useRef(true);

  const sections = useMemo(() => (saved.mock ? mockSections(saved.mock) : undefined), [saved.mock]);
  const sectionPosition = sections ? sectionAt(sections, session.currentIndex) : 0;
  const section = sections?.[sectionPosition];
  const sectionQuestions = useMemo(() => (section ? sectionIndices(section) : undefined), [section]);
  /** Per section, the question the learner was last on, so its tab brings them back there. */
  const lastInSection = useRef<(number | undefined)[]>([]);
  useEffect(() => {
    lastInSection.current[sectionPosition] = session.currentIndex;
  }, [sectionPosition, session.currentIndex]);

  // A new question takes the focus, so a screen reader reads it and Tab starts at its options;
  // the arrow keys on the section tabs leave it on the tabs, as the tabs pattern has it.
  useEffect(() => {
    if (shownIndex.current === session.currentIndex) return;
    shownIndex.current = session.currentIndex;
    if (focusQuestionOnMove.current) heading.current?.focus();
    focusQuestionOnMove.current = true;
  }, [session.currentIndex]);

  const chooseSection = (position: number, focusQuestion: boolean) => {
    const target = sections?.[position];
    if (!target) return;
    const index = sectionEntry(target, lastInSection.current[position]);
    if (index === session.currentIndex) {
      if (focusQuestion) heading.current?.focus();
      return;
    }
    focusQuestionOnMove.current = focusQuestion;
    runner.goTo(index);
  };

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

  const savedQuestion = saved.questions[session.currentIndex];
  const question = useMemo(
    () => (savedQuestion && section ? inSectionLanguages(savedQuestion, section.languages) : savedQuestion),
    [savedQuestion, section],
  );
  if (!question) return null;
  const questionPosition = t('quiz.questionOf', {
    number: session.currentIndex + 1,
    total: session.questionIds.length,
  });
  const left = remainingMs(session, runner.now);
  const marked = session.markedForReview[session.currentIndex] ?? false;
  const selected = session.answers[session.currentIndex] ?? null;

  const questionAndPalette = (
    <>
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

      <QuestionPalette
        session={session}
        indices={sectionQuestions}
        sectionName={section ? localName(section, i18n.language) : undefined}
        onGoTo={runner.goTo}
      />
    </>
  );

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

      {sections ? (
        <SectionTabs sections={sections} current={sectionPosition} session={session} onChoose={chooseSection}>
          {questionAndPalette}
        </SectionTabs>
      ) : (
        questionAndPalette
      )}

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
        title={sections ? t('mock.confirmTitle') : undefined}
        summary={sections && <MockSubmitSummary session={session} sections={sections} />}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          runner.submit();
        }}
      />
    </section>
  );
}
