import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { VisitsContext } from '.';
import { parse } from '../../core/command';
import { base64Png } from '../attendance/attendance.service';
import { kioskThrottle } from '../../core/graphql/kiosk-throttle';
import { SubmitSignatureCommand } from './visit-kiosk.commands';
import {
  FetchVisitorInput,
  SubmitSignatureInput,
  UnplannedCheckInInput,
  VisitorCheckInInput,
  VisitorCheckOutInput,
} from './visit-kiosk.inputs';
import { BeforeCheckoutArgs, QrInfoArgs, VisitorStatusArgs } from './visit.args';
import {
  KioskAttendanceType,
  KioskCheckoutType,
  KioskHostType,
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
  async qrInfo(@Args(() => QrInfoArgs) args: QrInfoArgs, @Ctx() ctx: VisitsContext) {
    await kioskThrottle(ctx, 'qrInfo', 'lookup');
    return QrInfoType.from(await ctx.services.referenceResolution.qrInfo(ctx.actor, QrInfoArgs.parse(args)));
  }

  @Query(() => KioskVisitorType, { description: 'Public: a reference (or e-mail/RV code + passcode) resolved at a depot (spec 4.2).' })
  async kioskVisitor(
    @Arg('input', () => FetchVisitorInput, {
      description: 'The depot, the reference, and for a regular visitor signing in by e-mail the passcode answer.',
    })
    input: FetchVisitorInput,
    @Ctx() ctx: VisitsContext,
  ) {
    await kioskThrottle(ctx, 'kioskVisitor', 'lookup');
    return KioskVisitorType.from(await ctx.services.referenceResolution.resolve(ctx.actor, FetchVisitorInput.parse(input)));
  }

  @Query(() => [String], {
    description:
      "Public: the active visit reasons of the tenant (by depot, or the staff's tenant): its own list once it manages one, else the global list.",
  })
  async visitorReasons(
    @Arg('depotId', () => ID, {
      description: "The kiosk's depot (public callers must give it); staff may omit it for their own tenant.",
      nullable: true,
    })
    depotId: string | null,
    @Ctx() ctx: VisitsContext,
  ) {
    await kioskThrottle(ctx, 'visitorReasons');
    return ctx.services.visitorViews.reasons(ctx.actor, depotId);
  }

  @Query(() => [KioskHostType], {
    description:
      "Public (issue 36): the people who host at the kiosk's depot, for the walk-in form's host picker: display names and opaque ids only.",
  })
  async kioskHosts(@Arg('depotId', () => ID, { description: "The kiosk's depot." }) depotId: string, @Ctx() ctx: VisitsContext) {
    await kioskThrottle(ctx, 'kioskHosts');
    return (await ctx.services.visitorViews.hosts(depotId)).map((h) => KioskHostType.from(h));
  }

  @Query(() => VisitorStatusType, { description: 'Public: whether a reference is checked in / out (no personal data).' })
  async visitorStatus(@Args(() => VisitorStatusArgs) args: VisitorStatusArgs, @Ctx() ctx: VisitsContext) {
    await kioskThrottle(ctx, 'visitorStatus', 'lookup');
    return VisitorStatusType.from(await ctx.services.referenceResolution.status(ctx.actor, VisitorStatusArgs.parse(args)));
  }

  @Authorized()
  @Query(() => [VisitorOnSiteType], { description: 'Visitors signed in now at the depots the actor may see.' })
  async visitorsOnSite(@Ctx() ctx: VisitsContext) {
    return (await ctx.services.visitorViews.onSite(ctx.actor)).map((v) => VisitorOnSiteType.from(v));
  }

  @Query(() => KioskCheckoutType, { description: 'Public: who is about to sign out, by badge or reference (name and badge only).' })
  async visitorBeforeCheckout(@Args(() => BeforeCheckoutArgs) args: BeforeCheckoutArgs, @Ctx() ctx: VisitsContext) {
    await kioskThrottle(ctx, 'visitorBeforeCheckout', 'lookup');
    return KioskCheckoutType.from(await ctx.services.visitCheckOut.beforeCheckout(ctx.actor, BeforeCheckoutArgs.parse(args)));
  }

  @Mutation(() => KioskAttendanceType, { description: 'Public: planned or regular check-in (api/checkIn, api/checkInQR).' })
  async visitorCheckIn(
    @Arg('input', () => VisitorCheckInInput, {
      description: "The reference, the visitor's details for a planned visit, and the rule answers.",
    })
    input: VisitorCheckInInput,
    @Ctx() ctx: VisitsContext,
  ) {
    await kioskThrottle(ctx, 'visitorCheckIn', 'lookup');
    return KioskAttendanceType.from(await ctx.services.visitCheckIn.checkIn(ctx.actor, VisitorCheckInInput.parse(input)));
  }

  @Mutation(() => KioskAttendanceType, { description: 'Public: a walk-in check-in (api/unplanned-visit-checkIn).' })
  async unplannedCheckIn(
    @Arg('input', () => UnplannedCheckInInput, { description: "The walk-in visitor's details, reason and rule answers." })
    input: UnplannedCheckInInput,
    @Ctx() ctx: VisitsContext,
  ) {
    await kioskThrottle(ctx, 'unplannedCheckIn');
    return KioskAttendanceType.from(await ctx.services.visitCheckIn.unplannedCheckIn(ctx.actor, UnplannedCheckInInput.parse(input)));
  }

  @Mutation(() => KioskCheckoutType, {
    description: 'Public: kiosk sign-out by badge (uppercased) or reference (api/checkOut, api/QRcheckOut).',
  })
  async visitorCheckOut(
    @Arg('input', () => VisitorCheckOutInput, { description: 'The depot and the badge number or reference of the visitor signing out.' })
    input: VisitorCheckOutInput,
    @Ctx() ctx: VisitsContext,
  ) {
    await kioskThrottle(ctx, 'visitorCheckOut', 'lookup');
    return KioskCheckoutType.from(await ctx.services.visitCheckOut.checkOut(ctx.actor, VisitorCheckOutInput.parse(input)));
  }

  @Mutation(() => Boolean, { description: 'Public: the signature PNG (base64) for an open sign-in; a second one replaces the first.' })
  async submitSignature(
    @Arg('input', () => SubmitSignatureInput, { description: 'The depot, the open sign-in (by attendanceId or badge) and the PNG.' })
    input: SubmitSignatureInput,
    @Ctx() ctx: VisitsContext,
  ) {
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
