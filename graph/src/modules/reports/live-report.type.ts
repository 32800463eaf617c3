import { Field, Float, ObjectType } from 'type-graphql';
import type { LiveReport } from './live-report.service';
import { LiveReportRowType } from '../attendance/attendance-row.type';

export { LiveReportRowType };

@ObjectType('LiveReport', {
  description:
    'Everyone present at a depot during one of its local days: each sign-in or clock-in that overlaps the day, still open or closed.',
})
export class LiveReportType {
  @Field({ description: "The day, yyyy-MM-dd, in the depot's time zone." }) date!: string;
  @Field({ description: 'Sunday of the week (yyyy-MM-dd)' }) weekFrom!: string;
  @Field({ description: 'Saturday of the week (yyyy-MM-dd)' }) weekTo!: string;
  @Field({ description: "The depot's IANA time zone (e.g. Europe/Dublin): actualIn and actualOut are in it." }) timeZone!: string;
  @Field(() => Date, { description: "The server's time when the rows were read (UTC instant)." }) currentTime!: Date;
  @Field(() => [LiveReportRowType], { description: 'The attendances, by sign-in time.' }) rows!: LiveReportRowType[];
  @Field(() => String, { description: 'The empty-state text when there are no rows; else null.', nullable: true }) message!: string | null;
  @Field(() => Float, {
    nullable: true,
    description:
      "The depot's attendanceChanged number (`seq`) when the rows were read: a live view applies the events after it and reads again on a jump.",
  })
  seq!: number | null;
  static from(r: LiveReport) {
    return Object.assign(new LiveReportType(), { ...r, rows: r.rows.map((x) => LiveReportRowType.from(x)) });
  }

  /** The REST answer: the legacy rows plus `attendee`, the id api/view-visitor-questionnaire/{depotCode}/{attendeeId} takes. */
  static rest(r: LiveReport) {
    const { seq: _seq, ...legacy } = r; // the REST answer keeps its shape
    return { ...legacy, rows: r.rows.map(({ attendeeId, ...row }) => ({ ...row, attendee: attendeeId })) };
  }
}
