import type { EntityManager } from '@mikro-orm/postgresql';
import type { Deps } from '../../core/deps';
import type { Actor } from '../../core/auth/actor';
import { badInput, conflict, DomainError, notFound, unauthenticated } from '../../core/errors';
import { requireRole, tenantWhere } from '../../core/tenancy';
import { runUnitOfWork } from '../../core/unit-of-work';
import { Messages } from '../../contracts/messages';
import type { Attendance } from '../attendance/attendance.entity';
import type { HeldEntryRow } from '../attendance/attendance.service';
import type { DepotService } from '../depots/depot.service';
import { depotScope } from '../depots/depot.policy';
import { KioskEntry, KioskEntryKind, RefusedKioskEntry } from './kiosk-entry.entity';
import type {
  DismissRefusedEntryCommand,
  KioskEntryCommand,
  RefusedEntriesCommand,
  ReportRefusedEntryCommand,
} from './kiosk-entry.commands';
import { isPairedKiosk } from './kiosk-credential';

/** How far ahead of the server's clock a device's time may be (its clock drifts): later is refused. */
export const KIOSK_ENTRY_SKEW_MS = 5 * 60_000;
/** How old a held entry may be when it arrives: a kiosk offline longer than this has its entries refused. */
export const KIOSK_ENTRY_MAX_AGE_HOURS = 24;

/** The roles that see and dismiss a depot's refused entries: DepotManager for its own depot, as the on-site page. */
const STAFF_ROLES = ['SuperAdmin', 'TenantAdmin', 'DepotManager'] as const;

/** An accepted entry's row, to be written by the caller in the same transaction as its attendance. */
export interface EntryWrite extends HeldEntryRow {
  kind: KioskEntryKind;
}

/**
 * A held sign-out or clock-out dated before the sign-in it would close (issue 40): refused (never a 0-second visit),
 * and kept for the depot's staff by `once` with `summary` (who), whether or not the kiosk reports it.
 */
export class SignOutBeforeSignIn extends DomainError {
  constructor(readonly summary: string) {
    super('CONFLICT', Messages.kioskSignOutBeforeSignIn, { occurredAt: [Messages.kioskSignOutBeforeSignIn] });
  }
}

/** The time a held sign-out or clock-out closes its attendance at: its own, never before the sign-in (else refused). */
export function closingTime(entry: EntryWrite | null, checkedInAt: Date, who: () => string): Date | undefined {
  if (!entry) return undefined;
  if (entry.occurredAt.getTime() < checkedInAt.getTime()) throw new SignOutBeforeSignIn(who().slice(0, 500));
  return entry.occurredAt;
}

export interface RefusedEntryView {
  id: string;
  entryId: string;
  deviceId: string;
  kind: KioskEntryKind;
  summary: string;
  message: string;
  occurredAt: Date;
  reportedAt: Date;
}

/**
 * Entries a kiosk made while its network was down (issue 27). `once` makes a kiosk write idempotent by the
 * device's entry id: the first accepted write stores its entry row with the attendance (same transaction); a
 * replay, or the loser of two concurrent replays, answers what the first stored and writes nothing. The time
 * stored is the device's, bounded. Refused entries, reported by the kiosk, wait here for the depot's staff.
 */
export class KioskEntryService {
  constructor(
    private readonly d: Deps,
    private readonly depots: Pick<DepotService, 'kioskDepotView' | 'findVisible'>,
  ) {}

  async once<T>(
    actor: Actor,
    depot: { id: string; tenant: { id: string } },
    entry: KioskEntryCommand | undefined,
    kind: KioskEntryKind,
    run: (write: EntryWrite | null) => Promise<T>,
    replay: (attendanceId: string) => Promise<T>,
  ): Promise<T> {
    if (!entry) return run(null);
    const prior = await this.accepted(entry.entryId);
    if (prior) return this.answer(prior, depot, kind, replay);
    const refused = await this.d.em.fork().findOne(RefusedKioskEntry, { entryId: entry.entryId }, { filters: false });
    if (refused) throw conflict(Messages.kioskEntryRefused(refused.message));
    // Issue 40: the device's time only from a paired kiosk (its secret); any other's entry is dated when it arrives.
    const receivedAt = this.d.clock.now();
    const paired = await isPairedKiosk(this.d.em, actor, depot.id, entry.deviceId);
    const write: EntryWrite = {
      id: entry.entryId,
      deviceId: entry.deviceId,
      kind,
      occurredAt: paired ? this.timeOf(entry.occurredAt) : receivedAt,
      deviceTime: entry.occurredAt,
      receivedAt,
      devicePaired: paired,
      tenantId: depot.tenant.id,
      depotId: depot.id,
    };
    try {
      return await run(write);
    } catch (err) {
      if (err instanceof SignOutBeforeSignIn) {
        await this.keepRefused(depot, write, err.summary, err.message);
        throw err;
      }
      // Two replays at once: the loser fails on an invariant (or on the entry's key) after the winner committed.
      const winner = await this.accepted(entry.entryId);
      if (winner) return this.answer(winner, depot, kind, replay);
      throw err;
    }
  }

  /** The accepted entry's row in the caller's unit of work (flushed with the attendance it opened or closed). */
  persist(em: EntityManager, write: EntryWrite, attendance: Attendance): void {
    em.persist(
      em.create(KioskEntry, {
        id: write.id,
        tenant: write.tenantId,
        depot: write.depotId,
        deviceId: write.deviceId,
        kind: write.kind,
        attendance,
        occurredAt: write.occurredAt,
        deviceTime: write.deviceTime,
        receivedAt: write.receivedAt,
        devicePaired: write.devicePaired,
      }),
    );
  }

  /** The device's time within bounds: at most a few minutes ahead (then now), at most 24 hours old. */
  timeOf(at: Date): Date {
    const now = this.d.clock.now();
    if (at.getTime() > now.getTime() + KIOSK_ENTRY_SKEW_MS)
      throw badInput(Messages.kioskEntryInFuture, { occurredAt: [Messages.kioskEntryInFuture] });
    if (at.getTime() < now.getTime() - KIOSK_ENTRY_MAX_AGE_HOURS * 3_600_000)
      throw badInput(Messages.kioskEntryTooOld(KIOSK_ENTRY_MAX_AGE_HOURS), {
        occurredAt: [Messages.kioskEntryTooOld(KIOSK_ENTRY_MAX_AGE_HOURS)],
      });
    return at > now ? now : at;
  }

  /**
   * Public, paired kiosks only (issue 40: the device's secret): keeps a refused held entry for staff; a second report
   * of the same entry keeps one. Without the secret of the device it names: UNAUTHENTICATED, nothing stored.
   */
  async reportRefused(actor: Actor, cmd: ReportRefusedEntryCommand): Promise<boolean> {
    const depot = await this.depots.kioskDepotView(cmd.depotId);
    if (!(await isPairedKiosk(this.d.em, actor, depot.id, cmd.deviceId))) throw unauthenticated(Messages.kioskNotPaired);
    // An entry the server accepted (its answer was lost on the way back) is not a refusal.
    if (await this.accepted(cmd.entryId)) return true;
    await this.insertRefused(depot, cmd);
    return true;
  }

  /** A refusal the server itself keeps for staff (a held sign-out before its sign-in), the kiosk's report or not. */
  private async keepRefused(depot: { id: string; tenant: { id: string } }, write: EntryWrite, summary: string, message: string) {
    await this.insertRefused(depot, {
      entryId: write.id,
      deviceId: write.deviceId,
      kind: write.kind,
      summary,
      message,
      occurredAt: write.deviceTime,
    });
  }

  private async insertRefused(
    depot: { id: string; tenant: { id: string } },
    r: Pick<ReportRefusedEntryCommand, 'entryId' | 'deviceId' | 'kind' | 'summary' | 'message' | 'occurredAt'>,
  ): Promise<void> {
    await this.d.em
      .fork()
      .getConnection()
      .execute(
        `insert into "refused_kiosk_entry" ("id", "created_at", "updated_at", "tenant_id", "depot_id", "entry_id", "device_id",
         "kind", "summary", "message", "occurred_at")
       values (gen_random_uuid(), now(), now(), ?, ?, ?, ?, ?, ?, ?, ?) on conflict ("entry_id") do nothing`,
        [depot.tenant.id, depot.id, r.entryId, r.deviceId, r.kind, r.summary, r.message, r.occurredAt],
      );
  }

  /** A depot's refused entries not yet dismissed, oldest first (staff of that depot). */
  async refused(actor: Actor, cmd: RefusedEntriesCommand): Promise<RefusedEntryView[]> {
    requireRole(actor, ...STAFF_ROLES);
    const depot = await this.depots.findVisible(actor, cmd.depotId);
    const rows = await this.d.em.find(
      RefusedKioskEntry,
      { depot: depot.id, tenant: depot.tenant.id, dismissedAt: null },
      { orderBy: { occurredAt: 'asc', id: 'asc' }, limit: 500 },
    );
    return rows.map((r) => ({
      id: r.id,
      entryId: r.entryId,
      deviceId: r.deviceId,
      kind: r.kind,
      summary: r.summary,
      message: r.message,
      occurredAt: r.occurredAt,
      reportedAt: r.createdAt,
    }));
  }

  /** Dismisses a refused entry (staff of its depot); a foreign or unknown id answers not found. */
  async dismiss(actor: Actor, cmd: DismissRefusedEntryCommand): Promise<boolean> {
    requireRole(actor, ...STAFF_ROLES);
    const row = await this.d.em.findOne(RefusedKioskEntry, {
      $and: [{ id: cmd.id, dismissedAt: null }, tenantWhere(actor), { depot: depotScope(actor) }],
    });
    if (!row) throw notFound('Refused entry');
    await runUnitOfWork(this.d, ({ em }) => em.nativeUpdate(RefusedKioskEntry, { id: row.id }, { dismissedAt: this.d.clock.now() }), {
      action: 'refused-kiosk-entry.dismiss',
    });
    return true;
  }

  private async accepted(entryId: string): Promise<{ kind: KioskEntryKind; depotId: string; attendanceId: string } | null> {
    const [row]: { kind: KioskEntryKind; depot_id: string; attendance_id: string }[] = await this.d.em
      .getConnection()
      .execute(`select "kind", "depot_id", "attendance_id" from "kiosk_entry" where "id" = ?`, [entryId]);
    return row ? { kind: row.kind, depotId: row.depot_id, attendanceId: row.attendance_id } : null;
  }

  private answer<T>(
    prior: { kind: KioskEntryKind; depotId: string; attendanceId: string },
    depot: { id: string },
    kind: KioskEntryKind,
    replay: (attendanceId: string) => Promise<T>,
  ): Promise<T> {
    if (prior.kind !== kind || prior.depotId !== depot.id)
      throw conflict(Messages.kioskEntryOtherKind, { entryId: [Messages.kioskEntryOtherKind] });
    return replay(prior.attendanceId);
  }
}
