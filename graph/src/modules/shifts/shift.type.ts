import { Field, ID, ObjectType } from 'type-graphql';
import { inputTypeFrom } from '../../core/graphql/input-type';
import { ShiftCommand } from './shift.commands';
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

/** The GraphQL input of addShift and editShift: built from the command (one declaration). */
export const ShiftInput = inputTypeFrom('ShiftInput', ShiftCommand, { description: "A shift's name and times." });
export type ShiftInput = InstanceType<typeof ShiftInput>;
