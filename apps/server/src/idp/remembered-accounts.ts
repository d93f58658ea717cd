import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Accounts this device's learners asked to be remembered ("Remember me on this device"), for the
 * chooser: a signed cookie scoped to the provider. An account signed in without that tick is
 * taken off the list, so a shared phone never offers it to the next person.
 */
const COOKIE = 'abhyas_idp_remembered';
/**
 * The list before "Remember me" existed held every account that ever signed in on the device;
 * it is dropped, not carried over, since nobody chose it.
 */
const UNCHOSEN_COOKIE = 'abhyas_idp_accounts';
const MAX_REMEMBERED = 5;
const ONE_YEAR_S = 365 * 24 * 3600;

export function rememberedAccountIds(request: FastifyRequest): string[] {
  const raw = request.cookies[COOKIE];
  if (!raw) return [];
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return [];
  return unsigned.value.split('.').filter((id) => /^[0-9a-f]{32}$/.test(id));
}

/** Puts the account first on the device's list when `remember`, or takes it off. */
export function updateRememberedAccounts(
  request: FastifyRequest,
  reply: FastifyReply,
  accountId: string,
  remember: boolean,
  secure: boolean,
) {
  const others = rememberedAccountIds(request).filter((id) => id !== accountId);
  const ids = (remember ? [accountId, ...others] : others).slice(0, MAX_REMEMBERED);
  if (request.cookies[UNCHOSEN_COOKIE] !== undefined)
    void reply.clearCookie(UNCHOSEN_COOKIE, { path: '/idp', httpOnly: true, sameSite: 'lax', secure });
  if (ids.length === 0) {
    if (request.cookies[COOKIE] !== undefined)
      void reply.clearCookie(COOKIE, { path: '/idp', httpOnly: true, sameSite: 'lax', secure });
    return;
  }
  void reply.setCookie(COOKIE, ids.join('.'), {
    path: '/idp',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    signed: true,
    maxAge: ONE_YEAR_S,
  });
}
