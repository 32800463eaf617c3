import type { Deps } from '../../core/deps';
import type { Actor } from '../../core/auth/actor';
import { badInput, conflict } from '../../core/errors';
import { localDay } from '../../core/time';
import { Messages } from '../../contracts/messages';
import { upper } from '../../contracts/normalise';
import { Attendance } from '../attendance/attendance.entity';
import type { Depot } from '../depots/depot.entity';
import type { DepotService } from '../depots/depot.service';
import { Partner } from '../attendance/partner.entity';
import { RegularVisitor } from '../regular-visitors/regular-visitor.entity';
import type { AgreementsService } from '../agreements/agreements.service';
import type { QrInfoCommand, ResolveVisitorCommand, VisitorStatusCommand } from './visit-kiosk.commands';
import { assertPlannedToday, kioskDepot, regularByReference, wrongReference } from './visit-kiosk.shared';
import { Visit, VisitType } from '../attendance/visit.entity';
import { preArrivalReadiness } from '../pre-arrival/pre-arrival.service';

export type KioskNext = 'PLANNED_FORM' | 'REGULAR_FORM' | 'REGULAR_RECHECKIN' | 'SIGN_OUT_PROMPT' | 'WRONG_DEPOT';
export type QrKind = 'Planned' | 'Regular' | 'Partner';

/** What the kiosk's visitor screen shows after a reference resolved (spec 4.2): nothing more. */
export interface KioskVisitorView {
  meetingReference: string;
  visittype: 'Planned' | 'Regular';
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  meetingWith: string;
  signFlag: boolean;
  badgeNumFlag: boolean;
  enterTemperature: boolean;
  /** The booking's print-label toggle: the check-in ends with a visitor label (planned visits; regular visitors never). */
  printLabel: boolean;
  hasCheckedIn: boolean;
  hasCheckedOut: boolean;
  depotId: string;
  next: KioskNext;
  message: string | null;
  /** Issue 38: the tenant asks this regular visitor to accept changed rules: the kiosk goes through the form and rules. */
  askAgain: boolean;
  /**
   * Issue 38: the planned visitor completed the pre-arrival page with the rules in force: the kiosk skips the form and
   * the rules (the check-in uses what was given; the server checks it, not this flag). False otherwise.
   */
  preArrived?: boolean;
  /** Issue 38: the pre-arrival page's signature was given: the kiosk does not ask for it again. */
  preArrivalSigned?: boolean;
}
export interface VisitorStatusView {
  meetingReference: string;
  visittype: string;
  hasCheckedIn: boolean;
  hasCheckedOut: boolean;
}

/** Passcode attempts per regular-visitor reference (or e-mail) and window: 6 characters cannot be walked. */
export const PASSCODE_ATTEMPTS = 5;
export const PASSCODE_WINDOW_SECONDS = 15 * 60;

/**
 * Reference resolution at the kiosk (spec 4.2): a reference's kind, a planned visit or a regular visitor (by
 * RV code, or by e-mail/RV code and passcode) and where the kiosk goes next, and a reference's in/out status.
 * Public: the depot is named by id (or tenant name and depot code); no other tenant's rows are seen.
 */
/** Rows of tenants that are not archived (an archived tenant's kiosks and references are closed). */
const OPEN_TENANT = { tenant: { archivedAt: null } };

export class ReferenceResolutionService {
  constructor(
    private readonly d: Deps,
    private readonly depots: DepotService,
    private readonly agreements: AgreementsService,
  ) {}

  /** QR-Info (spec 4.2): the kind of a reference; anything else is 'Wrong Reference Number Entered'. */
  async qrInfo(_actor: Actor, cmd: QrInfoCommand): Promise<{ visittype: QrKind }> {
    const ref = cmd.meetingReference;
    const em = this.d.em;
    // An archived tenant's references are unknown here, as its kiosks are (DepotService.kioskDepot).
    if (await em.count(Visit, { meetingReference: ref, visitType: VisitType.Planned, ...OPEN_TENANT }, { filters: false }))
      return { visittype: 'Planned' };
    if (await em.count(RegularVisitor, { meetingReference: ref, removedAt: null, ...OPEN_TENANT }, { filters: false }))
      return { visittype: 'Regular' };
    if (/^\d{1,18}$/.test(ref) && (await em.count(Partner, { workId: ref, ...OPEN_TENANT }, { filters: false })))
      return { visittype: 'Partner' };
    throw wrongReference();
  }

  /** Reference resolution at a depot (spec 4.2): planned or regular (by RV code, or e-mail/RV code + passcode). */
  async resolve(_actor: Actor, cmd: ResolveVisitorCommand): Promise<KioskVisitorView> {
    const depot = await kioskDepot(this.depots, cmd);
    if (cmd.passCode) return this.resolveByPasscode(depot, cmd.meetingRef, cmd.passCode);
    const ref = upper(cmd.meetingRef);
    const visit = await this.d.em.findOne(
      Visit,
      { meetingReference: ref, visitType: VisitType.Planned, tenant: depot.tenant.id },
      { populate: ['attendee'], filters: false },
    );
    if (visit) return this.plannedState(depot, visit);
    const rv = await regularByReference(this.d.em, depot, ref);
    if (!rv) throw wrongReference();
    return this.regularState(depot, rv);
  }

  /** A reference's state for get-visitor-status (public): kind and whether it is in or out; nothing personal. */
  async status(_actor: Actor, cmd: VisitorStatusCommand): Promise<VisitorStatusView> {
    const ref = cmd.reference;
    const visit = await this.d.em.findOne(
      Visit,
      { meetingReference: ref, visitType: VisitType.Planned, ...OPEN_TENANT },
      { filters: false },
    );
    if (visit) {
      const a = await this.d.em.findOne(Attendance, { visit: visit.id }, { filters: false });
      return { meetingReference: ref, visittype: 'Planned', hasCheckedIn: !!a, hasCheckedOut: !!a?.checkedOutAt };
    }
    const rv = await this.d.em.findOne(
      RegularVisitor,
      { meetingReference: ref, removedAt: null, ...OPEN_TENANT },
      { populate: ['depot'], filters: false },
    );
    if (!rv) throw wrongReference();
    const last = await this.d.em.findOne(
      Attendance,
      { visit: { regularVisitor: rv.id } },
      { orderBy: { checkedInAt: 'desc' }, populate: ['depot'], filters: false },
    );
    const today = last && last.localDate === localDay(this.d.clock.now(), last.depot.timeZone);
    return { meetingReference: ref, visittype: 'Regular', hasCheckedIn: !!today, hasCheckedOut: !!(today && last!.checkedOutAt) };
  }

  /** A regular visitor by e-mail or RV code and three passcode characters (positions and characters checked by the command). */
  private async resolveByPasscode(
    depot: Depot,
    typed: string,
    passCode: { positions: number[]; chars: string[] },
  ): Promise<KioskVisitorView> {
    const byEmail = typed.includes('@');
    const key = byEmail ? typed.toLowerCase() : upper(typed);
    const { positions, chars } = passCode;
    // Counted before looking: a wrong guess, an unknown e-mail and a right one cost the same attempt.
    const limitKey = `passcode:${depot.tenant.id}:${key}`;
    await this.d.limiter.hit(limitKey, PASSCODE_ATTEMPTS, PASSCODE_WINDOW_SECONDS);
    const rv = byEmail
      ? await this.d.em.findOne(
          RegularVisitor,
          { tenant: depot.tenant.id, removedAt: null, attendee: { email: key } },
          { populate: ['attendee', 'host'], filters: false, orderBy: { createdAt: 'desc' } },
        )
      : await regularByReference(this.d.em, depot, key);
    const ok =
      !!rv &&
      rv.passCode.length >= 6 &&
      positions.every((p, i) => rv.passCode.charAt(p - 1).toUpperCase() === String(chars[i]).toUpperCase());
    // The same answer for an unknown person and any wrong character: nothing about which part failed.
    if (!ok) throw badInput(Messages.passcodeMismatch, { PassCode: [Messages.passcodeMismatch] });
    await this.d.limiter.reset(limitKey);
    return this.regularState(depot, rv!);
  }

  private async plannedState(depot: Depot, visit: Visit): Promise<KioskVisitorView> {
    const a = await this.d.em.findOne(Attendance, { visit: visit.id }, { filters: false });
    const view = (next: KioskNext, message: string | null): KioskVisitorView => ({
      meetingReference: visit.meetingReference!,
      visittype: 'Planned',
      firstName: visit.attendee.firstName,
      lastName: visit.attendee.lastName,
      email: visit.attendee.email,
      company: visit.attendee.company,
      meetingWith: visit.hostName ?? '',
      signFlag: visit.signFlag,
      badgeNumFlag: visit.badgeNumFlag,
      enterTemperature: visit.enterTemperature,
      printLabel: visit.printLabel,
      hasCheckedIn: !!a,
      hasCheckedOut: !!a?.checkedOutAt,
      depotId: depot.id,
      next,
      message,
      askAgain: false,
    });
    if (a?.checkedOutAt) throw conflict(Messages.referenceAlreadyUsed);
    if (a) return view('SIGN_OUT_PROMPT', Messages.alreadySignedInSignOut);
    assertPlannedToday(this.d.clock.now(), depot, visit);
    const ready = await preArrivalReadiness(this.d.em, depot.tenant.id, visit.id);
    return { ...view('PLANNED_FORM', null), preArrived: ready.ready, preArrivalSigned: ready.signed };
  }

  private async regularState(depot: Depot, rv: RegularVisitor): Promise<KioskVisitorView> {
    const em = this.d.em;
    const open = await em.findOne(Attendance, { personKey: `visitor:${rv.attendee.id}`, checkedOutAt: null }, { filters: false });
    const today = localDay(this.d.clock.now(), depot.timeZone);
    const doneToday = open
      ? null
      : await em.findOne(
          Attendance,
          { visit: { regularVisitor: rv.id }, depot: depot.id, localDate: today, checkedOutAt: { $ne: null } },
          { filters: false },
        );
    // Issue 38: rules the tenant asks again and this visitor has not accepted: a same-day return goes through the form.
    const askAgain = !open && !!(await this.agreements.acceptance(em, depot.tenant.id, 'rules', { attendeeId: rv.attendee.id })).pendingId;
    const [next, message]: [KioskNext, string | null] =
      open && open.depot.id !== depot.id
        ? ['WRONG_DEPOT', Messages.signedInAtAnotherDepot]
        : open
          ? ['SIGN_OUT_PROMPT', Messages.alreadySignedInSignOut]
          : doneToday && !askAgain
            ? ['REGULAR_RECHECKIN', Messages.alreadySignedOutSignIn]
            : ['REGULAR_FORM', null];
    return {
      meetingReference: rv.meetingReference,
      visittype: 'Regular',
      firstName: rv.attendee.firstName,
      lastName: rv.attendee.lastName,
      email: rv.attendee.email,
      company: rv.attendee.company,
      meetingWith: rv.host.hostname,
      signFlag: rv.signFlag,
      badgeNumFlag: rv.badgeNumFlag,
      enterTemperature: rv.enterTemperature,
      printLabel: false,
      hasCheckedIn: !!open || !!doneToday,
      hasCheckedOut: !!doneToday,
      depotId: depot.id,
      next,
      message,
      askAgain,
    };
  }
}
