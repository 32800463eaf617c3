import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { kioskThrottle } from '../../core/graphql/kiosk-throttle';
import type { EvacuationNoticesContext } from '.';
import { KioskMusterPeopleArgs } from './muster.args';
import { KioskMarkSafeInput, KioskMusterPersonType, KioskSafeType } from './muster.type';

/** The kiosk at the muster point (issue 39): the depot's setting (staff) and "I am safe" by badge or name (public, throttled). */
@Resolver()
export class MusterResolver {
  @Authorized()
  @Query(() => Boolean, { description: 'Whether the depot\'s kiosks stand at the muster point ("I am safe" during a roll-call).' })
  async depotMusterKiosk(
    @Arg('depotId', () => ID, { description: 'The depot.' }) depotId: string,
    @Ctx() { services, actor }: EvacuationNoticesContext,
  ) {
    return services.muster.musterKiosk(actor, depotId);
  }

  @Authorized('SuperAdmin', 'TenantAdmin', 'DepotManager')
  @Mutation(() => Boolean, {
    description:
      'Sets whether the depot\'s kiosks stand at the muster point: during a roll-call they offer "I am safe" by badge or by name. Answers the new value.',
  })
  async setDepotMusterKiosk(
    @Arg('depotId', () => ID, { description: 'The depot.' }) depotId: string,
    @Arg('on', { description: 'true: the kiosks offer "I am safe"; false: they show the evacuation screen only.' }) on: boolean,
    @Ctx() { services, actor }: EvacuationNoticesContext,
  ) {
    return services.muster.setMusterKiosk(actor, depotId, on);
  }

  @Query(() => [KioskMusterPersonType], {
    description:
      "Public (muster kiosk, throttled per IP): those still missing on the depot's roll-call whose first or last name starts with the search (two letters at least), first name and initial only; empty when none is under way or the kiosk is not at the muster point.",
  })
  async kioskMusterPeople(@Args(() => KioskMusterPeopleArgs) args: KioskMusterPeopleArgs, @Ctx() ctx: EvacuationNoticesContext) {
    await kioskThrottle(ctx, 'kioskMusterPeople', 'lookup');
    const people = await ctx.services.muster.people(KioskMusterPeopleArgs.parse(args));
    return people.map((p) => KioskMusterPersonType.from(p));
  }

  @Mutation(() => KioskSafeType, {
    description:
      'Public (muster kiosk, throttled per IP): "I am safe" by badge (a depot badge or a partner\'s work id) or by a person picked by name: marked on the depot\'s roll-call at once, self-reported at the kiosk. Once (a second answers the first time); no roll-call under way or the kiosk not at the muster point: CONFLICT; not on this roll-call: NOT_FOUND.',
  })
  async kioskMarkSafe(
    @Arg('input', () => KioskMarkSafeInput, { description: 'The depot and who.' }) input: KioskMarkSafeInput,
    @Ctx() ctx: EvacuationNoticesContext,
  ) {
    await kioskThrottle(ctx, 'kioskMarkSafe');
    return KioskSafeType.from(await ctx.services.muster.markSafe(KioskMarkSafeInput.parse(input)));
  }
}
