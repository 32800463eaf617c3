import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import type { KioskVisitorView, VisitorStatusView } from './reference-resolution.service';
import type { KioskAttendanceView } from './visit-check-in.service';
import type { KioskCheckoutView } from './visit-check-out.service';
import type { OnSiteView } from './visitor-views.service';

export enum KioskNextEnum {
  PLANNED_FORM = 'PLANNED_FORM',
  REGULAR_FORM = 'REGULAR_FORM',
  REGULAR_RECHECKIN = 'REGULAR_RECHECKIN',
  SIGN_OUT_PROMPT = 'SIGN_OUT_PROMPT',
  WRONG_DEPOT = 'WRONG_DEPOT',
}
registerEnumType(KioskNextEnum, { name: 'KioskNext', description: 'The kiosk screen a resolved reference leads to (spec 4.2).' });

@ObjectType('QrInfo')
export class QrInfoType {
  @Field({ description: 'Planned, Regular or Partner.' }) visittype!: string;
  static from(v: { visittype: string }) {
    return Object.assign(new QrInfoType(), v);
  }
}

/** A reference resolved at a depot: what the kiosk's visitor form shows, and where it goes next. */
@ObjectType('KioskVisitor')
export class KioskVisitorType {
  @Field() meetingReference!: string;
  @Field() visittype!: string;
  @Field() firstName!: string;
  @Field() lastName!: string;
  @Field() email!: string;
  @Field() company!: string;
  @Field({ description: 'The host (read-only on the form).' }) meetingWith!: string;
  @Field() signFlag!: boolean;
  @Field() badgeNumFlag!: boolean;
  @Field() enterTemperature!: boolean;
  @Field({ description: "The booking's print-label toggle: the kiosk prints a visitor label after the check-in." }) printLabel!: boolean;
  @Field() hasCheckedIn!: boolean;
  @Field() hasCheckedOut!: boolean;
  @Field(() => ID) depotId!: string;
  @Field(() => KioskNextEnum) next!: KioskNextEnum;
  @Field(() => String, { nullable: true, description: 'The modal text for SIGN_OUT_PROMPT, WRONG_DEPOT and REGULAR_RECHECKIN.' }) message!:
    string | null;
  static from(v: KioskVisitorView) {
    return Object.assign(new KioskVisitorType(), v);
  }
}

@ObjectType('KioskAttendance')
export class KioskAttendanceType {
  @Field(() => ID) attendanceId!: string;
  @Field(() => String, { nullable: true }) badgeNumber!: string | null;
  @Field(() => Date) checkedInAt!: Date;
  @Field() name!: string;
  @Field() visitType!: string;
  static from(v: KioskAttendanceView) {
    return Object.assign(new KioskAttendanceType(), v);
  }
}

@ObjectType('KioskCheckout', { description: 'Only what the sign-out screen shows.' })
export class KioskCheckoutType {
  @Field() name!: string;
  @Field(() => String, { nullable: true }) badgeNumber!: string | null;
  static from(v: KioskCheckoutView) {
    return Object.assign(new KioskCheckoutType(), { name: v.name, badgeNumber: v.badgeNumber });
  }
}

@ObjectType('VisitorStatus')
export class VisitorStatusType {
  @Field() meetingReference!: string;
  @Field() visittype!: string;
  @Field() hasCheckedIn!: boolean;
  @Field() hasCheckedOut!: boolean;
  static from(v: VisitorStatusView) {
    return Object.assign(new VisitorStatusType(), v);
  }
}

@ObjectType('VisitorOnSite')
export class VisitorOnSiteType {
  @Field(() => ID) attendanceId!: string;
  @Field() name!: string;
  @Field() company!: string;
  @Field(() => String, { nullable: true }) badgeNumber!: string | null;
  @Field(() => Date) checkedInAt!: Date;
  @Field(() => ID) depotId!: string;
  @Field() depotCode!: string;
  @Field() visitType!: string;
  static from(v: OnSiteView) {
    return Object.assign(new VisitorOnSiteType(), v);
  }
}
