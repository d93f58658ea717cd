import type { SignInResult } from '@abhyas/domain';
import { loadPayloadSchemas } from '../api/load-payload-schemas.ts';

/** The hash the server returns a full-page sign-in with (apps/server/src/auth/callback-page.ts). */
const HASH_KEY = 'abhyas-sign-in';
let taken = false;

/**
 * The result of a full-page sign-in, read from the address once per app run and removed from it
 * at once, so a reload or a re-render never handles it twice.
 */
export function takeRedirectResult(): Promise<SignInResult | undefined> | undefined {
  if (taken) return undefined;
  taken = true;
  const hash = window.location.hash.slice(1);
  const prefix = `${HASH_KEY}=`;
  if (!hash.startsWith(prefix)) return undefined;
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  return parseRedirectResult(hash.slice(prefix.length));
}

async function parseRedirectResult(encoded: string): Promise<SignInResult | undefined> {
  try {
    const { signInResultSchema } = await loadPayloadSchemas();
    const parsed = signInResultSchema.safeParse(JSON.parse(decodeURIComponent(encoded)));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
