import { Field, Float, ObjectType } from 'type-graphql';
import type { LiveReport } from './live-report.service';
import { LiveReportRowType } from '../attendance/attendance-row.type';

export { LiveReportRowType };

@ObjectType('LiveReport')
export class LiveReportType {
  @Field() date!: string;
  @Field({ description: 'Sunday of the week (yyyy-MM-dd)' }) weekFrom!: string;
  @Field({ description: 'Saturday of the week (yyyy-MM-dd)' }) weekTo!: string;
  @Field() timeZone!: string;
  @Field(() => Date) currentTime!: Date;
  @Field(() => [LiveReportRowType]) rows!: LiveReportRowType[];
  @Field(() => String, { nullable: true }) message!: string | null;
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
