import i18n from 'i18next';
import english from '../../i18n/locales/en/report.json' with { type: 'json' };

// "Report a problem"'s English words load with the screens that show questions rather than with
// the first screen (i18n.ts leaves them out of its bundle); Hindi comes with the Hindi chunk.
if (!i18n.hasResourceBundle('en', 'report')) i18n.addResourceBundle('en', 'report', english, true, false);

export const REPORT_NAMESPACE = 'report';
