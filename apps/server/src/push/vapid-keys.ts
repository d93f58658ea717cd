import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webPush from 'web-push';
import { dataDirWriteErrorOf } from '../data-dir-write-error.ts';

/** The server's VAPID key pair (RFC 8292), base64url as web-push and the Push API take them. */
export interface VapidKeys {
  readonly publicKey: string;
  readonly privateKey: string;
}

/** In DATA_DIR beside the session secret; a copy of the server reads the same file. */
export const VAPID_KEYS_FILE = 'vapid-keys.json';

function parseKeys(text: string, file: string): VapidKeys {
  const parsed: unknown = JSON.parse(text);
  if (
    typeof parsed === 'object' &&
    parsed !== null &&
    'publicKey' in parsed &&
    'privateKey' in parsed &&
    typeof parsed.publicKey === 'string' &&
    typeof parsed.privateKey === 'string'
  )
    return { publicKey: parsed.publicKey, privateKey: parsed.privateKey };
  throw new Error(`${file} does not hold a VAPID key pair ({ "publicKey", "privateKey" })`);
}

/**
 * The key pair generated once into DATA_DIR (mode 0600) and read from there ever after: every
 * browser's subscription is bound to the public key, so a new pair would silently end them all.
 * Written whole to a file of its own and then linked into place (link never replaces a file), so
 * two servers starting at once on one DATA_DIR both read the first one's pair, never half a file.
 */
export function readOrCreateVapidKeys(dataDir: string): VapidKeys {
  const file = path.join(dataDir, VAPID_KEYS_FILE);
  if (!existsSync(file)) {
    const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    try {
      writeFileSync(draft, `${JSON.stringify(webPush.generateVAPIDKeys())}\n`, { mode: 0o600 });
      linkSync(draft, file);
    } catch (error) {
      // EEXIST: another server linked its pair first; that one is read below.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST')
        // A folder the server's user cannot write in: the one line that names it and what to do.
        throw dataDirWriteErrorOf(dataDir, error) ?? error;
    } finally {
      rmSync(draft, { force: true });
    }
  }
  return parseKeys(readFileSync(file, 'utf8'), file);
}
