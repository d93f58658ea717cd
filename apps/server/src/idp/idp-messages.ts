/**
 * The built-in provider's pages are rendered by the server, outside the web app's i18next, so
 * their English and Hindi text lives here.
 */
const en = {
  lang: 'en',
  title: 'Sign in to Abhyas',
  chooseAccount: 'Choose an account',
  useAnotherAccount: 'Use another account',
  email: 'Email',
  password: 'Password',
  name: 'Name',
  signIn: 'Sign in',
  createAccountTitle: 'Create your account',
  createAccount: 'Create account',
  noAccount: 'New here? Create an account',
  haveAccount: 'Already have an account? Sign in',
  cancel: 'Cancel',
  wrongPassword: 'Email or password is incorrect.',
  checkDetails: 'Check your details',
  checkDetailsText: 'Continue to Abhyas with these details.',
  continue: 'Continue',
  weakPasswordShort: 'Password is too weak: use at least 8 characters.',
  weakPasswordCommon: 'Password is too weak: it is too easy to guess. Choose a less common one.',
  invalidForm: 'Please fill in every field with a valid value.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  accountWaits: 'Too many wrong passwords for this account. Try again in {wait}.',
  waitOneSecond: '1 second',
  waitSeconds: '{count} seconds',
  waitOneMinute: '1 minute',
  waitMinutes: '{count} minutes',
  expired: 'This sign-in has ended: it expired, or was started again in another window.',
  failed: 'Something went wrong while signing in.',
  startAgain: 'Start again',
  backToApp: 'Back to Abhyas',
  passwordHint: 'At least 8 characters.',
  nameHint: 'Up to 50 characters.',
  nameInvalid: 'Name: enter 1 to 50 characters, without line breaks or tabs.',
  emailInvalid: 'Email: enter an address like name@example.com.',
  passwordMissing: 'Password: enter a password of up to 200 characters.',
  rememberMe: 'Remember me on this device',
} as const;

export type IdpMessages = { readonly [K in keyof typeof en]: string };

const hi: IdpMessages = {
  lang: 'hi',
  title: 'अभ्यास में साइन इन करें',
  chooseAccount: 'खाता चुनें',
  useAnotherAccount: 'दूसरा खाता इस्तेमाल करें',
  email: 'ईमेल',
  password: 'पासवर्ड',
  name: 'नाम',
  signIn: 'साइन इन करें',
  createAccountTitle: 'अपना खाता बनाएँ',
  createAccount: 'खाता बनाएँ',
  noAccount: 'नए हैं? खाता बनाएँ',
  haveAccount: 'पहले से खाता है? साइन इन करें',
  cancel: 'रद्द करें',
  wrongPassword: 'ईमेल या पासवर्ड गलत है।',
  checkDetails: 'अपनी जानकारी जाँचें',
  checkDetailsText: 'इस जानकारी के साथ अभ्यास पर आगे बढ़ें।',
  continue: 'आगे बढ़ें',
  weakPasswordShort: 'पासवर्ड कमज़ोर है: कम से कम 8 अक्षर रखें।',
  weakPasswordCommon: 'पासवर्ड कमज़ोर है: इसका अनुमान लगाना बहुत आसान है। कोई कम आम पासवर्ड चुनें।',
  invalidForm: 'कृपया हर खाना सही जानकारी से भरें।',
  tooManyAttempts: 'बहुत अधिक प्रयास। कृपया कुछ मिनट रुककर फिर से कोशिश करें।',
  accountWaits: 'इस खाते के लिए बहुत बार गलत पासवर्ड डाला गया। {wait} बाद फिर से कोशिश करें।',
  waitOneSecond: '1 सेकंड',
  waitSeconds: '{count} सेकंड',
  waitOneMinute: '1 मिनट',
  waitMinutes: '{count} मिनट',
  expired: 'यह साइन-इन समाप्त हो गया है: इसका समय निकल गया, या इसे किसी दूसरी विंडो में फिर से शुरू किया गया।',
  failed: 'साइन इन करते समय कुछ गड़बड़ हो गई।',
  startAgain: 'फिर से शुरू करें',
  backToApp: 'अभ्यास पर वापस जाएँ',
  passwordHint: 'कम से कम 8 अक्षर।',
  nameHint: 'अधिकतम 50 अक्षर।',
  nameInvalid: 'नाम: 1 से 50 अक्षर लिखें, बिना नई पंक्ति या टैब के।',
  emailInvalid: 'ईमेल: name@example.com जैसा पता लिखें।',
  passwordMissing: 'पासवर्ड: अधिकतम 200 अक्षरों का पासवर्ड लिखें।',
  rememberMe: 'इस डिवाइस पर मुझे याद रखें',
};

/** "Try again in 2 minutes": whole minutes from a minute on, rounded up, seconds below. */
export function accountWaitText(m: IdpMessages, waitMs: number): string {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const wait =
    seconds < 60
      ? seconds === 1
        ? m.waitOneSecond
        : m.waitSeconds.replace('{count}', String(seconds))
      : Math.ceil(seconds / 60) === 1
        ? m.waitOneMinute
        : m.waitMinutes.replace('{count}', String(Math.ceil(seconds / 60)));
  return m.accountWaits.replace('{wait}', wait);
}

/** Hindi when the app asked for it (ui_locales) or the browser prefers it; English otherwise. */
export function idpMessagesFor(
  uiLocales: string | undefined,
  acceptLanguage: string | undefined,
): IdpMessages {
  const wanted = uiLocales ?? acceptLanguage ?? '';
  const first = wanted.split(/[\s,;]+/)[0]?.toLowerCase() ?? '';
  return first.startsWith('hi') ? hi : en;
}
