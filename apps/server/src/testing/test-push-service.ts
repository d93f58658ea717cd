import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
// @ts-expect-error http_ece ships no types; the decryption a browser does, for the test alone.
import ece from 'http_ece';

/** A message as a browser would read it: decrypted, with the VAPID claims the server signed. */
export interface ReceivedPush {
  readonly endpoint: string;
  /** The payload decrypted with the subscriber's private key (RFC 8291). */
  readonly payload: unknown;
  readonly ttl: string | undefined;
  /** The VAPID JWT's claims, after its ES256 signature checked out against `k=` (RFC 8292). */
  readonly vapid: { aud: string; sub: string; exp: number; publicKey: string };
}

/** A browser's subscription to the test service, as PushSubscription.toJSON() gives it. */
export interface TestSubscription {
  readonly endpoint: string;
  readonly keys: { readonly p256dh: string; readonly auth: string };
}

const base64url = (buffer: Buffer) => buffer.toString('base64url');

/** Checks `vapid t=<jwt>, k=<key>` as a push service does; throws when the signature is wrong. */
function checkVapid(header: string | undefined): ReceivedPush['vapid'] {
  const match = header?.match(/^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/u);
  if (!match) throw new Error(`not a VAPID Authorization header: ${header}`);
  const [, token = '', publicKey = ''] = match;
  const [head = '', claims = '', signature = ''] = token.split('.');
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: base64url(point.subarray(1, 33)),
      y: base64url(point.subarray(33, 65)),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('the VAPID signature does not match its key');
  return { ...JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')), publicKey };
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A push service on loopback (RFC 8030's "push message" endpoint): it hands out subscriptions with
 * real keys, and for each POST checks the VAPID signature, decrypts the payload with the
 * subscriber's private key and keeps it. An endpoint told `answerWith(410)` answers that instead.
 */
export async function startTestPushService() {
  const subscribers = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: string }>();
  const answers = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  let subscriptions = 0;
  const server = createServer(async (request, response) => {
    const body = await bodyOf(request);
    const endpoint = `${origin}${request.url ?? ''}`;
    const subscriber = subscribers.get(endpoint);
    const answer = answers.get(endpoint);
    if (!subscriber || request.method !== 'POST') return response.writeHead(404).end();
    if (answer !== undefined) return response.writeHead(answer).end();
    try {
      const vapid = checkVapid(request.headers.authorization);
      if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
      const plain: Buffer = ece.decrypt(body, {
        version: 'aes128gcm',
        privateKey: subscriber.ecdh,
        authSecret: subscriber.auth,
      });
      const ttl = request.headers.ttl;
      received.push({
        endpoint,
        payload: JSON.parse(plain.toString('utf8')),
        ttl: Array.isArray(ttl) ? ttl[0] : ttl,
        vapid,
      });
      response.writeHead(201).end();
    } catch (error) {
      refused.push(String(error));
      response.writeHead(400).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    /** Requests the service could not take (a bad signature, a payload it could not decrypt). */
    refused,
    /** A new browser's subscription. */
    subscribe(): TestSubscription {
      subscriptions += 1;
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = base64url(randomBytes(16));
      const endpoint = `${origin}/push/${subscriptions}-${base64url(randomBytes(6))}`;
      subscribers.set(endpoint, { ecdh, auth });
      return { endpoint, keys: { p256dh: base64url(ecdh.getPublicKey()), auth } };
    },
    /** What the endpoint answers from now on (410: the browser unsubscribed). */
    answerWith(endpoint: string, status: number) {
      answers.set(endpoint, status);
    },
    receivedAt(endpoint: string) {
      return received.filter((push) => push.endpoint === endpoint);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TestPushService = Awaited<ReturnType<typeof startTestPushService>>;
