import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { createSmsOutboxStore } from '../stores/sms-outbox-store.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { createGatewaySmsSender } from './gateway-sms-sender.ts';
import { SmsNotSentError } from './sms-sender.ts';

interface Received {
  readonly headers: IncomingHttpHeaders;
  readonly body: unknown;
}

let database: TestDatabase;
let gateway: Server;
let gatewayUrl: string;
/** What the gateway answers next, one status per try; 0: never answers. */
let answers: number[] = [];
let received: Received[] = [];
const waits: number[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  gateway = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      const status = answers.shift() ?? 200;
      if (status === 0) return; // a gateway that hangs
      response.writeHead(status, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  gatewayUrl = `http://sms-user:p%40ss@127.0.0.1:${(gateway.address() as AddressInfo).port}/send`;
});

afterAll(async () => {
  gateway?.closeAllConnections();
  await new Promise((resolve) => gateway?.close(resolve));
  await database?.drop();
});

function sender() {
  received = [];
  waits.length = 0;
  return createGatewaySmsSender({
    url: gatewayUrl,
    outbox: createSmsOutboxStore(database.db),
    logger: createLogger({ level: 'silent' }),
    sleep: async (ms) => {
      waits.push(ms);
    },
    timeoutMs: 300,
  });
}

const message = {
  to: '+919876543210',
  text: 'Your Abhyas code is 402913. It expires in 10 minutes.',
  kind: 'verification-code',
  userUid: null,
  secret: '402913',
};

const newestRow = () =>
  database.db.selectFrom('smsOutbox').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();

describe('the HTTP SMS gateway adapter', () => {
  it('posts the documented JSON with HTTP Basic from the URL and an idempotency key', async () => {
    answers = [200];
    await sender().send(message);
    expect(received).toHaveLength(1);
    const [request] = received;
    const row = await newestRow();
    expect(request?.body).toEqual({
      id: `abhyas-sms-${row.id}`,
      to: '+919876543210',
      text: message.text,
      kind: 'verification-code',
    });
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers['idempotency-key']).toBe(`abhyas-sms-${row.id}`);
    expect(request?.headers.authorization).toBe(`Basic ${Buffer.from('sms-user:p@ss').toString('base64')}`);
    // The record of the message keeps no code.
    expect(row).toMatchObject({ transport: 'gateway', status: 'sent', attempts: 1, lastError: null });
    expect(row.body).not.toContain('402913');
  });

  it('tries again with back-off when the gateway is busy or silent, with the same key', async () => {
    answers = [503, 0, 200];
    await sender().send(message);
    expect(received).toHaveLength(3);
    expect(new Set(received.map((request) => request.headers['idempotency-key'])).size).toBe(1);
    expect(waits).toEqual([500, 1_500]);
    expect(await newestRow()).toMatchObject({ status: 'sent', attempts: 3 });
  });

  it('gives up after three tries, records why, and says the SMS was not sent', async () => {
    answers = [500, 502, 503];
    await expect(sender().send(message)).rejects.toBeInstanceOf(SmsNotSentError);
    expect(received).toHaveLength(3);
    expect(await newestRow()).toMatchObject({ status: 'failed', attempts: 3, lastError: 'HTTP 503' });
  });

  it('does not try again what the gateway refused outright', async () => {
    answers = [400];
    await expect(sender().send(message)).rejects.toBeInstanceOf(SmsNotSentError);
    expect(received).toHaveLength(1);
    expect(await newestRow()).toMatchObject({ status: 'failed', attempts: 1, lastError: 'HTTP 400' });
  });
});
