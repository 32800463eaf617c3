import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { scope } from '../../core/auth/api-scopes';
import type { GqlContext } from '../../core/graphql/context';
import { parse } from '../../core/command';
import { BookVisitCommand, EditBookingCommand, ResendBookingQrCommand } from './booking.commands';
import { CheckOutByStaffCommand } from './visit-kiosk.commands';
import { KioskCheckoutType } from './visit-kiosk.type';
import { BookedVisitType, BookVisitInput, EditBookingInput } from './booking.type';

@Resolver()
export class BookingResolver {
  @Authorized(scope('WRITE_BOOKINGS'))
  @Mutation(() => BookedVisitType, {
    description: "Book a planned visit; the visitor is e-mailed the reference and its QR code ('Visitor Booked Successfully!').",
  })
  async bookVisit(@Arg('input') input: BookVisitInput, @Ctx() { services, actor }: GqlContext) {
    return BookedVisitType.from(await services.bookings.book(actor, parse(BookVisitCommand, { ...input })));
  }

  @Authorized(scope('WRITE_BOOKINGS'))
  @Mutation(() => BookedVisitType, {
    description:
      'Edit a booking before its visit: date, time, host and flags. A cancelled, checked-in or past booking cannot change (409).',
  })
  async editBooking(@Arg('input') input: EditBookingInput, @Ctx() { services, actor }: GqlContext) {
    return BookedVisitType.from(await services.bookings.edit(actor, parse(EditBookingCommand, { ...input })));
  }

  @Authorized()
  @Mutation(() => BookedVisitType, {
    description: "Re-send a booking's QR code e-mail to the visitor, before the visit only (as editBooking).",
  })
  async resendBookingQr(@Arg('id', () => ID) id: string, @Ctx() { services, actor }: GqlContext) {
    return BookedVisitType.from(await services.bookings.resendQr(actor, parse(ResendBookingQrCommand, { id })));
  }

  @Authorized(scope('WRITE_BOOKINGS'))
  @Query(() => [BookedVisitType], {
    description: "A depot's planned visits of a day (default today, in the depot zone), with their state.",
  })
  async bookedVisits(
    @Arg('depotId', () => ID) depotId: string,
    @Arg('date', () => String, { nullable: true }) date: string | null,
    @Ctx() { services, actor }: GqlContext,
  ) {
    return (await services.bookings.listForDay(actor, depotId, date)).map((v) => BookedVisitType.from(v));
  }

  @Authorized(scope('WRITE_BOOKINGS'))
  @Query(() => BookedVisitType)
  async bookedVisit(@Arg('id', () => ID) id: string, @Ctx() { services, actor }: GqlContext) {
    return BookedVisitType.from(await services.bookings.get(actor, id));
  }

  @Authorized(scope('WRITE_BOOKINGS'))
  @Mutation(() => BookedVisitType, { description: "Cancel Visit: only before check-in ('Meeting Canceled.')." })
  async cancelVisit(@Arg('id', () => ID) id: string, @Ctx() { services, actor }: GqlContext) {
    return BookedVisitType.from(await services.bookings.cancel(actor, id));
  }

  @Authorized()
  @Mutation(() => KioskCheckoutType, {
    description: "Manual Checkout of a signed-in visitor ('Visitor was checked-out'); sendNotification e-mails the host.",
  })
  async manualCheckout(
    @Arg('attendanceId', () => ID) attendanceId: string,
    @Arg('sendNotification', { defaultValue: false }) sendNotification: boolean,
    @Ctx() { services, actor }: GqlContext,
  ) {
    return KioskCheckoutType.from(
      await services.visitCheckOut.checkOutByStaff(
        actor,
        parse(CheckOutByStaffCommand, { visitorAttendanceId: attendanceId, manualCheckout: true, sendNotification }),
      ),
    );
  }
}
