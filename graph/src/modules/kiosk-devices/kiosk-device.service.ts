import type { Deps } from '../../core/deps';
import type { Actor } from '../../core/auth/actor';
import { randomBytes } from 'node:crypto';
import { kioskSecretOf } from '../../core/auth/actor';
import { badInput, conflict, unauthenticated } from '../../core/errors';
import { findInScope, requireRole } from '../../core/tenancy';
import { runStatement, runUnitOfWork, saveChanges } from '../../core/unit-of-work';
import { localTime } from '../../core/time';
import { linkBase } from '../../core/http/origin';
import { kioskUrl } from '../../contracts/kiosk-url';
import { Messages } from '../../contracts/messages';
import { Depot } from '../depots/depot.entity';
import type { DepotService } from '../depots/depot.service';
import { PRESENCE_ROLES } from '../presence/on-site.service';
import { hashKioskSecret, newKioskSecret } from '../kiosk-entries/kiosk-credential';
import {
  PAIRING_ALPHABET,
  type DepotHoursCommand,
  type KioskDeviceIdCommand,
  type KioskHeartbeatCommand,
  type PairKioskCommand,
  type RenameKioskDeviceCommand,
} from './kiosk-device.commands';
import { KioskDevice, KioskPairing } from './kiosk-device.entity';

/** How often a kiosk beats (it is told in each answer), and how long a silence is before it counts as offline. */
export const HEARTBEAT_SECONDS = 60;
export const SILENT_AFTER_MS = 5 * 60_000;
/** A depot keeps at most this many paired kiosks (issue 40: only pairing, with a staff code, makes a kiosk's row). */
export const MAX_KIOSKS_PER_DEPOT = 50;
/** How long a pairing code works. */
export const PAIRING_MINUTES = 15;

export interface KioskPairingView {
  /** XXXX-XXXX, shown once. */
  code: string;
  /** The depot's kiosk link with the code: the kiosk that opens it pairs itself. */
  url: string;
  expiresAt: Date;
}

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
  constructor(
    private readonly d: Deps,
    /** The depots' service (a need of this feature's manifest, index.ts): the kiosk's depot and the depots staff see. */
    private readonly depots: Pick<DepotService, 'kioskDepotView' | 'findVisible'>,
  ) {}

  /**
   * A paired kiosk's heartbeat (issue 40: it sends its device secret): updates its row, answers its name. A kiosk
   * without the secret of that device (none, wrong, unpaired since) is UNAUTHENTICATED and changes nothing, and no
   * heartbeat makes a new row: only pairing does, so made-up device ids cannot fill a depot's kiosk slots.
   */
  async heartbeat(actor: Actor, cmd: KioskHeartbeatCommand): Promise<{ name: string | null; intervalSeconds: number }> {
    const depot = await this.depots.kioskDepotView(cmd.depotId);
    const secret = kioskSecretOf(actor);
    if (!secret) throw unauthenticated(Messages.kioskNotPaired);
    const now = this.d.clock.now();
    const rows = await runStatement(this.d, (uow) =>
      uow.em.execute<{ name: string | null }[]>(
        `update "kiosk_device" set "last_seen_at" = ?, "version" = ?, "held_entries" = ?, "updated_at" = ?
         where "depot_id" = ? and "device_id" = ? and "secret_hash" = ? returning "name"`,
        [now, cmd.version, cmd.held, now, depot.id, cmd.deviceId, hashKioskSecret(secret)],
      ),
    );
    if (rows.length === 0) throw unauthenticated(Messages.kioskNotPaired);
    return { name: rows[0].name, intervalSeconds: HEARTBEAT_SECONDS };
  }

  /**
   * Staff make a one-time pairing code for a depot (issue 40): the kiosk that opens the link (or is given the code)
   * within PAIRING_MINUTES becomes a paired kiosk. Only the code's hash is stored; the code is shown once.
   */
  async createPairing(actor: Actor, depotId: string): Promise<KioskPairingView> {
    requireRole(actor, ...PRESENCE_ROLES);
    const depot = await this.depots.findVisible(actor, depotId);
    const now = this.d.clock.now();
    const bytes = randomBytes(8);
    const code = [...bytes].map((b) => PAIRING_ALPHABET[b % PAIRING_ALPHABET.length]).join('');
    const expiresAt = new Date(now.getTime() + PAIRING_MINUTES * 60_000);
    await saveChanges(this.d, 'kiosk.pairing-create', async (em) => {
      // Codes of this depot already used or expired are of no use any more: swept as a new one is made.
      await em.nativeDelete(
        KioskPairing,
        { depot: depot.id, $or: [{ usedAt: { $ne: null } }, { expiresAt: { $lt: now } }] },
        { filters: false },
      );
      em.create(KioskPairing, { tenant: depot.tenant, depot, codeHash: hashKioskSecret(code), expiresAt });
    });
    const shown = `${code.slice(0, 4)}-${code.slice(4)}`;
    const link = kioskUrl(linkBase(this.d.config, this.d.origin), depot.tenant.name, depot.code);
    return { code: shown, url: `${link}?pair=${shown}`, expiresAt };
  }

  /**
   * A kiosk exchanges a pairing code of its depot for its device secret (public, throttled by the resolver). The code
   * works once; the device's row is made (at most MAX_KIOSKS_PER_DEPOT paired kiosks a depot) or, for a kiosk staff
   * already see, given the new secret (any old one stops working). Answers the secret once: only its hash is kept.
   */
  async pair(cmd: PairKioskCommand): Promise<{ deviceSecret: string; name: string | null }> {
    const depot = await this.depots.kioskDepotView(cmd.depotId);
    const now = this.d.clock.now();
    // One unit: the code is taken and the device paired together, or neither.
    return runUnitOfWork(this.d, async (uow) => {
      const codeHash = hashKioskSecret(cmd.code);
      const used = await uow.em.execute<{ id: string }[]>(
        `update "kiosk_pairing" set "used_at" = ?, "updated_at" = ? where "code_hash" = ? and "depot_id" = ? and "used_at" is null and "expires_at" > ? returning "id"`,
        [now, now, codeHash, depot.id, now],
      );
      if (used.length === 0) throw badInput(Messages.kioskPairingCode, { code: [Messages.kioskPairingCode] });
      const deviceSecret = newKioskSecret();
      const rows = await uow.em.execute<{ name: string | null }[]>(
        `insert into "kiosk_device" ("id", "created_at", "updated_at", "tenant_id", "depot_id", "device_id", "version", "held_entries",
           "last_seen_at", "secret_hash", "paired_at")
         select gen_random_uuid(), ?, ?, ?, ?, ?, '-', 0, ?, ?, ?
         where (select count(*) from "kiosk_device" where "depot_id" = ? and "secret_hash" is not null and "device_id" <> ?) < ?
         on conflict ("depot_id", "device_id") do update
           set "secret_hash" = excluded."secret_hash", "paired_at" = excluded."paired_at", "last_seen_at" = excluded."last_seen_at",
               "updated_at" = excluded."updated_at"
         returning "name"`,
        [
          now,
          now,
          depot.tenant.id,
          depot.id,
          cmd.deviceId,
          now,
          hashKioskSecret(deviceSecret),
          now,
          depot.id,
          cmd.deviceId,
          MAX_KIOSKS_PER_DEPOT,
        ],
      );
      // Full: the unit rolls back, so the code is given back, for when staff have made room.
      if (rows.length === 0) throw conflict(Messages.kioskDevicesFull);
      return { deviceSecret, name: rows[0].name };
    });
  }

  /** Staff unpair a kiosk (a lost or stolen tablet): its secret stops working; it stays listed until forgotten. */
  async unpair(actor: Actor, cmd: KioskDeviceIdCommand): Promise<KioskDeviceView> {
    const device = await this.visible(actor, cmd.id);
    await saveChanges(this.d, 'kiosk.unpair', (em) => em.assign(device, { secretHash: null, pairedAt: null }));
    return { device, status: kioskStatus(device.lastSeenAt, this.d.clock.now(), device.depot) };
  }

  /** The kiosks of a depot, most recently seen first, each with its status now. */
  async list(actor: Actor, depotId: string): Promise<KioskDeviceList> {
    requireRole(actor, ...PRESENCE_ROLES);
    const depot = await this.depots.findVisible(actor, depotId);
    const now = this.d.clock.now();
    const rows = await this.d.em.find(KioskDevice, { depot: depot.id }, { orderBy: { lastSeenAt: 'desc', id: 'asc' }, filters: false });
    return { depot, currentTime: now, devices: rows.map((device) => ({ device, status: kioskStatus(device.lastSeenAt, now, depot) })) };
  }

  async rename(actor: Actor, cmd: RenameKioskDeviceCommand): Promise<KioskDeviceView> {
    const device = await this.visible(actor, cmd.id);
    await saveChanges(this.d, 'kiosk.rename', (em) => em.assign(device, { name: cmd.name ?? null }));
    return { device, status: kioskStatus(device.lastSeenAt, this.d.clock.now(), device.depot) };
  }

  /** Forgets a kiosk (a tablet retired or replaced); its secret goes with it: it comes back only by pairing again. */
  async forget(actor: Actor, cmd: KioskDeviceIdCommand): Promise<boolean> {
    const device = await this.visible(actor, cmd.id);
    await saveChanges(this.d, 'kiosk.forget', (em) => em.remove(device));
    return true;
  }

  async setHours(actor: Actor, cmd: DepotHoursCommand): Promise<Depot> {
    requireRole(actor, ...PRESENCE_ROLES);
    const depot = await this.depots.findVisible(actor, cmd.depotId);
    return saveChanges(this.d, 'depot.hours', (em) => em.assign(depot, { opensAt: cmd.opensAt, closesAt: cmd.closesAt }));
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
