import { Field, ID, ObjectType } from 'type-graphql';
import type { AttendanceRowSnapshot } from '../../contracts/topics';
import type { LiveRow } from './attendance-row';

/** One attendance as the live views show it: a row of the live report, and the row an attendanceChanged event carries. */
@ObjectType('LiveReportRow', {
  description:
    'One attendance (a sign-in or clock-in) as the live views show it: a row of liveReport, and the row an attendanceChanged event carries.',
})
export class LiveReportRowType {
  @Field(() => ID, { description: "The attendance's id (UUID): the same id attendanceChanged events carry." }) attendanceId!: string;
  @Field(() => ID, { nullable: true, description: "A visitor's attendee id (for the questionnaire); null for a partner" })
  attendeeId!: string | null;
  @Field({ description: "The visitor's or partner's full name." }) attendeeName!: string;
  @Field({ description: 'Planned, Unplanned, Regular or Partner.' }) visitType!: string;
  @Field({ description: 'yyyy-MM-dd, the check-in day in the depot zone' }) dateofVisit!: string;
  @Field(() => Date, { description: 'When they signed or clocked in (UTC instant).' }) checkIn!: Date;
  @Field(() => Date, { description: 'When they signed or clocked out (UTC instant); null while on site.', nullable: true })
  checkOut!: Date | null;
  @Field({ description: 'HH:mm in the depot zone' }) actualIn!: string;
  @Field(() => String, { description: "HH:mm in the depot's time zone; null while on site.", nullable: true }) actualOut!: string | null;
  static from(r: LiveRow) {
    return Object.assign(new LiveReportRowType(), r);
  }
  /** From an event's row (it crossed Redis as JSON: the instants arrive as strings). */
  static fromSnapshot(r: AttendanceRowSnapshot) {
    return Object.assign(new LiveReportRowType(), r, { checkIn: new Date(r.checkIn), checkOut: r.checkOut ? new Date(r.checkOut) : null });
  }
}
