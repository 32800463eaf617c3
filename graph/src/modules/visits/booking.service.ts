import { LockMode } from '@mikro-orm/core';
import { emitWebhookEvent } from '../webhooks/webhook-events';
import type { Deps } from '../../core/deps';
import { actorRefs, type Actor } from '../../core/auth/actor';
import { badInput, conflict, uniqueViolation } from '../../core/errors';
import { runUnitOfWork, type UnitOfWork } from '../../core/unit-of-work';
import { findInScope, requireStaff, tenantWhere } from '../../core/tenancy';
import { dayBounds, isHhMm, isIsoDay, localDay, wallClock } from '../../core/time';
import { Messages } from '../../contracts/messages';
import { capitalFirst, upper } from '../../contracts/normalise';
import { Attendance } from '../attendance/attendance.entity';
import { depotScope } from '../depots/depot.policy';
import type { DepotService } from '../depots/depot.service';
import { User } from '../users/user.entity';
import { ApiKey } from '../api-keys/api-key.entity';
import { upsertAttendee } from '../attendees/attendee.service';
import type { BookVisitCommand, EditBookingCommand, ResendBookingQrCommand } from './booking.commands';
import { meetingReference } from '../attendees/reference';
import { Visit, VisitType } from '../attendance/visit.entity';
import { offeredReason } from '../reasons/reason-ids';
import type { EntityManager } from '@mikro-orm/postgresql';

export type VisitState = 'BOOKED' | 'CHECKED_IN' | 'CHECKED_OUT' | 'CANCELLED';

/** A booked visit as the staff screens show it (spec 3 Visitor / visit record, 4.7 states). */
export interface BookedVisitView {
  visit: Visit;
  attendance: Attendance | null;
  state: VisitState;
}

/**
 * Booking planned visits (spec 3 Booking payload and form, 4.7 toggles, 5): staff of the depot's tenant.
 * One transaction writes the attendee, the visit and the outbox row of the visitor's e-mail (reference + QR).
 */
export class BookingService {
  constructor(
    private readonly d: Deps,
    private readonly depots: DepotService,
  ) {}

  async book(actor: Actor, cmd: BookVisitCommand): Promise<BookedVisitView> {
    const staff = requireStaff(actor);
    const depot = await this.depots.findVisible(actor, cmd.depotId);
    const when = this.meetingTime(cmd, depot.timeZone);

    // Host is me (default on): the signed-in user; otherwise the host named by the command (required there).
    let hostName: string;
    let hostEmail: string;
    let hostDepartment: string | null;
    if (cmd.hostIsMe && staff.apiKey) throw badInput(Messages.apiKeyHostRequired, { hostIsMe: [Messages.apiKeyHostRequired] });
    if (cmd.hostIsMe) {
      const me = await this.d.em.findOneOrFail(User, { id: staff.userId }, { filters: false });
      hostName = me.name;
      hostEmail = me.email;
      hostDepartment = me.department ?? null;
    } else {
      hostName = capitalFirst(cmd.hostName!).slice(0, 120);
      hostEmail = cmd.hostEmail!;
      hostDepartment = cmd.department ? upper(cmd.department) : null;
    }

    // Auto-generate the meeting reference (default on, unless one is given); a given one is uppercased and must be free.
    const given = cmd.meetingReference;
    const auto = cmd.autoReference ?? given === undefined;
    const reference = !auto && given ? upper(given) : meetingReference();

    // Issue 38: the reason, one the tenant offers (its listed words kept), so a planned visit is gated as a walk-in of it.
    const reason = cmd.reasonForVisit ? await this.reason(depot.tenant.id, cmd.reasonForVisit) : null;
    const by = actorRefs(staff);
    try {
      const visit = await runUnitOfWork(this.d, async (uow) => {
        await uow.action('booking.book');
        const { em } = uow;
        const attendee = await upsertAttendee(em, depot.tenant, {
          firstName: capitalFirst(cmd.firstName),
          lastName: capitalFirst(cmd.lastName),
          email: cmd.email,
          company: capitalFirst(cmd.company),
        });
        const v = em.create(Visit, {
          tenant: depot.tenant,
          depot,
          attendee,
          visitType: VisitType.Planned,
          meetingReference: reference,
          // A user or an API key (issue 40): a key's id is no user's.
          bookedBy: by.userId ? em.getReference(User, by.userId) : null,
          bookedByApiKey: by.apiKeyId ? em.getReference(ApiKey, by.apiKeyId) : null,
          hostName,
          hostEmail,
          hostDepartment,
          dateOfVisit: when,
          printLabel: cmd.printLabel,
          badgeNumFlag: cmd.badgeNumFlag,
          signFlag: cmd.signFlag,
          enterTemperature: cmd.enterTemperature,
          expectedMinutes: cmd.expectedMinutes ?? null,
          reasonForVisit: reason,
        });
        em.persist(v);
        await em.flush();
        uow.enqueue('visit-booked', { visitId: v.id });
        emitWebhookEvent(uow, 'visit.booked', depot.tenant.id, this.d.clock.now(), { visitId: v.id, depotId: depot.id });
        return v;
      });
      return { visit, attendance: null, state: 'BOOKED' };
    } catch (err) {
      if (uniqueViolation(err) === 'visit_meeting_reference_uniq') throw conflict(Messages.meetingReferenceTaken(reference));
      throw err;
    }
  }

  /** The planned visits of a depot's day (list-booked-visitor/{depotId}/{date}; date yyyy-MM-dd or dd-MM-yyyy), with their state. */
  async listForDay(actor: Actor, depotId: string, date?: string | null): Promise<BookedVisitView[]> {
    const depot = await this.depots.findVisible(actor, depotId);
    const day = this.day(date, depot.timeZone);
    const { start, end } = dayBounds(day, depot.timeZone);
    const visits = await this.d.em.find(
      Visit,
      {
        tenant: depot.tenant.id,
        depot: depot.id,
        visitType: VisitType.Planned,
        dateOfVisit: { $gte: start, $lt: end },
      },
      { populate: ['attendee', 'depot'], orderBy: { dateOfVisit: 'asc', id: 'asc' } },
    );
    return this.withState(visits);
  }

  /** One booked visit of the actor's scope, with its state (the visit detail of spec 4.7). */
  async get(actor: Actor, id: string): Promise<BookedVisitView> {
    requireStaff(actor);
    const visit = await findInScope(this.d.em, Visit, id, { $and: [tenantWhere(actor), { depot: depotScope(actor) }] }, 'Visit', {
      populate: ['attendee', 'depot', 'regularVisitor'],
    });
    return (await this.withState([visit]))[0];
  }

  /**
   * Who booked a visit of the actor's tenant, as staff read it (issue 40): the user's name, or the API key's name
   * (`Messages.bookedByApiKey`); null when nobody is recorded (walk-ins, regular visits, a removed booker).
   */
  async bookedBy(actor: Actor, visitId: string): Promise<string | null> {
    requireStaff(actor);
    const [row] = await this.d.em.getConnection().execute<{ user_name: string | null; key_name: string | null }[]>(
      `select u."name" as user_name, k."name" as key_name from "visit" v
         left join "app_user" u on u."id" = v."booked_by_id"
         left join "api_key" k on k."id" = v."booked_by_api_key_id"
       where v."id" = ? and (?::uuid is null or v."tenant_id" = ?::uuid)`,
      [visitId, actor.kind === 'staff' ? actor.tenantId : null, actor.kind === 'staff' ? actor.tenantId : null],
    );
    if (!row) return null;
    if (row.key_name) return Messages.bookedByApiKey(row.key_name);
    return row.user_name;
  }

  /** Cancel Visit (spec 4.7): only a visit not checked in; 'Meeting Canceled.'; the grid hears CANCELLED. */
  async cancel(actor: Actor, id: string): Promise<BookedVisitView> {
    const view = await this.get(actor, id);
    if (view.state === 'CANCELLED') return view;
    if (view.attendance) throw conflict(Messages.visitAlreadyCheckedIn);
    await runUnitOfWork(this.d, async (uow) => {
      await uow.action('booking.cancel');
      // Locked, so a kiosk check-in of the same reference (which locks the visit too) and the cancel queue:
      // whichever comes second sees the first.
      const v = await uow.em.findOneOrFail(Visit, { id: view.visit.id }, { lockMode: LockMode.PESSIMISTIC_WRITE, filters: false });
      if (await uow.em.count(Attendance, { visit: v.id }, { filters: false })) throw conflict(Messages.visitAlreadyCheckedIn);
      if (v.cancelledAt) return;
      v.cancelledAt = this.d.clock.now();
      // The visitor is told (issue 23): a planned visit has an e-mail address to tell.
      if (v.visitType === VisitType.Planned) uow.enqueue('visit-cancelled', { visitId: v.id });
      emitWebhookEvent(uow, 'visit.cancelled', v.tenant.id, v.cancelledAt, { visitId: v.id, depotId: v.depot.id });
      uow.publish('attendanceChanged', {
        kind: 'CANCELLED',
        tenantId: v.tenant.id,
        depotId: v.depot.id,
        attendanceId: null,
        visitId: v.id,
        attendeeName: `${view.visit.attendee.firstName} ${view.visit.attendee.lastName}`,
        visitType: v.visitType,
        at: v.cancelledAt.toISOString(),
      });
    });
    return { ...view, state: 'CANCELLED' };
  }

  /**
   * Edit a booking before its visit (issue 23): date and time (the depot's zone, not in the past), host and the
   * kiosk flags; and (issue 36) the visitor's name, e-mail and company, which re-point the booking at the person of
   * that e-mail (as a booking does). A new date, time or host, or a corrected visitor, sends the booking e-mail again
   * (the change, with the QR), once, through the outbox, as Re-send QR does; the kiosk flags alone send nothing. Only
   * a planned visit that is not cancelled, not checked in and whose day has not passed.
   */
  async edit(actor: Actor, cmd: EditBookingCommand): Promise<BookedVisitView> {
    const view = await this.get(actor, cmd.id);
    this.assertBeforeVisit(view.visit, !!view.attendance, view.visit.depot.timeZone);
    const when = this.meetingTime(cmd, view.visit.depot.timeZone);
    const reason = cmd.reasonForVisit ? await this.reason(view.visit.tenant.id, cmd.reasonForVisit) : cmd.reasonForVisit;
    const visit = await runUnitOfWork(this.d, async (uow) => {
      await uow.action('booking.edit');
      const v = await this.lockBeforeVisit(uow, view);
      const before = { at: v.dateOfVisit.getTime(), host: [v.hostName, v.hostEmail?.toLowerCase(), v.hostDepartment] };
      v.dateOfVisit = when;
      v.hostName = capitalFirst(cmd.hostName).slice(0, 120);
      v.hostEmail = cmd.hostEmail;
      v.hostDepartment = cmd.department ? upper(cmd.department) : null;
      // What the visitor's booking e-mail says (when, who hosts): a change of it is e-mailed, with the QR again.
      const moved =
        before.at !== when.getTime() || before.host.some((x, i) => x !== [v.hostName, v.hostEmail?.toLowerCase(), v.hostDepartment][i]);
      v.printLabel = cmd.printLabel ?? false;
      v.badgeNumFlag = cmd.badgeNumFlag ?? false;
      v.signFlag = cmd.signFlag ?? false;
      v.enterTemperature = cmd.enterTemperature ?? false;
      if (cmd.expectedMinutes !== undefined) v.expectedMinutes = cmd.expectedMinutes;
      if (reason !== undefined) v.reasonForVisit = reason;
      const was = view.visit.attendee;
      const person = {
        firstName: cmd.firstName !== undefined ? capitalFirst(cmd.firstName) : was.firstName,
        lastName: cmd.lastName !== undefined ? capitalFirst(cmd.lastName) : was.lastName,
        email: cmd.email ?? was.email,
        company: cmd.company !== undefined ? capitalFirst(cmd.company) : was.company,
      };
      const corrected =
        person.firstName !== was.firstName ||
        person.lastName !== was.lastName ||
        person.email.toLowerCase() !== was.email.toLowerCase() ||
        person.company !== was.company;
      if (corrected) v.attendee = await upsertAttendee(uow.em, view.visit.tenant, person);
      // One booking e-mail (reference, when, where, host, QR) for the edit, to the visitor as the booking now names them.
      if (corrected || moved) {
        // The invitation replaces the one the visitor has: a calendar takes the higher sequence (visit-calendar.ts).
        v.calendarSequence += 1;
        uow.enqueue('visit-booked', { visitId: v.id });
      }
      await uow.em.flush();
      return v;
    });
    return { ...view, visit };
  }

  /**
   * Re-send a booking's QR e-mail (issue 23), under the same rules as an edit: a new 'visit-booked' outbox row
   * (a new event id, so the send-once record lets it out again).
   */
  async resendQr(actor: Actor, cmd: ResendBookingQrCommand): Promise<BookedVisitView> {
    const view = await this.get(actor, cmd.id);
    this.assertBeforeVisit(view.visit, !!view.attendance, view.visit.depot.timeZone);
    await runUnitOfWork(this.d, async (uow) => {
      const v = await this.lockBeforeVisit(uow, view);
      uow.enqueue('visit-booked', { visitId: v.id });
    });
    return view;
  }

  /** A booking's reason: one the tenant offers, as listed (else 400). */
  private async reason(tenantId: string, text: string): Promise<string> {
    const listed = await offeredReason(this.d.em as EntityManager, tenantId, text);
    if (!listed) throw badInput(Messages.bookingReasonUnknown, { reasonForVisit: [Messages.bookingReasonUnknown] });
    return listed;
  }

  /** A booking may change only before its visit: planned, not cancelled, not checked in, its day not past (depot zone). */
  private assertBeforeVisit(visit: Visit, checkedIn: boolean, zone: string): void {
    if (visit.visitType !== VisitType.Planned) throw conflict(Messages.bookingNotPlanned);
    if (visit.cancelledAt) throw conflict(Messages.bookingCancelledNoChange);
    if (checkedIn) throw conflict(Messages.bookingCheckedInNoChange);
    if (localDay(visit.dateOfVisit, zone) < localDay(this.d.clock.now(), zone)) throw conflict(Messages.bookingDayPassedNoChange);
  }

  /** The visit locked (a kiosk check-in and a cancel lock it too, so they queue), its rules checked again. */
  private async lockBeforeVisit(uow: UnitOfWork, view: BookedVisitView): Promise<Visit> {
    const v = await uow.em.findOneOrFail(Visit, { id: view.visit.id }, { lockMode: LockMode.PESSIMISTIC_WRITE, filters: false });
    const checkedIn = await uow.em.count(Attendance, { visit: v.id }, { filters: false });
    this.assertBeforeVisit(v, checkedIn > 0, view.visit.depot.timeZone);
    return v;
  }

  /** The visits with their attendance (badge included) and state, in one query. */
  async withState(visits: Visit[]): Promise<BookedVisitView[]> {
    if (visits.length === 0) return [];
    const attendances = await this.d.em.find(
      Attendance,
      { visit: { $in: visits.map((v) => v.id) } },
      { populate: ['badge'], filters: false },
    );
    const byVisit = new Map(attendances.map((a) => [a.visit!.id, a]));
    return visits.map((visit) => {
      const attendance = byVisit.get(visit.id) ?? null;
      const state: VisitState = visit.cancelledAt
        ? 'CANCELLED'
        : !attendance
          ? 'BOOKED'
          : attendance.checkedOutAt
            ? 'CHECKED_OUT'
            : 'CHECKED_IN';
      return { visit, attendance, state };
    });
  }

  /** MeetingDateTime (a local date-time in the depot's zone) or date + time (both given: the command requires them); not in the past (spec 5). */
  private meetingTime(cmd: { meetingDateTime?: string; date?: string; time?: string }, zone: string): Date {
    const dt = cmd.meetingDateTime;
    let day: string | undefined;
    let time: string | undefined;
    if (dt) {
      const m = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})/.exec(dt);
      if (!m) throw badInput('Date must be a local date and time (yyyy-MM-ddTHH:mm)', { date: ['Date must be a local date and time'] });
      [, day, time] = m;
    } else {
      day = this.isoDay(cmd.date!);
      time = cmd.time!.length === 4 ? `0${cmd.time}` : cmd.time!.slice(0, 5);
    }
    if (!isIsoDay(day)) throw badInput('Date is not a real date', { date: ['Date is not a real date'] });
    if (!isHhMm(time)) throw badInput('Time must be HH:mm', { time: ['Time must be HH:mm'] });
    const when = wallClock(day, time, zone);
    if (day < localDay(this.d.clock.now(), zone)) throw badInput(Messages.bookingInPast, { date: [Messages.bookingInPast] });
    return when;
  }

  /** yyyy-MM-dd, dd/MM/yyyy (spec 9 booking dates) or dd-MM-yyyy, as yyyy-MM-dd. */
  private isoDay(v: string): string {
    const dmy = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/.exec(v);
    return dmy ? `${dmy[3]}-${dmy[2].padStart(2, '0')}-${dmy[1].padStart(2, '0')}` : v.slice(0, 10);
  }

  private day(date: unknown, zone: string): string {
    if (date === undefined || date === null || date === '' || date === 'today') return localDay(this.d.clock.now(), zone);
    const day = this.isoDay(String(date));
    if (!isIsoDay(day)) throw badInput('Date is not a real date', { date: ['Date is not a real date'] });
    return day;
  }
}
