import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Local stand-ins for an ad network's script, for the ads e2e test and the Lighthouse run with
 * ads on: one tiny HTTP server on 127.0.0.1 serving `/ads.js`, whose behaviour the caller picks.
 * They keep the contract apps/web/src/ads/ad-script.ts describes (AdSense auto ads'):
 *
 * - working: takes over `window.adsbygoogle` (sets `loaded`, serves every push before and after
 *   it ran), fills each `<ins data-ad-client>` of its client (read from its tag's data-ad-client,
 *   else its `?client=`) that has no status with a 100 px banner, and marks it
 *   `data-ad-status="filled"`.
 * - failing: answers 500 (the reachability test's HEAD still gets an answer).
 * - broken: answers 200 with a script that throws before it starts.
 * - slow: the working script, after SLOW_SCRIPT_DELAY_MS.
 * - unreachable: drops every connection, the HEAD request's too.
 */
export type StandInMode = 'working' | 'failing' | 'broken' | 'slow' | 'unreachable';

export const SLOW_SCRIPT_DELAY_MS = 3_000;

export const WORKING_SCRIPT = `(function () {
  var me = document.currentScript;
  var client = (me && me.getAttribute('data-ad-client')) || (me && new URL(me.src).searchParams.get('client'));
  function fill() {
    var slots = document.querySelectorAll('ins[data-ad-client]');
    for (var i = 0; i < slots.length; i++) {
      var slot = slots[i];
      if (slot.getAttribute('data-ad-status') || slot.getAttribute('data-ad-client') !== client) continue;
      var ad = document.createElement('div');
      ad.textContent = 'Stand-in ad for ' + client;
      ad.style.height = '100px';
      ad.style.display = 'flex';
      ad.style.alignItems = 'center';
      ad.style.justifyContent = 'center';
      ad.style.background = '#fdf3c4';
      ad.style.color = '#1b1f24';
      ad.style.border = '1px solid #8a7a2a';
      ad.style.boxSizing = 'border-box';
      slot.appendChild(ad);
      slot.setAttribute('data-ad-status', 'filled');
    }
  }
  var queue = window.adsbygoogle || [];
  window.adsbygoogle = queue;
  queue.push = function () { fill(); return queue.length; };
  queue.loaded = true;
  if (queue.length > 0) fill();
})();
`;

const BROKEN_SCRIPT = `throw new Error('stand-in ad script: broken on purpose');\n`;

export interface StandInRequest {
  method: string;
  path: string;
}

export interface StandInAds {
  /** The script's URL, for ADS_SCRIPT_URL. */
  readonly scriptUrl: string;
  readonly origin: string;
  mode: StandInMode;
  /** Every request received, in order. */
  readonly requests: StandInRequest[];
  close(): Promise<void>;
}

export async function startStandInAds(mode: StandInMode = 'working'): Promise<StandInAds> {
  const requests: StandInRequest[] = [];
  const state = { mode };
  const answer = (response: ServerResponse, status: number, body: string) => {
    response.writeHead(status, {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'no-store',
    });
    response.end(body);
  };
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.push({ method: request.method ?? 'GET', path: url.pathname });
    if (state.mode === 'unreachable') {
      request.socket.destroy();
      return;
    }
    if (url.pathname !== '/ads.js') return answer(response, 404, '');
    if (request.method === 'HEAD') return answer(response, 200, '');
    if (state.mode === 'failing') return answer(response, 500, '');
    if (state.mode === 'broken') return answer(response, 200, BROKEN_SCRIPT);
    if (state.mode === 'slow') {
      const timer = setTimeout(() => answer(response, 200, WORKING_SCRIPT), SLOW_SCRIPT_DELAY_MS);
      response.once('close', () => clearTimeout(timer));
      return;
    }
    return answer(response, 200, WORKING_SCRIPT);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    scriptUrl: `${origin}/ads.js`,
    origin,
    get mode() {
      return state.mode;
    },
    set mode(next: StandInMode) {
      state.mode = next;
    },
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
