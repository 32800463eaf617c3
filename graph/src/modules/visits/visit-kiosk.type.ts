import { Field, ID, ObjectType } from 'type-graphql';
import { describedEnum } from '../../core/graphql/described-enum';
import type { KioskNext, KioskVisitorView, VisitorStatusView } from './reference-resolution.service';
import type { KioskAttendanceView } from './visit-check-in.service';
import type { KioskCheckoutView } from './visit-check-out.service';
import type { KioskHostView, OnSiteView } from './visitor-views.service';

export const KioskNextEnum = describedEnum('KioskNext', 'The kiosk screen a resolved reference leads to (spec 4.2).', {
  PLANNED_FORM: 'A planned visit not yet signed in: show its check-in form.',
  REGULAR_FORM: 'A regular visitor not signed in: show the regular check-in form.',
  REGULAR_RECHECKIN: 'A regular visitor who signed in before: offer the quick re-check-in (message says so).',
  SIGN_OUT_PROMPT: 'Already signed in here: ask whether to sign out (message).',
  WRONG_DEPOT: 'Signed in or booked at another depot of the tenant (message names it).',
});

@ObjectType('KioskHost', {
  description:
    "A person who hosts at the kiosk's depot (issue 36: its staff; issue 39: the people directory): only a display name, department and an opaque id, for the walk-in form.",
})
export class KioskHostType {
  @Field(() => ID, { description: "Opaque: sent back as the walk-in's hostId (the host is then e-mailed that the visitor arrived)." })
  id!: string;
  @Field({ description: "The host's display name." }) name!: string;
  @Field(() => String, { nullable: true, description: "The host's department (null: none given)." }) department!: string | null;
  static from(v: KioskHostView) {
    return Object.assign(new KioskHostType(), { id: v.id, name: v.name, department: v.department });
  }
}

@ObjectType('QrInfo', { description: 'The kind of thing a reference names.' })
export class QrInfoType {
  @Field({ description: 'Planned, Regular or Partner.' }) visittype!: string;
  static from(v: { visittype: string }) {
    return Object.assign(new QrInfoType(), v);
  }
}

/** A reference resolved at a depot: what the kiosk's visitor form shows, and where it goes next. */
@ObjectType('KioskVisitor', {
  description: "A reference resolved at a depot's kiosk: what the visitor form shows, and the screen to go to next.",
})
export class KioskVisitorType {
  @Field({ description: "The reference the visitor signs in and out with (a booking's meeting reference or a regular visitor's RV code)." })
  meetingReference!: string;
  @Field({ description: 'Planned or Regular.' }) visittype!: string;
  @Field({ description: "Visitor's first name, as booked or registered." }) firstName!: string;
  @Field({ description: "Visitor's last name." }) lastName!: string;
  @Field({ description: "Visitor's e-mail address." }) email!: string;
  @Field({ description: "Visitor's company." }) company!: string;
  @Field({ description: 'The host (read-only on the form).' }) meetingWith!: string;
  @Field({ description: 'Whether the kiosk asks for a signature after the check-in (submitSignature).' }) signFlag!: boolean;
  @Field({ description: 'Whether the kiosk asks for a depot badge number at check-in.' }) badgeNumFlag!: boolean;
  @Field({ description: "Whether the kiosk asks for the visitor's temperature (the kiosk accepts the tenant's tempMin..tempMax)." })
  enterTemperature!: boolean;
  @Field({ description: "The booking's print-label toggle: the kiosk prints a visitor label after the check-in." }) printLabel!: boolean;
  @Field({ description: 'Whether the visit has been signed in.' }) hasCheckedIn!: boolean;
  @Field({ description: 'Whether the visit has been signed out.' }) hasCheckedOut!: boolean;
  @Field(() => ID, { description: "The depot of the booking (may differ from the kiosk's: next is then WRONG_DEPOT)." }) depotId!: string;
  @Field(() => KioskNextEnum, { description: 'The screen the kiosk shows next.' }) next!: KioskNext;
  @Field(() => String, { nullable: true, description: 'The modal text for SIGN_OUT_PROMPT, WRONG_DEPOT and REGULAR_RECHECKIN.' }) message!:
    string | null;
  @Field({ description: 'Issue 38: the tenant changed its rules and asks this regular visitor to read and accept them again.' })
  askAgain!: boolean;
  @Field({
    description:
      'Issue 38: the planned visitor completed the pre-arrival page with the rules in force: the kiosk skips the form and the rules and checks in with no answers (the server uses what was given).',
  })
  preArrived!: boolean;
  @Field({ description: "Issue 38: the pre-arrival page's signature was given: the kiosk does not ask for it again." })
  preArrivalSigned!: boolean;
  static from(v: KioskVisitorView) {
    return Object.assign(new KioskVisitorType(), { preArrived: false, preArrivalSigned: false, ...v });
  }
}

@ObjectType('KioskAttendance', { description: 'A sign-in the kiosk just made.' })
export class KioskAttendanceType {
  @Field(() => ID, { description: "The sign-in's id (submitSignature takes it)." }) attendanceId!: string;
  @Field(() => String, { description: 'The badge handed out; null when none.', nullable: true }) badgeNumber!: string | null;
  @Field(() => Date, { description: "When it was recorded (UTC instant; the device's time for a replayed offline entry)." })
  checkedInAt!: Date;
  @Field({ description: "The visitor's full name." }) name!: string;
  @Field({ description: 'Planned, Regular or Unplanned.' }) visitType!: string;
  static from(v: KioskAttendanceView) {
    return Object.assign(new KioskAttendanceType(), v);
  }
}

@ObjectType('KioskCheckout', { description: 'Only what the sign-out screen shows.' })
export class KioskCheckoutType {
  @Field({ description: "The visitor's full name." }) name!: string;
  @Field(() => String, { description: 'The badge to hand back; null when none was given.', nullable: true }) badgeNumber!: string | null;
  static from(v: KioskCheckoutView) {
    return Object.assign(new KioskCheckoutType(), { name: v.name, badgeNumber: v.badgeNumber });
  }
}

@ObjectType('VisitorStatus', { description: 'Whether a reference is signed in or out (no personal data).' })
export class VisitorStatusType {
  @Field({ description: 'The reference asked about.' }) meetingReference!: string;
  @Field({ description: 'Planned or Regular.' }) visittype!: string;
  @Field({ description: 'Whether it has been signed in (for a regular visitor: is signed in now).' }) hasCheckedIn!: boolean;
  @Field({ description: 'Whether it has been signed out.' }) hasCheckedOut!: boolean;
  static from(v: VisitorStatusView) {
    return Object.assign(new VisitorStatusType(), v);
  }
}

@ObjectType('VisitorOnSite', { description: 'A visitor signed in now.' })
export class VisitorOnSiteType {
  @Field(() => ID, { description: 'The open sign-in (attendance) id: manualCheckout takes it.' }) attendanceId!: string;
  @Field({ description: "Visitor's full name." }) name!: string;
  @Field({ description: "Visitor's company." }) company!: string;
  @Field(() => String, { description: 'The depot badge handed out; null when none.', nullable: true }) badgeNumber!: string | null;
  @Field(() => Date, { description: "When the visitor signed in (UTC instant; show it in the depot's time zone)." }) checkedInAt!: Date;
  @Field(() => ID, { description: 'The depot the visitor is at.' }) depotId!: string;
  @Field({ description: "That depot's code." }) depotCode!: string;
  @Field({ description: 'Planned, Regular or Unplanned (walk-in).' }) visitType!: string;
  static from(v: OnSiteView) {
    return Object.assign(new VisitorOnSiteType(), v);
  }
}
