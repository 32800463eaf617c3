import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import type { PartnerAttendancePage } from './partner-attendance.service';

@ObjectType('PartnerAttendanceRow', { description: 'One clock-in of a partner.' })
export class PartnerAttendanceRowType {
  @Field(() => ID, { description: "The attendance's id." }) attendanceId!: string;
  @Field({ description: 'Where the partner clocked in.' }) depotCode!: string;
  @Field(() => Date, { description: 'Clock-in (UTC instant).' }) checkInTime!: Date;
  @Field(() => Date, { description: 'Clock-out (UTC instant); null while clocked in.', nullable: true }) checkOutTime!: Date | null;
  @Field(() => String, { description: 'The badge held; null when none.', nullable: true }) depotBadgeNum!: string | null;
  @Field(() => Float, { description: 'The temperature given, degrees Celsius; null when not asked.', nullable: true }) temperature!:
    number | null;
  @Field(() => String, { nullable: true, description: 'Decimal hours (spec 9 rule); null while clocked in' }) totalHours!: string | null;
}

@ObjectType('PartnerAttendancePage', { description: "One page of a partner's attendances, newest first." })
export class PartnerAttendancePageType {
  @Field(() => [PartnerAttendanceRowType], { description: 'The attendances on this page.' }) items!: PartnerAttendanceRowType[];
  @Field(() => Int, { description: 'How many attendances in all.' }) total!: number;
  @Field(() => Int, { description: "This page's number (from 1)." }) page!: number;
  @Field(() => Int, { description: 'Rows per page (5).' }) pageSize!: number;
  @Field(() => Int, { description: 'ceil(total / pageSize).' }) pages!: number;

  static from(p: PartnerAttendancePage): PartnerAttendancePageType {
    return Object.assign(new PartnerAttendancePageType(), {
      ...p,
      items: p.items.map((r) => Object.assign(new PartnerAttendanceRowType(), r)),
    });
  }
}
