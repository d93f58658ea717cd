import { MISTAKE_TAGS, type MistakeTag, mistakeTagMix } from '@abhyas/domain';
import { useTranslation } from 'react-i18next';
import { useReviewDeck } from './use-review-deck.ts';
import './review.css';
import { REVIEW_NAMESPACE } from './review-i18n.ts';

/**
 * The mix of the reasons the learner gave for their mistakes: of the questions named, or of the
 * whole deck. Each kind needs a different remedy.
 */
export function MistakeMix({
  questionIds,
  headingLevel = 2,
}: {
  questionIds?: readonly string[];
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation(REVIEW_NAMESPACE);
  const { cards } = useReviewDeck();
  const wanted = questionIds ? new Set(questionIds) : undefined;
  const mix = mistakeTagMix(
    cards.filter((card) => !wanted || wanted.has(card.questionId)).map((card) => card.mistakeTag),
  );
  const tagged = MISTAKE_TAGS.filter((tag) => mix[tag] > 0);
  const total = tagged.reduce((sum, tag) => sum + mix[tag], 0);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="review-mix" aria-label={t('mix.title')}>
      <Heading className="review-mix__title">{t('mix.title')}</Heading>
      {total === 0 ? (
        <p>{t('mix.none')}</p>
      ) : (
        <ul className="review-mix__list">
          {tagged.map((tag: MistakeTag) => (
            <li key={tag} className="review-mix__item">
              <span>{t(`tags.${tag}`)}</span>
              <span
                className="review-mix__bar"
                style={{ inlineSize: `${Math.round((100 * mix[tag]) / total)}%` }}
              />
              <span className="review-mix__count">{mix[tag]}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
