import type { EntityManager } from '@mikro-orm/postgresql';
import { emitWebhookEvent } from '../webhooks/webhook-events';
import type { Deps } from '../../core/deps';
import type { Actor, StaffActor } from '../../core/auth/actor';
import { conflict, notFound, uniqueViolation } from '../../core/errors';
import { requireRole, requireStaff } from '../../core/tenancy';
import { runUnitOfWork } from '../../core/unit-of-work';
import { staffMailLinks } from '../../core/http/origin';
import { localDay } from '../../core/time';
import { Messages } from '../../contracts/messages';
import type { EvacuationChangedEvent } from '../../contracts/topics';
import { depotScope, visibleDepot } from '../depots/depot.policy';
import { Depot } from '../depots/depot.entity';
import { User } from '../users/user.entity';
import { Evacuation, EvacuationEntry, EvacueeStatus } from './evacuation.entity';
import { onSiteRow, PRESENCE_ROLES, type OnSiteRow, type OnSiteService } from './on-site.service';
import type { DepotPresenceCommand } from './presence.commands';
import type { EvacuationIdCommand, EvacuationListCommand, MarkEvacueeCommand } from './evacuation.commands';

/** One person on a roll-call as the screens and the record show them: who they were on site, then how they stand. */
export interface EvacueeView extends Pick<OnSiteRow, 'visitType' | 'name' | 'company' | 'host' | 'badgeNumber' | 'checkedInAt'> {
  entryId: string;
  attendanceId: string | null;
  kind: string;
  status: EvacueeStatus;
  /** When marked safe, or when they signed out (LEFT). */
  markedAt: Date | null;
  markedByName: string | null;
  /** Joined the roll-call while it was open (issue 37). */
  arrivedDuring: boolean;
  /** Marked safe by their own "I am safe" link (issue 39), not by a marshal. */
  selfReported: boolean;
}

export interface EvacuationView {
  id: string;
  tenantId: string;
  depotId: string;
  depotCode: string;
  timeZone: string;
  startedAt: Date;
  startedByName: string;
  endedAt: Date | null;
  endedByName: string | null;
  open: boolean;
  total: number;
  safe: number;
  left: number;
  missing: number;
  entries: EvacueeView[];
}

export interface EvacuationPage {
  items: Omit<EvacuationView, 'entries'>[];
  total: number;
  page: number;
  pageSize: number;
}

export const EVACUATION_PAGE_SIZE = 10;

type EntryRow = {
  id: string;
  attendance_id: string | null;
  kind: string;
  visit_type: string;
  name: string;
  company: string;
  host: string | null;
  badge_number: string | null;
  checked_in_at: Date | string;
  status: EvacueeStatus;
  marked_at: Date | string | null;
  marked_by_name: string | null;
  arrived_during: boolean;
  self_reported: boolean;
  left_at: Date | string | null;
};

/**
 * Evacuation roll-call (issue 23). A DepotManager (its own depot) or above starts one: everyone on site then is
 * copied onto its list. Any staff member of the depot marks people safe (the first mark of a person wins; a
 * second marshal's tap answers the same state). A sign-out or clock-out during the evacuation counts as LEFT:
 * read from the attendance while it is open (so nothing in the sign-out path knows about evacuations) and
 * written into the record when it ends. Start and end e-mail the depot's managers through the outbox; every
 * change is an `evacuationChanged` event on the depot's topic, after the commit, on every replica.
 */
export class EvacuationService {
  constructor(
    private readonly d: Deps,
    private readonly onSite: Pick<OnSiteService, 'openAt'>,
  ) {}

  async start(actor: Actor, cmd: DepotPresenceCommand): Promise<EvacuationView> {
    const staff = requireRole(actor, ...PRESENCE_ROLES);
    const depot = await visibleDepot(this.d.em, actor, cmd.depotId);
    const byName = await this.nameOf(staff);
    const id = await runUnitOfWork(
      this.d,
      async (uow) => {
        await uow.action('evacuation.start');
        const em = uow.em;
        const now = this.d.clock.now();
        const ev = em.create(Evacuation, {
          tenant: depot.tenant,
          depot: em.getReference(Depot, depot.id),
          startedAt: now,
          startedBy: em.getReference(User, staff.userId),
          startedByName: byName,
        });
        const today = localDay(now, depot.timeZone);
        const open = await this.onSite.openAt(depot, em);
        for (const a of open) {
          const r = onSiteRow(a, today);
          em.create(EvacuationEntry, {
            tenant: depot.tenant,
            evacuation: ev,
            attendance: a,
            kind: r.kind,
            visitType: r.visitType,
            name: r.name,
            company: r.company,
            host: r.host,
            badgeNumber: r.badgeNumber,
            checkedInAt: r.checkedInAt,
          });
        }
        await em.flush();
        uow.enqueue('evacuation-notification', { evacuationId: ev.id, stage: 'started', ...staffMailLinks(this.d, actor) });
        // Everyone on the list with an address gets the assembly point and their own "I am safe" link (modules/evacuation-notices).
        uow.enqueue('evacuation-safe-links', { evacuationId: ev.id, ...staffMailLinks(this.d, actor) });
        emitWebhookEvent(uow, 'evacuation.started', depot.tenant.id, now, { evacuationId: ev.id, depotId: depot.id });
        uow.publish('evacuationChanged', this.event(ev.id, depot, 'STARTED', now));
        return ev.id;
      },
      (err) => (uniqueViolation(err) === 'evacuation_open_uniq' ? conflict(Messages.evacuationUnderWay) : undefined),
    );
    return evacuationView(this.d.em, id);
  }

  /** A marshal marks a person safe (or undoes it) while the evacuation is open; the first mark wins. */
  async mark(actor: Actor, cmd: MarkEvacueeCommand): Promise<EvacueeView> {
    const staff = requireStaff(actor);
    const byName = await this.nameOf(staff);
    const { evacuationId } = await runUnitOfWork(this.d, async (uow) => {
      await uow.action('evacuation.mark');
      const em = uow.em;
      // The evacuation row is locked FOR SHARE: marks go on together, an end waits for them (and they for it).
      const [found]: { evacuation_id: string; depot_id: string; ended_at: Date | null }[] = await em.execute(
        `select "e"."evacuation_id", "v"."depot_id", "v"."ended_at" from "evacuation_entry" "e"
         join "evacuation" "v" on "v"."id" = "e"."evacuation_id" where "e"."id" = ? for share of "v"`,
        [cmd.entryId],
      );
      if (!found) throw notFound('Person');
      const depot = await this.visibleDepot(em, actor, found.depot_id, 'Person');
      if (found.ended_at) throw conflict(Messages.evacuationEnded);
      const now = this.d.clock.now();
      const changed: { id: string }[] = cmd.safe
        ? await em.execute(
            `update "evacuation_entry" set "status" = 'SAFE', "marked_at" = ?, "marked_by_id" = ?, "marked_by_name" = ?, "updated_at" = ?
             where "id" = ? and "status" = 'MISSING' returning "id"`,
            [now, staff.userId, byName, now, cmd.entryId],
          )
        : await em.execute(
            `update "evacuation_entry" set "status" = 'MISSING', "marked_at" = null, "marked_by_id" = null, "marked_by_name" = null, "self_reported" = false, "updated_at" = ?
             where "id" = ? and "status" = 'SAFE' returning "id"`,
            [now, cmd.entryId],
          );
      if (changed.length) uow.publish('evacuationChanged', this.event(found.evacuation_id, depot, 'MARKED', now, cmd.entryId));
      return { evacuationId: found.evacuation_id };
    });
    const view = await evacuationView(this.d.em, evacuationId);
    return view.entries.find((e) => e.entryId === cmd.entryId)!;
  }

  /** Ends the roll-call: who signed out meanwhile is recorded as LEFT; whoever is still unmarked stays unaccounted for. */
  async end(actor: Actor, cmd: EvacuationIdCommand): Promise<EvacuationView> {
    const staff = requireRole(actor, ...PRESENCE_ROLES);
    const byName = await this.nameOf(staff);
    await runUnitOfWork(this.d, async (uow) => {
      await uow.action('evacuation.end');
      const em = uow.em;
      const [found]: { depot_id: string; ended_at: Date | null; started_at: Date }[] = await em.execute(
        `select "depot_id", "ended_at", "started_at" from "evacuation" where "id" = ? for update`,
        [cmd.evacuationId],
      );
      if (!found) throw notFound('Evacuation');
      const depot = await this.visibleDepot(em, actor, found.depot_id, 'Evacuation');
      if (found.ended_at) throw conflict(Messages.evacuationEnded);
      // whoever arrived since the last read is on the record too (unaccounted for unless marked)
      await this.joinArrivals(cmd.evacuationId, depot, em);
      const now = this.d.clock.now();
      await em.execute(
        `update "evacuation_entry" "e" set "status" = 'LEFT', "marked_at" = "a"."checked_out_at", "updated_at" = ?
         from "attendance" "a" where "a"."id" = "e"."attendance_id" and "e"."evacuation_id" = ? and "e"."status" = 'MISSING'
           and "a"."checked_out_at" is not null and "a"."checked_out_at" >= ?`,
        [now, cmd.evacuationId, found.started_at],
      );
      await em.execute(`update "evacuation" set "ended_at" = ?, "ended_by_id" = ?, "ended_by_name" = ?, "updated_at" = ? where "id" = ?`, [
        now,
        staff.userId,
        byName,
        now,
        cmd.evacuationId,
      ]);
      uow.enqueue('evacuation-notification', { evacuationId: cmd.evacuationId, stage: 'ended', ...staffMailLinks(this.d, actor) });
      emitWebhookEvent(uow, 'evacuation.ended', depot.tenant.id, now, { evacuationId: cmd.evacuationId, depotId: depot.id });
      uow.publish('evacuationChanged', this.event(cmd.evacuationId, depot, 'ENDED', now));
    });
    return evacuationView(this.d.em, cmd.evacuationId);
  }

  /** A depot's roll-call events from now on (any staff member of the depot; only its tenant's events). */
  async watch(actor: Actor, depotId: string): Promise<AsyncIterableIterator<EvacuationChangedEvent>> {
    requireStaff(actor);
    const depot = await visibleDepot(this.d.em, actor, depotId);
    const tenantId = depot.tenant.id;
    return this.d.events.watch('evacuationChanged', depot.id, (e) => e.tenantId === tenantId);
  }

  /** One roll-call with its list, for any staff member of its depot. */
  async get(actor: Actor, cmd: EvacuationIdCommand): Promise<EvacuationView> {
    requireStaff(actor);
    const [found]: { depot_id: string }[] = await this.d.em.execute(`select "depot_id" from "evacuation" where "id" = ?`, [
      cmd.evacuationId,
    ]);
    if (!found) throw notFound('Evacuation');
    const depot = await this.visibleDepot(this.d.em, actor, found.depot_id, 'Evacuation');
    await this.joinArrivals(cmd.evacuationId, depot);
    return evacuationView(this.d.em, cmd.evacuationId);
  }

  /** The depot's open roll-call, if one is under way (any staff member of the depot: marshals find it here). */
  async current(actor: Actor, cmd: DepotPresenceCommand): Promise<EvacuationView | null> {
    requireStaff(actor);
    const depot = await visibleDepot(this.d.em, actor, cmd.depotId);
    const open = await this.d.em.findOne(Evacuation, { depot: depot.id, endedAt: null }, { filters: false });
    if (!open) return null;
    await this.joinArrivals(open.id, depot);
    return evacuationView(this.d.em, open.id);
  }

  /**
   * Nobody missing from a roll-call (issue 37): whoever is signed or clocked in at the depot and not on its open
   * roll-call joins it, marked as arrived during it when they came after the start (a sign-in that committed while
   * the roll-call started joins unmarked). Every read of an open roll-call and its end run it, so each marshal's
   * screen, which refetches on the depot's sign-ins (web useEvacuationLive), shows a late arrival at once; two
   * marshals reading at once add them once (the entry's unique key).
   */
  private async joinArrivals(evacuationId: string, depot: Depot, em?: EntityManager): Promise<void> {
    const read = em ?? this.d.em;
    const [ev]: { started_at: Date; ended_at: Date | null }[] = await read.execute(
      `select "started_at", "ended_at" from "evacuation" where "id" = ?`,
      [evacuationId],
    );
    if (!ev || ev.ended_at) return;
    // one indexed read on every refetch; the rows of a newcomer are loaded only when there is one
    const missing: { id: string }[] = await read.execute(
      `select "a"."id" from "attendance" "a" where "a"."depot_id" = ? and "a"."checked_out_at" is null
         and not exists (select 1 from "evacuation_entry" "e" where "e"."evacuation_id" = ? and "e"."attendance_id" = "a"."id")`,
      [depot.id, evacuationId],
    );
    if (!missing.length) return;
    const ids = new Set(missing.map((m) => m.id));
    const fresh = (await this.onSite.openAt(depot, read)).filter((a) => ids.has(a.id));
    if (!fresh.length) return;
    const startedAt = new Date(ev.started_at);
    const today = localDay(this.d.clock.now(), depot.timeZone);
    const insert = async (tx: EntityManager) => {
      const joined: string[] = [];
      for (const a of fresh) {
        const r = onSiteRow(a, today);
        const rows: { id: string }[] = await tx.execute(
          `insert into "evacuation_entry" ("id", "created_at", "updated_at", "tenant_id", "evacuation_id", "attendance_id", "kind",
             "visit_type", "name", "company", "host", "badge_number", "checked_in_at", "status", "arrived_during")
           values (gen_random_uuid(), now(), now(), ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'MISSING', ?)
           on conflict ("evacuation_id", "attendance_id") do nothing returning "id"`,
          [
            depot.tenant.id,
            evacuationId,
            a.id,
            r.kind,
            r.visitType,
            r.name,
            r.company,
            r.host,
            r.badgeNumber,
            r.checkedInAt,
            r.checkedInAt >= startedAt,
          ],
        );
        joined.push(...rows.map((x) => x.id));
      }
      return joined;
    };
    if (em) await insert(em);
    else
      await runUnitOfWork(this.d, async (uow) => {
        await uow.action('evacuation.join');
        // as a mark does: FOR SHARE, so an end waits for the join (and a join after the end adds nobody)
        const [still]: { ended_at: Date | null }[] = await uow.em.execute(`select "ended_at" from "evacuation" where "id" = ? for share`, [
          evacuationId,
        ]);
        if (!still || still.ended_at) return;
        const joined = await insert(uow.em);
        // Whoever joins while it is under way is told too: the assembly point and their own "I am safe" link.
        if (joined.length) uow.enqueue('evacuation-safe-links', { evacuationId, entryIds: joined });
      });
  }

  /** A depot's roll-calls, newest first (the record), with their counts. */
  async list(actor: Actor, cmd: EvacuationListCommand): Promise<EvacuationPage> {
    requireRole(actor, ...PRESENCE_ROLES);
    const depot = await visibleDepot(this.d.em, actor, cmd.depotId);
    const [rows, total] = await this.d.em.findAndCount(
      Evacuation,
      { depot: depot.id },
      {
        orderBy: { startedAt: 'desc', id: 'desc' },
        limit: EVACUATION_PAGE_SIZE,
        offset: (cmd.page - 1) * EVACUATION_PAGE_SIZE,
        filters: false,
      },
    );
    const items = [];
    for (const ev of rows) {
      const { entries: _entries, ...summary } = await evacuationView(this.d.em, ev.id);
      items.push(summary);
    }
    return { items, total, page: cmd.page, pageSize: EVACUATION_PAGE_SIZE };
  }

  /** The depot of a roll-call, if the actor may see it; else the roll-call answers as missing. */
  private async visibleDepot(em: EntityManager, actor: Actor, depotId: string, what: string): Promise<Depot> {
    const depot = await em.findOne(Depot, { $and: [{ id: depotId }, depotScope(actor)] }, { filters: false, populate: ['tenant'] });
    if (!depot) throw notFound(what);
    return depot;
  }

  private async nameOf(staff: StaffActor): Promise<string> {
    const user = await this.d.em.findOne(User, staff.userId, { filters: false });
    return user?.name || staff.username;
  }

  private event(
    evacuationId: string,
    depot: Depot,
    kind: EvacuationChangedEvent['kind'],
    at: Date,
    entryId?: string,
  ): EvacuationChangedEvent {
    return { kind, tenantId: depot.tenant.id, depotId: depot.id, evacuationId, entryId: entryId ?? null, at: at.toISOString() };
  }
}

/** The roll-call as it stands: while open, a person who signed out since it started counts as LEFT. */
export async function evacuationView(em: EntityManager, id: string): Promise<EvacuationView> {
  const ev = await em.findOneOrFail(Evacuation, id, { populate: ['depot'], filters: false, refresh: true });
  // The left-at of a person who signed out since the start (the database compares the instants).
  const rows: EntryRow[] = await em.execute(
    `select "e".*, case when "a"."checked_out_at" >= ? then "a"."checked_out_at" end as "left_at"
     from "evacuation_entry" "e" left join "attendance" "a" on "a"."id" = "e"."attendance_id"
     where "e"."evacuation_id" = ? order by "e"."name" asc, "e"."id" asc`,
    [ev.startedAt, id],
  );
  const open = !ev.endedAt;
  const instant = (v: Date | string | null) => (v === null ? null : new Date(v));
  const entries = rows.map((r): EvacueeView => {
    const leftMeanwhile = open && r.status === EvacueeStatus.MISSING && r.left_at !== null;
    return {
      entryId: r.id,
      attendanceId: r.attendance_id,
      kind: r.kind,
      visitType: r.visit_type,
      name: r.name,
      company: r.company,
      host: r.host,
      badgeNumber: r.badge_number,
      checkedInAt: instant(r.checked_in_at)!,
      status: leftMeanwhile ? EvacueeStatus.LEFT : r.status,
      markedAt: instant(leftMeanwhile ? r.left_at : r.marked_at),
      markedByName: leftMeanwhile ? null : r.marked_by_name,
      arrivedDuring: r.arrived_during,
      selfReported: !leftMeanwhile && r.status === EvacueeStatus.SAFE && r.self_reported,
    };
  });
  const count = (s: EvacueeStatus) => entries.filter((e) => e.status === s).length;
  return {
    id: ev.id,
    tenantId: ev.tenant.id,
    depotId: ev.depot.id,
    depotCode: ev.depot.code,
    timeZone: ev.depot.timeZone,
    startedAt: ev.startedAt,
    startedByName: ev.startedByName,
    endedAt: ev.endedAt ?? null,
    endedByName: ev.endedByName ?? null,
    open,
    total: entries.length,
    safe: count(EvacueeStatus.SAFE),
    left: count(EvacueeStatus.LEFT),
    missing: count(EvacueeStatus.MISSING),
    entries,
  };
}
