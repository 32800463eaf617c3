import { Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { KioskEntryInput } from '../kiosk-entries/kiosk-entry.type';
import type { ClockView, KioskPartnerView, PartnerNext, ShiftValidationView } from './partner-kiosk.service';

export enum PartnerNextEnum {
  PARTNER_SCREEN = 'PARTNER_SCREEN',
  SIGN_IN_VALIDATION = 'SIGN_IN_VALIDATION',
  SINGLE_SIGN_WARNING = 'SINGLE_SIGN_WARNING',
}
registerEnumType(PartnerNextEnum, { name: 'PartnerNext', description: 'What the partner kiosk does next (spec 4.5).' });

@ObjectType('ShiftValidation')
export class ShiftValidationType {
  @Field() ok!: boolean;
  @Field(() => String, { nullable: true }) message!: string | null;
  @Field(() => String, { nullable: true }) shiftName!: string | null;
  @Field(() => String, { nullable: true }) startTime!: string | null;
  @Field(() => String, { nullable: true }) endTime!: string | null;
  static from(v: ShiftValidationView) {
    return Object.assign(new ShiftValidationType(), v);
  }
}

@ObjectType('KioskPartner', { description: 'What the partner kiosk shows: the name, organisation and flags, and the next step.' })
export class KioskPartnerType {
  @Field() workId!: string;
  @Field() name!: string;
  @Field() organisation!: string;
  @Field() signFlag!: boolean;
  @Field() badgeNumFlag!: boolean;
  @Field() enterTemperature!: boolean;
  @Field() hasClockedIn!: boolean;
  @Field() hasClockedOut!: boolean;
  @Field(() => PartnerNextEnum) next!: PartnerNext;
  @Field(() => String, { nullable: true }) message!: string | null;
  static from(v: KioskPartnerView) {
    return Object.assign(new KioskPartnerType(), v);
  }
}

@ObjectType('ClockResult')
export class ClockResultType {
  @Field(() => ID) attendanceId!: string;
  @Field() workId!: string;
  @Field() name!: string;
  @Field() organisation!: string;
  @Field(() => String, { nullable: true }) badgeNumber!: string | null;
  @Field(() => Date) at!: Date;
  @Field() message!: string;
  static from(v: ClockView) {
    return Object.assign(new ClockResultType(), v);
  }
}

@InputType()
export class ClockInput {
  @Field(() => ID) depotId!: string;
  @Field() workId!: string;
  @Field({ nullable: true }) depotBadgeNum?: string;
  @Field({ nullable: true, description: 'Degrees C, e.g. "36.6"' }) temperature?: string;
  @Field(() => KioskEntryInput, { nullable: true, description: 'Issue 27: the entry as the device made it (a replay is harmless).' })
  entry?: KioskEntryInput | null;
  @Field(() => String, { nullable: true, description: "The kiosk's language (en, pl, ...): the partner's e-mails are in it" }) language?:
    string | null;
}

@InputType()
export class PartnerSignatureInput {
  @Field(() => ID) depotId!: string;
  @Field() workId!: string;
  @Field({ description: 'The PNG, base64 (a data: URL is accepted).' }) png!: string;
}
