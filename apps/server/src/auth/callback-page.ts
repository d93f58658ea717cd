import { createHash } from 'node:crypto';
import type { SignInResult } from '@abhyas/domain';

/** The hash a full-page redirect sign-in returns to the app with; the app reads it once. */
export const REDIRECT_RESULT_HASH = 'abhyas-sign-in';
/** The BroadcastChannel the popup also announces its result on (see callbackPage). */
export const SIGN_IN_CHANNEL = 'abhyas-sign-in';

/**
 * The page the popup lands on after the provider. It tells the app how sign-in ended with
 * postMessage to the opener, restricted to the app's own origin, and also on a same-origin
 * BroadcastChannel, because some providers' Cross-Origin-Opener-Policy cuts `window.opener`
 * during the flow. Then it closes itself.
 *
 * Its one inline script is allowed by the Content-Security-Policy of this response alone, by
 * the script's sha256 (`scriptSource`): no other inline script can run on the page.
 */
export type CallbackPageLanguage = 'en' | 'hi';

export interface CallbackPage {
  readonly html: string;
  /** The CSP source (`'sha256-…'`) that lets the page's script run. */
  readonly scriptSource: string;
}

export function callbackPage(
  result: SignInResult,
  appOrigin: string,
  lang: CallbackPageLanguage,
): CallbackPage {
  const payload = JSON.stringify(result).replace(/</g, '\\u003c');
  const origin = JSON.stringify(appOrigin);
  const text = lang === 'hi' ? 'साइन-इन पूरा हो रहा है…' : 'Finishing sign-in…';
  const script = `
(function () {
  var result = ${payload};
  try { var channel = new BroadcastChannel(${JSON.stringify(SIGN_IN_CHANNEL)}); channel.postMessage(result); channel.close(); } catch (e) {}
  try { if (window.opener) window.opener.postMessage(result, ${origin}); } catch (e) {}
  window.close();
})();
`;
  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Abhyas</title></head><body><p>${text}</p><script>${script}</script></body></html>`;
  return { html, scriptSource: `'sha256-${createHash('sha256').update(script).digest('base64')}'` };
}
