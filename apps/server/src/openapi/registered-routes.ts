import type { FastifyInstance } from 'fastify';

/** One route as Fastify registered it: its methods (HEAD included when exposed) and its URL. */
export interface RegisteredRoute {
  readonly methods: readonly string[];
  readonly url: string;
}

const routesByApp = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/**
 * Records every route registered on `app` from now on, plugins' included, so the OpenAPI
 * document can be checked against what the server really answers. Call it before any route.
 */
export function recordRegisteredRoutes(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  routesByApp.set(app, routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    routes.push({ methods: methods.map((method) => String(method).toUpperCase()), url: route.url });
  });
}

/** The routes recorded on `app`; empty when recordRegisteredRoutes was not called on it. */
export function registeredRoutes(app: FastifyInstance): readonly RegisteredRoute[] {
  return routesByApp.get(app) ?? [];
}
