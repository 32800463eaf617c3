import { Field, ID, ObjectType } from 'type-graphql';
import { describedEnum } from '../../core/graphql/described-enum';
import { inputTypeFrom } from '../../core/graphql/input-type';
import { ClockInCommand, PartnerSignatureCommand } from './partner.commands';
// Issue 38: the clock-in's held induction answers are an input type of the inductions module (built first).
import '../inductions/inductions.type';
import type { ClockView, KioskPartnerView, PartnerNext, ShiftValidationView } from './partner-kiosk.service';

export const PartnerNextEnum = describedEnum('PartnerNext', 'What the partner kiosk does next (spec 4.5).', {
  PARTNER_SCREEN: "Show the partner's screen with the clock-in form.",
  SIGN_IN_VALIDATION: 'Clocked in today and not out: ask whether to clock out (message).',
  SINGLE_SIGN_WARNING: 'A single-sign partner already clocked in and out today: it may not clock in again (message).',
});

@ObjectType('ShiftValidation', { description: 'Whether a partner may clock in now.' })
export class ShiftValidationType {
  @Field({ description: "true: within its shift now (in the depot's time zone), or it has no shift." }) ok!: boolean;
  @Field(() => String, { description: "Why not, in the kiosk's words; null when ok.", nullable: true }) message!: string | null;
  @Field(() => String, { description: "The partner's shift; null when none.", nullable: true }) shiftName!: string | null;
  @Field(() => String, { description: "The shift's start, HH:mm in the depot's time zone.", nullable: true }) startTime!: string | null;
  @Field(() => String, { description: "The shift's end, HH:mm (before startTime: the next day).", nullable: true }) endTime!: string | null;
  static from(v: ShiftValidationView) {
    return Object.assign(new ShiftValidationType(), v);
  }
}

@ObjectType('KioskPartner', { description: 'What the partner kiosk shows: the name, organisation and flags, and the next step.' })
export class KioskPartnerType {
  @Field({ description: "The partner's work id." }) workId!: string;
  @Field({ description: 'Full name.' }) name!: string;
  @Field({ description: 'Company.' }) organisation!: string;
  @Field({ description: 'Ask for a signature after clock-in.' }) signFlag!: boolean;
  @Field({ description: 'Ask for a badge number at clock-in.' }) badgeNumFlag!: boolean;
  @Field({ description: 'Ask for a temperature at clock-in.' }) enterTemperature!: boolean;
  @Field({ description: 'Clocked in and not out now.' }) hasClockedIn!: boolean;
  @Field({ description: "Clocked in and out already today (depot's local day)." }) hasClockedOut!: boolean;
  @Field(() => PartnerNextEnum, { description: "The kiosk's next step." }) next!: PartnerNext;
  @Field(() => String, { description: 'The modal text for SIGN_IN_VALIDATION and SINGLE_SIGN_WARNING; null otherwise.', nullable: true })
  message!: string | null;
  @Field({
    description: 'Issue 38: the contractor rules changed and the tenant asks this partner to read and accept them again (shown once).',
  })
  askAgain!: boolean;
  static from(v: KioskPartnerView) {
    return Object.assign(new KioskPartnerType(), v);
  }
}

@ObjectType('ClockResult', { description: "A partner's clock-in or clock-out as recorded." })
export class ClockResultType {
  @Field(() => ID, { description: "The attendance's id." }) attendanceId!: string;
  @Field({ description: "The partner's work id." }) workId!: string;
  @Field({ description: 'Full name.' }) name!: string;
  @Field({ description: 'Company.' }) organisation!: string;
  @Field(() => String, { description: 'The badge held; null when none.', nullable: true }) badgeNumber!: string | null;
  @Field(() => Date, { description: "When it was recorded (UTC instant; the device's time for a replayed offline entry)." }) at!: Date;
  @Field({ description: "The kiosk's confirmation text." }) message!: string;
  static from(v: ClockView) {
    return Object.assign(new ClockResultType(), v);
  }
}

export const ClockInput = inputTypeFrom('ClockInput', ClockInCommand, {
  description: "A partner's clock-in or clock-out at a kiosk.",
  fields: { depotId: { type: () => ID } },
});
export type ClockInput = InstanceType<typeof ClockInput>;

export const PartnerSignatureInput = inputTypeFrom('PartnerSignatureInput', PartnerSignatureCommand, {
  description: "A partner's signature for its open clock-in.",
  fields: { depotId: { type: () => ID }, png: { type: () => String, nullable: false } },
});
/** The PNG arrives as base64 text (GraphQL has no bytes); the resolver decodes it for the command. */
export type PartnerSignatureInput = Omit<InstanceType<typeof PartnerSignatureInput>, 'png'> & { png: string };
