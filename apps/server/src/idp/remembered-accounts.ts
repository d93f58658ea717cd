import type { FastifyReply, FastifyRequest } from 'fastify';

/** Accounts this device signed in with, for the chooser: a signed cookie scoped to the provider. */
const COOKIE = 'abhyas_idp_accounts';
const MAX_REMEMBERED = 5;
const ONE_YEAR_S = 365 * 24 * 3600;

export function rememberedAccountIds(request: FastifyRequest): string[] {
  const raw = request.cookies[COOKIE];
  if (!raw) return [];
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return [];
  return unsigned.value.split('.').filter((id) => /^[0-9a-f]{32}$/.test(id));
}

export function rememberAccount(
  request: FastifyRequest,
  reply: FastifyReply,
  accountId: string,
  secure: boolean,
) {
  const ids = [accountId, ...rememberedAccountIds(request).filter((id) => id !== accountId)].slice(
    0,
    MAX_REMEMBERED,
  );
  void reply.setCookie(COOKIE, ids.join('.'), {
    path: '/idp',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    signed: true,
    maxAge: ONE_YEAR_S,
  });
}
