import type { Answers } from '@contracts/kiosk-rules';
import type { Language } from '@contracts/languages';

/** A kiosk's depot as its screens use it (the kiosk depot query's answer). */
export type KioskDepot = {
  id: string;
  code: string;
  tenantName: string;
  timeZone: string;
  tempMin: number;
  tempMax: number;
  address: { line1: string; line2: string; county: string; eirCode: string };
  /** The tenant's kiosk languages (issue 27): its default, and the ones the picker offers. */
  defaultLanguage: string;
  languages: string[];
  /** The kiosk takes a photo of the visitor at sign-in (issue 37); absent in a copy kept from before: off. */
  photoAtSignIn?: boolean;
  /** Issue 37: a walk-in may go on with a "yes" to a health question and wait for staff (the FLAGGED rule). */
  healthYesAsksApproval?: boolean;
};

export type VisitKind = 'Planned' | 'Unplanned' | 'Regular';

/** The visitor being signed in, from the form to the print page (kept in sessionStorage across routes). */
export type Journey = {
  kind: VisitKind;
  reference?: string;
  person: {
    firstName: string;
    lastName: string;
    email: string;
    company: string;
    meetingWith: string;
    /** A walk-in's host picked from the depot's list (issue 36): that person is e-mailed on arrival. */
    hostId?: string;
    /** Issue 39: a walk-in's mobile number, E.164 (an evacuation SMS); optional. */
    phone?: string;
    carReg: string;
    reasonForVisit?: string;
  };
  /** badgeNumFlag: a badge is required; offerBadge: the badge screen is shown with a Skip (walk-ins). */
  /** printLabel: the booking's toggle, the check-in ends with the visitor label (/print-label). */
  flags: { signFlag: boolean; badgeNumFlag: boolean; enterTemperature: boolean; offerBadge?: boolean; printLabel?: boolean };
  answers: Answers;
  /**
   * Issue 38: the visitor completed the pre-arrival page (the server said so): the kiosk skips the form, the rules and,
   * when `signed`, the signature, and checks in with no answers (the server uses what was given, or refuses).
   */
  preArrived?: { signed: boolean };
  temperature?: string;
  /** Issue 38: the answers to the induction courses passed at the kiosk, carried by the sign-in (graded again there). */
  inductionAnswers?: { courseId: string; answers: number[][] }[];
  result?: { attendanceId: string; badgeNumber: string | null; checkedInAt: string; name: string };
};

/** What every kiosk screen reads of its depot and visitor (useKiosk). */
export type KioskState = {
  tenantName: string;
  depotCode: string;
  depot: KioskDepot | null;
  loading: boolean;
  /** No depot by this tenant and code: the screen says so (and nothing else: no toast). */
  missing: boolean;
  /** The server could not be reached for the depot: the screen says the network is down and asks again by itself. */
  offline: boolean;
  /** The language the kiosk speaks now (issue 27): sent with every sign-in, for the visitor's e-mails. */
  language: Language;
  journey: Journey | null;
  setJourney: (j: Journey | null) => void;
  /** Kiosk paths of this depot: to('visit-type') -> /visit-type/{tenant}/{code}. */
  to: (screen: string, ...extra: string[]) => string;
  /** Clears the visitor's data and returns to the depot home (spec 4.1: after every confirmation). */
  goHome: () => void;
  /**
   * goHome, with the home put in place of the current history entry: leaving a page that showed the visitor's
   * details, Back cannot return to it (issue 23: the public screen keeps no personal data).
   */
  goHomeInPlace: () => void;
};
