import { MISTAKE_TAGS } from '@abhyas/domain';
import { useTranslation } from 'react-i18next';
import { markQuestion } from './review-deck-updates.ts';
import { useReviewDeck } from './use-review-deck.ts';
import './review.css';
import { REVIEW_NAMESPACE } from './review-i18n.ts';

/** A star on a question: it puts the question in the review deck (and takes it out again). */
export function StarButton({ questionId, topicId }: { questionId: string; topicId: string }) {
  const { t } = useTranslation(REVIEW_NAMESPACE);
  const { owner, cards } = useReviewDeck();
  const starred = cards.some((card) => card.questionId === questionId && card.starred);
  return (
    <button
      type="button"
      className="learn-button review-star"
      aria-pressed={starred}
      onClick={() => markQuestion(owner, questionId, topicId, { starred: !starred })}
    >
      <span aria-hidden="true">{starred ? '★' : '☆'}</span> {starred ? t('star.starred') : t('star.add')}
    </button>
  );
}

/** After a wrong answer: why, in one tap. The latest choice counts. */
export function MistakeTagPicker({ questionId, topicId }: { questionId: string; topicId: string }) {
  const { t } = useTranslation(REVIEW_NAMESPACE);
  const { owner, cards } = useReviewDeck();
  const current = cards.find((card) => card.questionId === questionId)?.mistakeTag ?? null;
  return (
    <fieldset className="review-tags">
      <legend>{t('tags.prompt')}</legend>
      <div className="review-tags__options">
        {MISTAKE_TAGS.map((tag) => (
          <button
            key={tag}
            type="button"
            className="learn-button review-tags__option"
            aria-pressed={current === tag}
            onClick={() => markQuestion(owner, questionId, topicId, { tag })}
          >
            {t(`tags.${tag}`)}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
