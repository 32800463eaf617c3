import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { HostsContext } from '.';
import { HostIdArgs, HostListArgs, HostSuggestArgs } from './host.args';
import { HostPageType, HostSuggestionType, HostType, SaveHostInput } from './host.type';

/** The people directory (issue 39): kept by TenantAdmins and DepotManagers, picked from by staff when booking. */
@Resolver()
export class HostResolver {
  @Authorized('SuperAdmin', 'TenantAdmin', 'DepotManager')
  @Query(() => HostPageType, { description: 'The people directory, by name, 25 a page (a DepotManager: their depot).' })
  async hosts(@Ctx() { services, actor }: HostsContext, @Args(() => HostListArgs) args: HostListArgs) {
    return HostPageType.from(await services.hosts.list(actor, HostListArgs.parse(args)));
  }

  @Authorized()
  @Query(() => [HostSuggestionType], { description: 'Booking a visit: the first 10 active hosts matching what was typed.' })
  async hostSuggestions(@Ctx() { services, actor }: HostsContext, @Args(() => HostSuggestArgs) args: HostSuggestArgs) {
    return (await services.hosts.suggest(actor, HostSuggestArgs.parse(args))).map(HostSuggestionType.from);
  }

  @Authorized('SuperAdmin', 'TenantAdmin', 'DepotManager')
  @Mutation(() => HostType, { description: 'Adds a host to the directory, or edits one (one host per e-mail in the tenant: 409).' })
  async saveHost(
    @Arg('input', () => SaveHostInput, { description: 'The host' }) input: SaveHostInput,
    @Ctx() { services, actor }: HostsContext,
  ) {
    return HostType.from(await services.hosts.save(actor, SaveHostInput.parse(input)));
  }

  @Authorized('SuperAdmin', 'TenantAdmin', 'DepotManager')
  @Mutation(() => Boolean, { description: 'Removes a host from the directory.' })
  async removeHost(@Args(() => HostIdArgs) args: HostIdArgs, @Ctx() { services, actor }: HostsContext) {
    return services.hosts.remove(actor, HostIdArgs.parse(args));
  }
}
