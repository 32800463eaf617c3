import { parse } from '../../core/command';
import { FindDepotCommand } from '../depots/depot.commands';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../../core/auth/actor';
import { badInput } from '../../core/errors';
import { localDay } from '../../core/time';
import { Messages, required } from '../../contracts/messages';
import type { Depot } from '../depots/depot.entity';
import type { DepotService, KioskDepotView } from '../depots/depot.service';
import { RegularVisitor } from '../regular-visitors/regular-visitor.entity';
import type { KioskDepotFields } from './visit-kiosk.commands';
import type { Visit } from '../attendance/visit.entity';

/**
 * What the visitor kiosk's services share (reference resolution, check-in, check-out): the kiosk's depot,
 * a regular visitor by reference, the planned-visit-today rule and the spec's reference messages.
 */

export const wrongReference = () => badInput(Messages.wrongReference, { meetingRef: [Messages.wrongReference] });
export const invalidReference = () => badInput(Messages.invalidReference, { meetingReference: [Messages.invalidReference] });
export const nameOf = (a: { firstName: string; lastName: string }) => `${a.firstName} ${a.lastName}`.trim();

const ANON: Actor = { kind: 'anonymous' };

/** Public calls name the depot by id (DepotService.kioskDepot), or by tenant name and depot code (the legacy lookups). */
export async function kioskDepot(depots: DepotService, c: KioskDepotFields): Promise<Depot> {
  if (c.depotId !== undefined) return depots.kioskDepot(c.depotId);
  return depots.findForKiosk(ANON, byName(c));
}

/** kioskDepot as plain data (no entity), for a write that needs only the depot's ids and zone. */
export async function kioskDepotView(depots: DepotService, c: KioskDepotFields): Promise<KioskDepotView> {
  if (c.depotId !== undefined) return depots.kioskDepotView(c.depotId);
  return depots.findKioskView(ANON, byName(c));
}

function byName(c: KioskDepotFields): FindDepotCommand {
  if (c.tenantName !== undefined || c.depotCode !== undefined)
    return parse(FindDepotCommand, { tenantName: c.tenantName, depotCode: c.depotCode });
  throw badInput(required('Depot'), { depotId: [required('Depot')] });
}

/** A regular visitor of the depot's tenant by RV code (not removed), with its attendee and host. */
export async function regularByReference(em: EntityManager, depot: Depot, ref: string, lock = false): Promise<RegularVisitor | null> {
  const rv = await em.findOne(
    RegularVisitor,
    { meetingReference: ref, tenant: depot.tenant.id, removedAt: null },
    { filters: false, ...(lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {}) },
  );
  if (rv) await em.populate(rv, ['attendee', 'host'], { filters: false });
  return rv;
}

/** A planned visit signs in at its depot on its day (in the depot's zone), unless cancelled. */
export function assertPlannedToday(now: Date, depot: Depot, visit: Visit): void {
  const today = localDay(now, depot.timeZone);
  if (visit.cancelledAt || visit.depot.id !== depot.id || localDay(visit.dateOfVisit, depot.timeZone) !== today) {
    throw badInput(Messages.noMeetingScheduled, { meetingRef: [Messages.noMeetingScheduled] });
  }
}
