import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Deps } from '../../core/deps';
import type { Actor } from '../../core/auth/actor';
import { badInput, conflict, notFound } from '../../core/errors';
import { requireStaff, tenantWhere } from '../../core/tenancy';
import { bool, email as validEmail, isId, requireFields, str } from '../../core/validate';
import { localDay } from '../../core/time';
import { Messages, required } from '../../contracts/messages';
import { capitalFirst, carReg as normCarReg, upper } from '../../contracts/normalise';
import { validPasscodeCharacters, validPasscodePositions } from '../../contracts/passcode';
import {
  RULE_KEYS, healthAndSafetyProceed, healthAnswerRefuses, houseRulesProceed, type Answers,
} from '../../contracts/kiosk-rules';
import { Attendance, AttendanceKind, type RuleAnswers } from '../attendance/attendance.entity';
import { AttendanceService, signaturePng, temperatureOf } from '../attendance/attendance.service';
import { Badge } from '../badges/badge.entity';
import { Depot } from '../depots/depot.entity';
import { DepotService } from '../depots/depot.service';
import { FindDepotCommand } from '../depots/depot.commands';
import { parse } from '../../core/command';
import { depotScope } from '../depots/depot.policy';
import { Partner } from '../partners/partner.entity';
import { RegularVisitor } from '../regular-visitors/regular-visitor.entity';
import { VisitReason } from '../reasons/visit-reason.entity';
import { Attendee } from './attendee.entity';
import { upsertAttendee } from './attendee.service';
import { Visit, VisitType } from './visit.entity';

export type KioskNext = 'PLANNED_FORM' | 'REGULAR_FORM' | 'REGULAR_RECHECKIN' | 'SIGN_OUT_PROMPT' | 'WRONG_DEPOT';
export type QrKind = 'Planned' | 'Regular' | 'Partner';

/** What the kiosk's visitor screen shows after a reference resolved (spec 4.2): nothing more. */
export interface KioskVisitorView {
  meetingReference: string;
  visittype: 'Planned' | 'Regular';
  firstName: string; lastName: string; email: string; company: string; meetingWith: string;
  signFlag: boolean; badgeNumFlag: boolean; enterTemperature: boolean;
  hasCheckedIn: boolean; hasCheckedOut: boolean;
  depotId: string;
  next: KioskNext;
  message: string | null;
}

export interface KioskAttendanceView { attendanceId: string; badgeNumber: string | null; checkedInAt: Date; name: string; visitType: string }
export interface KioskCheckoutView { name: string; badgeNumber: string | null }
export interface VisitorStatusView { meetingReference: string; visittype: string; hasCheckedIn: boolean; hasCheckedOut: boolean }
export interface OnSiteView {
  attendanceId: string; name: string; company: string; badgeNumber: string | null; checkedInAt: Date;
  depotId: string; depotCode: string; visitType: string;
}

/** Passcode attempts per regular-visitor reference (or e-mail) and window: 6 characters cannot be walked. */
export const PASSCODE_ATTEMPTS = 5;
export const PASSCODE_WINDOW_SECONDS = 15 * 60;

const wrongReference = () => badInput(Messages.wrongReference, { meetingRef: [Messages.wrongReference] });
const invalidReference = () => badInput(Messages.invalidReference, { meetingReference: [Messages.invalidReference] });
const nameOf = (a: { firstName: string; lastName: string }) => `${a.firstName} ${a.lastName}`.trim();

type Input = Record<string, unknown>;

/**
 * The kiosk side of visitors (spec 4.1 to 4.4, 4.6): reference resolution, check-in of planned, regular
 * and walk-in visitors, sign-out by badge or reference, signatures; and the staff's checkout of a visitor.
 * Public calls name the depot by id (DepotService.kioskDepot) and see no other tenant's rows.
 */
export class VisitKioskService {
  private readonly attendance: AttendanceService;
  private readonly depots: DepotService;

  constructor(private readonly d: Deps) {
    this.attendance = new AttendanceService(d);
    this.depots = new DepotService(d);
  }

  /** QR-Info (spec 4.2): the kind of a reference; anything else is 'Wrong Reference Number Entered'. */
  async qrInfo(_actor: Actor, meetingReference: unknown): Promise<{ visittype: QrKind }> {
    const ref = this.reference({ meetingReference }, 'meetingReference');
    const em = this.d.em;
    // An archived tenant's references are unknown here, as its kiosks are (DepotService.kioskDepot).
    const open = { tenant: { archivedAt: null } };
    if (await em.count(Visit, { meetingReference: ref, visitType: VisitType.Planned, ...open }, { filters: false })) return { visittype: 'Planned' };
    if (await em.count(RegularVisitor, { meetingReference: ref, removedAt: null, ...open }, { filters: false })) return { visittype: 'Regular' };
    if (/^\d{1,18}$/.test(ref) && await em.count(Partner, { workId: ref, ...open }, { filters: false })) return { visittype: 'Partner' };
    throw wrongReference();
  }

  /** Reference resolution at a depot (spec 4.2): planned or regular (by RV code, or e-mail/RV code + passcode). */
  async resolve(_actor: Actor, input: Input): Promise<KioskVisitorView> {
    const depot = await this.kioskDepot(input);
    const passCode = input.PassCode ?? input.passCode;
    if (passCode !== undefined && passCode !== null) return this.resolveByPasscode(depot, input, passCode as Input);
    const ref = this.reference(input, 'meetingRef');
    const visit = await this.d.em.findOne(Visit, { meetingReference: ref, visitType: VisitType.Planned, tenant: depot.tenant.id },
      { populate: ['attendee'], filters: false });
    if (visit) return this.plannedState(depot, visit);
    const rv = await this.regularByReference(depot, ref);
    if (!rv) throw wrongReference();
    return this.regularState(depot, rv);
  }

  /** Planned or regular check-in (api/checkIn, api/checkInQR): one transaction, CHECKED_IN after commit. */
  async checkIn(_actor: Actor, input: Input): Promise<KioskAttendanceView> {
    const depot = await this.kioskDepot(input);
    const ref = this.reference(input, input.visitorRef !== undefined ? 'visitorRef' : 'meetingRef', 'Reference');
    const planned = await this.d.em.count(Visit, { meetingReference: ref, visitType: VisitType.Planned, tenant: depot.tenant.id }, { filters: false });
    // The identity is the booking's or the registration's (read-only on the kiosk form, and the spec's payload
    // has no company), so only the car registration counts: required for a planned visit; a regular visitor's
    // quick re-check-in (no form) reuses the last one given.
    const carReg = this.optionalCarReg(input);
    if (planned && !carReg) throw badInput(required('Car registration'), { carReg: [required('Car registration')] });
    const temperature = temperatureOf(input);
    const given = this.ruleAnswers(input);
    const onDevice = this.rulesOnDevice(input, given);
    const badgeNumber = str(input, 'depotBadgeNum', 'Badge number', 32);

    const result = await this.attendance.transaction(async (uow) => {
      const em = uow.em;
      if (planned) {
        const visit = await em.findOneOrFail(Visit, { meetingReference: ref, tenant: depot.tenant.id },
          { populate: ['attendee'], filters: false, lockMode: LockMode.PESSIMISTIC_WRITE });
        const prior = await em.findOne(Attendance, { visit: visit.id }, { filters: false });
        // A reference checks in once: a second kiosk that lost the race hears it is used.
        if (prior) throw conflict(Messages.referenceAlreadyUsed);
        this.assertPlannedToday(depot, visit);
        const answers = onDevice ? null : this.requireRules(given);
        if (visit.badgeNumFlag && !badgeNumber) throw this.badgeRequired();
        await this.assertNotOpenElsewhere(em, depot, visit.attendee);
        const a = await this.attendance.open(uow, {
          depot, kind: AttendanceKind.Visitor, visit, attendee: visit.attendee, badgeNumber, carReg, temperature, ruleAnswers: answers, rulesOnDevice: onDevice,
        });
        return { a, name: nameOf(visit.attendee), visitType: VisitType.Planned };
      }
      const rv = await this.regularByReference(depot, ref, em, true);
      if (!rv) throw wrongReference();
      if (rv.badgeNumFlag && !badgeNumber) throw this.badgeRequired();
      const answers = !onDevice && given && Object.keys(given).length ? this.requireRules(given) : null;
      await this.assertNotOpenElsewhere(em, depot, rv.attendee);
      const lastCarReg = carReg ?? (await em.findOne(Attendance, { attendee: rv.attendee.id, carReg: { $ne: null } },
        { orderBy: { checkedInAt: 'desc' }, filters: false }))?.carReg;
      if (!lastCarReg) throw badInput(required('Car registration'), { carReg: [required('Car registration')] });
      // The registered identity stands (read-only on the form, as for planned visits); the form adds car reg and answers.
      const visit = em.create(Visit, {
        tenant: depot.tenant, depot, attendee: rv.attendee, visitType: VisitType.Regular, regularVisitor: rv, meetingReference: null,
        hostName: rv.host.hostname, hostEmail: rv.host.hostemail, hostDepartment: rv.host.department, dateOfVisit: this.d.clock.now(),
        signFlag: rv.signFlag, badgeNumFlag: rv.badgeNumFlag, enterTemperature: rv.enterTemperature,
      });
      const a = await this.attendance.open(uow, {
        depot, kind: AttendanceKind.Visitor, visit, attendee: rv.attendee, badgeNumber, carReg: lastCarReg, temperature, ruleAnswers: answers, rulesOnDevice: onDevice,
      });
      return { a, name: nameOf(rv.attendee), visitType: VisitType.Regular };
    });
    return this.checkedIn(result.a, result.name, result.visitType);
  }

  /** A walk-in (api/unplanned-visit-checkIn): creates the Unplanned visit and its attendee in one transaction. */
  async unplannedCheckIn(_actor: Actor, input: Input): Promise<KioskAttendanceView> {
    const depot = await this.kioskDepot(input);
    const merged = { ...input, company: input.Company ?? input.company };
    const form = this.personForm(merged, { firstName: 'First name', lastName: 'Last name', email: 'Email', company: 'Company', carReg: 'Car registration', reasonForVisit: 'Reason for visit' });
    const meetingWith = str(input, 'meetingWith', 'Meeting with', 120);
    const temperature = temperatureOf(input);
    const given = this.ruleAnswers(input);
    const onDevice = this.rulesOnDevice(input, given);
    const answers = onDevice ? null : this.requireRules(given);
    const badgeNumber = str(input, 'depotBadgeNum', 'Badge number', 32);
    const result = await this.attendance.transaction(async (uow) => {
      const em = uow.em;
      const attendee = await upsertAttendee(em, depot.tenant, form);
      await this.assertNotOpenElsewhere(em, depot, attendee);
      const visit = em.create(Visit, {
        tenant: depot.tenant, depot, attendee, visitType: VisitType.Unplanned, meetingReference: null, dateOfVisit: this.d.clock.now(),
        hostName: meetingWith ? capitalFirst(meetingWith) : null, reasonForVisit: form.reasonForVisit,
      });
      const a = await this.attendance.open(uow, {
        depot, kind: AttendanceKind.Visitor, visit, attendee, badgeNumber, carReg: form.carReg, temperature, ruleAnswers: answers, rulesOnDevice: onDevice,
      });
      return { a, name: nameOf(attendee) };
    });
    return this.checkedIn(result.a, result.name, VisitType.Unplanned);
  }

  /** The kiosk's "is this you?" before sign-out (spec 4.4): only the name and the badge number. */
  async beforeCheckout(_actor: Actor, input: Input): Promise<KioskCheckoutView> {
    const depot = await this.kioskDepot(input);
    const a = await this.openForCheckout(this.d.em, depot, input, false);
    return { name: nameOf(a.attendee!), badgeNumber: a.badge?.number ?? null };
  }

  /** Kiosk sign-out by badge (uppercased) or by reference (api/checkOut, api/QRcheckOut): CHECKED_OUT after commit. */
  async checkOut(_actor: Actor, input: Input): Promise<KioskCheckoutView> {
    const depot = await this.kioskDepot(input);
    const a = await this.attendance.transaction(async (uow) => {
      const open = await this.openForCheckout(uow.em, depot, input, true);
      return this.attendance.close(uow, open);
    });
    return { name: nameOf(a.attendee!), badgeNumber: a.badge?.number ?? null };
  }

  /**
   * Staff checkout of a visitor (the staff variant of api/checkOut): an open visitor attendance at a depot
   * the actor may see, closed as a manual checkout unless manualCheckout is false. With sendNotification
   * the visit's host is e-mailed (through the outbox, in the same transaction).
   */
  async checkOutByStaff(actor: Actor, input: Input): Promise<KioskCheckoutView & { message: string }> {
    requireStaff(actor);
    const id = input.visitorAttendanceId ?? input.attendanceId;
    if (!isId(id)) throw notFound('Visitor attendance');
    const manual = bool(input, 'manualCheckout', true);
    const notify = bool(input, 'sendNotification', false);
    const a = await this.attendance.transaction(async (uow) => {
      const em = uow.em;
      const open = await em.findOne(Attendance, {
        $and: [{ id, kind: AttendanceKind.Visitor, checkedOutAt: null }, tenantWhere(actor), { depot: depotScope(actor) }],
      }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!open) throw notFound('Visitor attendance');
      await em.populate(open, ['attendee', 'badge', 'visit', 'depot', 'tenant']);
      return this.attendance.close(uow, open, { manual, notifyHost: notify });
    });
    const name = nameOf(a.attendee!);
    return { name, badgeNumber: a.badge?.number ?? null, message: Messages.visitorCheckedOut };
  }

  /** A signature PNG for an open sign-in at the depot (by attendance id or badge). A second one replaces the first. */
  async submitSignature(_actor: Actor, input: Input & { png?: Buffer | null }): Promise<boolean> {
    const depot = await this.kioskDepot(input);
    const png = signaturePng(input.png);
    const attendanceId = input.attendanceId;
    const badge = str(input, 'depotBadgeNum', 'Badge number', 32);
    let target: Attendance | null = null;
    if (attendanceId !== undefined && attendanceId !== null && attendanceId !== '') {
      target = isId(attendanceId)
        ? await this.d.em.findOne(Attendance, { id: attendanceId, depot: depot.id, checkedOutAt: null }, { filters: false })
        : null;
    } else if (badge) {
      target = await this.attendance.holderOfBadge(this.d.em, depot, badge);
    } else {
      throw badInput(required('Badge number'), { depotBadgeNum: [required('Badge number')] });
    }
    if (!target) throw badInput(Messages.signatureNoSignIn, { sign: [Messages.signatureNoSignIn] });
    await this.attendance.sign(target, png);
    return true;
  }

  /** A reference's state for get-visitor-status (public): kind and whether it is in or out; nothing personal. */
  async status(_actor: Actor, reference: unknown): Promise<VisitorStatusView> {
    const ref = this.reference({ reference }, 'reference');
    const open = { tenant: { archivedAt: null } };
    const visit = await this.d.em.findOne(Visit, { meetingReference: ref, visitType: VisitType.Planned, ...open }, { filters: false });
    if (visit) {
      const a = await this.d.em.findOne(Attendance, { visit: visit.id }, { filters: false });
      return { meetingReference: ref, visittype: 'Planned', hasCheckedIn: !!a, hasCheckedOut: !!a?.checkedOutAt };
    }
    const rv = await this.d.em.findOne(RegularVisitor, { meetingReference: ref, removedAt: null, ...open }, { populate: ['depot'], filters: false });
    if (!rv) throw wrongReference();
    const last = await this.d.em.findOne(Attendance, { visit: { regularVisitor: rv.id } }, { orderBy: { checkedInAt: 'desc' }, populate: ['depot'], filters: false });
    const today = last && last.localDate === localDay(this.d.clock.now(), last.depot.timeZone);
    return { meetingReference: ref, visittype: 'Regular', hasCheckedIn: !!today, hasCheckedOut: !!(today && last!.checkedOutAt) };
  }

  /** Staff (get-visitors): the visitors signed in now at the depots the actor may see. */
  async onSite(actor: Actor): Promise<OnSiteView[]> {
    requireStaff(actor);
    const rows = await this.d.em.find(Attendance, {
      $and: [{ kind: AttendanceKind.Visitor, checkedOutAt: null }, tenantWhere(actor), { depot: depotScope(actor) }],
    }, { populate: ['attendee', 'badge', 'visit', 'depot'], orderBy: { checkedInAt: 'desc' } });
    return rows.map((a) => ({
      attendanceId: a.id, name: nameOf(a.attendee!), company: a.attendee!.company, badgeNumber: a.badge?.number ?? null,
      checkedInAt: a.checkedInAt, depotId: a.depot.id, depotCode: a.depot.code, visitType: a.visit?.visitType ?? 'Visitor',
    }));
  }

  /** Visit reasons (GET api/reasons): the global list, then the tenant's own (by the depot, or the staff's tenant). */
  async reasons(actor: Actor, depotId?: unknown): Promise<string[]> {
    let tenantId: string | null = actor.kind === 'staff' ? actor.tenantId : null;
    if (depotId !== undefined && depotId !== null && depotId !== '') tenantId = (await this.depots.kioskDepot(depotId)).tenant.id;
    const rows = await this.d.em.find(VisitReason, tenantId ? { $or: [{ tenant: null }, { tenant: tenantId }] } : { tenant: null },
      { orderBy: { sortOrder: 'asc', text: 'asc' }, filters: false });
    const global = rows.filter((r) => !r.tenant).map((r) => r.text);
    const own = rows.filter((r) => r.tenant).map((r) => r.text).filter((t) => !global.includes(t));
    return [...global, ...own];
  }

  // ---- resolution ----

  private async resolveByPasscode(depot: Depot, input: Input, passCode: Input): Promise<KioskVisitorView> {
    const typed = str(input, 'meetingRef', 'Reference', 254);
    if (!typed) throw badInput(required('Reference'), { meetingRef: [required('Reference')] });
    const byEmail = typed.includes('@');
    const key = byEmail ? typed.toLowerCase() : upper(typed);
    const positions = [passCode.PosOne ?? passCode.posOne, passCode.PosTwo ?? passCode.posTwo, passCode.PosThree ?? passCode.posThree];
    const chars = [passCode.CharPosOne ?? passCode.charPosOne, passCode.CharPosTwo ?? passCode.charPosTwo, passCode.CharPosThree ?? passCode.charPosThree];
    if (!validPasscodePositions(positions)) throw badInput(Messages.passcodePositions, { PassCode: [Messages.passcodePositions] });
    if (!validPasscodeCharacters(chars)) throw badInput(Messages.passcodeCharacters, { PassCode: [Messages.passcodeCharacters] });
    // Counted before looking: a wrong guess, an unknown e-mail and a right one cost the same attempt.
    const limitKey = `passcode:${depot.tenant.id}:${key}`;
    await this.d.limiter.hit(limitKey, PASSCODE_ATTEMPTS, PASSCODE_WINDOW_SECONDS);
    const rv = byEmail
      ? await this.d.em.findOne(RegularVisitor, { tenant: depot.tenant.id, removedAt: null, attendee: { email: key } },
        { populate: ['attendee', 'host'], filters: false, orderBy: { createdAt: 'desc' } })
      : await this.regularByReference(depot, key);
    const nums = positions.map(Number);
    const ok = !!rv && rv.passCode.length >= 6
      && nums.every((p, i) => rv.passCode.charAt(p - 1).toUpperCase() === String(chars[i]).toUpperCase());
    // The same answer for an unknown person and any wrong character: nothing about which part failed.
    if (!ok) throw badInput(Messages.passcodeMismatch, { PassCode: [Messages.passcodeMismatch] });
    await this.d.limiter.reset(limitKey);
    return this.regularState(depot, rv!);
  }

  private async plannedState(depot: Depot, visit: Visit): Promise<KioskVisitorView> {
    const a = await this.d.em.findOne(Attendance, { visit: visit.id }, { filters: false });
    const view = (next: KioskNext, message: string | null): KioskVisitorView => ({
      meetingReference: visit.meetingReference!, visittype: 'Planned',
      firstName: visit.attendee.firstName, lastName: visit.attendee.lastName, email: visit.attendee.email, company: visit.attendee.company,
      meetingWith: visit.hostName ?? '', signFlag: visit.signFlag, badgeNumFlag: visit.badgeNumFlag, enterTemperature: visit.enterTemperature,
      hasCheckedIn: !!a, hasCheckedOut: !!a?.checkedOutAt, depotId: depot.id, next, message,
    });
    if (a?.checkedOutAt) throw conflict(Messages.referenceAlreadyUsed);
    if (a) return view('SIGN_OUT_PROMPT', Messages.alreadySignedInSignOut);
    this.assertPlannedToday(depot, visit);
    return view('PLANNED_FORM', null);
  }

  private async regularState(depot: Depot, rv: RegularVisitor): Promise<KioskVisitorView> {
    const em = this.d.em;
    const open = await em.findOne(Attendance, { personKey: `visitor:${rv.attendee.id}`, checkedOutAt: null }, { filters: false });
    const today = localDay(this.d.clock.now(), depot.timeZone);
    const doneToday = open ? null : await em.findOne(Attendance,
      { visit: { regularVisitor: rv.id }, depot: depot.id, localDate: today, checkedOutAt: { $ne: null } }, { filters: false });
    const [next, message]: [KioskNext, string | null] =
      open && open.depot.id !== depot.id ? ['WRONG_DEPOT', Messages.signedInAtAnotherDepot]
        : open ? ['SIGN_OUT_PROMPT', Messages.alreadySignedInSignOut]
          : doneToday ? ['REGULAR_RECHECKIN', Messages.alreadySignedOutSignIn]
            : ['REGULAR_FORM', null];
    return {
      meetingReference: rv.meetingReference, visittype: 'Regular',
      firstName: rv.attendee.firstName, lastName: rv.attendee.lastName, email: rv.attendee.email, company: rv.attendee.company,
      meetingWith: rv.host.hostname, signFlag: rv.signFlag, badgeNumFlag: rv.badgeNumFlag, enterTemperature: rv.enterTemperature,
      hasCheckedIn: !!open || !!doneToday, hasCheckedOut: !!doneToday, depotId: depot.id, next, message,
    };
  }

  private assertPlannedToday(depot: Depot, visit: Visit): void {
    const today = localDay(this.d.clock.now(), depot.timeZone);
    if (visit.cancelledAt || visit.depot.id !== depot.id || localDay(visit.dateOfVisit, depot.timeZone) !== today) {
      throw badInput(Messages.noMeetingScheduled, { meetingRef: [Messages.noMeetingScheduled] });
    }
  }

  private async regularByReference(depot: Depot, ref: string, em: EntityManager = this.d.em, lock = false): Promise<RegularVisitor | null> {
    const rv = await em.findOne(RegularVisitor, { meetingReference: ref, tenant: depot.tenant.id, removedAt: null },
      { filters: false, ...(lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {}) });
    if (rv) await em.populate(rv, ['attendee', 'host'], { filters: false });
    return rv;
  }

  /** A person signed in anywhere (open attendance) cannot sign in again: the spec's prompts say where. */
  private async assertNotOpenElsewhere(em: EntityManager, depot: Depot, attendee: Attendee): Promise<void> {
    if (!attendee.id) return;
    const open = await em.findOne(Attendance, { personKey: `visitor:${attendee.id}`, checkedOutAt: null }, { filters: false });
    if (open) throw conflict(open.depot.id === depot.id ? Messages.alreadySignedInSignOut : Messages.signedInAtAnotherDepot);
  }

  /** The open visitor attendance named by a badge (uppercased) or a reference, at this depot. */
  private async openForCheckout(em: EntityManager, depot: Depot, input: Input, lock: boolean): Promise<Attendance> {
    const lockOpt = lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {};
    const badgeNum = str(input, 'depotBadge', 'Badge number', 32) ?? str(input, 'depotBadgeNum', 'Badge number', 32);
    let found: Attendance | null;
    if (badgeNum) {
      const number = upper(badgeNum);
      const inPool = await em.count(Badge, { depot: depot.id, number }, { filters: false });
      if (!inPool) throw badInput(Messages.noVisitorForBadge, { depotBadge: [Messages.noVisitorForBadge] });
      found = await em.findOne(Attendance, { depot: depot.id, badge: { number }, checkedOutAt: null }, { filters: false, ...lockOpt });
      if (!found) throw badInput(Messages.batchNotInUse, { depotBadge: [Messages.batchNotInUse] });
      if (found.kind !== AttendanceKind.Visitor) throw badInput(Messages.noVisitorForBadge, { depotBadge: [Messages.noVisitorForBadge] });
    } else {
      const typed = str(input, 'meetingReference', 'Reference', 32) ?? str(input, 'meetingRef', 'Reference', 32);
      if (!typed) throw invalidReference();
      const ref = upper(typed);
      // The wrong-depot question's Yes (spec 4.3): by reference, the open sign-in at any depot of this tenant.
      const where = bool(input, 'anyDepot', false) ? { tenant: depot.tenant.id } : { depot: depot.id };
      found = await em.findOne(Attendance, {
        ...where, kind: AttendanceKind.Visitor, checkedOutAt: null,
        $or: [{ visit: { meetingReference: ref } }, { visit: { regularVisitor: { meetingReference: ref, removedAt: null } } }],
      }, { filters: false, ...lockOpt });
      if (!found) throw invalidReference();
    }
    await em.populate(found, ['attendee', 'badge', 'visit', 'depot', 'tenant'], { filters: false });
    return found;
  }

  // ---- input ----

  private async kioskDepot(input: Input): Promise<Depot> {
    const id = input.depotId ?? input.depot;
    if (id !== undefined && id !== null && id !== '') return this.depots.kioskDepot(id);
    if (input.tenantName !== undefined || input.depotCode !== undefined) return this.depots.findForKiosk(ANON, parse(FindDepotCommand, input));
    throw badInput(required('Depot'), { depotId: [required('Depot')] });
  }

  private reference(input: Input, key: string, label = 'Reference'): string {
    const v = str(input, key, label, 32);
    if (!v) throw badInput(required(label), { [key]: [required(label)] });
    return upper(v);
  }

  /** Spec 5 required fields with the kiosk's normalisation (names capitalised, car reg uppercased). */
  private personForm<K extends string>(input: Input, fields: Record<K, string>): Record<K, string> & { firstName: string; lastName: string; email: string; company: string; carReg: string } {
    const f = requireFields(input, fields, 254) as Record<string, string>;
    for (const k of ['firstName', 'lastName', 'company', 'meetingWith']) if (f[k] !== undefined) f[k] = capitalFirst(f[k]).slice(0, 120);
    for (const k of ['firstName', 'lastName']) if (f[k].length > 80) throw badInput(`${fields[k as K]} is too long`, { [k]: [`${fields[k as K]} is too long`] });
    f.carReg = normCarReg(f.carReg);
    if (f.carReg.length > 16) throw badInput('Car registration is too long', { carReg: ['Car registration is too long'] });
    f.email = validEmail(f.email);
    return f as never;
  }

  private optionalCarReg(input: Input): string | undefined {
    const v = str(input, 'carReg', 'Car registration', 32);
    if (v === undefined) return undefined;
    const c = normCarReg(v);
    if (c.length > 16) throw badInput('Car registration is too long', { carReg: ['Car registration is too long'] });
    return c;
  }

  /** The rule answers given, from `ruleAnswers` or top-level hr_1.. keys; unknown keys ignored, values short text. */
  private ruleAnswers(input: Input): Answers | null {
    const nested = input.ruleAnswers && typeof input.ruleAnswers === 'object' ? (input.ruleAnswers as Input) : {};
    const out: Answers = {};
    for (const k of RULE_KEYS) {
      const v = nested[k] ?? input[k];
      if (v === undefined || v === null || v === '') continue;
      if (typeof v !== 'string' && typeof v !== 'boolean') throw badInput(`${k} must be text`, { [k]: [`${k} must be text`] });
      const s = String(v).trim();
      if (s.length > 40) throw badInput(`${k} is too long`, { [k]: [`${k} is too long`] });
      out[k] = s;
    }
    return Object.keys(out).length ? out : null;
  }

  /**
   * A legacy kiosk (the REST shim's spec 7 payloads) asks the rules on the device and sends no answers: the
   * REST row marks such a request `rulesOnDevice`, and the attendance records that the answers were given on
   * the device, not transmitted. Answers that are sent are always checked; GraphQL always sends them.
   */
  private rulesOnDevice(input: Input, given: Answers | null): boolean {
    return input.rulesOnDevice === true && given === null;
  }

  /** House rules then health and safety (spec 4.1, 5): the answers the kiosk's Proceed buttons demand. */
  private requireRules(a: Answers | null): RuleAnswers {
    const answers = a ?? {};
    if (!houseRulesProceed(answers)) throw badInput(Messages.houseRulesRequired, { ruleAnswers: [Messages.houseRulesRequired] });
    if (healthAnswerRefuses(answers)) throw badInput(Messages.healthAnswerRefused, { ruleAnswers: [Messages.healthAnswerRefused] });
    if (!healthAndSafetyProceed(answers)) throw badInput(Messages.healthAndSafetyRequired, { ruleAnswers: [Messages.healthAndSafetyRequired] });
    return answers as RuleAnswers;
  }

  private badgeRequired() {
    return badInput(required('Badge number'), { depotBadgeNum: [required('Badge number')] });
  }

  private checkedIn(a: Attendance, name: string, visitType: string): KioskAttendanceView {
    return { attendanceId: a.id, badgeNumber: a.badge?.number ?? null, checkedInAt: a.checkedInAt, name, visitType };
  }
}

const ANON: Actor = { kind: 'anonymous' };
