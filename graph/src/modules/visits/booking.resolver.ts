import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { scope } from '../../core/auth/api-scopes';
import type { VisitsContext } from '.';
import { parse } from '../../core/command';
import { CheckOutByStaffCommand } from './visit-kiosk.commands';
import { KioskCheckoutType } from './visit-kiosk.type';
import { CheckOutByStaffArgs, ResendBookingQrArgs } from './visit.args';
import { BookedVisitType, BookVisitInput, EditBookingInput } from './booking.type';

@Resolver()
export class BookingResolver {
  @Authorized(scope('WRITE_BOOKINGS'))
  @Mutation(() => BookedVisitType, {
    description: "Book a planned visit; the visitor is e-mailed the reference and its QR code ('Visitor Booked Successfully!').",
  })
  async bookVisit(
    @Arg('input', () => BookVisitInput, { description: 'The visitor, depot, day, time, host and kiosk flags.' }) input: BookVisitInput,
    @Ctx() { services, actor }: VisitsContext,
  ) {
    return BookedVisitType.from(await services.bookings.book(actor, BookVisitInput.parse(input)));
  }

  @Authorized(scope('WRITE_BOOKINGS'))
  @Mutation(() => BookedVisitType, {
    description:
      'Edit a booking before its visit: date, time, host and flags. A cancelled, checked-in or past booking cannot change (409).',
  })
  async editBooking(
    @Arg('input', () => EditBookingInput, { description: "The booking's id and its new date, time, host and flags." })
    input: EditBookingInput,
    @Ctx() { services, actor }: VisitsContext,
  ) {
    return BookedVisitType.from(await services.bookings.edit(actor, EditBookingInput.parse(input)));
  }

  @Authorized()
  @Mutation(() => BookedVisitType, {
    description: "Re-send a booking's QR code e-mail to the visitor, before the visit only (as editBooking).",
  })
  async resendBookingQr(@Args(() => ResendBookingQrArgs) args: ResendBookingQrArgs, @Ctx() { services, actor }: VisitsContext) {
    return BookedVisitType.from(await services.bookings.resendQr(actor, ResendBookingQrArgs.parse(args)));
  }

  @Authorized(scope('WRITE_BOOKINGS'))
  @Query(() => [BookedVisitType], {
    description: "A depot's planned visits of a day (default today, in the depot zone), with their state.",
  })
  async bookedVisits(
    @Arg('depotId', () => ID, { description: "The depot's id." }) depotId: string,
    @Arg('date', () => String, {
      description: "The depot's local day, yyyy-MM-dd; default today in the depot's time zone.",
      nullable: true,
    })
    date: string | null,
    @Ctx() { services, actor }: VisitsContext,
  ) {
    return (await services.bookings.listForDay(actor, depotId, date)).map((v) => BookedVisitType.from(v));
  }

  @Authorized(scope('WRITE_BOOKINGS'))
  @Query(() => BookedVisitType, {
    description: "Any staff user: one booking of its tenant with its state. Another tenant's id answers NOT_FOUND.",
  })
  async bookedVisit(@Arg('id', () => ID, { description: "The visit's id." }) id: string, @Ctx() { services, actor }: VisitsContext) {
    return BookedVisitType.from(await services.bookings.get(actor, id));
  }

  @Authorized(scope('WRITE_BOOKINGS'))
  @Mutation(() => BookedVisitType, { description: "Cancel Visit: only before check-in ('Meeting Canceled.')." })
  async cancelVisit(
    @Arg('id', () => ID, { description: "The visit's id. A visit already signed in answers CONFLICT." }) id: string,
    @Ctx() { services, actor }: VisitsContext,
  ) {
    return BookedVisitType.from(await services.bookings.cancel(actor, id));
  }

  @Authorized()
  @Mutation(() => KioskCheckoutType, {
    description: "Manual Checkout of a signed-in visitor ('Visitor was checked-out'); sendNotification e-mails the host.",
  })
  async manualCheckout(
    @Arg('attendanceId', () => ID, {
      description:
        "The open sign-in's id (VisitorOnSite.attendanceId, BookedVisit.attendanceId). One already signed out, unknown or another tenant's answers NOT_FOUND.",
    })
    attendanceId: string,
    @Args(() => CheckOutByStaffArgs) args: CheckOutByStaffArgs,
    @Ctx() { services, actor }: VisitsContext,
  ) {
    return KioskCheckoutType.from(
      await services.visitCheckOut.checkOutByStaff(
        actor,
        parse(CheckOutByStaffCommand, { ...args, visitorAttendanceId: attendanceId, manualCheckout: true }),
      ),
    );
  }
}

/** Fields of a booked visit read on demand (issue 40): who booked it. */
@Resolver(() => BookedVisitType)
export class BookedVisitFieldsResolver {
  @FieldResolver(() => String, {
    nullable: true,
    description:
      "Who booked it: the staff user's name, or 'API key: <name>' when an integrator's key did; null for walk-ins, regular visits and bookings whose booker was removed.",
  })
  bookedBy(@Root() visit: BookedVisitType, @Ctx() { services, actor }: VisitsContext): Promise<string | null> {
    return services.bookings.bookedBy(actor, visit.id);
  }
}
