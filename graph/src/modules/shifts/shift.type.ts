import { Field, ID, InputType, ObjectType } from 'type-graphql';
import type { Shift } from './shift.entity';

/** Spec 3 Shift: times are HH:mm wall clock, read in the zone of the depot where the partner clocks in. */
@ObjectType('Shift')
export class ShiftType {
  @Field(() => ID) id!: string;
  @Field() shiftName!: string;
  @Field({ description: 'HH:mm' }) startTime!: string;
  @Field({ description: 'HH:mm (before startTime: the shift ends the next day)' }) endTime!: string;

  static from(s: Shift): ShiftType {
    return Object.assign(new ShiftType(), { id: s.id, shiftName: s.shiftName, startTime: s.startTime, endTime: s.endTime });
  }
}

@InputType()
export class ShiftInput {
  @Field({ nullable: true }) shiftName?: string;
  @Field({ description: 'HH:mm, or a local date-time whose time is taken' }) startTime!: string;
  @Field({ description: 'HH:mm, or a local date-time whose time is taken' }) endTime!: string;
  @Field(() => ID, { nullable: true, description: 'SuperAdmin: the tenant' }) tenantId?: string;
}
