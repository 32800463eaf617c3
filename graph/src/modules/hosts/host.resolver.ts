import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { HostsContext } from '.';
import { parse } from '../../core/command';
import { HostIdCommand, HostListCommand, HostSuggestCommand, SaveHostCommand } from './host.commands';
import { HostPageType, HostSuggestionType, HostType, SaveHostInput } from './host.type';

/** The people directory (issue 39): kept by TenantAdmins and DepotManagers, picked from by staff when booking. */
@Resolver()
export class HostResolver {
  @Authorized('SuperAdmin', 'TenantAdmin', 'DepotManager')
  @Query(() => HostPageType, { description: 'The people directory, by name, 25 a page (a DepotManager: their depot).' })
  async hosts(
    @Ctx() { services, actor }: HostsContext,
    @Arg('tenantId', () => ID, { nullable: true, description: 'SuperAdmin: the tenant; others: leave empty' }) tenantId?: string,
    @Arg('depotId', () => ID, { nullable: true, description: 'Only the hosts of this depot (and of every depot)' }) depotId?: string,
    @Arg('search', () => String, { nullable: true, description: 'Words of the name, e-mail or department' }) search?: string,
    @Arg('page', () => Int, { nullable: true, description: 'Page number from 1 (default 1).' }) page?: number,
  ) {
    return HostPageType.from(await services.hosts.list(actor, parse(HostListCommand, { tenantId, depotId, search, page })));
  }

  @Authorized()
  @Query(() => [HostSuggestionType], { description: 'Booking a visit: the first 10 active hosts matching what was typed.' })
  async hostSuggestions(
    @Ctx() { services, actor }: HostsContext,
    @Arg('search', () => String, { nullable: true, description: 'What was typed so far' }) search?: string,
    @Arg('depotId', () => ID, { nullable: true, description: 'The depot of the booking' }) depotId?: string,
  ) {
    return (await services.hosts.suggest(actor, parse(HostSuggestCommand, { search, depotId }))).map(HostSuggestionType.from);
  }

  @Authorized('SuperAdmin', 'TenantAdmin', 'DepotManager')
  @Mutation(() => HostType, { description: 'Adds a host to the directory, or edits one (one host per e-mail in the tenant: 409).' })
  async saveHost(
    @Arg('input', () => SaveHostInput, { description: 'The host' }) input: SaveHostInput,
    @Ctx() { services, actor }: HostsContext,
  ) {
    return HostType.from(await services.hosts.save(actor, parse(SaveHostCommand, { ...input })));
  }

  @Authorized('SuperAdmin', 'TenantAdmin', 'DepotManager')
  @Mutation(() => Boolean, { description: 'Removes a host from the directory.' })
  async removeHost(@Arg('id', () => ID, { description: 'The host' }) id: string, @Ctx() { services, actor }: HostsContext) {
    return services.hosts.remove(actor, parse(HostIdCommand, { id }));
  }
}
