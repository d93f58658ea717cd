import { getI18n } from 'react-i18next';
import english from '../i18n/locales/en/privacy.json' with { type: 'json' };

// The privacy page's analytics section: its English words load with the page rather than with the
// first screen (i18n.ts leaves them out of its bundle); Hindi comes with the Hindi chunk.
const i18n = getI18n();
if (!i18n.hasResourceBundle('en', 'privacy')) i18n.addResourceBundle('en', 'privacy', english, true, false);

export const PRIVACY_NAMESPACE = 'privacy';
