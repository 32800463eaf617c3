import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { EvacuationNoticesContext } from '.';
import { KioskEvacuationType, SafeLinkType } from './evacuation-notice.type';

/** A depot's assembly point (staff), the "I am safe" link (its holder) and the kiosk's evacuation notice (public). */
@Resolver()
export class EvacuationNoticeResolver {
  @Authorized()
  @Query(() => String, { nullable: true, description: 'Where people go in an evacuation at a depot the actor may see; null: not set.' })
  async depotAssemblyPoint(
    @Arg('depotId', () => ID, { description: 'The depot.' }) depotId: string,
    @Ctx() { services, actor }: EvacuationNoticesContext,
  ) {
    return services.evacuationNotices.assemblyPoint(actor, depotId);
  }

  @Authorized('SuperAdmin', 'TenantAdmin', 'DepotManager')
  @Mutation(() => String, {
    nullable: true,
    description:
      'Sets where people go in an evacuation at a depot (at most 300 characters; blank clears it): the kiosk and the "I am safe" e-mail say it. Answers the new value.',
  })
  async setDepotAssemblyPoint(
    @Arg('depotId', () => ID, { description: 'The depot.' }) depotId: string,
    @Arg('text', () => String, { nullable: true, description: 'E.g. "Car park B, by the gate"; blank or null: not set.' })
    text: string | null,
    @Ctx() { services, actor }: EvacuationNoticesContext,
  ) {
    return services.evacuationNotices.setAssemblyPoint(actor, depotId, text ?? null);
  }

  @Query(() => SafeLinkType, { description: 'What an "I am safe" link shows its holder (public; the token is the link\'s).' })
  async safeLink(
    @Arg('token', { description: 'The token of the link (/safe/{token}).' }) token: string,
    @Ctx() { services }: EvacuationNoticesContext,
  ) {
    return SafeLinkType.from(await services.evacuationNotices.readLink(token));
  }

  @Mutation(() => SafeLinkType, {
    description:
      'The holder of an "I am safe" link is safe: marked on the roll-call at once (self-reported). Once: a second use answers the same state; after the roll-call ended, CONFLICT.',
  })
  async markSelfSafe(
    @Arg('token', { description: 'The token of the link (/safe/{token}).' }) token: string,
    @Ctx() { services }: EvacuationNoticesContext,
  ) {
    return SafeLinkType.from(await services.evacuationNotices.markSafe(token));
  }

  @Query(() => KioskEvacuationType, {
    nullable: true,
    description: "The depot's roll-call under way, as its kiosk shows it (public: that one is under way and where to go); null: none.",
  })
  async kioskEvacuation(
    @Arg('depotId', () => ID, { description: 'The depot.' }) depotId: string,
    @Ctx() { services }: EvacuationNoticesContext,
  ) {
    const v = await services.evacuationNotices.forKiosk(depotId);
    return v ? KioskEvacuationType.from(v) : null;
  }
}
