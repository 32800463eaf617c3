import 'reflect-metadata';
import { buildSchema } from 'type-graphql';
import type { GraphQLSchema } from 'graphql';
import type { NonEmptyArray } from 'type-graphql';
import { authChecker } from './auth-checker';

/**
 * type-graphql wants a pubSub once a schema has a subscription, for `topics`. Ours gives its own `subscribe`
 * (AttendanceFeedService.watch on the event bus, core/events/pubsub.ts), so a subscription by topics is a
 * programming error, said at once.
 */
const noTopics = {
  publish(): never {
    throw new Error('Publish on the event bus (core/events/pubsub.ts), not through type-graphql');
  },
  subscribe(): never {
    throw new Error('A @Subscription gives its own `subscribe` on the event bus; `topics` are not wired');
  },
};

/** type-graphql has no option for the root types' descriptions: they are set on the built schema. */
const rootDescriptions = {
  Query:
    "Read operations. Staff operations need `Authorization: Bearer <token>` (from `login`): without it they answer UNAUTHENTICATED, with a role that may not call them FORBIDDEN. Kiosk operations are public and rate-limited per client IP (RATE_LIMITED). Another tenant's id answers NOT_FOUND, exactly like a missing one. Dates (`YYYY-MM-DD`) and times of day are in the depot's own time zone; DateTimeISO values are UTC instants.",
  Mutation:
    'Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again).',
  Subscription:
    "Live events over graphql-ws on the same `/graphql` path (protocol graphql-transport-ws). Authenticate in `connection_init` with `{ authorization: 'Bearer <token>' }`; the socket closes with 4401 when the session ends (logout, user disabled or removed, role changed); a bad token closes it with 4403.",
};

/**
 * The product's schema from its resolvers (the composition root passes them: graph/src/schema.ts), with our
 * settings: the auth checker, no topics, the root types' descriptions.
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export async function buildSchemaOf(resolvers: NonEmptyArray<Function>): Promise<GraphQLSchema> {
  const schema = await buildSchema({
    resolvers,
    authChecker,
    pubSub: noTopics,
    validate: false,
    emitSchemaFile: false,
  });
  for (const root of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    if (root) root.description = rootDescriptions[root.name as keyof typeof rootDescriptions];
  }
  return schema;
}
