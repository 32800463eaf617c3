import { Query, Resolver } from 'type-graphql';

@Resolver()
export class SystemResolver {
  @Query(() => String, { description: 'Liveness over GraphQL: always "ok".' })
  health(): string {
    return 'ok';
  }
}
