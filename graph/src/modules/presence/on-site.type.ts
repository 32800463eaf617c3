import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { OnSiteCount, OnSiteList, OnSiteRow } from './on-site.service';

@ObjectType('OnSiteRow', { description: 'Someone signed in now at a depot: a visitor of any kind or a partner.' })
export class OnSiteRowType {
  @Field(() => ID, { description: "The open attendance's id." }) attendanceId!: string;
  @Field({ description: 'Visitor or Partner' }) kind!: string;
  @Field({ description: 'Planned, Unplanned, Regular or Partner' }) visitType!: string;
  @Field({ description: 'Full name.' }) name!: string;
  @Field({ description: "The visitor's company or the partner's organisation" }) company!: string;
  @Field(() => String, { nullable: true, description: "The visit's host (planned and regular visitors)" }) host!: string | null;
  @Field(() => String, { description: 'The badge held; null when none.', nullable: true }) badgeNumber!: string | null;
  @Field(() => Date, { description: 'When they signed or clocked in (UTC instant).' }) checkedInAt!: Date;
  @Field({ description: 'yyyy-MM-dd, the sign-in day in the depot zone' }) localDate!: string;
  @Field({ description: 'Signed in on an earlier day of the depot than today (did not sign out)' }) earlierDay!: boolean;
  @Field(() => Date, {
    nullable: true,
    description: "When they were expected to leave (UTC instant; a planned visit's length, or the depot's expected stay); null: no limit.",
  })
  expectedBy!: Date | null;
  @Field({ description: 'Still signed in past expectedBy when the list was read (the managers are told once).' }) overstaying!: boolean;
  static from(r: OnSiteRow) {
    return Object.assign(new OnSiteRowType(), r);
  }
}

@ObjectType('OnSiteList', { description: 'Everyone signed in now at one depot, earliest first.' })
export class OnSiteListType {
  @Field(() => ID, { description: 'The depot.' }) depotId!: string;
  @Field({ description: "The depot's code." }) depotCode!: string;
  @Field({ description: "The depot's IANA time zone." }) timeZone!: string;
  @Field(() => String, { nullable: true, description: "HH:mm (depot zone) of the depot's end-of-day sign-out; null: none" })
  autoSignOutTime!: string | null;
  @Field(() => Int, { nullable: true, description: 'How long people are expected to stay at the depot, in minutes; null: no limit.' })
  expectedStayMinutes!: number | null;
  @Field(() => Date, { description: "The server's time when the list was read (UTC instant)." }) currentTime!: Date;
  @Field(() => [OnSiteRowType], { description: 'Everyone signed in now, earliest first.' }) rows!: OnSiteRowType[];
  static from(l: OnSiteList) {
    return Object.assign(new OnSiteListType(), { ...l, rows: l.rows.map((r) => OnSiteRowType.from(r)) });
  }
}

@ObjectType('OnSiteCount', { description: 'How many people are signed in now at a depot.' })
export class OnSiteCountType {
  @Field(() => ID, { description: 'The depot.' }) depotId!: string;
  @Field({ description: "The depot's code." }) depotCode!: string;
  @Field(() => Int, { description: 'How many are signed or clocked in now.' }) onSite!: number;
  @Field(() => Int, { description: 'Of them, signed in on an earlier day' }) earlierDay!: number;
  static from(c: OnSiteCount) {
    return Object.assign(new OnSiteCountType(), c);
  }
}
