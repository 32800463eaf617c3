import { Arg, Authorized, Ctx, ID, Query, Resolver } from 'type-graphql';
import type { GqlContext } from '../../core/graphql/context';
import { parse } from '../../core/command';
import { DepotPresenceCommand } from './presence.commands';
import { OnSiteCountType, OnSiteListType } from './on-site.type';

@Resolver()
export class OnSiteResolver {
  @Authorized('SuperAdmin', 'TenantAdmin', 'DepotManager')
  @Query(() => OnSiteListType, { description: 'Everyone signed in now at a depot (visitors and partners), earliest first.' })
  async onSiteNow(@Arg('depotId', () => ID) depotId: string, @Ctx() { services, actor }: GqlContext) {
    return OnSiteListType.from(await services.onSite.list(actor, parse(DepotPresenceCommand, { depotId })));
  }

  @Authorized('SuperAdmin', 'TenantAdmin', 'DepotManager')
  @Query(() => [OnSiteCountType], { description: 'How many are signed in now at each depot the user may see.' })
  async onSiteCounts(@Ctx() { services, actor }: GqlContext) {
    return (await services.onSite.counts(actor)).map((c) => OnSiteCountType.from(c));
  }
}
