import { Field, Float, ID, InputType, ObjectType } from 'type-graphql';
import type { PartnerReport } from './partner-report.service';

/** Spec 3: Partner export row. Times in the depot's zone; totalHours by the spec 9 rule. */
@ObjectType('PartnerReportRow')
export class PartnerReportRowType {
  @Field() workId!: string;
  @Field() name!: string;
  @Field({ description: 'The organisation' }) agency!: string;
  @Field({ description: 'The depot code' }) depot!: string;
  @Field() signFlag!: boolean;
  @Field() badgeNumFlag!: boolean;
  @Field(() => String, { nullable: true }) depotBadgeNum!: string | null;
  @Field({ description: 'dd-MM-yyyy' }) date!: string;
  @Field(() => String, { nullable: true, description: 'HH:mm' }) shiftStartTime!: string | null;
  @Field({ description: 'HH:mm:ss' }) clockIn!: string;
  @Field(() => String, { nullable: true }) clockOut!: string | null;
  @Field(() => Float, { nullable: true, description: 'Decimal hours; null while clocked in' }) totalHours!: number | null;
  @Field(() => String, { nullable: true }) roleName!: string | null;
  @Field({ description: "Signed out by the depot's end-of-day sign-out, not by a person" }) autoCheckout!: boolean;
}

@ObjectType('PartnerReport')
export class PartnerReportType {
  @Field(() => ID) depotId!: string;
  @Field() dateFrom!: string;
  @Field() dateTo!: string;
  @Field(() => [PartnerReportRowType]) rows!: PartnerReportRowType[];
  @Field(() => String, { nullable: true, description: "The spec's empty-state text when there are no rows" }) message!: string | null;
  @Field({ description: 'More rows than the screen shows: export the file' }) truncated!: boolean;

  static from(r: PartnerReport): PartnerReportType {
    return Object.assign(new PartnerReportType(), { ...r, rows: r.rows.map((row) => Object.assign(new PartnerReportRowType(), row)) });
  }
}

@InputType()
export class DateRangePartnerReportInput {
  @Field(() => ID) depotId!: string;
  @Field({ description: 'yyyy-MM-dd' }) dateFrom!: string;
  @Field({ description: 'yyyy-MM-dd' }) dateTo!: string;
  @Field(() => String, { nullable: true, description: 'Only this partner' }) workId?: string | null;
  @Field(() => String, { nullable: true, description: 'Work id or name (contains, any case)' }) search?: string | null;
}
