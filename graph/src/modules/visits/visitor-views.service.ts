import type { Deps } from '../../core/deps';
import type { Actor } from '../../core/auth/actor';
import { requireStaff, tenantWhere } from '../../core/tenancy';
import { Attendance, AttendanceKind } from '../attendance/attendance.entity';
import { DepotService } from '../depots/depot.service';
import { depotScope } from '../depots/depot.policy';
import { VisitReasonService } from '../reasons/visit-reason.service';
import { nameOf } from './visit-kiosk.shared';

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
  private readonly depots: DepotService;

  constructor(private readonly d: Deps) {
    this.depots = new DepotService(d);
  }

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
  async reasons(actor: Actor, depotId?: string | null): Promise<string[]> {
    let tenantId: string | null = actor.kind === 'staff' ? actor.tenantId : null;
    if (depotId !== undefined && depotId !== null && depotId !== '') tenantId = (await this.depots.kioskDepot(depotId)).tenant.id;
    return new VisitReasonService(this.d).offered(tenantId);
  }
}
