/** Where the operator's console lives; any other unknown address is simply not found. */
export const CONSOLE_PATH = /^\/admin\/?$/;

/**
 * Asks the server whether the signed-in account is an operator. Only a 200 with an email says
 * yes; 401, 403, a network failure or anything odd says no, and the visitor sees not-found.
 */
export async function operatorEmail(fetchImpl: typeof fetch = fetch): Promise<string | null> {
  try {
    const response = await fetchImpl('/api/admin/me', {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
      cache: 'no-store',
    });
    if (response.status !== 200) return null;
    const body: unknown = await response.json();
    const email = (body as { email?: unknown } | null)?.email;
    return typeof email === 'string' ? email : null;
  } catch {
    return null;
  }
}
