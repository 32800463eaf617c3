import { LockMode } from '@mikro-orm/core';
import type { Deps } from '../../core/deps';
import { runUnitOfWork } from '../../core/unit-of-work';
import type { Actor } from '../../core/auth/actor';
import { badInput, conflict, notFound, uniqueViolation } from '../../core/errors';
import { requireStaff } from '../../core/tenancy';
import { parse, text } from '../../core/command';
import { Messages, required } from '../../contracts/messages';
import { upper } from '../../contracts/normalise';
import { Attendance, AttendanceKind } from '../attendance/attendance.entity';
import type { AttendanceService } from '../attendance/attendance.service';
import type { Depot } from '../depots/depot.entity';
import type { AddBadgesCommand } from './badge.commands';
import { Badge } from '../attendance/badge.entity';
import { visibleDepot } from '../depots/depot.policy';

/** The most badges one range may add (a typo of an extra digit should not mint 10,000 badges). */
export const MAX_BADGE_RANGE = 500;

export type HolderKind = 'Visitor' | 'Partner';
export interface BadgeView {
  id: string;
  depotId: string;
  depotCode: string;
  number: string;
  inUse: boolean;
  /** Who holds the badge by an open attendance: the visitor's or partner's display name, and which it is. */
  holderName: string | null;
  holderKind: HolderKind | null;
}

/** The display name and kind of an open attendance's person (a visitor's first and last name, a partner's name). */
function holderOf(a: {
  kind: AttendanceKind;
  partner?: { name: string } | null;
  attendee?: { firstName: string; lastName: string } | null;
}): { name: string; kind: HolderKind } {
  if (a.kind === AttendanceKind.Partner && a.partner) return { name: a.partner.name, kind: 'Partner' };
  return { name: a.attendee ? `${a.attendee.firstName} ${a.attendee.lastName}`.trim() : '', kind: 'Visitor' };
}
export interface BadgeAssigneeView {
  kind: 'Visitor' | 'Partner';
  name: string;
  company: string;
  checkedInAt: Date;
  attendanceId: string;
  badgeNumber: string;
  visitType: string;
}

const DIGITS = /^\d{1,9}$/;
/** Numeric badges first in number order, then the others alphabetically. */
const byNumber = (a: Badge, b: Badge) => {
  const na = DIGITS.test(a.number),
    nb = DIGITS.test(b.number);
  if (na && nb) return Number(a.number) - Number(b.number);
  if (na !== nb) return na ? -1 : 1;
  return a.number.localeCompare(b.number);
};

/** A depot's badge pool (spec 3 Badge, 4.7, 7): staff only, within the depots the actor may see. */
export class BadgeService {
  constructor(
    private readonly d: Deps,
    /** The needs of this feature's manifest (index.ts): the depots the actor may see, and the badges' holders. */
    private readonly attendance: Pick<AttendanceService, 'holderOfBadge' | 'transaction' | 'close'>,
  ) {}

  /** The depot's badges, numeric ones in number order, with whether an open attendance holds each. */
  async list(actor: Actor, depotId: string): Promise<BadgeView[]> {
    const depot = await this.depot(actor, depotId);
    const badges = await this.d.em.find(Badge, { depot: depot.id, tenant: depot.tenant.id });
    // The holders of every badge in one joined query (never one per row): open attendances with their person.
    // Whole rows, not a partial `fields` load: a partially loaded entity in this request's identity map would
    // be handed to a later lookup in the same GraphQL document (badgeAssignee) as if it were complete.
    const held = await this.d.em.find(
      Attendance,
      { depot: depot.id, tenant: depot.tenant.id, checkedOutAt: null, badge: { $ne: null } },
      { populate: ['attendee', 'partner'], strategy: 'joined' },
    );
    const holders = new Map(held.map((a) => [a.badge!.id, holderOf(a)]));
    return badges.sort(byNumber).map((b) => {
      const holder = holders.get(b.id);
      return {
        id: b.id,
        depotId: depot.id,
        depotCode: depot.code,
        number: b.number,
        inUse: !!holder,
        holderName: holder?.name ?? null,
        holderKind: holder?.kind ?? null,
      };
    });
  }

  /** The next badge number (get-badge-number): one above the highest numeric badge, "1" for an empty pool. */
  async nextNumber(actor: Actor, depotId: string): Promise<string> {
    return this.next(await this.depot(actor, depotId));
  }

  /**
   * Adds one badge (badgeNum) or a numeric range badgeNumFrom..badgeNumTo whose From is the next number
   * (spec 5). All or nothing: a duplicate (also one added concurrently) is a 409 and adds none.
   */
  async add(actor: Actor, cmd: AddBadgesCommand): Promise<BadgeView[]> {
    const depot = await this.depot(actor, cmd.depotId);
    const single = cmd.badgeNum;
    let numbers: string[];
    if (single !== undefined) {
      numbers = [upper(single)];
    } else {
      const from = cmd.badgeNumFrom;
      const to = cmd.badgeNumTo;
      if (!from && !to) throw badInput(required('Badge number'), { badgeNum: [required('Badge number')] });
      if (!from || !to || !DIGITS.test(from) || !DIGITS.test(to) || Number(to) < Number(from)) {
        throw badInput(Messages.badgeRangeNumeric, { badgeNumTo: [Messages.badgeRangeNumeric] });
      }
      const next = await this.next(depot);
      if (Number(from) !== Number(next)) throw badInput(Messages.badgeRangeStart(next), { badgeNumFrom: [Messages.badgeRangeStart(next)] });
      const count = Number(to) - Number(from) + 1;
      if (count > MAX_BADGE_RANGE)
        throw badInput(Messages.badgeRangeTooLarge(MAX_BADGE_RANGE), { badgeNumTo: [Messages.badgeRangeTooLarge(MAX_BADGE_RANGE)] });
      numbers = Array.from({ length: count }, (_, i) => String(Number(from) + i));
    }
    try {
      await runUnitOfWork(this.d, async ({ em }) => {
        const existing = await em.find(Badge, { depot: depot.id, number: { $in: numbers } }, { filters: false, limit: 1 });
        if (existing.length) throw conflict(Messages.badgeExists(existing[0].number));
        for (const number of numbers) em.create(Badge, { tenant: depot.tenant, depot, number });
      });
    } catch (err) {
      if (uniqueViolation(err) === 'badge_depot_number_uniq')
        throw conflict(Messages.badgeExists(numbers.length === 1 ? numbers[0] : `${numbers[0]}-${numbers[numbers.length - 1]}`));
      throw err;
    }
    const all = await this.list(actor, depot.id);
    return all.filter((b) => numbers.includes(b.number));
  }

  /** Who holds a badge now (get-badge-assignee-details): 404 for no such badge, 'Batch number not in Use.' when free. */
  async assignee(actor: Actor, depotId: string, badgeNum: string): Promise<BadgeAssigneeView> {
    const depot = await this.depot(actor, depotId);
    const number = this.number(badgeNum);
    await this.requireBadge(depot, number);
    const a = await this.attendance.holderOfBadge(this.d.em, depot, number);
    if (!a) throw badInput(Messages.batchNotInUse, { badgeNum: [Messages.batchNotInUse] });
    return this.view(a);
  }

  /** Checks the holder out (a visitor) or clocks it out (a partner), as a manual checkout; the grid hears of it. */
  async checkOutHolder(
    actor: Actor,
    depotId: string,
    badgeNum: string,
    options: { sendNotification?: boolean } = {},
  ): Promise<BadgeAssigneeView> {
    const depot = await this.depot(actor, depotId);
    const number = this.number(badgeNum);
    const notify = options.sendNotification ?? false;
    await this.requireBadge(depot, number);
    const a = await this.attendance.transaction(async (uow) => {
      const em = uow.em;
      const open = await em.findOne(
        Attendance,
        { depot: depot.id, badge: { number }, checkedOutAt: null },
        { lockMode: LockMode.PESSIMISTIC_WRITE, filters: false },
      );
      if (!open) throw badInput(Messages.batchNotInUse, { badgeNum: [Messages.batchNotInUse] });
      await em.populate(open, ['attendee', 'partner', 'visit', 'badge', 'tenant', 'depot'], { filters: false });
      // Send Notification & Check-out (spec 4.7): the visit's host hears of it; a partner has no host.
      return this.attendance.close(uow, open, { manual: true, notifyHost: notify });
    });
    return this.view(a);
  }

  private view(a: Attendance): BadgeAssigneeView {
    const partner = a.kind === AttendanceKind.Partner && a.partner;
    return {
      kind: partner ? 'Partner' : 'Visitor',
      name: partner ? a.partner!.name : `${a.attendee!.firstName} ${a.attendee!.lastName}`,
      company: partner ? a.partner!.organisation : a.attendee!.company,
      checkedInAt: a.checkedInAt,
      attendanceId: a.id,
      badgeNumber: a.badge!.number,
      visitType: partner ? 'Partner' : (a.visit?.visitType ?? 'Visitor'),
    };
  }

  private async next(depot: Depot): Promise<string> {
    const rows = await this.d.em
      .getConnection()
      .execute<{ max: string | null }[]>(`select max(number::bigint) as max from badge where depot_id = ? and number ~ '^[0-9]{1,9}$'`, [
        depot.id,
      ]);
    return String(Number(rows[0]?.max ?? 0) + 1);
  }

  private number(v: string): string {
    return upper(parse(text('Badge number', 32), v));
  }

  private async requireBadge(depot: Depot, number: string): Promise<void> {
    if (!(await this.d.em.count(Badge, { depot: depot.id, number }))) throw notFound('Badge');
  }

  private async depot(actor: Actor, id: string): Promise<Depot> {
    requireStaff(actor);
    return visibleDepot(this.d.em, actor, id);
  }
}
