import type { NonEmptyArray } from 'type-graphql';
// features first: it loads the resolvers in the schema's order (schema-order.ts), SystemResolver among them.
import { features } from './features';
import { SystemResolver } from './core/graphql/system.resolver';

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const resolvers: NonEmptyArray<Function> = [SystemResolver, ...features.flatMap((f) => f.resolvers ?? [])];
