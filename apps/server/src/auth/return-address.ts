/** The longest return address kept; a real page of the app is far shorter. */
export const MAX_RETURN_ADDRESS_LENGTH = 2000;

/** Visible ASCII only: no space, no control character (tab, newline), nothing a browser drops or a header refuses. */
const PRINTABLE = /^[\x21-\x7e]+$/;

/** Starts with `//` or `/\`: a browser reads either as another host (`\` counts as `/` in http URLs). */
const OTHER_HOST = /^\/[/\\]/;

export type ReturnAddressCheck =
  | { readonly ok: true; readonly path: string }
  | { readonly ok: false; readonly reason: string };

/**
 * Where a full-page sign-in may send the learner back to: a path of this app, checked by what the
 * URL parser (as browsers use it) makes of it against `appOrigin`, not by its first characters.
 * Accepted values come back normalised (`pathname + search + hash` of the resolved URL), so what
 * goes into the Location header is exactly what was checked. Refused: anything but visible ASCII
 * (a browser drops tabs and newlines, so `/\t/evil.example` would become `//evil.example`),
 * a path naming another host, another origin, and over-long values.
 */
export function checkReturnAddress(value: string, appOrigin: string): ReturnAddressCheck {
  if (value.length === 0 || value.length > MAX_RETURN_ADDRESS_LENGTH) return refused('empty or too long');
  if (!PRINTABLE.test(value)) return refused('not visible ASCII');
  if (!value.startsWith('/') || OTHER_HOST.test(value)) return refused('not a path of this site');
  let resolved: URL;
  try {
    resolved = new URL(value, `${appOrigin}/`);
  } catch {
    return refused('not a URL');
  }
  if (resolved.origin !== appOrigin) return refused('another origin');
  const path = `${resolved.pathname}${resolved.search}${resolved.hash}`;
  // Dot segments can collapse into a leading `//` (`/.//evil.example` resolves to `//evil.example`).
  if (OTHER_HOST.test(path) || !PRINTABLE.test(path) || path.length > MAX_RETURN_ADDRESS_LENGTH)
    return refused('resolves to another host');
  return { ok: true, path };
}

function refused(reason: string): ReturnAddressCheck {
  return { ok: false, reason };
}
