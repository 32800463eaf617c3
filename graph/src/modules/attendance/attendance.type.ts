import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import type { AttendanceChangedEvent, AttendanceChangeKind } from '../../contracts/topics';

export enum AttendanceChangeKindEnum {
  CHECKED_IN = 'CHECKED_IN',
  CHECKED_OUT = 'CHECKED_OUT',
  CLOCKED_IN = 'CLOCKED_IN',
  CLOCKED_OUT = 'CLOCKED_OUT',
  CANCELLED = 'CANCELLED',
}
registerEnumType(AttendanceChangeKindEnum, { name: 'AttendanceChangeKind' });

@ObjectType('AttendanceChange', { description: 'Someone signed in or out, clocked in or out, or a visit was cancelled.' })
export class AttendanceChangeType {
  @Field(() => AttendanceChangeKindEnum) kind!: AttendanceChangeKind;
  @Field(() => ID) depotId!: string;
  @Field(() => ID, { nullable: true }) attendanceId?: string | null;
  @Field(() => ID, { nullable: true }) visitId?: string | null;
  @Field() attendeeName!: string;
  @Field() visitType!: string;
  @Field(() => Date) at!: Date;

  static from(e: AttendanceChangedEvent): AttendanceChangeType {
    // Crossed Redis as JSON: the instant arrives as a string.
    return Object.assign(new AttendanceChangeType(), { ...e, at: new Date(e.at) });
  }
}
