import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import fastifyApollo, { fastifyApolloDrainPlugin } from '@as-integrations/fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GraphQLSchema, ValidationRule } from 'graphql';
import type { Actor } from '../auth/actor';
import { loggable } from '../errors';
import { compiledExecution } from './compiled-execution';
import { edgePlugin } from './edge-plugin';
import { formatError } from './format-error';
import { surfacePlugin } from './surface';
import { httpContextError } from './ws-edge';

export interface GraphqlHttpOptions<C extends { actor: Actor }> {
  schema: GraphQLSchema;
  validationRules: ValidationRule[];
  /** Plugins beside core's own (the metrics' timing). */
  plugins: ApolloServerPlugin<C>[];
  /** Run when the server drains, before it stops (the sockets' operations end). */
  drain(): Promise<void>;
  /** A request's context (throws when the database is away: 503 with Retry-After, as REST). */
  context(req: FastifyRequest, reply: FastifyReply): Promise<C>;
}

/**
 * GraphQL over HTTP at `/graphql` (Apollo Server on fastify): the schema run compiled once an operation is seen again
 * (core/graphql/compiled-execution.ts), our validation rules, errors shaped by core/graphql/format-error.ts, the edge's
 * input checks and the surface's rules for callers without a staff session.
 */
export async function registerGraphqlHttp<C extends { actor: Actor }>(app: FastifyInstance, o: GraphqlHttpOptions<C>): Promise<void> {
  const apollo = new ApolloServer<C>({
    // The schema, with operations run compiled once seen again (core/graphql/compiled-execution.ts).
    gateway: compiledExecution(o.schema),
    validationRules: o.validationRules,
    includeStacktraceInErrorResponses: false,
    introspection: true,
    // No automatic persisted queries: the clients send whole documents, and a hash mismatch must not be a 500.
    persistedQueries: false,
    formatError: (formatted, error) => formatError(formatted, error, (err) => app.log.error({ error: loggable(err) }, 'graphql error')),
    plugins: [
      fastifyApolloDrainPlugin(app),
      ApolloServerPluginCacheControlDisabled(),
      edgePlugin<C>(),
      surfacePlugin<C>(),
      ...o.plugins,
      {
        async serverWillStart() {
          return { drainServer: o.drain };
        },
      },
    ],
  });
  await apollo.start();
  await app.register(fastifyApollo(apollo), {
    path: '/graphql',
    context: async (req: FastifyRequest, reply: FastifyReply): Promise<C> => {
      try {
        return await o.context(req, reply);
      } catch (err) {
        throw httpContextError(err); // the database away: 503 with Retry-After, as REST
      }
    },
  } as never);
}
