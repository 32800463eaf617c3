import { Field, Float, ID, ObjectType } from 'type-graphql';
import { describedEnum } from '../../core/graphql/described-enum';
import type { AttendanceChangedEvent, AttendanceChangeKind } from '../../contracts/topics';
import { LiveReportRowType } from './attendance-row.type';

export const AttendanceChangeKindEnum = describedEnum('AttendanceChangeKind', 'What happened to an attendance.', {
  CHECKED_IN: 'A visitor signed in.',
  CHECKED_OUT: 'A visitor signed out (at the kiosk, by staff or by the end-of-day sign-out).',
  CLOCKED_IN: 'A partner clocked in.',
  CLOCKED_OUT: 'A partner clocked out.',
  CANCELLED: 'A booked visit was cancelled (no attendance: row is null).',
});

@ObjectType('AttendanceChangeBadge', { description: 'The badge an attendance holds or held.' })
export class AttendanceChangeBadgeType {
  @Field(() => String, { nullable: true, description: 'Its number; null when the attendance has no badge.' }) number!: string | null;
}

@ObjectType('AttendanceChange', { description: 'Someone signed in or out, clocked in or out, or a visit was cancelled.' })
export class AttendanceChangeType {
  @Field(() => AttendanceChangeKindEnum, { description: 'What happened.' }) kind!: AttendanceChangeKind;
  @Field(() => ID, { description: 'The depot it happened at.' }) depotId!: string;
  @Field(() => ID, { description: 'The attendance (LiveReportRow.attendanceId); null for a cancelled booking.', nullable: true })
  attendanceId?: string | null;
  @Field(() => ID, { description: 'The visit; null for a partner.', nullable: true }) visitId?: string | null;
  @Field({ description: "The visitor's or partner's full name." }) attendeeName!: string;
  @Field({ description: 'Planned, Unplanned, Regular or Partner.' }) visitType!: string;
  @Field(() => Date, { description: 'When it happened (UTC instant).' }) at!: Date;
  @Field(() => LiveReportRowType, {
    nullable: true,
    description:
      'The attendance after the change, as the live report shows it (null for a cancelled booking, which has none): a view applies it without reading its rows again.',
  })
  row?: LiveReportRowType | null;
  @Field(() => AttendanceChangeBadgeType, {
    nullable: true,
    description: 'The badge of the attendance (its number null: none); null when the event does not say (a view reads).',
  })
  badge?: AttendanceChangeBadgeType | null;
  @Field(() => Float, {
    description:
      "The depot's event number: one more than its previous event (from any replica). A view that sees a jump missed an event and reads its rows again.",
  })
  seq!: number;

  static from(e: AttendanceChangedEvent): AttendanceChangeType {
    // Crossed Redis as JSON: the instants arrive as strings.
    return Object.assign(new AttendanceChangeType(), {
      ...e,
      at: new Date(e.at),
      row: e.row ? LiveReportRowType.fromSnapshot(e.row) : null,
      badge: e.badge ? Object.assign(new AttendanceChangeBadgeType(), e.badge) : null,
      seq: e.seq ?? 0,
    });
  }
}
