import { Field, ID, InputType, ObjectType } from 'type-graphql';
import type { Shift } from './shift.entity';

/** Spec 3 Shift: times are HH:mm wall clock, read in the zone of the depot where the partner clocks in. */
@ObjectType('Shift', {
  description:
    'A named daily working window for partners. Times are HH:mm wall clock, read in the time zone of the depot where the partner clocks in.',
})
export class ShiftType {
  @Field(() => ID, { description: "The shift's id (UUID)." }) id!: string;
  @Field({ description: "The shift's name." }) shiftName!: string;
  @Field({ description: 'HH:mm' }) startTime!: string;
  @Field({ description: 'HH:mm (before startTime: the shift ends the next day)' }) endTime!: string;

  static from(s: Shift): ShiftType {
    return Object.assign(new ShiftType(), { id: s.id, shiftName: s.shiftName, startTime: s.startTime, endTime: s.endTime });
  }
}

@InputType({ description: "A shift's name and times." })
export class ShiftInput {
  @Field({ description: "The shift's name.", nullable: true }) shiftName?: string;
  @Field({ description: 'HH:mm, or a local date-time whose time is taken' }) startTime!: string;
  @Field({ description: 'HH:mm, or a local date-time whose time is taken' }) endTime!: string;
  @Field(() => ID, { nullable: true, description: 'SuperAdmin: the tenant' }) tenantId?: string;
}
