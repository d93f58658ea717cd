import { getI18n } from 'react-i18next';
import english from '../../i18n/locales/en/phone.json' with { type: 'json' };

// The phone's English words load with the invitation and the profile's phone section rather than
// with the first screen (i18n.ts leaves them out of its bundle); Hindi comes with the Hindi chunk
// as every namespace.
const i18n = getI18n();
if (!i18n.hasResourceBundle('en', 'phone')) i18n.addResourceBundle('en', 'phone', english, true, false);
