import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { EvacuationChangedEvent } from '../../contracts/topics';
import { EvacueeStatus } from './evacuation.entity';
import type { EvacuationPage, EvacuationView, EvacueeView } from './evacuation.service';

registerEnumType(EvacueeStatus, {
  name: 'EvacueeStatus',
  description: 'Where a person on a roll-call stands',
  valuesConfig: {
    MISSING: { description: 'Not yet accounted for (after the end: unaccounted for)' },
    SAFE: { description: 'Marked safe by a marshal' },
    LEFT: { description: 'Signed or clocked out during the evacuation' },
  },
});

@ObjectType('Evacuee', { description: 'A person on an evacuation roll-call, as they were on site when it started.' })
export class EvacueeType {
  @Field(() => ID) entryId!: string;
  @Field(() => ID, { nullable: true }) attendanceId!: string | null;
  @Field({ description: 'Visitor or Partner' }) kind!: string;
  @Field({ description: 'Planned, Unplanned, Regular or Partner' }) visitType!: string;
  @Field() name!: string;
  @Field() company!: string;
  @Field(() => String, { nullable: true }) host!: string | null;
  @Field(() => String, { nullable: true }) badgeNumber!: string | null;
  @Field(() => Date) checkedInAt!: Date;
  @Field(() => EvacueeStatus) status!: EvacueeStatus;
  @Field(() => Date, { nullable: true, description: 'When marked safe, or when they signed out' }) markedAt!: Date | null;
  @Field(() => String, { nullable: true, description: 'The marshal who marked them safe' }) markedByName!: string | null;
  static from(v: EvacueeView) {
    return Object.assign(new EvacueeType(), v);
  }
}

@ObjectType('EvacuationSummary', { description: "A depot's evacuation record without its list." })
export class EvacuationSummaryType {
  @Field(() => ID) id!: string;
  @Field(() => Date) startedAt!: Date;
  @Field() startedByName!: string;
  @Field(() => Date, { nullable: true }) endedAt!: Date | null;
  @Field(() => String, { nullable: true }) endedByName!: string | null;
  @Field() open!: boolean;
  @Field(() => Int) total!: number;
  @Field(() => Int) safe!: number;
  @Field(() => Int) left!: number;
  @Field(() => Int, { description: 'Not yet accounted for (after the end: unaccounted for)' }) missing!: number;
}

@ObjectType('Evacuation', { description: 'An evacuation roll-call of a depot: open while marshals work it, then its record.' })
export class EvacuationType extends EvacuationSummaryType {
  @Field(() => ID) depotId!: string;
  @Field() depotCode!: string;
  @Field() timeZone!: string;
  @Field(() => [EvacueeType], { description: 'Everyone on the list, by name' }) entries!: EvacueeType[];
  static from(v: EvacuationView) {
    return Object.assign(new EvacuationType(), { ...v, entries: v.entries.map((e) => EvacueeType.from(e)) });
  }
}

@ObjectType('EvacuationPage')
export class EvacuationPageType {
  @Field(() => [EvacuationSummaryType]) items!: EvacuationSummaryType[];
  @Field(() => Int) total!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) pageSize!: number;
  static from(p: EvacuationPage) {
    return Object.assign(new EvacuationPageType(), { ...p, items: p.items.map((i) => Object.assign(new EvacuationSummaryType(), i)) });
  }
}

@ObjectType('EvacuationChange', { description: 'An evacuation of the depot started, had a person marked, or ended.' })
export class EvacuationChangeType {
  @Field({ description: 'STARTED, MARKED or ENDED' }) kind!: string;
  @Field(() => ID) depotId!: string;
  @Field(() => ID) evacuationId!: string;
  @Field(() => ID, { nullable: true }) entryId!: string | null;
  @Field(() => Date) at!: Date;
  static from(e: EvacuationChangedEvent) {
    return Object.assign(new EvacuationChangeType(), { ...e, at: new Date(e.at) });
  }
}
