import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { PresenceContext } from '.';
import { parse } from '../../core/command';
import type { EvacuationChangedEvent } from '../../contracts/topics';
import { DepotPresenceCommand } from './presence.commands';
import { EvacuationIdCommand, EvacuationListCommand, MarkEvacueeCommand } from './evacuation.commands';
import { EvacuationChangeType, EvacuationPageType, EvacuationType, EvacueeType } from './evacuation.type';

@Resolver()
export class EvacuationResolver {
  @Authorized('SuperAdmin', 'TenantAdmin', 'DepotManager')
  @Mutation(() => EvacuationType, { description: 'Starts an evacuation roll-call of a depot: everyone on site now is on its list.' })
  async startEvacuation(
    @Arg('depotId', () => ID, { description: "The depot's id. A roll-call already open there answers CONFLICT." }) depotId: string,
    @Ctx() { services, actor }: PresenceContext,
  ) {
    return EvacuationType.from(await services.evacuations.start(actor, parse(DepotPresenceCommand, { depotId })));
  }

  @Authorized()
  @Mutation(() => EvacueeType, { description: 'A marshal marks a person safe (safe: false undoes it) while the roll-call is open.' })
  async markEvacuee(
    @Arg('entryId', () => ID, { description: "The person's entry on the list (Evacuee.entryId). After the end answers CONFLICT." })
    entryId: string,
    @Arg('safe', { description: 'true (default) marks the person safe; false undoes it.', defaultValue: true }) safe: boolean,
    @Ctx() { services, actor }: PresenceContext,
  ) {
    return EvacueeType.from(await services.evacuations.mark(actor, parse(MarkEvacueeCommand, { entryId, safe })));
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
  async currentEvacuation(
    @Arg('depotId', () => ID, { description: "The depot's id." }) depotId: string,
    @Ctx() { services, actor }: PresenceContext,
  ) {
    const v = await services.evacuations.current(actor, parse(DepotPresenceCommand, { depotId }));
    return v ? EvacuationType.from(v) : null;
  }

  @Authorized('SuperAdmin', 'TenantAdmin', 'DepotManager')
  @Query(() => EvacuationPageType, { description: "A depot's roll-calls, newest first, 10 a page." })
  async evacuations(
    @Arg('depotId', () => ID, { description: "The depot's id." }) depotId: string,
    @Arg('page', () => Int, { description: 'Page number from 1 (default 1).', defaultValue: 1 }) page: number,
    @Ctx() { services, actor }: PresenceContext,
  ) {
    return EvacuationPageType.from(await services.evacuations.list(actor, parse(EvacuationListCommand, { depotId, page })));
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
