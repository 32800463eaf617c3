import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Deps } from '../../core/deps';
import type { Actor } from '../../core/auth/actor';
import { badInput, notFound } from '../../core/errors';
import { requireStaff, tenantWhere } from '../../core/tenancy';
import { isId } from '../../core/validate';
import { Messages } from '../../contracts/messages';
import { upper } from '../../contracts/normalise';
import { Attendance, AttendanceKind } from '../attendance/attendance.entity';
import type { AttendanceService } from '../attendance/attendance.service';
import { Badge } from '../attendance/badge.entity';
import type { Depot } from '../depots/depot.entity';
import type { DepotService } from '../depots/depot.service';
import { KioskEntryKind } from '../kiosk-entries/kiosk-entry.entity';
import { closingTime, type KioskEntryService } from '../kiosk-entries/kiosk-entry.service';
import { depotScope } from '../depots/depot.policy';
import type { BeforeCheckoutCommand, CheckOutByStaffCommand, CheckOutCommand } from './visit-kiosk.commands';
import { invalidReference, kioskDepot, nameOf } from './visit-kiosk.shared';

export interface KioskCheckoutView {
  name: string;
  badgeNumber: string | null;
}

/**
 * Visitor sign-out (spec 4.4): the kiosk's "is this you?", the kiosk's sign-out by badge (uppercased) or by
 * reference, and the staff's checkout of a visitor. Each close is one transaction, CHECKED_OUT after commit.
 */
export class VisitCheckOutService {
  constructor(
    private readonly d: Deps,
    private readonly attendance: AttendanceService,
    private readonly depots: DepotService,
    private readonly entries: KioskEntryService,
  ) {}

  /** The kiosk's "is this you?" before sign-out (spec 4.4): only the name and the badge number. */
  async beforeCheckout(_actor: Actor, cmd: BeforeCheckoutCommand): Promise<KioskCheckoutView> {
    const depot = await kioskDepot(this.depots, cmd);
    const a = await this.openForCheckout(this.d.em, depot, cmd, false);
    return { name: nameOf(a.attendee!), badgeNumber: a.badge?.number ?? null };
  }

  /** Kiosk sign-out by badge (uppercased) or by reference (api/checkOut, api/QRcheckOut): CHECKED_OUT after commit. */
  async checkOut(actor: Actor, cmd: CheckOutCommand): Promise<KioskCheckoutView> {
    const depot = await kioskDepot(this.depots, cmd);
    // Issue 27: a sign-out held on the device goes in once, at its time (issue 40: dated before the sign-in, refused).
    return this.entries.once(
      actor,
      depot,
      cmd.entry,
      KioskEntryKind.SignOut,
      async (entry) => {
        const a = await this.attendance.transaction(async (uow) => {
          const open = await this.openForCheckout(uow.em, depot, cmd, true);
          const at = closingTime(entry, open.checkedInAt, () =>
            [nameOf(open.attendee!), open.badge ? `badge ${open.badge.number}` : null].filter(Boolean).join(', '),
          );
          const closed = this.attendance.close(uow, open, { at });
          if (entry) this.entries.persist(uow.em, entry, closed);
          return closed;
        });
        return { name: nameOf(a.attendee!), badgeNumber: a.badge?.number ?? null };
      },
      async (attendanceId) => {
        const a = await this.d.em.fork().findOneOrFail(Attendance, attendanceId, { populate: ['attendee', 'badge'], filters: false });
        return { name: nameOf(a.attendee!), badgeNumber: a.badge?.number ?? null };
      },
    );
  }

  /**
   * Staff checkout of a visitor (the staff variant of api/checkOut): an open visitor attendance at a depot
   * the actor may see, closed as a manual checkout unless manualCheckout is false. With sendNotification
   * the visit's host is e-mailed (through the outbox, in the same transaction).
   */
  async checkOutByStaff(actor: Actor, cmd: CheckOutByStaffCommand): Promise<KioskCheckoutView & { message: string }> {
    requireStaff(actor);
    const id = cmd.visitorAttendanceId;
    if (!isId(id)) throw notFound('Visitor attendance');
    const a = await this.attendance.transaction(async (uow) => {
      const em = uow.em;
      const open = await em.findOne(
        Attendance,
        {
          $and: [{ id, kind: AttendanceKind.Visitor, checkedOutAt: null }, tenantWhere(actor), { depot: depotScope(actor) }],
        },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!open) throw notFound('Visitor attendance');
      await em.populate(open, ['attendee', 'badge', 'visit', 'depot', 'tenant']);
      return this.attendance.close(uow, open, { manual: cmd.manualCheckout, notifyHost: cmd.sendNotification });
    });
    const name = nameOf(a.attendee!);
    return { name, badgeNumber: a.badge?.number ?? null, message: Messages.visitorCheckedOut };
  }

  /** The open visitor attendance named by a badge (uppercased) or a reference, at this depot. */
  private async openForCheckout(
    em: EntityManager,
    depot: Depot,
    by: { depotBadgeNum?: string; meetingReference?: string; anyDepot?: boolean },
    lock: boolean,
  ): Promise<Attendance> {
    const lockOpt = lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {};
    let found: Attendance | null;
    if (by.depotBadgeNum) {
      const number = upper(by.depotBadgeNum);
      const inPool = await em.count(Badge, { depot: depot.id, number }, { filters: false });
      if (!inPool) throw badInput(Messages.noVisitorForBadge, { depotBadge: [Messages.noVisitorForBadge] });
      found = await em.findOne(Attendance, { depot: depot.id, badge: { number }, checkedOutAt: null }, { filters: false, ...lockOpt });
      if (!found) throw badInput(Messages.batchNotInUse, { depotBadge: [Messages.batchNotInUse] });
      if (found.kind !== AttendanceKind.Visitor) throw badInput(Messages.noVisitorForBadge, { depotBadge: [Messages.noVisitorForBadge] });
    } else {
      if (!by.meetingReference) throw invalidReference();
      const ref = upper(by.meetingReference);
      // The wrong-depot question's Yes (spec 4.3): by reference, the open sign-in at any depot of this tenant.
      const where = by.anyDepot ? { tenant: depot.tenant.id } : { depot: depot.id };
      found = await em.findOne(
        Attendance,
        {
          ...where,
          kind: AttendanceKind.Visitor,
          checkedOutAt: null,
          $or: [{ visit: { meetingReference: ref } }, { visit: { regularVisitor: { meetingReference: ref, removedAt: null } } }],
        },
        { filters: false, ...lockOpt },
      );
      if (!found) throw invalidReference();
    }
    await em.populate(found, ['attendee', 'badge', 'visit', 'depot', 'tenant'], { filters: false });
    return found;
  }
}
