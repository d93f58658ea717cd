import { answerOutcome, drawQuestions, type Question } from '@abhyas/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LearnerView } from '../catalog/use-learner.ts';
import { localizedQuestion, optionLabel } from '../components/localized-question.ts';
import { QuestionWithOptions } from '../components/QuestionWithOptions.tsx';
import { useQuestionLanguage } from '../components/question-language.ts';
import { useAnswerShortcuts } from '../keyboard/use-answer-shortcuts.ts';
import { recordProgress } from '../progress/record-progress.ts';
import { ReportProblemButton } from '../report/ReportProblemButton.tsx';
import { MistakeTagPicker, StarButton } from '../review/ReviewMarks.tsx';
import { playFeedbackSound } from '../sound/feedback-sound.ts';
import { loadTopicStats } from '../storage/topic-stats-store.ts';
import { advancePracticeQueue } from './practice-queue.ts';

interface Feedback {
  chosenIndex: number;
  correct: boolean;
}

function drawOrder(questions: readonly Question[], learner: LearnerView, topicId: string): string[] {
  return drawQuestions(questions, {
    count: questions.length,
    difficulty: learner.difficulty,
    seenQuestionIds: new Set(loadTopicStats(learner.learnerId, topicId).seen),
    random: Math.random,
  }).map((question) => question.id);
}

/**
 * Untimed practice: instant feedback after each answer, one progress update per answer, and
 * wrong answers come back later until answered right. Unless `reviewOnly`, the learner can
 * go on for as long as they like: an exhausted queue is drawn again. A star on the question puts
 * it in the review deck; after a wrong answer the learner may say why, in one tap.
 */
export function PracticeSession({
  topicId,
  title,
  questions,
  reviewOnly,
  learner,
  backTo,
  againTo = `/practice/${topicId}`,
  doneLabels,
  recordsUnderOwnTopic = false,
}: {
  topicId: string;
  title: string;
  questions: readonly Question[];
  reviewOnly: boolean;
  learner: LearnerView;
  backTo: string;
  /** Where "Practise again" goes when the questions are done. */
  againTo?: string;
  /** The done screen's two links, when not "Practise again" and "Back to topics". */
  doneLabels?: { again: string; back: string };
  /** Each answer counts for its question's own topic (a review mixes topics), not `topicId`. */
  recordsUnderOwnTopic?: boolean;
}) {
  const { t, i18n } = useTranslation('learn');
  const questionLanguage = useQuestionLanguage(i18n.language);
  const byId = useRef(new Map(questions.map((question) => [question.id, question])));
  const [queue, setQueue] = useState<string[]>(() =>
    reviewOnly ? questions.map((question) => question.id) : drawOrder(questions, learner, topicId),
  );
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [tally, setTally] = useState({ answered: 0, correct: 0 });
  const shownAt = useRef(Date.now());
  const heading = useRef<HTMLHeadingElement>(null);
  const currentId = queue[0];
  const question = currentId ? byId.current.get(currentId) : undefined;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new question is the trigger.
  useEffect(() => {
    shownAt.current = Date.now();
  }, [currentId, tally.answered]);

  const choose = (chosenIndex: number) => {
    if (!question || feedback) return;
    const correct = answerOutcome(chosenIndex, question.answerIndex) === 'correct';
    setFeedback({ chosenIndex, correct });
    setTally((current) => ({ answered: current.answered + 1, correct: current.correct + (correct ? 1 : 0) }));
    if (learner.soundEnabled) playFeedbackSound(correct ? 'correct' : 'wrong');
    recordProgress(
      { uid: learner.uid, currentRank: learner.currentRank },
      {
        topicId: recordsUnderOwnTopic ? question.subcategoryId : topicId,
        answers: [
          {
            questionId: question.id,
            chosenIndex,
            mode: 'practice',
            timeTakenMs: Date.now() - shownAt.current,
          },
        ],
        shownQuestionIds: [question.id],
        answerIndexOf: (id) => byId.current.get(id)?.answerIndex,
      },
    );
  };

  const next = () => {
    if (!feedback) return;
    let upcoming = advancePracticeQueue(queue, feedback.correct);
    if (upcoming.length === 0 && !reviewOnly) upcoming = drawOrder(questions, learner, topicId);
    setQueue(upcoming);
    setFeedback(null);
    heading.current?.focus();
  };

  useAnswerShortcuts((shortcut, event) => {
    if (shortcut.kind === 'choose') choose(shortcut.optionIndex);
    if (shortcut.kind === 'next' && feedback) {
      event.preventDefault();
      next();
    }
  });

  const tallyText = t('practice.tally', tally);
  if (!question)
    return (
      <section className="learn" aria-labelledby="learn-practice-title">
        <h1 id="learn-practice-title">{title}</h1>
        <p>{tallyText}</p>
        <p role="status">{t('practice.allDone')}</p>
        <div className="learn-actions">
          <Link className="learn-button learn-button--primary" to={againTo}>
            {doneLabels?.again ?? t('practice.again')}
          </Link>
          <Link className="learn-button" to={backTo}>
            {doneLabels?.back ?? t('common.backToTopics')}
          </Link>
        </div>
      </section>
    );

  const shownText = localizedQuestion(question, questionLanguage);
  return (
    <section className="learn learn-practice" aria-labelledby="learn-practice-title">
      <header className="learn-quiz__bar">
        <p id="learn-practice-title" className="learn-quiz__topic">
          {title}
        </p>
        <p className="learn-quiz__progress" data-testid="practice-tally">
          {tallyText}
        </p>
      </header>
      <QuestionWithOptions
        question={question}
        headingRef={heading}
        selectedIndex={feedback?.chosenIndex ?? null}
        revealedAnswerIndex={feedback ? question.answerIndex : undefined}
        onChoose={choose}
      />
      <div className="review-question-tools">
        <StarButton questionId={question.id} topicId={question.subcategoryId} />
        <ReportProblemButton questionId={question.id} />
      </div>
      <div className="learn-feedback-region" role="status" aria-live="polite">
        {feedback && (
          <div className={`learn-feedback learn-feedback--${feedback.correct ? 'correct' : 'wrong'}`}>
            <p className="learn-feedback__verdict">
              {feedback.correct ? t('practice.correct') : t('practice.wrong')}
            </p>
            {!feedback.correct && (
              <p>
                {t('practice.correctAnswerIs', {
                  answer: optionLabel(question, question.answerIndex, questionLanguage),
                })}{' '}
                {t('practice.comesBack')}
              </p>
            )}
            <p lang={shownText.language} className="learn-explanation">
              <strong>{t('practice.explanation')}:</strong> {shownText.explanation}
            </p>
          </div>
        )}
      </div>
      {feedback && !feedback.correct && (
        <MistakeTagPicker questionId={question.id} topicId={question.subcategoryId} />
      )}
      <div className="learn-actions">
        {feedback && (
          <button type="button" className="learn-button learn-button--primary" onClick={next}>
            {t('practice.next')}
          </button>
        )}
        <Link className="learn-button" to={backTo}>
          {t('practice.end')}
        </Link>
      </div>
      <p className="learn-hint">{t('common.practiceKeyboardHint')}</p>
    </section>
  );
}
