import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { PresenceContext } from '.';
import { parse } from '../../core/command';
import type { EvacuationChangedEvent } from '../../contracts/topics';
import { EvacuationIdCommand } from './evacuation.commands';
import { DepotPresenceArgs, EvacuationListArgs, MarkEvacueeArgs, StartEvacuationArgs } from './presence.args';
import { EvacuationChangeType, EvacuationPageType, EvacuationType, EvacueeType } from './evacuation.type';

@Resolver()
export class EvacuationResolver {
  @Authorized('SuperAdmin', 'TenantAdmin', 'DepotManager')
  @Mutation(() => EvacuationType, { description: 'Starts an evacuation roll-call of a depot: everyone on site now is on its list.' })
  async startEvacuation(@Args(() => StartEvacuationArgs) args: StartEvacuationArgs, @Ctx() { services, actor }: PresenceContext) {
    return EvacuationType.from(await services.evacuations.start(actor, StartEvacuationArgs.parse(args)));
  }

  @Authorized()
  @Mutation(() => EvacueeType, { description: 'A marshal marks a person safe (safe: false undoes it) while the roll-call is open.' })
  async markEvacuee(@Args(() => MarkEvacueeArgs) args: MarkEvacueeArgs, @Ctx() { services, actor }: PresenceContext) {
    return EvacueeType.from(await services.evacuations.mark(actor, MarkEvacueeArgs.parse(args)));
  }

  @Authorized('SuperAdmin', 'TenantAdmin', 'DepotManager')
  @Mutation(() => EvacuationType, { description: 'Ends a roll-call; whoever is still unmarked is recorded as unaccounted for.' })
  async endEvacuation(
    @Arg('id', () => ID, { description: "The evacuation's id." }) id: string,
    @Ctx() { services, actor }: PresenceContext,
  ) {
    return EvacuationType.from(await services.evacuations.end(actor, parse(EvacuationIdCommand, { evacuationId: id })));
  }

  @Authorized()
  @Query(() => EvacuationType, { description: 'One roll-call with its list.' })
  async evacuation(@Arg('id', () => ID, { description: "The evacuation's id." }) id: string, @Ctx() { services, actor }: PresenceContext) {
    return EvacuationType.from(await services.evacuations.get(actor, parse(EvacuationIdCommand, { evacuationId: id })));
  }

  @Authorized()
  @Query(() => EvacuationType, { nullable: true, description: "The depot's roll-call under way, if any." })
  async currentEvacuation(@Args(() => DepotPresenceArgs) args: DepotPresenceArgs, @Ctx() { services, actor }: PresenceContext) {
    const v = await services.evacuations.current(actor, DepotPresenceArgs.parse(args));
    return v ? EvacuationType.from(v) : null;
  }

  @Authorized('SuperAdmin', 'TenantAdmin', 'DepotManager')
  @Query(() => EvacuationPageType, { description: "A depot's roll-calls, newest first, 10 a page." })
  async evacuations(@Args(() => EvacuationListArgs) args: EvacuationListArgs, @Ctx() { services, actor }: PresenceContext) {
    return EvacuationPageType.from(await services.evacuations.list(actor, EvacuationListArgs.parse(args)));
  }

  @Subscription(() => EvacuationChangeType, {
    description: "Every start, mark and end of a roll-call at a depot of the subscriber's tenant.",
    subscribe: ({ args, context }) =>
      (context as PresenceContext).services.evacuations.watch((context as PresenceContext).actor, args.depotId as string),
  })
  evacuationChanged(
    @Arg('depotId', () => ID, { description: "The depot to watch (of the subscriber's tenant; another tenant's answers NOT_FOUND)." })
    _depotId: string,
    @Root() event: EvacuationChangedEvent,
  ): EvacuationChangeType {
    return EvacuationChangeType.from(event);
  }
}
