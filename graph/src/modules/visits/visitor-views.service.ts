import type { Deps } from '../../core/deps';
import type { Actor } from '../../core/auth/actor';
import { requireStaff, tenantWhere } from '../../core/tenancy';
import { Attendance, AttendanceKind } from '../attendance/attendance.entity';
import type { DepotService } from '../depots/depot.service';
import { depotScope } from '../depots/depot.policy';
import type { VisitReasonService } from '../reasons/visit-reason.service';
import { nameOf } from './visit-kiosk.shared';
import { User } from '../users/user.entity';
import type { HostService, KioskHostView } from '../hosts/host.service';

export type { KioskHostView };

export interface OnSiteView {
  attendanceId: string;
  name: string;
  company: string;
  badgeNumber: string | null;
  checkedInAt: Date;
  depotId: string;
  depotCode: string;
  visitType: string;
}

/** Read-only lists around visitors: who is on site now (staff), and the visit reasons the kiosk offers. */
export class VisitorViewsService {
  constructor(
    private readonly d: Deps,
    private readonly depots: DepotService,
    private readonly visitReasons: VisitReasonService,
    private readonly directory: Pick<HostService, 'atKiosk'>,
  ) {}

  /** Staff (get-visitors): the visitors signed in now at the depots the actor may see. */
  async onSite(actor: Actor): Promise<OnSiteView[]> {
    requireStaff(actor);
    const rows = await this.d.em.find(
      Attendance,
      {
        $and: [{ kind: AttendanceKind.Visitor, checkedOutAt: null }, tenantWhere(actor), { depot: depotScope(actor) }],
      },
      // One statement (joined): a row deleted meanwhile (a tenant's data cleared) cannot leave an attendance without its
      // attendee between two reads.
      { populate: ['attendee', 'badge', 'visit', 'depot'], orderBy: { checkedInAt: 'desc' }, strategy: 'joined' },
    );
    return rows
      .filter((a) => a.attendee)
      .map((a) => ({
        attendanceId: a.id,
        name: nameOf(a.attendee!),
        company: a.attendee!.company,
        badgeNumber: a.badge?.number ?? null,
        checkedInAt: a.checkedInAt,
        depotId: a.depot.id,
        depotCode: a.depot.code,
        visitType: a.visit?.visitType ?? 'Visitor',
      }));
  }

  /**
   * Visit reasons (GET api/reasons, the kiosk's walk-in form): the tenant's active reasons once it manages its own
   * (issue 23), else the active global list; the tenant by the depot, or the staff's tenant.
   */
  /**
   * The people who host at a depot (issue 36), for the kiosk's walk-in form (public): the depot's staff users who are
   * not disabled (those who book its visits; a booking's host defaults to its booker) and the active hosts of the
   * tenant's people directory at the depot (issue 39), by name; a directory host who is also a staff user (same e-mail)
   * once. Only the display name, the department and an opaque id (the walk-in sends it back as hostId): no e-mail,
   * phone, username or role; the depot's tenant's only.
   */
  async hosts(depotId: string): Promise<KioskHostView[]> {
    const depot = await this.depots.kioskDepot(depotId);
    const users = await this.d.em.find(
      User,
      { tenant: depot.tenant.id, depot: depot.id, disabled: false },
      { fields: ['id', 'name', 'email', 'department'], orderBy: { name: 'asc', id: 'asc' }, filters: false },
    );
    const directory = await this.directory.atKiosk(
      depot.tenant.id,
      depot.id,
      users.map((u) => u.email),
    );
    return [...users.map((u) => ({ id: u.id, name: u.name, department: u.department ?? null })), ...directory].sort(
      (a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id.localeCompare(b.id),
    );
  }

  async reasons(actor: Actor, depotId?: string | null): Promise<string[]> {
    let tenantId: string | null = actor.kind === 'staff' ? actor.tenantId : null;
    if (depotId !== undefined && depotId !== null && depotId !== '') tenantId = (await this.depots.kioskDepot(depotId)).tenant.id;
    return this.visitReasons.offered(tenantId);
  }
}
