import { Field, ObjectType } from 'type-graphql';
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
  static from(r: LiveReport) {
    return Object.assign(new LiveReportType(), { ...r, rows: r.rows.map((x) => LiveReportRowType.from(x)) });
  }

  /** The REST answer: the legacy rows plus `attendee`, the id api/view-visitor-questionnaire/{depotCode}/{attendeeId} takes. */
  static rest(r: LiveReport) {
    return { ...r, rows: r.rows.map(({ attendeeId, ...row }) => ({ ...row, attendee: attendeeId })) };
  }
}
