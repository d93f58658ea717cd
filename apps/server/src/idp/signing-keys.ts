import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { exportJWK, generateKeyPair, type JWK } from 'jose';

/**
 * The built-in provider's signing keys (JWKS), made once and kept in DATA_DIR so ID tokens and
 * the published keys stay valid across restarts.
 */
export async function loadOrCreateSigningKeys(dataDir: string): Promise<{ keys: JWK[] }> {
  const file = path.join(dataDir, 'idp-jwks.json');
  if (existsSync(file)) return JSON.parse(await readFile(file, 'utf8')) as { keys: JWK[] };
  const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
  const jwk = await exportJWK(privateKey);
  const jwks = { keys: [{ ...jwk, use: 'sig', alg: 'RS256', kid: `rs256-${Date.now().toString(36)}` }] };
  await mkdir(dataDir, { recursive: true });
  // Written whole then renamed, so a crash never leaves half a key file.
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(jwks)}\n`, { mode: 0o600 });
  await rename(temporary, file);
  return jwks;
}
