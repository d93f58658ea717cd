import { createServer, type Server, Socket } from 'node:net';

/**
 * A loopback TCP relay in front of a database, which a test can take down and bring back on the
 * same port: what a PostgreSQL restart looks like to its clients (connections cut, then refused,
 * then accepted again) without stopping a PostgreSQL that others share.
 */
export interface TcpProxy {
  readonly port: number;
  /** Cuts every relayed connection and refuses new ones. */
  down(): Promise<void>;
  /** Accepts connections again, on the same port. */
  up(): Promise<void>;
  /**
   * Relays nothing, in either direction, on open or new connections, and cuts none: a database
   * that stopped answering (frozen, or cut off by a network fault without a reset).
   */
  freeze(): void;
  /** Relays again what was held. */
  thaw(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  let frozen = false;
  /** Bytes received while frozen, with where they go: delivered in order at thaw. */
  let held: Array<{ to: Socket; chunk: Buffer }> = [];
  const relay = (from: Socket, to: Socket) =>
    from.on('data', (chunk: Buffer) => {
      if (frozen) held.push({ to, chunk });
      else to.write(chunk);
    });

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = createServer((client) => {
        const upstream = new Socket();
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => {
            client.destroy();
            upstream.destroy();
          });
        }
        // Bytes the client sends before the upstream connects are buffered by the socket.
        relay(client, upstream);
        relay(upstream, client);
        for (const [from, to] of [
          [client, upstream],
          [upstream, client],
        ] as const)
          from.on('end', () => to.end());
        upstream.connect(target.port, target.host);
      });
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        const address = next.address();
        if (typeof address === 'object' && address) port = address.port;
        server = next;
        resolve();
      });
    });

  const down = async () => {
    const closing = server;
    server = undefined;
    held = [];
    for (const socket of sockets) socket.destroy();
    if (closing) await new Promise((resolve) => closing.close(resolve));
  };

  await listen();
  return {
    freeze() {
      frozen = true;
    },
    thaw() {
      frozen = false;
      const delivering = held;
      held = [];
      for (const { to, chunk } of delivering) if (!to.destroyed) to.write(chunk);
    },
    get port() {
      return port;
    },
    down,
    up: listen,
    close: down,
  };
}
