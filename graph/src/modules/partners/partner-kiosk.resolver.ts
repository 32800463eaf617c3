import { Arg, Args, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { entryOf } from '../kiosk-entries/kiosk-entry.commands';
import type { PartnersContext } from '.';
import { parse } from '../../core/command';
import { base64Png } from '../attendance/attendance.service';
import { kioskThrottle } from '../../core/graphql/kiosk-throttle';
import { ClockOutCommand, PartnerSignatureCommand } from './partner.commands';
import { PartnerLookupArgs, ShiftValidationArgs } from './partner.args';
import { ClockInput, ClockResultType, KioskPartnerType, PartnerSignatureInput, ShiftValidationType } from './partner-kiosk.type';

/** The partner kiosk (public, throttled per IP like the REST twins). */
@Resolver()
export class PartnerKioskResolver {
  @Query(() => ShiftValidationType, { description: "Public: may the partner clock in now (its shift in the depot's zone)?" })
  async partnerShiftValidation(@Args(() => ShiftValidationArgs) args: ShiftValidationArgs, @Ctx() ctx: PartnersContext) {
    await kioskThrottle(ctx, 'partnerShiftValidation', 'lookup');
    return ShiftValidationType.from(await ctx.services.partnerKiosk.validateShift(ctx.actor, ShiftValidationArgs.parse(args)));
  }

  @Query(() => KioskPartnerType, { description: 'Public: the spec 4.5 decision for a work id at a depot.' })
  async kioskPartner(@Args(() => PartnerLookupArgs) args: PartnerLookupArgs, @Ctx() ctx: PartnersContext) {
    await kioskThrottle(ctx, 'kioskPartner', 'lookup');
    return KioskPartnerType.from(await ctx.services.partnerKiosk.lookup(ctx.actor, PartnerLookupArgs.parse(args)));
  }

  @Mutation(() => ClockResultType, {
    description:
      'Public (partner kiosk, throttled per IP): clocks a partner in at a depot, within its shift. Already clocked in today, a single-sign partner done for the day, or a badge in use answer CONFLICT; outside its shift, or without the badge or temperature its kiosk asks for, BAD_USER_INPUT.',
  })
  async clockIn(
    @Arg('input', () => ClockInput, { description: 'The depot, work id and what the kiosk asked for.' }) input: ClockInput,
    @Ctx() ctx: PartnersContext,
  ) {
    await kioskThrottle(ctx, 'clockIn', 'lookup');
    return ClockResultType.from(await ctx.services.partnerKiosk.clockIn(ctx.actor, ClockInput.parse(input)));
  }

  @Mutation(() => ClockResultType, {
    description:
      'Public (partner kiosk, throttled per IP): clocks a partner out. Already clocked out today answers CONFLICT; not clocked in at all BAD_USER_INPUT.',
  })
  async clockOut(
    @Arg('input', () => ClockInput, { description: 'The depot and work id.' }) input: ClockInput,
    @Ctx() ctx: PartnersContext,
  ) {
    await kioskThrottle(ctx, 'clockOut', 'lookup');
    return ClockResultType.from(
      await ctx.services.partnerKiosk.clockOut(ctx.actor, parse(ClockOutCommand, { ...input, entry: entryOf(input.entry) })),
    );
  }

  @Mutation(() => Boolean, {
    description:
      "Public: stores the partner's signature for its open clock-in at the depot (a second replaces the first). No open clock-in answers BAD_USER_INPUT.",
  })
  async submitPartnerSignature(
    @Arg('input', () => PartnerSignatureInput, { description: 'The depot, work id and PNG.' }) input: PartnerSignatureInput,
    @Ctx() ctx: PartnersContext,
  ) {
    await kioskThrottle(ctx, 'submitPartnerSignature');
    return ctx.services.partnerKiosk.submitSignature(
      ctx.actor,
      parse(PartnerSignatureCommand, { depotId: input.depotId, workId: input.workId, png: base64Png(input.png) }),
    );
  }
}
