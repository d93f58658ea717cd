import { getI18n } from 'react-i18next';
import english from '../i18n/locales/en/email.json' with { type: 'json' };

// "Verify email"'s English words load with it rather than with the first screen (i18n.ts leaves
// them out of its bundle); Hindi comes with the Hindi chunk as every namespace. The instance comes
// through react-i18next, already loaded with the profile, so this chunk does not split i18next out.
const i18n = getI18n();
if (!i18n.hasResourceBundle('en', 'email')) i18n.addResourceBundle('en', 'email', english, true, false);

export const EMAIL_NAMESPACE = 'email';
