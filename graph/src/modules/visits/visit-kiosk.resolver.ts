import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GqlContext } from '../../core/graphql/context';
import { parse } from '../../core/command';
import { base64Png } from '../attendance/attendance.service';
import { kioskThrottle } from './kiosk-throttle';
import { entryOf } from '../kiosk-entries/kiosk-entry.commands';
import {
  BeforeCheckoutCommand,
  CheckInCommand,
  CheckOutCommand,
  QrInfoCommand,
  ResolveVisitorCommand,
  SubmitSignatureCommand,
  UnplannedCheckInCommand,
  VisitorStatusCommand,
} from './visit-kiosk.commands';
import {
  FetchVisitorInput,
  SubmitSignatureInput,
  UnplannedCheckInInput,
  VisitorCheckInInput,
  VisitorCheckOutInput,
} from './visit-kiosk.inputs';
import {
  KioskAttendanceType,
  KioskCheckoutType,
  KioskVisitorType,
  QrInfoType,
  VisitorOnSiteType,
  VisitorStatusType,
} from './visit-kiosk.type';

@Resolver()
export class VisitKioskResolver {
  @Query(() => QrInfoType, {
    description: "Public: a reference's kind (Planned, Regular, Partner); else 'Wrong Reference Number Entered'.",
  })
  async qrInfo(@Arg('meetingReference') meetingReference: string, @Ctx() ctx: GqlContext) {
    await kioskThrottle(ctx, 'qrInfo', 'lookup');
    return QrInfoType.from(await ctx.services.referenceResolution.qrInfo(ctx.actor, parse(QrInfoCommand, { meetingReference })));
  }

  @Query(() => KioskVisitorType, { description: 'Public: a reference (or e-mail/RV code + passcode) resolved at a depot (spec 4.2).' })
  async kioskVisitor(@Arg('input') input: FetchVisitorInput, @Ctx() ctx: GqlContext) {
    await kioskThrottle(ctx, 'kioskVisitor', 'lookup');
    return KioskVisitorType.from(
      await ctx.services.referenceResolution.resolve(
        ctx.actor,
        parse(ResolveVisitorCommand, { ...input, passCode: input.passCode ? { ...input.passCode } : undefined }),
      ),
    );
  }

  @Query(() => [String], {
    description:
      "Public: the active visit reasons of the tenant (by depot, or the staff's tenant): its own list once it manages one, else the global list.",
  })
  async visitorReasons(@Arg('depotId', () => ID, { nullable: true }) depotId: string | null, @Ctx() ctx: GqlContext) {
    await kioskThrottle(ctx, 'visitorReasons');
    return ctx.services.visitorViews.reasons(ctx.actor, depotId);
  }

  @Query(() => VisitorStatusType, { description: 'Public: whether a reference is checked in / out (no personal data).' })
  async visitorStatus(@Arg('reference') reference: string, @Ctx() ctx: GqlContext) {
    await kioskThrottle(ctx, 'visitorStatus', 'lookup');
    return VisitorStatusType.from(await ctx.services.referenceResolution.status(ctx.actor, parse(VisitorStatusCommand, { reference })));
  }

  @Authorized()
  @Query(() => [VisitorOnSiteType], { description: 'Visitors signed in now at the depots the actor may see.' })
  async visitorsOnSite(@Ctx() ctx: GqlContext) {
    return (await ctx.services.visitorViews.onSite(ctx.actor)).map((v) => VisitorOnSiteType.from(v));
  }

  @Query(() => KioskCheckoutType, { description: 'Public: who is about to sign out, by badge or reference (name and badge only).' })
  async visitorBeforeCheckout(
    @Arg('depotId', () => ID) depotId: string,
    @Arg('depotBadgeNum', () => String, { nullable: true }) depotBadgeNum: string | null,
    @Arg('meetingReference', () => String, { nullable: true }) meetingReference: string | null,
    @Ctx() ctx: GqlContext,
  ) {
    await kioskThrottle(ctx, 'visitorBeforeCheckout', 'lookup');
    return KioskCheckoutType.from(
      await ctx.services.visitCheckOut.beforeCheckout(
        ctx.actor,
        parse(BeforeCheckoutCommand, { depotId, depotBadgeNum, meetingReference }),
      ),
    );
  }

  @Mutation(() => KioskAttendanceType, { description: 'Public: planned or regular check-in (api/checkIn, api/checkInQR).' })
  async visitorCheckIn(@Arg('input') input: VisitorCheckInInput, @Ctx() ctx: GqlContext) {
    await kioskThrottle(ctx, 'visitorCheckIn', 'lookup');
    return KioskAttendanceType.from(
      await ctx.services.visitCheckIn.checkIn(
        ctx.actor,
        parse(CheckInCommand, { ...input, ruleAnswers: input.ruleAnswers ? { ...input.ruleAnswers } : undefined }),
      ),
    );
  }

  @Mutation(() => KioskAttendanceType, { description: 'Public: a walk-in check-in (api/unplanned-visit-checkIn).' })
  async unplannedCheckIn(@Arg('input') input: UnplannedCheckInInput, @Ctx() ctx: GqlContext) {
    await kioskThrottle(ctx, 'unplannedCheckIn');
    return KioskAttendanceType.from(
      await ctx.services.visitCheckIn.unplannedCheckIn(
        ctx.actor,
        parse(UnplannedCheckInCommand, { ...input, ruleAnswers: { ...input.ruleAnswers }, entry: entryOf(input.entry) }),
      ),
    );
  }

  @Mutation(() => KioskCheckoutType, {
    description: 'Public: kiosk sign-out by badge (uppercased) or reference (api/checkOut, api/QRcheckOut).',
  })
  async visitorCheckOut(@Arg('input') input: VisitorCheckOutInput, @Ctx() ctx: GqlContext) {
    await kioskThrottle(ctx, 'visitorCheckOut', 'lookup');
    return KioskCheckoutType.from(
      await ctx.services.visitCheckOut.checkOut(ctx.actor, parse(CheckOutCommand, { ...input, entry: entryOf(input.entry) })),
    );
  }

  @Mutation(() => Boolean, { description: 'Public: the signature PNG (base64) for an open sign-in; a second one replaces the first.' })
  async submitSignature(@Arg('input') input: SubmitSignatureInput, @Ctx() ctx: GqlContext) {
    await kioskThrottle(ctx, 'submitSignature');
    return ctx.services.visitCheckIn.submitSignature(
      ctx.actor,
      parse(SubmitSignatureCommand, {
        depotId: input.depotId,
        attendanceId: input.attendanceId,
        depotBadgeNum: input.depotBadgeNum,
        png: base64Png(input.png),
      }),
    );
  }
}
