import type { FastifyInstance } from 'fastify';
import { buildOpenApiDocument } from '../openapi/openapi-document.ts';

/** GET /api/openapi.json: the API contract, generated from the domain's schemas (once, on first ask). */
export function registerOpenApiRoute(app: FastifyInstance): void {
  let document: string | undefined;
  app.get('/api/openapi.json', async (_request, reply) => {
    document ??= JSON.stringify(buildOpenApiDocument());
    return reply.header('Cache-Control', 'no-cache').type('application/json; charset=utf-8').send(document);
  });
}
