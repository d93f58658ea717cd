import i18n from 'i18next';
import english from '../../i18n/locales/en/study.json' with { type: 'json' };

// The daily quiz's, the streak's and home's blocks' English words load with those screens rather
// than with the first screen (i18n.ts leaves them out of its bundle); Hindi comes with the Hindi
// chunk as every namespace.
if (!i18n.hasResourceBundle('en', 'study')) i18n.addResourceBundle('en', 'study', english, true, false);

export const STUDY_NAMESPACE = 'study';
