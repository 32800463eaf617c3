import { Arg, Authorized, Ctx, ID, Int, Mutation, Resolver } from 'type-graphql';
import type { OverstayContext } from '.';

/** A depot's expected stay (issue 37): past it, people on site are flagged and the managers told once. */
@Resolver()
export class OverstayResolver {
  @Authorized('SuperAdmin', 'TenantAdmin', 'DepotManager')
  @Mutation(() => Int, {
    nullable: true,
    description:
      'Sets how long visitors and partners are expected to stay at a depot, in minutes (15 to 1440), or null for no limit (issue 37). A planned visit may set its own length. Answers the new value.',
  })
  async setDepotExpectedStay(
    @Arg('depotId', () => ID, { description: 'The depot.' }) depotId: string,
    @Arg('minutes', () => Int, { nullable: true, description: 'Minutes, 15 to 1440; null: no limit.' }) minutes: number | null,
    @Ctx() { services, actor }: OverstayContext,
  ) {
    return services.overstay.setExpectedStay(actor, depotId, minutes ?? null);
  }
}
