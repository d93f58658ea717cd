import { createHash, randomBytes } from 'node:crypto';

/** A new unguessable session token (256 bits) for the cookie. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: its sha256, so a leaked table grants no sessions. */
export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
