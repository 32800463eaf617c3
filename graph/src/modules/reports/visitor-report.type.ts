import { Field, Int, ObjectType } from 'type-graphql';
import { inputTypeFrom } from '../../core/graphql/input-type';
import { DateRangeVisitorsCommand } from './visitor-report.commands';
import { BookedVisitType } from '../visits/booking.type';
import type { VisitPage, VisitorsSummary } from './visitor-report.service';

@ObjectType('VisitPage', { description: 'One page of visits.' })
export class VisitPageType {
  @Field(() => [BookedVisitType], { description: 'The visits on this page.' }) items!: BookedVisitType[];
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

export const DateRangeVisitorsReportInput = inputTypeFrom('DateRangeVisitorsReportInput', DateRangeVisitorsCommand, {
  description: "A visitors report over a range of a depot's local days.",
  fields: { page: { defaultValue: 1 }, visitType: { type: () => String, defaultValue: 'All' } },
});
export type DateRangeVisitorsReportInput = InstanceType<typeof DateRangeVisitorsReportInput>;

@ObjectType('VisitsPerDay', { description: 'Visits that signed in on one day, by kind.' })
export class VisitsPerDayType {
  @Field({ description: "The day, yyyy-MM-dd, in the depot's time zone." }) date!: string;
  @Field(() => Int, { description: 'Planned visits signed in that day.' }) planned!: number;
  @Field(() => Int, { description: 'Walk-ins signed in that day.' }) unplanned!: number;
  @Field(() => Int, { description: 'Regular visitors signed in that day.' }) regular!: number;
}

@ObjectType('VisitsPerHour', { description: 'Sign-ins in one hour of the day over the whole range.' })
export class VisitsPerHourType {
  @Field(() => Int, { description: "0..23 in the depot's zone" }) hour!: number;
  @Field(() => Int, { description: 'Sign-ins that started in that hour.' }) count!: number;
}

@ObjectType('VisitorsSummary', { description: "A depot's visits over a range of days, for a chart." })
export class VisitorsSummaryType {
  @Field({ description: "The depot's IANA time zone: days and hours are in it." }) timeZone!: string;
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
