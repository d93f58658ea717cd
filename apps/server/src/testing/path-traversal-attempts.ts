import net from 'node:net';

/**
 * Paths that try to climb out of the folders the server serves files from (/packs, /config, the
 * web build with /assets): dot segments plain, percent-encoded, double-encoded, with backslashes,
 * overlong UTF-8 and NUL bytes. Written as sent on the wire: an HTTP client would collapse the
 * dot segments before sending, an attacker does not.
 */
export const PATH_TRAVERSAL_ATTEMPTS: readonly string[] = [
  '/packs/../../package.json',
  '/packs/../../../package.json',
  '/packs/../../../../package.json',
  '/config/../../app.ts',
  '/assets/../../package.json',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/%2e%2e/%2e%2e/package.json',
  '/%2E%2E/%2E%2E/%2E%2E/package.json',
  '/packs/%2e%2e/%2e%2e/package.json',
  '/packs/%2e%2e%2f%2e%2e%2fpackage.json',
  '/packs/..%2f..%2f..%2fpackage.json',
  '/config/%2e%2e%2f%2e%2e%2f%2e%2e%2fpackage.json',
  '/assets/..%2f..%2fpackage.json',
  '/assets/..%2f..%2f..%2fpackage.json',
  '/assets/..%2F..%2F..%2F..%2Fetc%2Fpasswd',
  '/config/..%252f..%252fapp.ts',
  '/config/..%252f..%252f..%252fpackage.json',
  '/packs/%252e%252e/%252e%252e/package.json',
  '/packs/..\\..\\package.json',
  '/packs/..\\..\\..\\package.json',
  '/config/..%5c..%5capp.ts',
  '/assets/..%5c..%5c..%5cpackage.json',
  '/..%5c..%5cpackage.json',
  '/..\\..\\package.json',
  '/%5c..%5c..%5cpackage.json',
  '/packs/%c0%ae%c0%ae/%c0%ae%c0%ae/package.json',
  '/packs/%c0%ae%c0%ae%c0%af%c0%ae%c0%ae%c0%afpackage.json',
  '/packs/..%00/..%00/package.json',
  '/packs/package.json%00.json',
  '/packs/./../../package.json',
  '/packs//../../package.json',
  '/packs/....//....//package.json',
  '/packs/%2fetc%2fpasswd',
  '/packs//etc/passwd',
  '//etc/passwd',
  '/%2F..%2F..%2Fpackage.json',
  '/index.html/../../package.json',
  '/packs/p.json/../../../package.json',
];

export interface RawResponse {
  readonly status: number;
  readonly text: string;
}

/** A GET with the path exactly as given (no normalising client between), over a plain socket. */
export function rawGet(port: number, requestPath: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () => socket.destroy(new Error(`no answer to GET ${requestPath}`)));
    socket.on('connect', () =>
      socket.write(`GET ${requestPath} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`, 'latin1'),
    );
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      resolve({ status, text });
    });
  });
}
