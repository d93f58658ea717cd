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
  expired: 'This sign-in has expired. Please close this window and try again.',
  passwordHint: 'At least 8 characters.',
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
  expired: 'यह साइन-इन समाप्त हो गया है। कृपया यह विंडो बंद करके फिर से कोशिश करें।',
  passwordHint: 'कम से कम 8 अक्षर।',
};

/** Hindi when the app asked for it (ui_locales) or the browser prefers it; English otherwise. */
export function idpMessagesFor(
  uiLocales: string | undefined,
  acceptLanguage: string | undefined,
): IdpMessages {
  const wanted = uiLocales ?? acceptLanguage ?? '';
  const first = wanted.split(/[\s,;]+/)[0]?.toLowerCase() ?? '';
  return first.startsWith('hi') ? hi : en;
}
