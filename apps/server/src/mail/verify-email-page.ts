import { PROVIDER_PAGE_STYLE } from '../idp/interaction-pages.ts';
import type { LinkUse } from '../stores/email-verification-store.ts';

/**
 * The page a verification link opens. Rendered by the server, outside the web app's i18next, so
 * its English and Hindi text lives here (as the built-in provider's pages do).
 */
const texts = {
  en: {
    title: 'Verify your email',
    verified: 'Your email is verified. Your security score now counts it.',
    expired: 'This link has expired. Open your profile in Abhyas and choose "Verify email" again.',
    unknown:
      'This link does not work: it was used already, or a newer link replaced it. Open your profile to check, or send a new link.',
    open: 'Open Abhyas',
  },
  hi: {
    title: 'अपना ईमेल सत्यापित करें',
    verified: 'आपका ईमेल सत्यापित हो गया। अब आपका सुरक्षा स्कोर इसे गिनता है।',
    expired: 'इस लिंक की अवधि समाप्त हो गई है। Abhyas में अपनी प्रोफ़ाइल खोलें और फिर से "ईमेल सत्यापित करें" चुनें।',
    unknown:
      'यह लिंक काम नहीं करता: इसका उपयोग हो चुका है, या किसी नए लिंक ने इसकी जगह ले ली है। जाँचने के लिए अपनी प्रोफ़ाइल खोलें, या नया लिंक भेजें।',
    open: 'Abhyas खोलें',
  },
} as const;

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** Hindi when the browser's first language is Hindi, else English. */
export function verifyEmailLanguage(acceptLanguage: string | undefined): keyof typeof texts {
  const first = (acceptLanguage ?? '').split(/[\s,;]+/)[0]?.toLowerCase() ?? '';
  return first.startsWith('hi') ? 'hi' : 'en';
}

export function verifyEmailPage(outcome: LinkUse['kind'], lang: keyof typeof texts): string {
  const m = texts[lang];
  const message =
    outcome === 'verified'
      ? `<p role="status">${escapeHtml(m.verified)}</p>`
      : `<p class="error" role="alert">${escapeHtml(outcome === 'expired' ? m.expired : m.unknown)}</p>`;
  return `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(m.title)} · Abhyas</title><style>${PROVIDER_PAGE_STYLE}</style></head>
<body><main><p class="brand">Abhyas · अभ्यास</p><h1>${escapeHtml(m.title)}</h1>${message}
<a class="link" href="/">${escapeHtml(m.open)}</a></main></body></html>`;
}
