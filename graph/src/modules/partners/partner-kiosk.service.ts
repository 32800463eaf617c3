import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Deps } from '../../core/deps';
import type { UnitOfWork } from '../../core/unit-of-work';
import type { Actor } from '../../core/auth/actor';
import { badInput, conflict } from '../../core/errors';
import { addDays, dayBounds, localDay, wallClock } from '../../core/time';
import { Messages, required } from '../../contracts/messages';
import { Attendance, AttendanceKind } from '../attendance/attendance.entity';
import { signaturePng, type AttendanceService } from '../attendance/attendance.service';
import type { Depot } from '../depots/depot.entity';
import type { DepotService } from '../depots/depot.service';
import { KioskEntryKind } from '../kiosk-entries/kiosk-entry.entity';
import { closingTime, type EntryWrite, type KioskEntryService } from '../kiosk-entries/kiosk-entry.service';
import type { Shift } from '../shifts/shift.entity';
import type {
  ClockInCommand,
  ClockOutCommand,
  PartnerLookupCommand,
  PartnerSignatureCommand,
  ShiftValidationCommand,
} from './partner.commands';
import { Partner } from '../attendance/partner.entity';
import type { AgreementsService } from '../agreements/agreements.service';
import { InductionGate } from '../inductions/induction-gate';
import { gradeHeldAnswers } from '../inductions/induction-held';

/** A partner may clock in this long before the shift starts (spec 9 counts such a clock-in from the start). */
export const EARLY_CLOCK_IN_MINUTES = 15;

export type PartnerNext = 'PARTNER_SCREEN' | 'SIGN_IN_VALIDATION' | 'SINGLE_SIGN_WARNING';

/** What the kiosk shows of a partner (spec 4.5): nothing beyond the screen. */
export interface KioskPartnerView {
  workId: string;
  name: string;
  organisation: string;
  signFlag: boolean;
  badgeNumFlag: boolean;
  enterTemperature: boolean;
  hasClockedIn: boolean;
  hasClockedOut: boolean;
  next: PartnerNext;
  message: string | null;
  /** Issue 38: the tenant changed its contractor rules and asks this partner, who accepted older ones, to accept them again. */
  askAgain: boolean;
}
export interface ShiftValidationView {
  ok: boolean;
  message: string | null;
  shiftName: string | null;
  startTime: string | null;
  endTime: string | null;
}
export interface ClockView {
  attendanceId: string;
  workId: string;
  name: string;
  organisation: string;
  badgeNumber: string | null;
  at: Date;
  message: string;
}

/**
 * The shift window on the kiosk's clock: from EARLY_CLOCK_IN_MINUTES before the start to the end, on the
 * depot's wall clock (core/time, so a daylight-saving day is 23 or 25 hours). An end before the start is an
 * overnight shift: yesterday's instance is still running until today's end. No shift: always open.
 */
export function shiftWindow(shift: Shift | null | undefined, now: Date, zone: string): { open: boolean; ended: boolean } {
  if (!shift) return { open: true, ended: false };
  const today = localDay(now, zone);
  const overnight = shift.endTime <= shift.startTime;
  const instance = (day: string) => {
    const start = new Date(wallClock(day, shift.startTime, zone).getTime() - EARLY_CLOCK_IN_MINUTES * 60_000);
    const end = wallClock(overnight ? addDays(day, 1) : day, shift.endTime, zone);
    return { start, end };
  };
  const t = now.getTime();
  for (const day of overnight ? [addDays(today, -1), today] : [today]) {
    const { start, end } = instance(day);
    if (t >= start.getTime() && t < end.getTime()) return { open: true, ended: false };
  }
  const todays = instance(today);
  return { open: false, ended: t >= todays.end.getTime() };
}

/** The partner kiosk (spec 4.5): shift validation, the decision table, clock-in, clock-out and signature. */
export class PartnerKioskService {
  constructor(
    private readonly d: Deps,
    private readonly depots: Pick<DepotService, 'kioskDepot'>,
    private readonly attendance: Pick<AttendanceService, 'open' | 'close' | 'sign' | 'transaction'>,
    private readonly entries: Pick<KioskEntryService, 'once' | 'persist'>,
    private readonly agreements: Pick<AgreementsService, 'acceptance'>,
  ) {}

  /** get-shiftvalidate/{workId}: may the partner clock in now at this depot? */
  async validateShift(_actor: Actor, cmd: ShiftValidationCommand): Promise<ShiftValidationView> {
    const { workId } = cmd;
    // The spec's call names only the work id (unique in the system): then the partner's own depot's clock.
    const depot = cmd.depotId === undefined ? await this.homeDepot(workId) : await this.depots.kioskDepot(cmd.depotId);
    const partner = await this.partner(this.d.em, depot, workId);
    const w = shiftWindow(partner.shift, this.d.clock.now(), depot.timeZone);
    const s = partner.shift;
    return {
      ok: w.open,
      message: w.open ? null : w.ended ? Messages.shiftEnded : Messages.shiftNotStarted,
      shiftName: s?.shiftName ?? null,
      startTime: s?.startTime ?? null,
      endTime: s?.endTime ?? null,
    };
  }

  /** The spec 4.5 decision for a work id at a depot: what the kiosk does next, and the partner's screen data. */
  async lookup(_actor: Actor, cmd: PartnerLookupCommand): Promise<KioskPartnerView> {
    const depot = await this.depots.kioskDepot(cmd.depotId);
    const partner = await this.partner(this.d.em, depot, cmd.workId);
    const { open, doneToday } = await this.state(this.d.em, partner, depot);
    const today = localDay(this.d.clock.now(), depot.timeZone);
    let next: PartnerNext = 'PARTNER_SCREEN';
    let message: string | null = null;
    if (open && open.localDate === today) {
      // Same day, clocked in and not out: the sign-in validation (a single-sign partner too: it is in).
      next = 'SIGN_IN_VALIDATION';
      message = Messages.alreadySignedInSignOut;
    } else if (!open && doneToday && partner.singleSignFlag) {
      next = 'SINGLE_SIGN_WARNING';
      message = Messages.alreadySignedInForDay;
    }
    // Not today and still open: the partner screen; the stale attendance is closed by the next clock-in.
    const { pendingId } = await this.agreements.acceptance(this.d.em, depot.tenant.id, 'contractor', { partnerId: partner.id });
    return {
      workId: partner.workId,
      name: partner.name,
      organisation: partner.organisation,
      signFlag: partner.signFlag,
      badgeNumFlag: partner.badgeNumFlag,
      enterTemperature: partner.enterTemperature,
      hasClockedIn: !!(open && open.localDate === today) || !!doneToday,
      hasClockedOut: !open && !!doneToday,
      next,
      message,
      askAgain: !!pendingId,
    };
  }

  /** api/clock-in: shift, single-sign and badge rules, one transaction, CLOCKED_IN after commit. */
  async clockIn(actor: Actor, cmd: ClockInCommand): Promise<ClockView> {
    const depot = await this.depots.kioskDepot(cmd.depotId);
    // Issue 27: a clock-in held on the device goes in once, at the device's time (its shift and day are that time's).
    return this.entries.once(
      actor,
      depot,
      cmd.entry,
      KioskEntryKind.ClockIn,
      (entry) => this.clockInAt(depot, cmd, entry),
      async (attendanceId) => {
        const { a, partner } = await this.held(attendanceId);
        return this.view(a, partner, a.checkedInAt, Messages.partnerClockedIn(partner.name));
      },
    );
  }

  private async clockInAt(depot: Depot, cmd: ClockInCommand, entry: EntryWrite | null): Promise<ClockView> {
    const { workId, depotBadgeNum: badgeNumber } = cmd;
    const temperature = cmd.temperature ?? null;
    const now = entry?.occurredAt ?? this.d.clock.now();
    const { a, partner } = await this.attendance.transaction(async (uow) => {
      const em = uow.em;
      // Locked: two kiosks clocking the same work id in at once queue here; the second sees the first's row.
      const partner = await this.partner(em, depot, workId, true);
      const w = shiftWindow(partner.shift, now, depot.timeZone);
      if (!w.open)
        throw badInput(w.ended ? Messages.shiftEnded : Messages.shiftNotStarted, {
          workId: [w.ended ? Messages.shiftEnded : Messages.shiftNotStarted],
        });
      const { open, doneToday } = await this.state(em, partner, depot, now);
      const today = localDay(now, depot.timeZone);
      if (open && open.localDate === today) throw conflict(Messages.alreadySignedInSignOut);
      if (!open && doneToday && partner.singleSignFlag) throw conflict(Messages.alreadySignedInForDay);
      if (open) this.closeStale(uow, open, partner.shift, now);
      if (partner.badgeNumFlag && !badgeNumber) throw badInput(required('Badge number'), { depotBadgeNum: [required('Badge number')] });
      if (partner.enterTemperature && temperature === null)
        throw badInput(Messages.temperatureRequired, { temperature: [Messages.temperatureRequired] });
      // Issue 38: a partner who needs an induction and has no valid pass is refused (403) until they pass it (held: as at its time).
      const inducted = { id: partner.id, tenantId: depot.tenant.id, roleId: partner.role?.id ?? null };
      // Issue 38: answers the offline kiosk collected are graded first (a pass recorded at the held time; failed: 403).
      await gradeHeldAnswers(em, inducted, cmd.inductions, now);
      await new InductionGate().check(em, inducted, now);
      if (open) await em.flush(); // the stale row closes before the new one opens (one open attendance per person)
      // Issue 38: the kiosk shows the contractor rules at every clock-in; the clock-in accepts the current version.
      const { currentId } = await this.agreements.acceptance(em, depot.tenant.id, 'contractor', { partnerId: partner.id });
      const a = await this.attendance.open(uow, {
        depot,
        kind: AttendanceKind.Partner,
        partner,
        badgeNumber: badgeNumber ?? null,
        temperature,
        at: entry?.occurredAt,
        language: cmd.language ?? null,
        agreementVersionId: currentId,
      });
      if (entry) this.entries.persist(em, entry, a);
      return { a, partner };
    });
    return this.view(a, partner, a.checkedInAt, Messages.partnerClockedIn(partner.name));
  }

  /**
   * api/clock-out: answers name and organisation. An unknown work id hears the unknown-partner message, as at clock-in
   * (issue 23: 'Invalid Reference Number' named no work id; the REST shim keeps that legacy text, partner-kiosk.rest.ts);
   * a known partner with nothing open hears 'No Clocked-In for {name}' (spec 8.3), or, when it was in and out
   * today, the sign-out validation (the kiosk offers the clock-in). The answer's message names the partner once and
   * reminds a partner holding a badge to hand it back.
   */
  async clockOut(actor: Actor, cmd: ClockOutCommand): Promise<ClockView> {
    const depot = await this.depots.kioskDepot(cmd.depotId);
    const { workId } = cmd;
    const done = (a: Attendance, partner: Partner) =>
      this.view(a, partner, a.checkedOutAt!, Messages.partnerClockedOut(partner.name, a.badge?.number ?? null));
    // Issue 27: a clock-out held on the device goes in once, at its time (issue 40: dated before the clock-in, refused).
    return this.entries.once(
      actor,
      depot,
      cmd.entry,
      KioskEntryKind.ClockOut,
      async (entry) => {
        const { a, partner } = await this.attendance.transaction(async (uow) => {
          const em = uow.em;
          const partner = await this.partner(em, depot, workId, true);
          const { open, doneToday } = await this.state(em, partner, depot, entry?.occurredAt);
          if (!open) {
            if (doneToday) throw conflict(Messages.alreadySignedOutSignIn);
            throw badInput(Messages.noClockedInFor(partner.name), { workId: [Messages.noClockedInFor(partner.name)] });
          }
          await em.populate(open, ['badge', 'depot', 'tenant'], { filters: false });
          const at = closingTime(entry, open.checkedInAt, () => `${partner.name}, work id ${partner.workId}`);
          const closed = this.attendance.close(uow, open, { at });
          if (entry) this.entries.persist(em, entry, closed);
          return { a: closed, partner };
        });
        return done(a, partner);
      },
      async (attendanceId) => {
        const { a, partner } = await this.held(attendanceId);
        return done(a, partner);
      },
    );
  }

  /** The attendance a replayed entry opened or closed, with its partner (the first answer, again). */
  private async held(attendanceId: string): Promise<{ a: Attendance; partner: Partner }> {
    const a = await this.d.em.fork().findOneOrFail(Attendance, attendanceId, { populate: ['partner', 'badge'], filters: false });
    return { a, partner: a.partner! };
  }

  /** api/submit-partner-signature: the signature of the partner's open clock-in at the depot. */
  async submitSignature(_actor: Actor, cmd: PartnerSignatureCommand): Promise<boolean> {
    const depot = await this.depots.kioskDepot(cmd.depotId);
    const png = signaturePng(cmd.png);
    const partner = await this.partner(this.d.em, depot, cmd.workId);
    const open = await this.d.em.findOne(
      Attendance,
      { partner: partner.id, depot: depot.id, checkedOutAt: null },
      { populate: ['tenant'], filters: false },
    );
    if (!open) throw badInput(Messages.signatureNoSignIn, { sign: [Messages.signatureNoSignIn] });
    await this.attendance.sign(open, png);
    return true;
  }

  // ---- state ----

  /** The partner's open attendance (anywhere) and whether it clocked in and out at this depot today. */
  private async state(em: EntityManager, partner: Partner, depot: Depot, now: Date = this.d.clock.now()) {
    const open = await em.findOne(Attendance, { personKey: `partner:${partner.id}`, checkedOutAt: null }, { filters: false });
    const { start, end } = dayBounds(localDay(now, depot.timeZone), depot.timeZone);
    const doneToday = open
      ? null
      : await em.findOne(
          Attendance,
          {
            partner: partner.id,
            checkedOutAt: { $ne: null },
            checkedInAt: { $gte: start, $lt: end },
          },
          { filters: false, orderBy: { checkedInAt: 'desc' } },
        );
    return { open, doneToday };
  }

  /**
   * A clock-in left open on an earlier day is closed when the partner next clocks in: at the end of that
   * day's shift (or of that day, without a shift), marked as a manual checkout, so reports do not count
   * the nights in between.
   */
  private closeStale(uow: UnitOfWork, open: Attendance, shift: Shift | null | undefined, now: Date) {
    const zone = open.depot.timeZone;
    const overnight = shift && shift.endTime <= shift.startTime;
    const end = shift
      ? wallClock(overnight ? addDays(open.localDate, 1) : open.localDate, shift.endTime, zone)
      : dayBounds(open.localDate, zone).end;
    const at = new Date(Math.max(open.checkedInAt.getTime(), Math.min(end.getTime(), now.getTime())));
    this.attendance.close(uow, open, { manual: true, at });
  }

  /** A partner of the depot's tenant by work id (another tenant's partner is unknown here). */
  private async partner(em: EntityManager, depot: Depot, workId: string, lock = false): Promise<Partner> {
    const partner = await em.findOne(
      Partner,
      { workId, tenant: depot.tenant.id },
      { populate: ['shift'], filters: false, ...(lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {}) },
    );
    if (!partner) throw badInput(Messages.partnerUnknown, { workId: [Messages.partnerUnknown] });
    return partner;
  }

  private view(a: Attendance, p: Partner, at: Date, message: string): ClockView {
    return {
      attendanceId: a.id,
      workId: p.workId,
      name: p.name,
      organisation: p.organisation,
      badgeNumber: a.badge?.number ?? null,
      at,
      message,
    };
  }

  /** The depot a partner is registered at, by work id alone (unknown, or without a depot: the unknown-partner message). */
  private async homeDepot(workId: string): Promise<Depot> {
    const partner = await this.d.em.findOne(Partner, { workId }, { filters: false });
    if (!partner?.depot) throw badInput(Messages.partnerUnknown, { workId: [Messages.partnerUnknown] });
    return this.depots.kioskDepot(partner.depot.id);
  }
}
