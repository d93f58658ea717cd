import { DEFAULT_QUIZ_SIZE, QUIZ_SIZES, type QuizSize } from '@abhyas/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Before a quiz: the size (10, 20 or 25), the time it gives and the marking scheme. */
export function QuizIntro({
  topicName,
  available,
  secondsPerQuestion,
  onStart,
}: {
  topicName: string;
  available: number;
  secondsPerQuestion: number;
  onStart: (size: QuizSize) => void;
}) {
  const { t } = useTranslation('learn');
  const [size, setSize] = useState<QuizSize>(DEFAULT_QUIZ_SIZE);
  const questions = Math.min(size, available);
  const minutes = Math.round(((questions * secondsPerQuestion) / 60) * 10) / 10;
  return (
    <section className="learn" aria-labelledby="learn-quiz-title">
      <h1 id="learn-quiz-title">{t('quiz.title', { topic: topicName })}</h1>
      <form
        className="learn-intro"
        onSubmit={(event) => {
          event.preventDefault();
          onStart(size);
        }}
      >
        <fieldset className="learn-sizes">
          <legend>{t('quiz.size')}</legend>
          {QUIZ_SIZES.map((option) => (
            <label key={option} className="learn-size">
              <input
                type="radio"
                name="quiz-size"
                value={option}
                checked={size === option}
                onChange={() => setSize(option)}
              />
              {option}
            </label>
          ))}
        </fieldset>
        {available < size && <p>{t('quiz.tooFew', { count: available })}</p>}
        <p>{t('quiz.time', { minutes, seconds: secondsPerQuestion })}</p>
        <p>{t('quiz.marking')}</p>
        <p className="learn-hint">{t('common.keyboardHint')}</p>
        <button type="submit" className="learn-button learn-button--primary learn-button--wide">
          {t('quiz.start')}
        </button>
      </form>
    </section>
  );
}
