import type { FastifyInstance } from 'fastify';

export interface AgentResponse {
  readonly url: string;
  readonly status: number;
  readonly headers: Headers;
  readonly body: string;
}

/**
 * A minimal browser for integration tests: keeps cookies per host, follows redirects, sends
 * `Origin` on POSTs as a browser does, and answers the app's own URLs through app.inject.
 * Cookie paths and expiry are ignored: every cookie of a host is sent to it.
 */
export function createBrowserAgent(app: FastifyInstance, appOrigin: string) {
  const jar = new Map<string, Map<string, string>>();

  function cookieHeader(url: URL): string | undefined {
    const cookies = jar.get(url.host);
    if (!cookies || cookies.size === 0) return undefined;
    return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  function store(url: URL, setCookies: string[]) {
    const cookies = jar.get(url.host) ?? new Map<string, string>();
    for (const line of setCookies) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = /max-age=0\b/i.test(line) || /expires=Thu, 01 Jan 1970/i.test(line);
      if (expired || value === '') cookies.delete(name);
      else cookies.set(name, value);
    }
    jar.set(url.host, cookies);
  }

  async function once(method: string, url: URL, form?: Record<string, string>): Promise<AgentResponse> {
    const headers: Record<string, string> = { host: url.host };
    const cookie = cookieHeader(url);
    if (cookie) headers.cookie = cookie;
    let payload: string | undefined;
    if (form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      headers.origin = url.origin;
      payload = new URLSearchParams(form).toString();
    }
    if (url.origin === appOrigin) {
      const response = await app.inject({
        method: method as 'GET',
        url: `${url.pathname}${url.search}`,
        headers,
        payload,
      });
      const responseHeaders = new Headers();
      for (const [name, value] of Object.entries(response.headers)) {
        for (const item of Array.isArray(value) ? value : [value])
          if (item !== undefined) responseHeaders.append(name, String(item));
      }
      store(url, responseHeaders.getSetCookie());
      return { url: url.href, status: response.statusCode, headers: responseHeaders, body: response.body };
    }
    const response = await fetch(url, { method, headers, body: payload, redirect: 'manual' });
    store(url, response.headers.getSetCookie());
    return { url: url.href, status: response.status, headers: response.headers, body: await response.text() };
  }

  return {
    /** Requests `url` (absolute or relative to the app) and follows redirects like a browser. */
    async go(target: string, form?: Record<string, string>): Promise<AgentResponse> {
      let url = new URL(target, appOrigin);
      let method = form ? 'POST' : 'GET';
      let body = form;
      for (let hop = 0; hop < 20; hop += 1) {
        const response = await once(method, url, body);
        const location = response.headers.get('location');
        if (response.status < 300 || response.status >= 400 || !location) return response;
        url = new URL(location, url);
        method = 'GET';
        body = undefined;
      }
      throw new Error('too many redirects');
    },
    cookie: (host: string, name: string) => jar.get(host)?.get(name),
    forget: (host: string, name: string) => jar.get(host)?.delete(name),
  };
}

/** The interaction form's action on an HTML page (`/idp/interaction/…/login` and the like). */
export function formAction(html: string, ending: string): string {
  const match = html.match(new RegExp(`action="([^"]*${ending})"`));
  if (!match?.[1]) throw new Error(`no form ending in ${ending} on the page:\n${html.slice(0, 2000)}`);
  return match[1];
}
