import { Field, ID, ObjectType } from 'type-graphql';
import type { AttendanceRowSnapshot } from '../../contracts/topics';
import type { LiveRow } from './attendance-row';

/** One attendance as the live views show it: a row of the live report, and the row an attendanceChanged event carries. */
@ObjectType('LiveReportRow')
export class LiveReportRowType {
  @Field(() => ID) attendanceId!: string;
  @Field(() => ID, { nullable: true, description: "A visitor's attendee id (for the questionnaire); null for a partner" })
  attendeeId!: string | null;
  @Field() attendeeName!: string;
  @Field() visitType!: string;
  @Field({ description: 'yyyy-MM-dd, the check-in day in the depot zone' }) dateofVisit!: string;
  @Field(() => Date) checkIn!: Date;
  @Field(() => Date, { nullable: true }) checkOut!: Date | null;
  @Field({ description: 'HH:mm in the depot zone' }) actualIn!: string;
  @Field(() => String, { nullable: true }) actualOut!: string | null;
  static from(r: LiveRow) {
    return Object.assign(new LiveReportRowType(), r);
  }
  /** From an event's row (it crossed Redis as JSON: the instants arrive as strings). */
  static fromSnapshot(r: AttendanceRowSnapshot) {
    return Object.assign(new LiveReportRowType(), r, { checkIn: new Date(r.checkIn), checkOut: r.checkOut ? new Date(r.checkOut) : null });
  }
}
