import { printSchema, type GraphQLSchema } from 'graphql';
import type { FeatureContext } from './core/feature';
import { buildSchemaOf } from './core/graphql/schema';
import { resolvers } from './resolvers';
import type { Services } from './services';

/** The GraphQL context of every operation (HTTP and graphql-ws): a feature's resolvers see it narrowed (`ContextOf`). */
export type GqlContext = FeatureContext<Services>;

/** The product's schema: every feature's resolvers (resolvers.ts) on core's settings (core/graphql/schema.ts). */
export function buildGraphSchema(): Promise<GraphQLSchema> {
  return buildSchemaOf(resolvers);
}

/** The SDL committed at schema/schema.graphql (codegen reads it; a test fails when it drifts). */
export async function printGraphSchema(): Promise<string> {
  return printSchema(await buildGraphSchema()) + '\n';
}
