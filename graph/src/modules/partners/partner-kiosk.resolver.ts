import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { entryOf } from '../kiosk-entries/kiosk-entry.commands';
import type { GqlContext } from '../../core/graphql/context';
import { parse } from '../../core/command';
import { base64Png } from '../attendance/attendance.service';
import { kioskThrottle } from '../visits/kiosk-throttle';
import { ClockInCommand, ClockOutCommand, PartnerLookupCommand, PartnerSignatureCommand, ShiftValidationCommand } from './partner.commands';
import { ClockInput, ClockResultType, KioskPartnerType, PartnerSignatureInput, ShiftValidationType } from './partner-kiosk.type';

/** The partner kiosk (public, throttled per IP like the REST twins). */
@Resolver()
export class PartnerKioskResolver {
  @Query(() => ShiftValidationType, { description: "Public: may the partner clock in now (its shift in the depot's zone)?" })
  async partnerShiftValidation(@Arg('depotId', () => ID) depotId: string, @Arg('workId') workId: string, @Ctx() ctx: GqlContext) {
    await kioskThrottle(ctx, 'partnerShiftValidation', 'lookup');
    return ShiftValidationType.from(
      await ctx.services.partnerKiosk.validateShift(ctx.actor, parse(ShiftValidationCommand, { depotId, workId })),
    );
  }

  @Query(() => KioskPartnerType, { description: 'Public: the spec 4.5 decision for a work id at a depot.' })
  async kioskPartner(@Arg('depotId', () => ID) depotId: string, @Arg('workId') workId: string, @Ctx() ctx: GqlContext) {
    await kioskThrottle(ctx, 'kioskPartner', 'lookup');
    return KioskPartnerType.from(await ctx.services.partnerKiosk.lookup(ctx.actor, parse(PartnerLookupCommand, { depotId, workId })));
  }

  @Mutation(() => ClockResultType)
  async clockIn(@Arg('input') input: ClockInput, @Ctx() ctx: GqlContext) {
    await kioskThrottle(ctx, 'clockIn', 'lookup');
    return ClockResultType.from(
      await ctx.services.partnerKiosk.clockIn(ctx.actor, parse(ClockInCommand, { ...input, entry: entryOf(input.entry) })),
    );
  }

  @Mutation(() => ClockResultType)
  async clockOut(@Arg('input') input: ClockInput, @Ctx() ctx: GqlContext) {
    await kioskThrottle(ctx, 'clockOut', 'lookup');
    return ClockResultType.from(
      await ctx.services.partnerKiosk.clockOut(ctx.actor, parse(ClockOutCommand, { ...input, entry: entryOf(input.entry) })),
    );
  }

  @Mutation(() => Boolean)
  async submitPartnerSignature(@Arg('input') input: PartnerSignatureInput, @Ctx() ctx: GqlContext) {
    await kioskThrottle(ctx, 'submitPartnerSignature');
    return ctx.services.partnerKiosk.submitSignature(
      ctx.actor,
      parse(PartnerSignatureCommand, { depotId: input.depotId, workId: input.workId, png: base64Png(input.png) }),
    );
  }
}
