import 'reflect-metadata';
import { buildSchema } from 'type-graphql';
import { printSchema, type GraphQLSchema } from 'graphql';
import { resolvers } from '../../resolvers';
import { authChecker } from './auth-checker';
import { createEventBus, HybridEventTarget, type EventBus } from '../events/pubsub';

export async function buildGraphSchema(events?: EventBus): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers,
    authChecker,
    pubSub: events?.pubSub as never,
    validate: false,
    emitSchemaFile: false,
  });
}

/** The SDL committed at schema/schema.graphql (codegen reads it; a test fails when it drifts). */
export async function printGraphSchema(): Promise<string> {
  return printSchema(await buildGraphSchema(createEventBus(new HybridEventTarget(null, null, '')))) + '\n';
}
