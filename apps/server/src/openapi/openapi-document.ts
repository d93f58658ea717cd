import { type ApiRoute, apiErrorSchema, apiRoutes } from '@abhyas/domain';
import { z } from 'zod';

/** The methods an OpenAPI path item names; HEAD is left out, since every GET answers it too. */
export const OPENAPI_METHODS = ['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'PATCH', 'TRACE'] as const;

/** A route that answers something other than the API's JSON: pages, files, the built-in provider. */
interface PageRoute {
  readonly methods: readonly (typeof OPENAPI_METHODS)[number][];
  /** In Fastify's notation (`/config/*`). */
  readonly path: string;
  readonly summary: string;
  readonly contentType: string;
}

/** The contract's version: raised when an answer changes in a way an older web app cannot read. */
export const API_VERSION = '1';

/** Where the web build's files are listed: Fastify registers one route per file found at start. */
export const WEB_BUILD_FILE_PATH = '/{webBuildFile}';

const pageRoutes: readonly PageRoute[] = [
  { methods: ['GET'], path: '/', summary: 'The web app', contentType: 'text/html' },
  {
    methods: ['GET'],
    path: WEB_BUILD_FILE_PATH,
    summary: "A file of the web app's build (scripts, styles, icons, service worker, precompressed copies)",
    contentType: 'application/octet-stream',
  },
  { methods: ['GET'], path: '/robots.txt', summary: 'Rules for crawlers', contentType: 'text/plain' },
  {
    methods: ['GET'],
    path: '/sitemap.xml',
    summary: 'The pages crawlers may index',
    contentType: 'application/xml',
  },
  {
    methods: ['GET'],
    path: '/config/app-config.json',
    summary:
      "The app configuration: the content build's, with the operator's FEATURES and ad network over it",
    contentType: 'application/json',
  },
  {
    methods: ['GET'],
    path: '/config/*',
    summary: 'The app configuration and the topic files of the content build',
    contentType: 'application/json',
  },
  {
    methods: ['GET'],
    path: '/packs/*',
    summary: 'Question packs (content-hashed names)',
    contentType: 'application/json',
  },
  ...['/idp', '/idp/*'].map(
    (path): PageRoute => ({
      methods: ['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'PATCH', 'TRACE'],
      path,
      summary: 'The built-in OpenID provider (only when OIDC_ISSUER is unset); oidc-provider answers',
      contentType: 'application/json',
    }),
  ),
  ...(
    [
      ['GET', '/idp/interaction/:uid', "The built-in provider's account chooser or sign-in page"],
      ['GET', '/idp/interaction/:uid/login', "The built-in provider's sign-in page"],
      ['POST', '/idp/interaction/:uid/login', 'Signs in with email and password'],
      ['GET', '/idp/interaction/:uid/register', "The built-in provider's create-account page"],
      ['POST', '/idp/interaction/:uid/register', 'Creates an account'],
      ['POST', '/idp/interaction/:uid/choose', 'Continues as a remembered account'],
      ['POST', '/idp/interaction/:uid/continue', 'Confirms what the app may read'],
      ['POST', '/idp/interaction/:uid/abort', 'Cancels the sign-in'],
    ] as const
  ).map(
    ([method, path, summary]): PageRoute => ({ methods: [method], path, summary, contentType: 'text/html' }),
  ),
];

/** `/api/profile/:uid` and `/config/*` as OpenAPI writes them: `/api/profile/{uid}`, `/config/{path}`. */
export function openApiPath(fastifyPath: string): string {
  return fastifyPath.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{path}');
}

type JsonSchema = Record<string, unknown>;

function jsonSchemaOf(schema: z.core.$ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

function parametersOf(schema: z.core.$ZodType | undefined, place: 'path' | 'query') {
  if (!schema) return [];
  const json = jsonSchemaOf(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: place,
    required: place === 'path' || required.has(name),
    schema: property,
  }));
}

const errorResponse = (
  description: string,
  schema: JsonSchema = { $ref: '#/components/schemas/ApiError' },
) => ({
  description,
  content: { 'application/json': { schema } },
});

const ERROR_DESCRIPTIONS: Readonly<Record<number, string>> = {
  400: 'The request is malformed; `field` names the part when known',
  401: 'Nobody is signed in',
  403: 'Refused: another learner’s data, a cross-site request, or a fresh sign-in needed (`reason`)',
  404: 'Not found',
  429: 'Too many requests',
  500: 'Unexpected failure',
  503: 'Temporarily unavailable; Retry-After says when to try again',
};

function apiOperation(route: ApiRoute) {
  const responses: Record<string, unknown> = {};
  for (const [status, answer] of Object.entries(route.answers)) {
    responses[status] = answer.body
      ? {
          description: answer.description,
          content: { 'application/json': { schema: jsonSchemaOf(answer.body, 'output') } },
        }
      : answer.contentType
        ? { description: answer.description, content: { [answer.contentType]: {} } }
        : { description: answer.description };
  }
  const errorSchema = route.errorBody ? jsonSchemaOf(route.errorBody, 'output') : undefined;
  for (const status of [...route.errors, 500, 503]) {
    responses[String(status)] = errorResponse(ERROR_DESCRIPTIONS[status] ?? 'Refused', errorSchema);
  }
  return {
    summary: route.summary,
    parameters: [...parametersOf(route.params, 'path'), ...parametersOf(route.query, 'query')],
    ...(route.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchemaOf(route.body, 'input') } },
          },
        }
      : {}),
    responses,
  };
}

function pageOperation(route: PageRoute) {
  return {
    summary: route.summary,
    responses: { 200: { description: route.summary, content: { [route.contentType]: {} } } },
  };
}

/**
 * The OpenAPI 3.1 document of the server: every API route from the domain's catalog with the
 * JSON Schemas of its requests and answers, plus the pages and files it serves.
 */
export function buildOpenApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  const add = (fastifyPath: string, method: string, operation: object) => {
    const key = openApiPath(fastifyPath);
    paths[key] = { ...paths[key], [method.toLowerCase()]: operation };
  };
  for (const route of apiRoutes) add(route.path, route.method, apiOperation(route));
  for (const route of pageRoutes)
    for (const method of route.methods) add(route.path, method, pageOperation(route));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Abhyas',
      version: API_VERSION,
      description: 'Every GET route answers HEAD as well. Errors answer `{ error, reason?, field? }`.',
    },
    paths,
    components: { schemas: { ApiError: jsonSchemaOf(apiErrorSchema, 'output') } },
  };
}
