import { jsonSchemaOf } from '../command';
import type { RestRoute } from './rest';

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
        default: { description: 'Error', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Depot Register REST shim', version, description: 'The legacy api/* paths. New integrations should prefer /graphql.' },
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: {
        Error: {
          type: 'object',
          required: ['message', 'errors', 'statusText'],
          properties: {
            message: { type: 'string' },
            errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
            statusText: { type: 'string' },
          },
        },
      },
    },
  };
}
