import { Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { scope } from '../../core/auth/api-scopes';
import type { PresenceContext } from '.';
import { AutoSignOutArgs, OnSiteNowArgs } from './presence.args';
import { OnSiteCountType, OnSiteListType } from './on-site.type';

@Resolver()
export class OnSiteResolver {
  @Authorized('SuperAdmin', 'TenantAdmin', 'DepotManager', scope('READ_ATTENDANCE'))
  @Query(() => OnSiteListType, { description: 'Everyone signed in now at a depot (visitors and partners), earliest first.' })
  async onSiteNow(@Args(() => OnSiteNowArgs) args: OnSiteNowArgs, @Ctx() { services, actor }: PresenceContext) {
    return OnSiteListType.from(await services.onSite.list(actor, OnSiteNowArgs.parse(args)));
  }

  @Authorized('SuperAdmin', 'TenantAdmin', 'DepotManager')
  @Query(() => [OnSiteCountType], { description: 'How many are signed in now at each depot the user may see.' })
  async onSiteCounts(@Ctx() { services, actor }: PresenceContext) {
    return (await services.onSite.counts(actor)).map((c) => OnSiteCountType.from(c));
  }

  @Authorized('SuperAdmin', 'TenantAdmin', 'DepotManager')
  @Mutation(() => String, {
    nullable: true,
    description:
      "Sets a depot's end-of-day sign-out time (HH:mm in its zone: everyone still signed in then is signed out); null or empty: none.",
  })
  async setAutoSignOutTime(@Args(() => AutoSignOutArgs) args: AutoSignOutArgs, @Ctx() { services, actor }: PresenceContext) {
    return services.endOfDay.setTime(actor, AutoSignOutArgs.parse(args));
  }
}
