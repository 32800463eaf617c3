import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { WatchlistContext } from '.';
import { parse } from '../../core/command';
import type { WatchlistMatchedEvent } from '../../contracts/topics';
import {
  AddWatchlistEntryCommand,
  UpdateWatchlistEntryCommand,
  WatchlistCheckCommand,
  WatchlistEntryIdCommand,
  WatchlistListCommand,
  WatchlistMatchesCommand,
} from './watchlist.commands';
import {
  AddWatchlistEntryInput,
  UpdateWatchlistEntryInput,
  WatchlistCheckInput,
  WatchlistCheckType,
  WatchlistEntryType,
  WatchlistMatchedType,
  WatchlistMatchPageType,
  WatchlistPageType,
} from './watchlist.type';

/** The watchlist (issue 37): the list for TenantAdmin and SuperAdmin, the matches for DepotManagers too. */
@Resolver()
export class WatchlistResolver {
  @Authorized('SuperAdmin', 'TenantAdmin')
  @Query(() => WatchlistPageType, { description: "The tenant's watchlist, by name, 20 a page." })
  async watchlist(
    @Ctx() { services, actor }: WatchlistContext,
    @Arg('tenantId', () => ID, { nullable: true, description: 'SuperAdmin: the tenant; others: leave empty' }) tenantId?: string,
    @Arg('page', () => Int, { nullable: true, description: 'Page number from 1 (default 1).' }) page?: number,
    @Arg('search', () => String, { nullable: true, description: 'Part of a name, e-mail, company or car registration' })
    search?: string,
  ) {
    return WatchlistPageType.from(await services.watchlist.list(actor, parse(WatchlistListCommand, { tenantId, page, search })));
  }

  @Authorized('SuperAdmin', 'TenantAdmin')
  @Mutation(() => WatchlistEntryType, { description: 'Adds a person to the watchlist.' })
  async addWatchlistEntry(
    @Arg('input', () => AddWatchlistEntryInput, { description: 'The new entry.' }) input: AddWatchlistEntryInput,
    @Ctx() { services, actor }: WatchlistContext,
  ) {
    return WatchlistEntryType.from(await services.watchlist.add(actor, parse(AddWatchlistEntryCommand, { ...input })));
  }

  @Authorized('SuperAdmin', 'TenantAdmin')
  @Mutation(() => WatchlistEntryType, { description: 'Edits a watchlist entry (every field sent replaces it).' })
  async updateWatchlistEntry(
    @Arg('input', () => UpdateWatchlistEntryInput, { description: "The entry's id and fields." }) input: UpdateWatchlistEntryInput,
    @Ctx() { services, actor }: WatchlistContext,
  ) {
    return WatchlistEntryType.from(await services.watchlist.update(actor, parse(UpdateWatchlistEntryCommand, { ...input })));
  }

  @Authorized('SuperAdmin', 'TenantAdmin')
  @Mutation(() => Boolean, { description: 'Removes a watchlist entry; its past matches stay with their visits.' })
  async removeWatchlistEntry(
    @Arg('id', () => ID, { description: "The entry's id." }) id: string,
    @Ctx() { services, actor }: WatchlistContext,
  ) {
    return services.watchlist.remove(actor, parse(WatchlistEntryIdCommand, { id }));
  }

  @Authorized('SuperAdmin', 'TenantAdmin', 'DepotManager')
  @Query(() => WatchlistMatchPageType, {
    description: 'Sign-ins that matched the watchlist, newest first: at a depot, or every depot the staff member sees.',
  })
  async watchlistMatches(
    @Ctx() { services, actor }: WatchlistContext,
    @Arg('depotId', () => ID, { nullable: true, description: 'One depot (DepotManager: theirs)' }) depotId?: string,
    @Arg('tenantId', () => ID, { nullable: true, description: 'SuperAdmin: the tenant' }) tenantId?: string,
    @Arg('page', () => Int, { nullable: true, description: 'Page number from 1 (default 1).' }) page?: number,
  ) {
    return WatchlistMatchPageType.from(
      await services.watchlist.matches(actor, parse(WatchlistMatchesCommand, { depotId, tenantId, page })),
    );
  }

  @Authorized()
  @Query(() => WatchlistCheckType, { description: 'Whether a person about to be booked matches the watchlist (nothing is recorded).' })
  async watchlistCheck(
    @Arg('input', () => WatchlistCheckInput, { description: 'The person and the depot.' }) input: WatchlistCheckInput,
    @Ctx() { services, actor }: WatchlistContext,
  ) {
    return WatchlistCheckType.from(await services.watchlist.check(actor, parse(WatchlistCheckCommand, { ...input })));
  }

  @Subscription(() => WatchlistMatchedType, {
    description: "Every watchlist match at a depot of the subscriber's tenant (SuperAdmin, TenantAdmin, the depot's DepotManager).",
    subscribe: ({ args, context }) =>
      (context as WatchlistContext).services.watchlist.watch((context as WatchlistContext).actor, args.depotId as string),
  })
  watchlistMatched(
    @Arg('depotId', () => ID, { description: "The depot to watch (of the subscriber's tenant; another tenant's answers NOT_FOUND)." })
    _depotId: string,
    @Root() event: WatchlistMatchedEvent,
  ): WatchlistMatchedType {
    return WatchlistMatchedType.from(event);
  }
}
