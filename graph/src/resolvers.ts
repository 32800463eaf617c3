import type { NonEmptyArray } from 'type-graphql';
import { UserResolver } from './modules/users/user.resolver';
import { SystemResolver } from './core/graphql/system.resolver';

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const resolvers: NonEmptyArray<Function> = [SystemResolver, UserResolver];
