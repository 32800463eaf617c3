import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { WatchlistEntryIdArgs, WatchlistListArgs, WatchlistMatchesArgs } from './watchlist.args';
import type { WatchlistContext } from '.';
import type { WatchlistMatchedEvent } from '../../contracts/topics';
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
  async watchlist(@Ctx() { services, actor }: WatchlistContext, @Args(() => WatchlistListArgs) args: WatchlistListArgs) {
    return WatchlistPageType.from(await services.watchlist.list(actor, WatchlistListArgs.parse(args)));
  }

  @Authorized('SuperAdmin', 'TenantAdmin')
  @Mutation(() => WatchlistEntryType, { description: 'Adds a person to the watchlist.' })
  async addWatchlistEntry(
    @Arg('input', () => AddWatchlistEntryInput, { description: 'The new entry.' }) input: AddWatchlistEntryInput,
    @Ctx() { services, actor }: WatchlistContext,
  ) {
    return WatchlistEntryType.from(await services.watchlist.add(actor, AddWatchlistEntryInput.parse(input)));
  }

  @Authorized('SuperAdmin', 'TenantAdmin')
  @Mutation(() => WatchlistEntryType, { description: 'Edits a watchlist entry (every field sent replaces it).' })
  async updateWatchlistEntry(
    @Arg('input', () => UpdateWatchlistEntryInput, { description: "The entry's id and fields." }) input: UpdateWatchlistEntryInput,
    @Ctx() { services, actor }: WatchlistContext,
  ) {
    return WatchlistEntryType.from(await services.watchlist.update(actor, UpdateWatchlistEntryInput.parse(input)));
  }

  @Authorized('SuperAdmin', 'TenantAdmin')
  @Mutation(() => Boolean, { description: 'Removes a watchlist entry; its past matches stay with their visits.' })
  async removeWatchlistEntry(@Args(() => WatchlistEntryIdArgs) args: WatchlistEntryIdArgs, @Ctx() { services, actor }: WatchlistContext) {
    return services.watchlist.remove(actor, WatchlistEntryIdArgs.parse(args));
  }

  @Authorized('SuperAdmin', 'TenantAdmin', 'DepotManager')
  @Query(() => WatchlistMatchPageType, {
    description: 'Sign-ins that matched the watchlist, newest first: at a depot, or every depot the staff member sees.',
  })
  async watchlistMatches(@Ctx() { services, actor }: WatchlistContext, @Args(() => WatchlistMatchesArgs) args: WatchlistMatchesArgs) {
    return WatchlistMatchPageType.from(await services.watchlist.matches(actor, WatchlistMatchesArgs.parse(args)));
  }

  @Authorized()
  @Query(() => WatchlistCheckType, { description: 'Whether a person about to be booked matches the watchlist (nothing is recorded).' })
  async watchlistCheck(
    @Arg('input', () => WatchlistCheckInput, { description: 'The person and the depot.' }) input: WatchlistCheckInput,
    @Ctx() { services, actor }: WatchlistContext,
  ) {
    return WatchlistCheckType.from(await services.watchlist.check(actor, WatchlistCheckInput.parse(input)));
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
