import type { Deps } from '../../core/deps';
import type { Actor } from '../../core/auth/actor';
import { conflict } from '../../core/errors';
import { findInScope, requireRole } from '../../core/tenancy';
import { localTime } from '../../core/time';
import { Messages } from '../../contracts/messages';
import { Depot } from '../depots/depot.entity';
import { DepotService } from '../depots/depot.service';
import { PRESENCE_ROLES } from '../presence/on-site.service';
import type { DepotHoursCommand, KioskDeviceIdCommand, KioskHeartbeatCommand, RenameKioskDeviceCommand } from './kiosk-device.commands';
import { KioskDevice } from './kiosk-device.entity';

/** How often a kiosk beats (it is told in each answer), and how long a silence is before it counts as offline. */
export const HEARTBEAT_SECONDS = 60;
export const SILENT_AFTER_MS = 5 * 60_000;
/** A depot keeps at most this many kiosks: a hostile client cannot fill the table with made-up device ids. */
export const MAX_KIOSKS_PER_DEPOT = 50;

/** ONLINE: seen in the last five minutes; SILENT: not, while the depot is open (flagged); CLOSED: not, while it is shut. */
export type KioskStatus = 'ONLINE' | 'SILENT' | 'CLOSED';

/** Whether the wall-clock time hh:mm falls in [opensAt, closesAt) (overnight when closing comes first); no hours: always. */
export function isOpenAt(hhmm: string, opensAt: string | null | undefined, closesAt: string | null | undefined): boolean {
  if (!opensAt || !closesAt) return true;
  return opensAt < closesAt ? hhmm >= opensAt && hhmm < closesAt : hhmm >= opensAt || hhmm < closesAt;
}

export function kioskStatus(lastSeenAt: Date, now: Date, depot: Pick<Depot, 'timeZone' | 'opensAt' | 'closesAt'>): KioskStatus {
  if (now.getTime() - lastSeenAt.getTime() <= SILENT_AFTER_MS) return 'ONLINE';
  return isOpenAt(localTime(now, depot.timeZone), depot.opensAt, depot.closesAt) ? 'SILENT' : 'CLOSED';
}

export interface KioskDeviceView {
  device: KioskDevice;
  status: KioskStatus;
}

export interface KioskDeviceList {
  depot: Depot;
  currentTime: Date;
  devices: KioskDeviceView[];
}

/**
 * Kiosks staff can see (issue 27). Each kiosk tablet beats once a minute with the id it made for itself, its version
 * and how many entries its offline queue holds; staff of the depot (DepotManager and above) see each kiosk's status,
 * name it, forget one no longer in use, and set the depot's opening hours that decide when a silence is flagged.
 */
export class KioskDeviceService {
  constructor(private readonly d: Deps) {}

  /** A kiosk's heartbeat: kept per depot and device id (at most MAX_KIOSKS_PER_DEPOT a depot); answers its name. */
  async heartbeat(cmd: KioskHeartbeatCommand): Promise<{ name: string | null; intervalSeconds: number }> {
    const depot = await new DepotService(this.d).kioskDepotView(cmd.depotId);
    const now = this.d.clock.now();
    const em = this.d.em;
    const set = [now, cmd.version, cmd.held, now, depot.id, cmd.deviceId];
    let rows = await em.execute<{ name: string | null }[]>(
      `update "kiosk_device" set "last_seen_at" = ?, "version" = ?, "held_entries" = ?, "updated_at" = ?
       where "depot_id" = ? and "device_id" = ? returning "name"`,
      set,
    );
    if (rows.length === 0) {
      rows = await em.execute<{ name: string | null }[]>(
        `insert into "kiosk_device" ("id", "created_at", "updated_at", "tenant_id", "depot_id", "device_id", "version", "held_entries", "last_seen_at")
         select gen_random_uuid(), ?, ?, ?, ?, ?, ?, ?, ?
         where (select count(*) from "kiosk_device" where "depot_id" = ?) < ?
         on conflict ("depot_id", "device_id") do update
           set "last_seen_at" = excluded."last_seen_at", "version" = excluded."version", "held_entries" = excluded."held_entries"
         returning "name"`,
        [now, now, depot.tenant.id, depot.id, cmd.deviceId, cmd.version, cmd.held, now, depot.id, MAX_KIOSKS_PER_DEPOT],
      );
      if (rows.length === 0) throw conflict(Messages.kioskDevicesFull);
    }
    return { name: rows[0].name, intervalSeconds: HEARTBEAT_SECONDS };
  }

  /** The kiosks of a depot, most recently seen first, each with its status now. */
  async list(actor: Actor, depotId: string): Promise<KioskDeviceList> {
    requireRole(actor, ...PRESENCE_ROLES);
    const depot = await new DepotService(this.d).findVisible(actor, depotId);
    const now = this.d.clock.now();
    const rows = await this.d.em.find(KioskDevice, { depot: depot.id }, { orderBy: { lastSeenAt: 'desc', id: 'asc' }, filters: false });
    return { depot, currentTime: now, devices: rows.map((device) => ({ device, status: kioskStatus(device.lastSeenAt, now, depot) })) };
  }

  async rename(actor: Actor, cmd: RenameKioskDeviceCommand): Promise<KioskDeviceView> {
    const device = await this.visible(actor, cmd.id);
    device.name = cmd.name ?? null;
    await this.d.em.flush();
    return { device, status: kioskStatus(device.lastSeenAt, this.d.clock.now(), device.depot) };
  }

  /** Forgets a kiosk (a tablet retired or replaced); it comes back by itself if it beats again. */
  async forget(actor: Actor, cmd: KioskDeviceIdCommand): Promise<boolean> {
    const device = await this.visible(actor, cmd.id);
    await this.d.em.remove(device).flush();
    return true;
  }

  async setHours(actor: Actor, cmd: DepotHoursCommand): Promise<Depot> {
    requireRole(actor, ...PRESENCE_ROLES);
    const depot = await new DepotService(this.d).findVisible(actor, cmd.depotId);
    depot.opensAt = cmd.opensAt;
    depot.closesAt = cmd.closesAt;
    await this.d.em.flush();
    return depot;
  }

  /** A kiosk of a depot the user may see (another tenant's or depot's: 404). */
  private async visible(actor: Actor, id: string): Promise<KioskDevice> {
    const staff = requireRole(actor, ...PRESENCE_ROLES);
    const scope =
      staff.role === 'SuperAdmin'
        ? {}
        : staff.role === 'TenantAdmin'
          ? { tenant: staff.tenantId }
          : { depot: staff.depotId ?? { $in: [] } };
    return findInScope(this.d.em, KioskDevice, id, scope, 'Kiosk', { populate: ['depot'], filters: false });
  }
}
