import { wrap } from '@mikro-orm/core';
import { Field, Float, ID, InputType, ObjectType } from 'type-graphql';
import type { BookedVisitView } from './booking.service';

/** A booked visit with its state (spec 3 Visitor / visit record, 4.7). */
@ObjectType('BookedVisit')
export class BookedVisitType {
  @Field(() => ID) id!: string;
  @Field(() => String, { nullable: true }) meetingReference!: string | null;
  @Field() visitType!: string;
  @Field() firstName!: string;
  @Field() lastName!: string;
  @Field() email!: string;
  @Field() company!: string;
  @Field(() => String, { nullable: true }) hostName!: string | null;
  @Field(() => String, { nullable: true }) hostEmail!: string | null;
  @Field(() => String, { nullable: true }) department!: string | null;
  @Field(() => Date) dateOfVisit!: Date;
  @Field(() => ID) depotId!: string;
  @Field() depotCode!: string;
  @Field({ description: 'BOOKED | CHECKED_IN | CHECKED_OUT | CANCELLED' }) state!: string;
  @Field() hasCheckedIn!: boolean;
  @Field() hasCheckedOut!: boolean;
  @Field(() => ID, { nullable: true }) attendanceId!: string | null;
  @Field(() => Date, { nullable: true }) checkInTime!: Date | null;
  @Field(() => Date, { nullable: true }) checkOutTime!: Date | null;
  @Field(() => String, { nullable: true }) depotBadgeNum!: string | null;
  @Field() manualCheckout!: boolean;
  @Field({ description: "Signed out by the depot's end-of-day sign-out, not by a person" }) autoCheckout!: boolean;
  @Field() signFlag!: boolean;
  @Field() badgeNumFlag!: boolean;
  @Field() enterTemperature!: boolean;
  @Field() printLabel!: boolean;
  @Field(() => String, { nullable: true, description: "A walk-in's reason for the visit" }) reasonForVisit!: string | null;
  @Field(() => String, { nullable: true, description: 'The car registration given at check-in' }) carReg!: string | null;
  @Field(() => Float, { nullable: true, description: 'The temperature given at check-in' }) temperature!: number | null;

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
    });
  }
}

@InputType()
export class BookVisitInput {
  @Field(() => ID) depotId!: string;
  @Field() firstName!: string;
  @Field() lastName!: string;
  @Field() email!: string;
  @Field() company!: string;
  @Field({ description: 'yyyy-MM-dd or dd/MM/yyyy, in the depot zone' }) date!: string;
  @Field({ description: 'HH:mm' }) time!: string;
  @Field({ nullable: true, description: 'Default true: the host is the signed-in user.' }) hostIsMe?: boolean;
  @Field({ nullable: true }) hostName?: string;
  @Field({ nullable: true }) hostEmail?: string;
  @Field({ nullable: true }) department?: string;
  @Field({ nullable: true, description: 'Default true.' }) autoReference?: boolean;
  @Field({ nullable: true }) meetingReference?: string;
  @Field({ nullable: true }) printLabel?: boolean;
  @Field({ nullable: true }) badgeNumFlag?: boolean;
  @Field({ nullable: true }) signFlag?: boolean;
  @Field({ nullable: true }) enterTemperature?: boolean;
}

/** A booking's edit (issue 23): every field is sent; the edit replaces date, time, host and flags. */
@InputType()
export class EditBookingInput {
  @Field(() => ID) id!: string;
  @Field({ description: 'yyyy-MM-dd or dd/MM/yyyy, in the depot zone' }) date!: string;
  @Field({ description: 'HH:mm' }) time!: string;
  @Field() hostName!: string;
  @Field() hostEmail!: string;
  @Field(() => String, { nullable: true }) department?: string | null;
  @Field() printLabel!: boolean;
  @Field() badgeNumFlag!: boolean;
  @Field() signFlag!: boolean;
  @Field() enterTemperature!: boolean;
}
