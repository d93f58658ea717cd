import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useReviewDue } from './use-review-deck.ts';
import './review.css';
import { REVIEW_NAMESPACE } from './review-i18n.ts';

/** "Review: N due today", a link to the review session (`/review`). */
export function ReviewEntry() {
  const { t } = useTranslation(REVIEW_NAMESPACE);
  const { due, total } = useReviewDue();
  return (
    <Link className="learn-card review-entry" to="/review" data-testid="review-entry">
      <span className="learn-card__title">{t('entry.title')}</span>
      <span className="learn-card__meta">
        {due > 0 ? t('entry.due', { count: due }) : total > 0 ? t('entry.nothingDue') : t('entry.empty')}
      </span>
    </Link>
  );
}
