import { Field, ID, ObjectType } from 'type-graphql';
import type { LiveReport, LiveRow } from './live-report.service';

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
}

@ObjectType('LiveReport')
export class LiveReportType {
  @Field() date!: string;
  @Field({ description: 'Sunday of the week (yyyy-MM-dd)' }) weekFrom!: string;
  @Field({ description: 'Saturday of the week (yyyy-MM-dd)' }) weekTo!: string;
  @Field() timeZone!: string;
  @Field(() => Date) currentTime!: Date;
  @Field(() => [LiveReportRowType]) rows!: LiveReportRowType[];
  @Field(() => String, { nullable: true }) message!: string | null;
  static from(r: LiveReport) {
    return Object.assign(new LiveReportType(), { ...r, rows: r.rows.map((x) => LiveReportRowType.from(x)) });
  }

  /** The REST answer: the legacy rows plus `attendee`, the id api/view-visitor-questionnaire/{depotCode}/{attendeeId} takes. */
  static rest(r: LiveReport) {
    return { ...r, rows: r.rows.map(({ attendeeId, ...row }) => ({ ...row, attendee: attendeeId })) };
  }
}
