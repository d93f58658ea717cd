import i18n from 'i18next';
import english from '../../i18n/locales/en/review.json' with { type: 'json' };

// The review deck's English words load with its screens rather than with the first screen
// (i18n.ts leaves them out of its bundle); Hindi comes with the Hindi chunk as every namespace.
if (!i18n.hasResourceBundle('en', 'review')) i18n.addResourceBundle('en', 'review', english, true, false);

export const REVIEW_NAMESPACE = 'review';
