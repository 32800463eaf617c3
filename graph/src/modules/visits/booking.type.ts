import { wrap } from '@mikro-orm/core';
import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { inputTypeFrom } from '../../core/graphql/input-type';
import { BookVisitCommand, EditBookingCommand } from './booking.commands';
import type { BookedVisitView } from './booking.service';

/** A booked visit with its state (spec 3 Visitor / visit record, 4.7). */
@ObjectType('BookedVisit', {
  description: "A visit (planned, regular or walk-in) with its state. Times are UTC instants; show them in the depot's time zone.",
})
export class BookedVisitType {
  @Field(() => ID, { description: "The visit's id (UUID)." }) id!: string;
  @Field(() => String, {
    description: "The reference the visitor signs in with (a regular visit's is its RV code); null for a walk-in.",
    nullable: true,
  })
  meetingReference!: string | null;
  @Field({ description: 'Planned, Regular or Unplanned.' }) visitType!: string;
  @Field({ description: "Visitor's first name." }) firstName!: string;
  @Field({ description: "Visitor's last name." }) lastName!: string;
  @Field({ description: "Visitor's e-mail address." }) email!: string;
  @Field({ description: "Visitor's company." }) company!: string;
  @Field(() => String, { description: 'The host the visitor meets; null when none.', nullable: true }) hostName!: string | null;
  @Field(() => String, { description: "The host's e-mail address (notified of sign-ins); null when none.", nullable: true }) hostEmail!:
    string | null;
  @Field(() => String, { description: "The host's department.", nullable: true }) department!: string | null;
  @Field(() => Date, { description: "When the visit is booked for (UTC instant of the depot's local day and time)." }) dateOfVisit!: Date;
  @Field(() => ID, { description: 'The depot.' }) depotId!: string;
  @Field({ description: "That depot's code." }) depotCode!: string;
  @Field({ description: 'BOOKED | CHECKED_IN | CHECKED_OUT | CANCELLED' }) state!: string;
  @Field({ description: 'Whether the visitor has signed in.' }) hasCheckedIn!: boolean;
  @Field({ description: 'Whether the visitor has signed out.' }) hasCheckedOut!: boolean;
  @Field(() => ID, { description: "The sign-in's id; null before it.", nullable: true }) attendanceId!: string | null;
  @Field(() => Date, { description: 'When the visitor signed in (UTC instant); null before.', nullable: true }) checkInTime!: Date | null;
  @Field(() => Date, { description: 'When the visitor signed out (UTC instant); null before.', nullable: true }) checkOutTime!: Date | null;
  @Field(() => String, { description: 'The badge handed out; null when none.', nullable: true }) depotBadgeNum!: string | null;
  @Field({ description: 'Signed out by staff (manualCheckout, checkOutBadgeHolder), not at the kiosk.' }) manualCheckout!: boolean;
  @Field({ description: "Signed out by the depot's end-of-day sign-out, not by a person" }) autoCheckout!: boolean;
  @Field({ description: 'The kiosk asks for a signature.' }) signFlag!: boolean;
  @Field({ description: 'The kiosk asks for a badge number.' }) badgeNumFlag!: boolean;
  @Field({ description: 'The kiosk asks for a temperature.' }) enterTemperature!: boolean;
  @Field({ description: 'The kiosk prints a visitor label after the sign-in.' }) printLabel!: boolean;
  @Field(() => String, { nullable: true, description: "The visit's reason (a walk-in's, or a booking's: issue 38)" }) reasonForVisit!:
    string | null;
  @Field(() => String, { nullable: true, description: 'The car registration given at check-in' }) carReg!: string | null;
  @Field(() => Float, { nullable: true, description: 'The temperature given at check-in' }) temperature!: number | null;
  @Field(() => Int, { nullable: true, description: "How long the visit is expected to last, in minutes; null: the depot's expected stay" })
  expectedMinutes!: number | null;

  static from({ visit: v, attendance: a, state }: BookedVisitView): BookedVisitType {
    return Object.assign(new BookedVisitType(), {
      id: v.id,
      visitType: v.visitType,
      // A regular visit's reference is its visitor's RV code.
      meetingReference:
        v.meetingReference ?? (v.regularVisitor && wrap(v.regularVisitor).isInitialized() ? v.regularVisitor.meetingReference : null),
      firstName: v.attendee.firstName,
      lastName: v.attendee.lastName,
      email: v.attendee.email,
      company: v.attendee.company,
      hostName: v.hostName ?? null,
      hostEmail: v.hostEmail ?? null,
      department: v.hostDepartment ?? null,
      dateOfVisit: v.dateOfVisit,
      depotId: v.depot.id,
      depotCode: v.depot.code,
      state,
      hasCheckedIn: !!a,
      hasCheckedOut: !!a?.checkedOutAt,
      attendanceId: a?.id ?? null,
      checkInTime: a?.checkedInAt ?? null,
      checkOutTime: a?.checkedOutAt ?? null,
      depotBadgeNum: a?.badge?.number ?? null,
      manualCheckout: a?.manualCheckout ?? false,
      autoCheckout: a?.autoCheckout ?? false,
      signFlag: v.signFlag,
      badgeNumFlag: v.badgeNumFlag,
      enterTemperature: v.enterTemperature,
      printLabel: v.printLabel,
      reasonForVisit: v.reasonForVisit ?? null,
      carReg: a?.carReg ?? null,
      temperature: a?.temperature === null || a?.temperature === undefined ? null : Number(a.temperature),
      expectedMinutes: v.expectedMinutes ?? null,
    });
  }
}

export const BookVisitInput = inputTypeFrom('BookVisitInput', BookVisitCommand, {
  description: 'A planned visit to book. A reference in use answers CONFLICT; a day in the past BAD_USER_INPUT.',
  fields: { depotId: { type: () => ID }, date: { nullable: false }, time: { nullable: false } },
  omit: ['meetingDateTime'],
});
export type BookVisitInput = InstanceType<typeof BookVisitInput>;

/** A booking's edit (issue 23): every field is sent; the edit replaces date, time, host and flags. */
export const EditBookingInput = inputTypeFrom('EditBookingInput', EditBookingCommand, {
  description:
    "A booking's edit: every field is sent; it replaces the date, time, host and flags. Only a planned visit not yet signed in, not cancelled and not on a past day may change (CONFLICT otherwise).",
  fields: {
    printLabel: { nullable: false },
    badgeNumFlag: { nullable: false },
    signFlag: { nullable: false },
    enterTemperature: { nullable: false },
  },
});
export type EditBookingInput = InstanceType<typeof EditBookingInput>;
