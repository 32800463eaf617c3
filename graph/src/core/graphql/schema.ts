import 'reflect-metadata';
import { buildSchema } from 'type-graphql';
import { printSchema, type GraphQLSchema } from 'graphql';
import { resolvers } from '../../resolvers';
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

export async function buildGraphSchema(): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers,
    authChecker,
    pubSub: noTopics,
    validate: false,
    emitSchemaFile: false,
  });
}

/** The SDL committed at schema/schema.graphql (codegen reads it; a test fails when it drifts). */
export async function printGraphSchema(): Promise<string> {
  return printSchema(await buildGraphSchema()) + '\n';
}
