import { Field, ID, Int, ObjectType } from 'type-graphql';
import { describedEnum } from '../../core/graphql/described-enum';
import { KioskAttendanceType } from '../visits/visit-kiosk.type';
import type { WalkInApprovalChangedEvent } from '../../contracts/topics';
import type { DepotApprovalRuleView, KioskApprovalView, WalkInOutcome } from './approval.service';
import type { WalkInApproval } from './approval.entity';

export const ApprovalRuleEnum = describedEnum('ApprovalRule', "A depot's approval before entry (issue 37).", {
  OFF: 'Walk-ins sign in at once (the default)',
  WALK_INS: 'Every walk-in waits for staff to let them in',
  FLAGGED: 'Only a flagged walk-in waits: a watchlist alert, a temperature above the limit, a "yes" to a health question',
});

export const ApprovalStatusEnum = describedEnum('ApprovalStatus', 'Where a waiting walk-in stands.', {
  PENDING: 'Waiting for an answer',
  APPROVED: 'Let in: signed in through the normal path',
  DENIED: 'Refused: nothing signed in',
  EXPIRED: "No answer within the depot's time: nothing signed in",
  FAILED: 'Let in, but the sign-in was refused (see failure): nothing signed in',
});

export const KioskApprovalStateEnum = describedEnum('KioskApprovalState', 'What the waiting kiosk shows.', {
  WAITING: 'Still waiting: "Your host has been asked to let you in"',
  SIGNED_IN: 'Let in and signed in: the usual confirmation',
  SEE_RECEPTION: 'Refused, or no answer in time: "Please see reception"',
});

@ObjectType('DepotApprovalRule', { description: "A depot's approval rule and answer time." })
export class DepotApprovalRuleType {
  @Field(() => ID, { description: 'The depot' }) depotId!: string;
  @Field(() => ApprovalRuleEnum, { description: 'OFF, WALK_INS or FLAGGED' }) rule!: string;
  @Field(() => Int, { description: 'How long a walk-in waits for an answer, in seconds' }) timeoutSeconds!: number;
  static from(v: DepotApprovalRuleView) {
    return Object.assign(new DepotApprovalRuleType(), v);
  }
}

@ObjectType('WalkInApprovalTicket', { description: 'A walk-in now waiting: the kiosk reads the answer with these.' })
export class WalkInApprovalTicketType {
  @Field(() => ID, { description: 'The approval' }) id!: string;
  @Field({ description: "The kiosk's token for kioskApproval (shown to this kiosk only)" }) kioskToken!: string;
  @Field(() => Date, { description: 'When the wait ends without an answer (UTC)' }) expiresAt!: Date;
}

@ObjectType('WalkInOutcome', { description: 'A walk-in at a kiosk: signed in at once, or waiting for approval.' })
export class WalkInOutcomeType {
  @Field(() => KioskAttendanceType, { nullable: true, description: 'The sign-in, when the depot let it in at once' })
  attendance!: KioskAttendanceType | null;
  @Field(() => WalkInApprovalTicketType, { nullable: true, description: "Set when the depot's approval rule holds the walk-in" })
  approval!: WalkInApprovalTicketType | null;
  static from(o: WalkInOutcome) {
    return Object.assign(new WalkInOutcomeType(), {
      attendance: o.attendance ? KioskAttendanceType.from(o.attendance) : null,
      approval: o.approval ? Object.assign(new WalkInApprovalTicketType(), o.approval) : null,
    });
  }
}

@ObjectType('KioskApproval', { description: 'The answer a waiting kiosk reads.' })
export class KioskApprovalType {
  @Field(() => KioskApprovalStateEnum, { description: 'WAITING, SIGNED_IN or SEE_RECEPTION' }) state!: string;
  @Field(() => Date, { description: 'When the wait ends without an answer (UTC)' }) expiresAt!: Date;
  @Field(() => KioskAttendanceType, { nullable: true, description: 'The sign-in, once let in' }) attendance!: KioskAttendanceType | null;
  static from(v: KioskApprovalView) {
    return Object.assign(new KioskApprovalType(), { ...v, attendance: v.attendance ? KioskAttendanceType.from(v.attendance) : null });
  }
}

@ObjectType('WalkInApproval', { description: 'A walk-in waiting for (or given) approval before entry.' })
export class WalkInApprovalType {
  @Field(() => ID, { description: 'The id' }) id!: string;
  @Field(() => ID, { description: 'The depot' }) depotId!: string;
  @Field({ description: "The depot's code" }) depotCode!: string;
  @Field(() => ApprovalStatusEnum, { description: 'Where it stands' }) status!: string;
  @Field(() => [String], { description: 'Why it waits: WALK_IN, WATCHLIST, TEMPERATURE, HEALTH' }) reasons!: string[];
  @Field({ description: "The visitor's name" }) personName!: string;
  @Field({ description: "The visitor's company" }) company!: string;
  @Field(() => String, { nullable: true, description: 'The host they came to see' }) hostName!: string | null;
  @Field(() => Date, { description: 'When they asked (UTC)' }) requestedAt!: Date;
  @Field(() => Date, { description: 'When the wait ends without an answer (UTC)' }) expiresAt!: Date;
  @Field(() => Date, { nullable: true, description: 'When it was answered (UTC)' }) decidedAt!: Date | null;
  @Field(() => String, { nullable: true, description: 'STAFF, LINK or TIMEOUT' }) decidedVia!: string | null;
  @Field(() => String, { nullable: true, description: 'Who answered: a username or the e-mail a link was sent to' }) decidedBy!:
    string | null;
  @Field(() => String, { nullable: true, description: 'Why a let-in sign-in was refused (FAILED)' }) failure!: string | null;
  @Field(() => ID, { nullable: true, description: 'The sign-in it made (APPROVED)' }) attendanceId!: string | null;
  static from(a: WalkInApproval) {
    return Object.assign(new WalkInApprovalType(), {
      id: a.id,
      depotId: a.depot.id,
      depotCode: a.depot.code,
      status: a.status,
      reasons: a.reasons,
      personName: a.personName,
      company: a.company,
      hostName: a.hostName ?? null,
      requestedAt: a.createdAt,
      expiresAt: a.expiresAt,
      decidedAt: a.decidedAt ?? null,
      decidedVia: a.decidedVia ?? null,
      decidedBy: a.decidedByName ?? null,
      failure: a.failure ?? null,
      attendanceId: a.attendanceId ?? null,
    });
  }
}

@ObjectType('WalkInApprovalChanged', { description: 'A walk-in started waiting at the depot, or its wait ended.' })
export class WalkInApprovalChangedType {
  @Field(() => ID, { description: 'The approval' }) approvalId!: string;
  @Field(() => ID, { description: 'The depot' }) depotId!: string;
  @Field(() => ApprovalStatusEnum, { description: 'PENDING: just asked; else the answer' }) status!: string;
  @Field({ description: "The visitor's name" }) personName!: string;
  @Field(() => Date, { description: 'When (UTC)' }) at!: Date;
  static from(e: WalkInApprovalChangedEvent) {
    return Object.assign(new WalkInApprovalChangedType(), { ...e, at: new Date(e.at) });
  }
}
