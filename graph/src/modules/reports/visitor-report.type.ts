import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { BookedVisitType } from '../visits/booking.type';
import type { VisitQuestionnaire } from '../visits/visit-questionnaire.service';
import type { PartnerAttendancePage } from '../partners/partner-attendance.service';
import type { VisitPage, VisitorsSummary } from './visitor-report.service';

@ObjectType('VisitPage')
export class VisitPageType {
  @Field(() => [BookedVisitType]) items!: BookedVisitType[];
  @Field(() => Int, { description: 'Rows matching' }) total!: number;
  @Field(() => Int, { description: '1-based, as asked (clamped to >= 1)' }) page!: number;
  @Field(() => Int, { description: '5 (spec 9)' }) pageSize!: number;
  @Field(() => Int, { description: 'ceil(total / 5); 0 when total is 0' }) pages!: number;
  @Field(() => String, {
    nullable: true,
    description:
      "The spec 8.3 empty-state text when there are no rows ('There are no visitors for the given dates', 'There are not planned visitors for today yet', 'There are no visitors in the system yet'); else null.",
  })
  message!: string | null;

  static from(p: VisitPage): VisitPageType {
    return Object.assign(new VisitPageType(), { ...p, items: p.items.map((v) => BookedVisitType.from(v)) });
  }

  /** The REST answer: the same fields (items as BookedVisit), each row with `attendee`, the id api/view-visitor-questionnaire takes. */
  static rest(p: VisitPage) {
    return { ...VisitPageType.from(p), items: p.items.map((v) => ({ ...BookedVisitType.from(v), attendee: v.visit.attendee.id })) };
  }
}

@InputType()
export class DateRangeVisitorsReportInput {
  @Field(() => ID) depotId!: string;
  @Field({ description: "yyyy-MM-dd, a day in the depot's zone (inclusive)" }) dateFrom!: string;
  @Field({ description: 'yyyy-MM-dd, inclusive; at most 93 days after dateFrom; not before dateFrom' }) dateTo!: string;
  @Field(() => Int, { nullable: true, defaultValue: 1 }) page?: number | null;
  @Field(() => String, { nullable: true, description: 'name, e-mail, company, reference or car registration (case-insensitive, contains)' })
  search?: string | null;
  @Field(() => String, { nullable: true, defaultValue: 'All', description: 'All | Planned | Unplanned | Regular' }) visitType?:
    string | null;
}

@ObjectType('VisitsPerDay')
export class VisitsPerDayType {
  @Field() date!: string;
  @Field(() => Int) planned!: number;
  @Field(() => Int) unplanned!: number;
  @Field(() => Int) regular!: number;
}

@ObjectType('VisitsPerHour')
export class VisitsPerHourType {
  @Field(() => Int, { description: "0..23 in the depot's zone" }) hour!: number;
  @Field(() => Int) count!: number;
}

@ObjectType('VisitorsSummary')
export class VisitorsSummaryType {
  @Field() timeZone!: string;
  @Field(() => [VisitsPerDayType], { description: 'Every day of the range' }) days!: VisitsPerDayType[];
  @Field(() => [VisitsPerHourType], { description: 'Check-ins per hour, all 24 present' }) hours!: VisitsPerHourType[];

  static from(s: VisitorsSummary): VisitorsSummaryType {
    return Object.assign(new VisitorsSummaryType(), {
      timeZone: s.timeZone,
      days: s.days.map((d) => Object.assign(new VisitsPerDayType(), d)),
      hours: s.hours.map((h) => Object.assign(new VisitsPerHourType(), h)),
    });
  }
}

@ObjectType('RuleAnswer')
export class RuleAnswerType {
  @Field() key!: string;
  @Field() group!: string;
  @Field() question!: string;
  @Field({ description: 'Plain words' }) answer!: string;
}

@ObjectType('VisitQuestionnaire')
export class VisitQuestionnaireType {
  @Field(() => ID) visitId!: string;
  @Field(() => ID, { nullable: true }) attendanceId!: string | null;
  @Field(() => String, { nullable: true, description: "'Visitor Has Not checked In Yet!' when the visit has no check-in; else null." })
  message!: string | null;
  @Field() visitorName!: string;
  @Field() email!: string;
  @Field() company!: string;
  @Field() visitType!: string;
  @Field(() => String, { nullable: true }) hostName!: string | null;
  @Field() depotCode!: string;
  @Field() timeZone!: string;
  @Field(() => Date, { nullable: true }) checkInTime!: Date | null;
  @Field(() => Date, { nullable: true }) checkOutTime!: Date | null;
  @Field() manualCheckout!: boolean;
  @Field(() => String, { nullable: true }) depotBadgeNum!: string | null;
  @Field(() => String, { nullable: true }) carReg!: string | null;
  @Field(() => String, { nullable: true }) reason!: string | null;
  @Field(() => Float, { nullable: true }) temperature!: number | null;
  @Field({ description: "true when the temperature is outside the tenant's tempMin..tempMax" }) temperatureFlagged!: boolean;
  @Field({ description: 'true when the kiosk was a legacy device that asked the rules itself (answers not transmitted)' })
  rulesOnDevice!: boolean;
  @Field(() => [RuleAnswerType], {
    description: "In the spec's order hr_1..hr_7, sr_1, sr_2, hsr_1..hsr_6, or_1, or_2, q1..q6; only those given",
  })
  answers!: RuleAnswerType[];
  @Field() hasSignature!: boolean;
  @Field(() => String, { nullable: true, description: 'a data: URL (image/png) of the signature, or null' }) signatureDataUrl!:
    string | null;

  static from(q: VisitQuestionnaire): VisitQuestionnaireType {
    return Object.assign(new VisitQuestionnaireType(), { ...q, answers: q.answers.map((a) => Object.assign(new RuleAnswerType(), a)) });
  }
}

@ObjectType('PartnerAttendanceRow')
export class PartnerAttendanceRowType {
  @Field(() => ID) attendanceId!: string;
  @Field() depotCode!: string;
  @Field(() => Date) checkInTime!: Date;
  @Field(() => Date, { nullable: true }) checkOutTime!: Date | null;
  @Field(() => String, { nullable: true }) depotBadgeNum!: string | null;
  @Field(() => Float, { nullable: true }) temperature!: number | null;
  @Field(() => String, { nullable: true, description: 'Decimal hours (spec 9 rule); null while clocked in' }) totalHours!: string | null;
}

@ObjectType('PartnerAttendancePage')
export class PartnerAttendancePageType {
  @Field(() => [PartnerAttendanceRowType]) items!: PartnerAttendanceRowType[];
  @Field(() => Int) total!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) pageSize!: number;
  @Field(() => Int) pages!: number;

  static from(p: PartnerAttendancePage): PartnerAttendancePageType {
    return Object.assign(new PartnerAttendancePageType(), {
      ...p,
      items: p.items.map((r) => Object.assign(new PartnerAttendanceRowType(), r)),
    });
  }
}
