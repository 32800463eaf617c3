import { Field, ID, Int, ObjectType } from 'type-graphql';
import { describeEnum } from '../../core/graphql/described-enum';
import type { EvacuationChangedEvent } from '../../contracts/topics';
import { EvacueeStatus } from './evacuation.entity';
import type { EvacuationPage, EvacuationView, EvacueeView } from './evacuation.service';

describeEnum(EvacueeStatus, 'EvacueeStatus', 'Where a person on a roll-call stands', {
  MISSING: 'Not yet accounted for (after the end: unaccounted for)',
  SAFE: 'Marked safe by a marshal',
  LEFT: 'Signed or clocked out during the evacuation',
});

@ObjectType('Evacuee', { description: 'A person on an evacuation roll-call, as they were on site when it started.' })
export class EvacueeType {
  @Field(() => ID, { description: "The person's entry on the list (markEvacuee takes it)." }) entryId!: string;
  @Field(() => ID, { description: 'Their sign-in or clock-in (attendance); null when it is no longer there.', nullable: true })
  attendanceId!: string | null;
  @Field({ description: 'Visitor or Partner' }) kind!: string;
  @Field({ description: 'Planned, Unplanned, Regular or Partner' }) visitType!: string;
  @Field({ description: 'Full name.' }) name!: string;
  @Field({ description: 'Company or organisation.' }) company!: string;
  @Field(() => String, { description: "The visit's host; null when none.", nullable: true }) host!: string | null;
  @Field(() => String, { description: 'The badge held; null when none.', nullable: true }) badgeNumber!: string | null;
  @Field(() => Date, { description: 'When they signed or clocked in (UTC instant).' }) checkedInAt!: Date;
  @Field(() => EvacueeStatus, { description: 'Where they stand.' }) status!: EvacueeStatus;
  @Field(() => Date, { nullable: true, description: 'When marked safe, or when they signed out' }) markedAt!: Date | null;
  @Field(() => String, { nullable: true, description: 'The marshal who marked them safe' }) markedByName!: string | null;
  @Field({ description: 'Signed or clocked in while the roll-call was open: joined it then (issue 37).' }) arrivedDuring!: boolean;
  @Field({ description: 'Marked safe by their own "I am safe" link, not by a marshal (issue 39).' }) selfReported!: boolean;
  static from(v: EvacueeView) {
    return Object.assign(new EvacueeType(), v);
  }
}

@ObjectType('EvacuationSummary', { description: "A depot's evacuation record without its list." })
export class EvacuationSummaryType {
  @Field(() => ID, { description: "The evacuation's id." }) id!: string;
  @Field(() => Date, { description: 'When it started (UTC instant).' }) startedAt!: Date;
  @Field({ description: 'Who started it.' }) startedByName!: string;
  @Field(() => Date, { description: 'When it ended (UTC instant); null while open.', nullable: true }) endedAt!: Date | null;
  @Field(() => String, { description: 'Who ended it; null while open.', nullable: true }) endedByName!: string | null;
  @Field({ description: 'Whether the roll-call is still under way.' }) open!: boolean;
  @Field(() => Int, { description: 'People on the list.' }) total!: number;
  @Field(() => Int, { description: 'Marked safe.' }) safe!: number;
  @Field(() => Int, { description: 'Signed or clocked out during the evacuation.' }) left!: number;
  @Field(() => Int, { description: 'Not yet accounted for (after the end: unaccounted for)' }) missing!: number;
}

@ObjectType('Evacuation', { description: 'An evacuation roll-call of a depot: open while marshals work it, then its record.' })
export class EvacuationType extends EvacuationSummaryType {
  @Field(() => ID, { description: 'The depot.' }) depotId!: string;
  @Field({ description: "The depot's code." }) depotCode!: string;
  @Field({ description: "The depot's IANA time zone." }) timeZone!: string;
  @Field(() => [EvacueeType], { description: 'Everyone on the list, by name' }) entries!: EvacueeType[];
  static from(v: EvacuationView) {
    return Object.assign(new EvacuationType(), { ...v, entries: v.entries.map((e) => EvacueeType.from(e)) });
  }
}

@ObjectType('EvacuationPage', { description: "One page of a depot's evacuations, newest first." })
export class EvacuationPageType {
  @Field(() => [EvacuationSummaryType], { description: 'The evacuations on this page.' }) items!: EvacuationSummaryType[];
  @Field(() => Int, { description: 'How many in all.' }) total!: number;
  @Field(() => Int, { description: "This page's number (from 1)." }) page!: number;
  @Field(() => Int, { description: 'Rows per page (10).' }) pageSize!: number;
  static from(p: EvacuationPage) {
    return Object.assign(new EvacuationPageType(), { ...p, items: p.items.map((i) => Object.assign(new EvacuationSummaryType(), i)) });
  }
}

@ObjectType('EvacuationChange', { description: 'An evacuation of the depot started, had a person marked, or ended.' })
export class EvacuationChangeType {
  @Field({ description: 'STARTED, MARKED or ENDED' }) kind!: string;
  @Field(() => ID, { description: 'The depot.' }) depotId!: string;
  @Field(() => ID, { description: 'The evacuation (read it with `evacuation`).' }) evacuationId!: string;
  @Field(() => ID, { description: 'The person marked (MARKED); null otherwise.', nullable: true }) entryId!: string | null;
  @Field(() => Date, { description: 'When it happened (UTC instant).' }) at!: Date;
  static from(e: EvacuationChangedEvent) {
    return Object.assign(new EvacuationChangeType(), { ...e, at: new Date(e.at) });
  }
}
