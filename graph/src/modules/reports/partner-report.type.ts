import { Field, Float, ID, ObjectType } from 'type-graphql';
import { inputTypeFrom } from '../../core/graphql/input-type';
import { PartnerRangeCommand } from './report.commands';
import type { PartnerReport } from './partner-report.service';

/** Spec 3: Partner export row. Times in the depot's zone; totalHours by the spec 9 rule. */
@ObjectType('PartnerReportRow', {
  description:
    "One partner attendance (clock-in to clock-out) as the partner report shows it. Dates and times are in the depot's time zone.",
})
export class PartnerReportRowType {
  @Field({ description: "The partner's work id." }) workId!: string;
  @Field({ description: "The partner's full name." }) name!: string;
  @Field({ description: 'The organisation' }) agency!: string;
  @Field({ description: 'The depot code' }) depot!: string;
  @Field({ description: 'Whether the partner is asked for a signature.' }) signFlag!: boolean;
  @Field({ description: 'Whether the partner is asked for a badge number.' }) badgeNumFlag!: boolean;
  @Field(() => String, { description: 'The badge held; null when none.', nullable: true }) depotBadgeNum!: string | null;
  @Field({ description: 'dd-MM-yyyy' }) date!: string;
  @Field(() => String, { nullable: true, description: 'HH:mm' }) shiftStartTime!: string | null;
  @Field({ description: 'HH:mm:ss' }) clockIn!: string;
  @Field(() => String, { description: 'HH:mm:ss; null while clocked in.', nullable: true }) clockOut!: string | null;
  @Field(() => Float, { nullable: true, description: 'Decimal hours; null while clocked in' }) totalHours!: number | null;
  @Field(() => String, { description: "The partner's role; null when none.", nullable: true }) roleName!: string | null;
  @Field({ description: "Signed out by the depot's end-of-day sign-out, not by a person" }) autoCheckout!: boolean;
}

@ObjectType('PartnerReport', { description: "A depot's partner attendances over one or more of its local days, oldest first." })
export class PartnerReportType {
  @Field(() => ID, { description: 'The depot.' }) depotId!: string;
  @Field({ description: "First day, yyyy-MM-dd (depot's time zone)." }) dateFrom!: string;
  @Field({ description: 'Last day, yyyy-MM-dd (inclusive).' }) dateTo!: string;
  @Field(() => [PartnerReportRowType], { description: 'The attendances (at most the screen limit: see truncated).' })
  rows!: PartnerReportRowType[];
  @Field(() => String, { nullable: true, description: "The spec's empty-state text when there are no rows" }) message!: string | null;
  @Field({ description: 'More rows than the screen shows: export the file' }) truncated!: boolean;

  static from(r: PartnerReport): PartnerReportType {
    return Object.assign(new PartnerReportType(), { ...r, rows: r.rows.map((row) => Object.assign(new PartnerReportRowType(), row)) });
  }
}

export const DateRangePartnerReportInput = inputTypeFrom('DateRangePartnerReportInput', PartnerRangeCommand, {
  description: "A range of a depot's local days (at most 93; a longer or reversed range answers BAD_USER_INPUT).",
});
export type DateRangePartnerReportInput = InstanceType<typeof DateRangePartnerReportInput>;
