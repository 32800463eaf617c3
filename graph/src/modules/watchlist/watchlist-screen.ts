import type { KioskDepotCache } from '../../core/kiosk-depot-cache';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { WriteDeps } from '../../core/deps';
import { DomainError } from '../../core/errors';
import { runUnitOfWork, type UnitOfWork } from '../../core/unit-of-work';
import { Messages } from '../../contracts/messages';
import { keysOf, matchFields, type MatchField, type PersonFacts, type WatchlistAction } from './watchlist-match';

/** The entry a person matched, and why. */
export interface WatchlistHit {
  entryId: string;
  action: WatchlistAction;
  fields: MatchField[];
}

/** Where and how a matched person signed in (or tried to). */
export interface MatchContext {
  tenantId: string;
  depotId: string;
  person: PersonFacts;
  /** walk-in, planned, regular, partner; 'held ...' for an entry a kiosk held offline. */
  path: string;
  at: Date;
  attendanceId: string | null;
  visitId: string | null;
}

/** A row to insert: its table and its columns (database names). */
export interface SqlRow {
  table: 'watchlist_match' | 'audit_log';
  row: Record<string, unknown>;
}

/**
 * A BLOCK entry refused the sign-in (issue 37): 403 with only "Please see reception" (never why). Thrown before anything
 * of the sign-in is written; AttendanceService records the attempt (match row, audit, managers' e-mail, live notice)
 * in a unit of work of its own once the sign-in's is rolled back.
 */
export class WatchlistBlocked extends DomainError {
  constructor(
    readonly hit: WatchlistHit,
    readonly context: MatchContext,
  ) {
    super('FORBIDDEN', Messages.pleaseSeeReception);
  }
}

/**
 * The one check every sign-in passes (AttendanceService.open and openWithNewVisit call it): the tenant's live
 * entries (not expired) that share a key with the person, then the rule of watchlist-match.ts. A BLOCK beats an ALERT;
 * of the same action, the entry with more matched fields.
 */
export class WatchlistScreen {
  constructor(private readonly d: WriteDeps & { kioskDepots?: KioskDepotCache }) {}

  async check(em: EntityManager, tenantId: string, person: PersonFacts, now: Date): Promise<WatchlistHit | null> {
    if (!(await this.listed(em, tenantId))) return null;
    const k = keysOf(person);
    const rows: { id: string; action: WatchlistAction; name_key: string; email_key: string; phone_key: string; car_reg_key: string }[] =
      await em.execute(
        `select "id", "action", "name_key", "email_key", "phone_key", "car_reg_key" from "watchlist_entry"
          where "tenant_id" = ? and ("expires_at" is null or "expires_at" > ?)
            and ("name_key" = ? or ("email_key" <> '' and "email_key" = ?) or ("car_reg_key" <> '' and "car_reg_key" = ?))
          limit 50`,
        [tenantId, now, k.nameKey, k.emailKey, k.carRegKey],
      );
    let best: WatchlistHit | null = null;
    for (const r of rows) {
      const fields = matchFields({ nameKey: r.name_key, emailKey: r.email_key, phoneKey: r.phone_key, carRegKey: r.car_reg_key }, k);
      if (!fields) continue;
      const hit = { entryId: r.id, action: r.action, fields };
      if (
        !best ||
        (hit.action === 'BLOCK' && best.action !== 'BLOCK') ||
        (hit.action === best.action && hit.fields.length > best.fields.length)
      )
        best = hit;
    }
    return best;
  }

  /**
   * Whether the tenant has any entry (expired ones too). Most tenants have none, and the walk-in is the busiest write
   * of a depot's morning (issue 28: one statement): the answer is kept per process beside the kiosk's depot rows
   * (core/kiosk-depot-cache.ts), which an added entry empties on every replica (WatchlistService.add publishes
   * `kioskDepotsChanged`), so a tenant without a list pays no lookup (bench: the walk-in's ratio to bare had fallen
   * 0.1x with one). A removed entry leaves "listed" until the next change or the cache's 30 s: one lookup too many,
   * never one too few. Outside a request (the worker) there is no per-process copy: the lookup decides.
   */
  private async listed(em: EntityManager, tenantId: string): Promise<boolean> {
    if (!this.d.kioskDepots) return true;
    const row = await this.d.kioskDepots.get(`watchlist:${tenantId}`, async () => {
      const [r]: { listed: boolean }[] = await em.execute(
        `select exists(select 1 from "watchlist_entry" where "tenant_id" = ?) as "listed"`,
        [tenantId],
      );
      return { listed: r?.listed === true };
    });
    return row?.listed === true;
  }

  /** The match row and the audit trail's EVENT row of a match (no personal data in the trail: it cannot be erased). */
  rows(hit: WatchlistHit, c: MatchContext): { matchId: string; rows: SqlRow[] } {
    const matchId = randomUUID();
    const stamp = new Date();
    const match = {
      id: matchId,
      created_at: stamp,
      updated_at: stamp,
      tenant_id: c.tenantId,
      depot_id: c.depotId,
      entry_id: hit.entryId,
      attendance_id: c.attendanceId,
      visit_id: c.visitId,
      action: hit.action,
      matched_fields: JSON.stringify(hit.fields),
      person_name: c.person.name.slice(0, 255),
      person_email: c.person.email ? c.person.email.trim().toLowerCase().slice(0, 254) : null,
      path: c.path.slice(0, 20),
      occurred_at: c.at,
    };
    const details = { action: hit.action, fields: hit.fields.join(','), depotId: c.depotId, path: c.path, attendanceId: c.attendanceId };
    const audit = {
      actor_id: null,
      actor_username: 'kiosk',
      tenant_id: c.tenantId,
      action: 'watchlist.match',
      operation: 'EVENT',
      target_type: 'watchlist_entry',
      target_id: hit.entryId,
      changes: JSON.stringify(Object.fromEntries(Object.entries(details).map(([k, v]) => [k, { before: null, after: v, masked: false }]))),
      ip: null,
    };
    return {
      matchId,
      rows: [
        { table: 'watchlist_match', row: match },
        { table: 'audit_log', row: audit },
      ],
    };
  }

  /** A match's facts in the sign-in's unit of work: the managers' e-mail (outbox) and the live notice after commit. */
  facts(uow: UnitOfWork, matchId: string, hit: WatchlistHit, c: MatchContext): void {
    uow.enqueue('watchlist-alert', { matchId });
    uow.publish('watchlistMatched', {
      tenantId: c.tenantId,
      depotId: c.depotId,
      matchId,
      action: hit.action,
      personName: c.person.name,
      matchedFields: hit.fields,
      at: c.at.toISOString(),
    });
  }

  /** A match of a sign-in written in a unit of work (the rows now, in its transaction; the facts with it). */
  async record(uow: UnitOfWork, hit: WatchlistHit, c: MatchContext): Promise<string> {
    const { matchId, rows } = this.rows(hit, c);
    for (const r of rows) await insertRow(uow.em, r);
    this.facts(uow, matchId, hit, c);
    return matchId;
  }

  /** A refused sign-in's match, in a unit of work of its own (the sign-in's was rolled back). */
  recordBlocked(err: WatchlistBlocked): Promise<string> {
    return runUnitOfWork(this.d, (uow) => this.record(uow, err.hit, err.context));
  }
}

const JSONB = new Set(['matched_fields', 'changes']);
const cols = (o: object) => Object.keys(o).map((k) => `"${k}"`);
/** The value marks of a row (json columns cast). */
export const marksOf = (o: object) => Object.keys(o).map((k) => (JSONB.has(k) ? '?::jsonb' : '?'));

async function insertRow(em: EntityManager, r: SqlRow): Promise<void> {
  await em.execute(`insert into "${r.table}" (${cols(r.row)}) values (${marksOf(r.row)})`, Object.values(r.row));
}

/** An insert of `r` as a CTE of a larger statement, selecting from `from` (so it is written only with it). */
export const insertFrom = (name: string, r: SqlRow, from: string) =>
  `, "${name}" as (insert into "${r.table}" (${cols(r.row)}) select ${marksOf(r.row)} from "${from}")`;
