import { DISPLAY_NAME_MAX_LENGTH } from '@abhyas/domain';
import type { IdpMessages } from './idp-messages.ts';

export interface ChooserAccount {
  readonly id: string;
  readonly name: string;
  readonly email: string;
}

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The pages' one stylesheet, inline; the Content-Security-Policy of /idp allows it by its hash. */
export const PROVIDER_PAGE_STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans Devanagari",sans-serif;background:#f5f5f4;color:#1c1917}
main{max-width:420px;margin:0 auto;padding:24px 16px}
h1{font-size:1.375rem;margin:0 0 4px}
h2{font-size:1.125rem;margin:16px 0 12px;font-weight:600}
.brand{color:#0b6e4f;font-weight:700;margin:0 0 16px}
form{margin:0}
label{display:block;font-weight:600;margin:12px 0 4px}
input{width:100%;min-height:48px;padding:10px 12px;font:inherit;border:1px solid #78716c;border-radius:8px;background:#fff;color:inherit}
.hint{font-size:.875rem;color:#57534e;margin:4px 0 0}
button,.link{display:flex;align-items:center;justify-content:center;width:100%;min-height:48px;margin-top:16px;padding:10px 16px;font:inherit;font-weight:600;border-radius:8px;cursor:pointer;text-decoration:none}
button.primary{background:#0b6e4f;color:#fff;border:0}
button.secondary,.link{background:#fff;color:#0b6e4f;border:1px solid #0b6e4f}
.account{display:flex;flex-direction:column;align-items:flex-start;text-align:left;background:#fff;color:inherit;border:1px solid #a8a29e;margin-top:8px}
.account small{color:#57534e;font-weight:400}
.check{display:flex;align-items:center;gap:8px;font-weight:400;margin:16px 0 0}
.check input{width:24px;min-height:24px;margin:0}
.field-error{color:#991b1b;font-size:.875rem;margin:4px 0 0}
.back{display:block;margin-top:24px;text-align:center;color:#0b6e4f}
.error{background:#fef2f2;color:#991b1b;border:1px solid #fca5a5;border-radius:8px;padding:10px 12px;margin:12px 0}
:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
`;

function page(m: IdpMessages, heading: string, body: string): string {
  return `<!doctype html>
<html lang="${m.lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(heading)} · Abhyas</title><style>${PROVIDER_PAGE_STYLE}</style></head>
<body><main><p class="brand">Abhyas · अभ्यास</p><h1>${escapeHtml(heading)}</h1>${body}
<a class="back" href="/">${escapeHtml(m.backToApp)}</a></main></body></html>`;
}

const errorBox = (error: string | undefined) =>
  error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : '';

const cancelForm = (uid: string, m: IdpMessages) =>
  `<form method="post" action="/idp/interaction/${uid}/abort"><button class="secondary" type="submit">${escapeHtml(m.cancel)}</button></form>`;

export function chooserPage(uid: string, m: IdpMessages, accounts: readonly ChooserAccount[]): string {
  const items = accounts
    .map(
      (account) => `<form method="post" action="/idp/interaction/${uid}/choose">
<input type="hidden" name="accountId" value="${escapeHtml(account.id)}">
<button class="account" type="submit"><span>${escapeHtml(account.name)}</span><small>${escapeHtml(account.email)}</small></button></form>`,
    )
    .join('');
  return page(
    m,
    m.title,
    `<h2>${escapeHtml(m.chooseAccount)}</h2>${items}
<a class="link" href="/idp/interaction/${uid}/login">${escapeHtml(m.useAnotherAccount)}</a>${cancelForm(uid, m)}`,
  );
}

export function loginPage(
  uid: string,
  m: IdpMessages,
  values: { email?: string; error?: string; remember?: boolean } = {},
): string {
  return page(
    m,
    m.title,
    `${errorBox(values.error)}
<form method="post" action="/idp/interaction/${uid}/login">
<label for="email">${escapeHtml(m.email)}</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(values.email ?? '')}"${values.email ? '' : ' autofocus'}>
<label for="password">${escapeHtml(m.password)}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${values.email ? ' autofocus' : ''}>
${rememberBox(m, values.remember)}
<button class="primary" type="submit">${escapeHtml(m.signIn)}</button></form>
<a class="link" href="/idp/interaction/${uid}/register">${escapeHtml(m.noAccount)}</a>${cancelForm(uid, m)}`,
  );
}

/** Which sign-up field is wrong and why, each shown under its field. */
export interface RegisterFieldErrors {
  readonly name?: string;
  readonly email?: string;
  readonly password?: string;
}

const fieldError = (field: string, error: string | undefined) =>
  error ? `<p class="field-error" id="${field}-error">${escapeHtml(error)}</p>` : '';

/** aria attributes tying a field to its error (and its hint, when it has one). */
const described = (field: string, error: string | undefined, hint?: string) => {
  const ids = [error ? `${field}-error` : '', hint ?? ''].filter(Boolean).join(' ');
  return `${error ? ' aria-invalid="true"' : ''}${ids ? ` aria-describedby="${ids}"` : ''}`;
};

const rememberBox = (m: IdpMessages, checked = false) =>
  `<label class="check"><input type="checkbox" name="remember" value="1"${checked ? ' checked' : ''}>${escapeHtml(m.rememberMe)}</label>`;

export function registerPage(
  uid: string,
  m: IdpMessages,
  values: {
    name?: string;
    email?: string;
    error?: string;
    fields?: RegisterFieldErrors;
    remember?: boolean;
  } = {},
): string {
  const fields = values.fields ?? {};
  return page(
    m,
    m.createAccountTitle,
    `${errorBox(values.error)}
<form method="post" action="/idp/interaction/${uid}/register">
<label for="name">${escapeHtml(m.name)}</label>
<input id="name" name="name" autocomplete="name" required maxlength="${DISPLAY_NAME_MAX_LENGTH}" autofocus value="${escapeHtml(values.name ?? '')}"${described('name', fields.name, 'name-hint')}>
<p class="hint" id="name-hint">${escapeHtml(m.nameHint)}</p>${fieldError('name', fields.name)}
<label for="email">${escapeHtml(m.email)}</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(values.email ?? '')}"${described('email', fields.email)}>${fieldError('email', fields.email)}
<label for="password">${escapeHtml(m.password)}</label>
<input id="password" name="password" type="password" autocomplete="new-password" required${described('password', fields.password, 'password-hint')}>
<p class="hint" id="password-hint">${escapeHtml(m.passwordHint)}</p>${fieldError('password', fields.password)}
${rememberBox(m, values.remember)}
<button class="primary" type="submit">${escapeHtml(m.createAccount)}</button></form>
<a class="link" href="/idp/interaction/${uid}/login">${escapeHtml(m.haveAccount)}</a>${cancelForm(uid, m)}`,
  );
}

/**
 * What every accepted sign-up answers, whether the email was new or already had an account: the
 * details to continue with. `token` (signed) names the account to continue as.
 */
export function checkDetailsPage(
  uid: string,
  m: IdpMessages,
  values: { name: string; email: string; token: string; remember: boolean },
): string {
  return page(
    m,
    m.checkDetails,
    `<p>${escapeHtml(m.checkDetailsText)}</p>
<dl><dt>${escapeHtml(m.name)}</dt><dd>${escapeHtml(values.name)}</dd><dt>${escapeHtml(m.email)}</dt><dd>${escapeHtml(values.email)}</dd></dl>
<form method="post" action="/idp/interaction/${uid}/continue">
<input type="hidden" name="token" value="${escapeHtml(values.token)}">
<input type="hidden" name="email" value="${escapeHtml(values.email)}">
${values.remember ? '<input type="hidden" name="remember" value="1">' : ''}
<button class="primary" type="submit" autofocus>${escapeHtml(m.continue)}</button></form>${cancelForm(uid, m)}`,
  );
}

/**
 * A sign-in that cannot go on (expired, cancelled in another window, too many attempts): what
 * happened, and a fresh start of the app's sign-in, in the popup or full page the last one used
 * (the app keeps its mode). It asks for the password whatever the provider remembers: the
 * sign-in that ended may have been the one confirming an account deletion.
 */
export function messagePage(m: IdpMessages, message: string): string {
  const startAgain = `/api/auth/sign-in?lang=${m.lang}&amp;reauth=1`;
  return page(
    m,
    m.title,
    `<p class="error" role="alert">${escapeHtml(message)}</p>
<a class="link" href="${startAgain}">${escapeHtml(m.startAgain)}</a>`,
  );
}
