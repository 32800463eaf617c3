import { Messages } from '../../contracts/messages';
import { jsonSchemaOf } from '../command';
import type { RestRoute } from './rest';

const errorContent = (example: { message: string; statusText: string; fields?: Record<string, string[]> }) => ({
  'application/json': {
    schema: { $ref: '#/components/schemas/Error' },
    example: { message: example.message, errors: { Error: [example.message], ...example.fields }, statusText: example.statusText },
  },
});

/**
 * The error answers, each the one error body (core/http/error-body.ts). An operation lists those that really occur
 * for it (errorAnswers below); every answer is declared once here.
 */
const errorResponses = {
  BadRequest: {
    description:
      'The input is malformed or breaks a rule: a missing or invalid field (named in `errors`, as the client spelled it), an id that is not a UUID, a NUL character, JSON that does not parse.',
    content: errorContent({ message: 'Email is required', statusText: 'Bad Request', fields: { email: ['Email is required'] } }),
  },
  Unauthorized: {
    description:
      'No bearer token, or one that is expired, revoked (logout, password change, user disabled or removed, role changed) or forged; for the login, wrong credentials.',
    content: errorContent({ message: Messages.sessionExpired, statusText: 'Unauthorized' }),
  },
  Forbidden: {
    description:
      "The signed-in user's role may not do this, or an API key lacks the route's scope (the operation's description names the roles and scopes that may).",
    content: errorContent({ message: Messages.forbidden, statusText: 'Forbidden' }),
  },
  NotFound: {
    description: 'No such record, or one of another tenant (answered exactly like a missing one), or a path that does not exist.',
    content: errorContent({ message: 'Depot not found', statusText: 'Not Found' }),
  },
  Conflict: {
    description:
      'The change collides with the data: a duplicate (a username, reference, badge or work id in use), a record still in use, a state that forbids it (already signed in, cancelled), or a concurrent change (try again).',
    content: errorContent({ message: Messages.duplicateRecord, statusText: 'Conflict' }),
  },
  PayloadTooLarge: {
    description: 'The body (or the uploaded file, or the signature image) is larger than the server accepts.',
    content: errorContent({ message: Messages.bodyTooLarge, statusText: 'Payload Too Large' }),
  },
  TooManyRequests: {
    description:
      'Too many requests from this client address (kiosk routes: KIOSK_LIMIT_PER_IP a minute, one budget for every reference lookup; login and password reset: their own limits). Wait and try again.',
    content: errorContent({ message: Messages.tooManyRequests, statusText: 'Too Many Requests' }),
  },
  ServiceUnavailable: {
    description: 'The database is away (a restart or failover): nothing was done; try again after Retry-After seconds.',
    headers: { 'Retry-After': { description: 'Seconds to wait before trying again (5).', schema: { type: 'integer' } } },
    content: errorContent({ message: Messages.serviceUnavailable, statusText: 'Service Unavailable' }),
  },
} as const;

type ErrorAnswer = keyof typeof errorResponses;
const statusOf: Record<ErrorAnswer, number> = {
  BadRequest: 400,
  Unauthorized: 401,
  Forbidden: 403,
  NotFound: 404,
  Conflict: 409,
  PayloadTooLarge: 413,
  TooManyRequests: 429,
  ServiceUnavailable: 503,
};

/**
 * The error answers a route gives, from what the route is:
 * - 400: every route (the edge refuses a NUL and a malformed id in any part; a body is parsed by its command);
 * - 401: a staff route, or a public one that reads a token when sent, and the login (wrong credentials);
 * - 403: a staff route (a role it is not open to, or an API key without one of its scopes);
 * - 404: a route that names a record (a path parameter or a body);
 * - 409: a write (a duplicate, a record in use, a state that forbids it, a concurrent change; the database's own
 *   uniqueness and references answer 409 when a service did not name them first);
 * - 413: a route with a body (the body limit, the upload and signature limits);
 * - 429: every route (a public one per client address; login and password reset; an API key past its own limit);
 * - 503: every route (PostgreSQL away).
 */
function errorAnswers(r: RestRoute<never>): ErrorAnswer[] {
  const hasParams = /:\w+/.test(r.path);
  const hasBody = r.method === 'POST' || r.method === 'PUT';
  const out: ErrorAnswer[] = ['BadRequest'];
  if (r.auth === 'staff' || r.optionalAuth || r.path === 'api/login') out.push('Unauthorized');
  if (r.auth === 'staff') out.push('Forbidden');
  if (hasParams || hasBody) out.push('NotFound');
  if (r.method !== 'GET' && !r.reads) out.push('Conflict');
  if (hasBody) out.push('PayloadTooLarge');
  out.push('TooManyRequests');
  out.push('ServiceUnavailable');
  return out;
}

function description(r: RestRoute<never>): string {
  if (r.auth === 'public') return r.optionalAuth ? 'Public (a kiosk); a staff bearer token is read when sent.' : 'Public (no token).';
  const who = r.roles ? `Staff bearer token; roles: ${r.roles.join(', ')}.` : 'Staff bearer token; any staff role.';
  return `${who} ${r.scopes?.length ? `API keys with scope ${r.scopes.join(' or ')}.` : 'Not open to API keys.'}`;
}

/** The OpenAPI 3.1 document of the REST shim, generated from the route table itself. */
export function openApiDocument(routes: RestRoute<never>[], version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of routes) {
    const path = '/' + r.path.replace(/^\//, '').replace(/:(\w+)/g, '{$1}');
    const params = [...r.path.matchAll(/:(\w+)/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } }));
    paths[path] ??= {};
    paths[path][r.method.toLowerCase()] = {
      tags: [r.tag],
      summary: r.summary,
      description: description(r),
      operationId: `${r.method.toLowerCase()}_${path.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '')}`,
      parameters: params.length ? params : undefined,
      security: r.auth === 'staff' ? [{ bearer: [] }] : [],
      requestBody:
        r.method === 'GET' || r.method === 'DELETE'
          ? undefined
          : {
              content: r.multipart
                ? { 'multipart/form-data': { schema: { type: 'object' } } }
                : { 'application/json': { schema: r.command ? jsonSchemaOf(r.command) : { type: 'object' } } },
            },
      responses: {
        [String(r.status ?? 200)]: { description: 'OK', content: { 'application/json': { schema: {} } } },
        ...Object.fromEntries(errorAnswers(r).map((a) => [String(statusOf[a]), { $ref: `#/components/responses/${a}` }])),
        ...Object.fromEntries(
          (r.errors ?? []).map((e) => [
            String(e.status),
            { description: e.description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
          ]),
        ),
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Depot Register REST shim',
      version,
      description:
        'The legacy api/* paths. New integrations should prefer /graphql (docs/integrators.md). Every error answers the same body: `{ message, errors: { Error: [message], <field>: [...] }, statusText }`.',
      license: { name: 'Proprietary: all rights reserved', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/', description: 'This server: the REST shim shares its origin with /graphql and the web app.' }],
    paths,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The token of api/login (or the GraphQL login).' },
      },
      responses: errorResponses,
      schemas: {
        Error: {
          type: 'object',
          description: 'The one error body of every error answer.',
          required: ['message', 'errors', 'statusText'],
          properties: {
            message: { type: 'string', description: 'What went wrong, in words a person can read.' },
            errors: {
              type: 'object',
              description: 'The message again under `Error`, and for a bad field its messages under its name (as the client spelled it).',
              required: ['Error'],
              properties: { Error: { type: 'array', items: { type: 'string' } } },
              additionalProperties: { type: 'array', items: { type: 'string' } },
            },
            statusText: { type: 'string', description: 'The HTTP reason phrase of the status, e.g. Bad Request.' },
          },
        },
      },
    },
  };
}
