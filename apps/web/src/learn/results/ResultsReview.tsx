import { answerOutcome } from '@abhyas/domain';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localizedQuestion, optionLabel } from '../components/localized-question.ts';
import { useQuestionLanguage } from '../components/question-language.ts';
import { QuestionFigure } from '../figures/QuestionFigure.tsx';
import { QuestionSetPanel } from '../figures/QuestionSetPanel.tsx';
import { ReportProblemButton } from '../report/ReportProblemButton.tsx';
import { MistakeMix } from '../review/MistakeMix.tsx';
import { MistakeTagPicker, StarButton } from '../review/ReviewMarks.tsx';
import type { QuizResult } from './quiz-result.ts';

/**
 * Every question with the learner's answer, the correct one and the explanation; wrong-only
 * filter; the mix of reasons the learner gave for this quiz's mistakes.
 */
export function ResultsReview({ result }: { result: QuizResult }) {
  const { t } = useTranslation('learn');
  const [wrongOnly, setWrongOnly] = useState(false);
  const indices = result.questions
    .map((_, index) => index)
    .filter(
      (index) =>
        !wrongOnly ||
        answerOutcome(result.answers[index] ?? null, result.questions[index]?.answerIndex ?? -1) === 'wrong',
    );
  return (
    <section className="learn-review" aria-labelledby="learn-review-title">
      <h2 id="learn-review-title">{t('results.review')}</h2>
      <label className="learn-check">
        <input type="checkbox" checked={wrongOnly} onChange={(event) => setWrongOnly(event.target.checked)} />
        {t('results.wrongOnly')}
      </label>
      <MistakeMix
        headingLevel={3}
        questionIds={result.questions
          .filter(
            (question, index) =>
              answerOutcome(result.answers[index] ?? null, question.answerIndex) !== 'correct',
          )
          .map((question) => question.id)}
      />
      {indices.length === 0 && <p>{t('results.noWrong')}</p>}
      <ReviewList result={result} indices={indices} />
    </section>
  );
}

/**
 * The questions at `indices` (paper order), each numbered by its place in the quiz; `detailsOf`
 * adds a line of its own under a question's stem (a mock's section, time and review mark). Each
 * has a star, and a wrong or skipped one the reasons to tag it with.
 */
export function ReviewList({
  result,
  indices,
  detailsOf,
}: {
  result: QuizResult;
  indices: readonly number[];
  detailsOf?: (index: number) => ReactNode;
}) {
  const { t, i18n } = useTranslation('learn');
  const questionLanguage = useQuestionLanguage(i18n.language);
  return (
    <ol className="learn-review__list">
      {indices.map((index, shownIndex) => {
        const question = result.questions[index];
        if (!question) return null;
        const chosen = result.answers[index] ?? null;
        const outcome = answerOutcome(chosen, question.answerIndex);
        const text = localizedQuestion(question, questionLanguage);
        const previous = result.questions[indices[shownIndex - 1] ?? -1];
        const firstOfSet = question.set && previous?.setId !== question.setId;
        return (
          <li
            key={question.id}
            className={`learn-review__item learn-review__item--${outcome}`}
            value={index + 1}
          >
            {firstOfSet && question.set && <QuestionSetPanel set={question.set} language={text.language} />}
            <p className="learn-review__stem">
              <span className={`learn-badge learn-badge--${outcome}`}>{t(`results.outcome.${outcome}`)}</span>{' '}
              <span lang={text.language}>{text.stem}</span>
            </p>
            {detailsOf?.(index)}
            {question.figure && <QuestionFigure figure={question.figure} language={text.language} />}
            <p>
              {chosen === null
                ? t('results.notAnswered')
                : t('results.yourAnswer', { answer: optionLabel(question, chosen, questionLanguage) })}
            </p>
            {outcome !== 'correct' && (
              <p className="learn-review__correct">
                {t('results.correctAnswer', {
                  answer: optionLabel(question, question.answerIndex, questionLanguage),
                })}
              </p>
            )}
            <p className="learn-review__explanation learn-explanation" lang={text.language}>
              <strong>{t('results.explanation')}:</strong> {text.explanation}
            </p>
            <div className="review-question-tools">
              <StarButton questionId={question.id} topicId={question.subcategoryId} />
              <ReportProblemButton questionId={question.id} />
            </div>
            {outcome !== 'correct' && (
              <MistakeTagPicker questionId={question.id} topicId={question.subcategoryId} />
            )}
          </li>
        );
      })}
    </ol>
  );
}
