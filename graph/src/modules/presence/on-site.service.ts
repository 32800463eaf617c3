import type { Deps } from '../../core/deps';
import type { Actor } from '../../core/auth/actor';
import { requireRole } from '../../core/tenancy';
import { localDay } from '../../core/time';
import { Attendance, AttendanceKind } from '../attendance/attendance.entity';
import { attendanceName, attendanceVisitType } from '../attendance/attendance.service';
import { depotScope, visibleDepot } from '../depots/depot.policy';
import { Depot } from '../depots/depot.entity';
import { expectedBy } from '../overstay/overstay.rules';
import type { DepotPresenceCommand } from './presence.commands';

/** The roles that see a depot's presence views (on site now, the roll-call record): DepotManager for its own depot. */
export const PRESENCE_ROLES = ['SuperAdmin', 'TenantAdmin', 'DepotManager'] as const;

/** One person signed in now at a depot. */
export interface OnSiteRow {
  attendanceId: string;
  kind: AttendanceKind;
  /** Planned, Unplanned, Regular or Partner. */
  visitType: string;
  name: string;
  company: string;
  host: string | null;
  badgeNumber: string | null;
  checkedInAt: Date;
  /** The sign-in day in the depot's zone (yyyy-MM-dd). */
  localDate: string;
  /** Signed in on an earlier day of the depot than today: forgot to sign out (end-of-day sign-out closes these). */
  earlierDay: boolean;
  /** When they were expected to leave (issue 37: a planned visit's length, or the depot's expected stay); null: no limit. */
  expectedBy: Date | null;
  /** Still here past `expectedBy` (the depot's managers are told once). */
  overstaying: boolean;
}

export interface OnSiteList {
  depotId: string;
  depotCode: string;
  timeZone: string;
  /** HH:mm of the depot's end-of-day sign-out, or null when it has none. */
  autoSignOutTime: string | null;
  /** How long people are expected to stay, in minutes (issue 37); null: no limit. */
  expectedStayMinutes: number | null;
  /** Now, as the server reads it (the screen's "how long ago" counts from here). */
  currentTime: Date;
  rows: OnSiteRow[];
}

export interface OnSiteCount {
  depotId: string;
  depotCode: string;
  onSite: number;
  earlierDay: number;
}

/**
 * The open attendances of a depot as on-site rows (also the roll-call's list when an evacuation starts); `stay` is the
 * depot's expected stay and `now` the reading's time (issue 37: past their expected time, a row is overstaying).
 */
export function onSiteRow(a: Attendance, today: string, stay?: { minutes: number | null | undefined; now: Date }): OnSiteRow {
  const due = stay ? expectedBy(a.checkedInAt, a.visit?.expectedMinutes, stay.minutes) : null;
  const host = a.visit?.hostName ?? a.visit?.regularVisitor?.host?.hostname ?? null;
  return {
    attendanceId: a.id,
    kind: a.kind,
    visitType: attendanceVisitType(a),
    name: attendanceName(a),
    company: (a.partner ? a.partner.organisation : a.attendee?.company) ?? '',
    host: host || null,
    badgeNumber: a.badge?.number ?? null,
    checkedInAt: a.checkedInAt,
    localDate: a.localDate,
    earlierDay: a.localDate < today,
    expectedBy: due,
    overstaying: !!due && !!stay && due <= stay.now,
  };
}

/**
 * How many are signed in at each of the depots (a uuid[] literal), by sign-in day. Only open attendances are read,
 * through the partial index `attendance_depot_open_idx` (issue 41: `attendance_depot_day_idx` read each depot's whole
 * history to find the open ones). `openAt` reads its rows by the same index.
 */
export const ON_SITE_COUNTS_SQL = `select "depot_id", to_char("local_date", 'YYYY-MM-DD') as "local_date", count(*) as "n" from "attendance"
  where "checked_out_at" is null and "depot_id" = any(?::uuid[]) group by "depot_id", "local_date"`;

/**
 * Who is on site now (issue 23): everyone signed in at a depot, visitors of every kind and partners, earliest
 * first. DepotManager sees its own depot, TenantAdmin its tenant's, SuperAdmin every depot.
 */
export class OnSiteService {
  constructor(private readonly d: Deps) {}

  async list(actor: Actor, cmd: DepotPresenceCommand): Promise<OnSiteList> {
    requireRole(actor, ...PRESENCE_ROLES);
    const depot = await visibleDepot(this.d.em, actor, cmd.depotId);
    const now = this.d.clock.now();
    const rows = await this.openAt(depot);
    const today = localDay(now, depot.timeZone);
    return {
      depotId: depot.id,
      depotCode: depot.code,
      timeZone: depot.timeZone,
      autoSignOutTime: depot.autoSignOutTime ?? null,
      expectedStayMinutes: depot.expectedStayMinutes ?? null,
      currentTime: now,
      rows: rows.map((a) => onSiteRow(a, today, { minutes: depot.expectedStayMinutes, now })),
    };
  }

  /** The open attendances of a depot with what a row shows, earliest first. */
  async openAt(depot: Depot, em = this.d.em): Promise<Attendance[]> {
    return em.find(
      Attendance,
      { tenant: depot.tenant.id, depot: depot.id, checkedOutAt: null },
      {
        populate: ['attendee', 'partner', 'visit', 'visit.regularVisitor', 'visit.regularVisitor.host', 'badge'],
        orderBy: { checkedInAt: 'asc', id: 'asc' },
        filters: false,
      },
    );
  }

  /** How many are on site at each depot the actor may see (the dashboard), and how many of them since an earlier day. */
  async counts(actor: Actor): Promise<OnSiteCount[]> {
    requireRole(actor, ...PRESENCE_ROLES);
    const depots = await this.d.em.find(Depot, depotScope(actor), { orderBy: { code: 'asc' }, filters: false });
    if (!depots.length) return [];
    const now = this.d.clock.now();
    const rows: { depot_id: string; local_date: string; n: string }[] = await this.d.em.execute(ON_SITE_COUNTS_SQL, [
      `{${depots.map((d) => d.id).join(',')}}`,
    ]);
    return depots.map((depot) => {
      const today = localDay(now, depot.timeZone);
      const mine = rows.filter((r) => r.depot_id === depot.id);
      return {
        depotId: depot.id,
        depotCode: depot.code,
        onSite: mine.reduce((n, r) => n + Number(r.n), 0),
        earlierDay: mine.filter((r) => r.local_date < today).reduce((n, r) => n + Number(r.n), 0),
      };
    });
  }
}
