import { randomUUID } from 'node:crypto';
import { emitWebhookEvent } from '../webhooks/webhook-events';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { WriteDeps } from '../../core/deps';
import { runStatement, runUnitOfWork, type UnitOfWork } from '../../core/unit-of-work';
import { badInput, conflict, DomainError, uniqueViolation } from '../../core/errors';
import { localDay } from '../../core/time';
import { executeStatement } from '../../core/db/own-connection';
import { Messages, required } from '../../contracts/messages';
import type { AttendanceChangedEvent } from '../../contracts/topics';
import { Badge } from './badge.entity';
import type { Depot } from '../depots/depot.entity';
import type { Partner } from './partner.entity';
import type { Attendee } from '../attendees/attendee.entity';
import { VisitType, type Visit } from './visit.entity';
import { Tenant } from '../tenants/tenant.entity';
import { Attendance, AttendanceKind, type RuleAnswers } from './attendance.entity';
import { attendanceName, attendanceRow, attendanceVisitType, liveRow, rowSnapshot } from './attendance-row';
import { insertFrom, WatchlistBlocked, WatchlistScreen, type MatchContext, type SqlRow } from '../watchlist/watchlist-screen';
import type { PersonFacts } from '../watchlist/watchlist-match';
import { currentVersionSql } from '../agreements/agreement-words';
import { DocumentCheck } from '../documents/document-check';

export interface OpenInput {
  depot: Depot;
  kind: AttendanceKind;
  visit?: Visit | null;
  attendee?: Attendee | null;
  partner?: Partner | null;
  /** As typed at the kiosk; uppercased here. Must be a badge of the depot's pool. */
  badgeNumber?: string | null;
  carReg?: string | null;
  temperature?: string | null;
  ruleAnswers?: RuleAnswers | null;
  /** The legacy kiosk asked the rules on the device and did not send the answers (spec 7 payloads). */
  rulesOnDevice?: boolean;
  /** When it happened, if not now: a kiosk entry held on the device while offline (issue 27). */
  at?: Date;
  /** The kiosk's language (issue 27): the visitor hears of the sign-in by e-mail in it; none (legacy clients): no e-mail. */
  language?: string | null;
  /** The agreement version accepted at this sign-in (issue 38; AgreementsService.acceptance); none: nothing accepted. */
  agreementVersionId?: string | null;
}

/** A kiosk entry's row as this statement writes it (kiosk-entries' EntryWrite, its kind one of KioskEntryKind). */
export interface HeldEntryRow {
  id: string;
  deviceId: string;
  kind: string;
  /** The stored time: the device's, bounded, from a paired kiosk (issue 40); else the time it reached the server. */
  occurredAt: Date;
  /** What the device said (issue 40), and when the entry reached the server; whether a paired kiosk sent it. */
  deviceTime: Date;
  receivedAt: Date;
  devicePaired: boolean;
  tenantId: string;
  depotId: string;
}

/** A walk-in's sign-in: its attendee, a new visit and the open attendance, written as one statement. */
export interface NewVisitInput {
  /** The kiosk's depot: the entity, or the plain view the walk-in reads (DepotService.kioskDepotView). */
  depot: Pick<Depot, 'id' | 'timeZone'> & { tenant: { id: string; tempMax?: string } };
  /** One statement (without `returning`) that makes or refreshes the attendee row (attendeeUpsert). */
  attendee: { sql: string; params: unknown[] };
  /** The new visit's columns (database names) but its id, tenant, depot, attendee and timestamps. */
  visit: Record<string, unknown>;
  badge: Badge | null;
  carReg: string;
  temperature: string | null;
  ruleAnswers: RuleAnswers | null;
  rulesOnDevice: boolean;
  /** A kiosk entry held on the device (issue 27): its row goes in the same statement, its time is the sign-in's. */
  entry?: HeldEntryRow | null;
  language?: string | null;
  /** The walk-in as the form gave it (name, e-mail, car registration): screened against the watchlist (issue 37). */
  person: PersonFacts;
  /** Rows of the person written in the same statement, keyed by the attendee's id (issue 38: induction passes). */
  personRows?: readonly PersonRow[];
}

/**
 * A row the walk-in's statement writes for its attendee: `columns` and `values` but the attendee's (`personColumn`,
 * filled from the upserted row), then `onConflict` (e.g. `on conflict (...) do update ...`), as its owner wrote them.
 */
export interface PersonRow {
  table: string;
  columns: readonly string[];
  values: readonly unknown[];
  personColumn: string;
  onConflict: string;
}

export interface OpenedView {
  attendanceId: string;
  attendeeId: string;
  name: string;
  checkedInAt: Date;
}

export interface CloseOptions {
  /** Closed by staff (or for the person), not by the person at the kiosk. */
  manual?: boolean;
  /** Send Notification & Check-out: the visit's host is e-mailed. */
  notifyHost?: boolean;
  /** When it ended, if not now (a stale clock-in closed at its shift's end). */
  at?: Date;
  /** Closed by the depot's end-of-day sign-out, not by a person (issue 23). */
  automatic?: boolean;
}

export { attendanceName, attendanceVisitType };

/** Signature PNGs: a 650x160 canvas is a few KB; anything near this is not a kiosk signature. */
export const SIGNATURE_MAX_BYTES = 200 * 1024;
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A signature upload: present, small, and really a PNG (magic bytes). */
export function signaturePng(png: Buffer | null | undefined): Buffer {
  if (!png || png.length === 0) throw badInput(required('Signature'), { sign: [required('Signature')] });
  if (png.length > SIGNATURE_MAX_BYTES)
    throw new DomainError('PAYLOAD_TOO_LARGE', Messages.signatureTooLarge, { sign: [Messages.signatureTooLarge] });
  if (png.length < PNG_MAGIC.length || !png.subarray(0, PNG_MAGIC.length).equals(PNG_MAGIC))
    throw badInput(Messages.signatureNotPng, { sign: [Messages.signatureNotPng] });
  return png;
}

/** A signature sent as base64 (GraphQL; a data: URL is accepted) to bytes; not base64 is a clear 400. */
export function base64Png(b64: string): Buffer {
  const body = b64.replace(/^data:image\/png;base64,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(body)) throw badInput(Messages.signatureNotPng, { png: [Messages.signatureNotPng] });
  return Buffer.from(body, 'base64');
}

/**
 * Presence at a depot (one table for visitors and partners, see docs/decisions.md). The database holds
 * the invariants; this service turns their violations into the spec's messages. Opening and closing an
 * attendance add their own facts to the caller's unit of work, wherever they are called from: the live
 * event (released after commit) and, for a visitor's sign-in, the e-mail to the depot's managers.
 */
export class AttendanceService {
  private readonly watchlist: WatchlistScreen;
  private readonly documents = new DocumentCheck();

  constructor(private readonly d: WriteDeps) {
    this.watchlist = new WatchlistScreen(d);
  }

  /**
   * One unit of work around a whole presence change; a unique violation of a presence invariant becomes
   * a clear 409 with the spec's message (the loser of a race writes nothing and announces nothing). A sign-in the
   * watchlist blocks writes nothing of its own; its attempt is recorded once the unit is rolled back (issue 37).
   */
  async transaction<T>(work: (uow: UnitOfWork) => Promise<T>): Promise<T> {
    try {
      return await runUnitOfWork(this.d, work, (err) => this.violation(err));
    } catch (err) {
      if (err instanceof WatchlistBlocked) await this.watchlist.recordBlocked(err);
      throw err;
    }
  }

  /**
   * The watchlist's check (issue 37), the one every sign-in passes: `open` and `openWithNewVisit` call it before they
   * write. BLOCK: WatchlistBlocked (403, "Please see reception"); ALERT: the match to record with the sign-in.
   */
  private async screen(em: EntityManager, c: Omit<MatchContext, 'attendanceId' | 'visitId'>) {
    const hit = await this.watchlist.check(em, c.tenantId, c.person, c.at);
    if (hit?.action === 'BLOCK') throw new WatchlistBlocked(hit, { ...c, attendanceId: null, visitId: null });
    return hit;
  }

  /** A badge of the depot's pool by its number (uppercased), or a clear 400. */
  async badge(em: EntityManager, depot: { id: string }, number: string): Promise<Badge> {
    const n = number.trim().toUpperCase();
    const badge = await em.findOne(Badge, { depot: depot.id, number: n }, { filters: false });
    if (!badge) throw badInput(Messages.badgeUnknown(n), { depotBadgeNum: [Messages.badgeUnknown(n)] });
    return badge;
  }

  /**
   * Persists a new open attendance (flushed by the caller's unit of work), with its facts: CHECKED_IN or
   * CLOCKED_IN after commit, and a visitor's sign-in notifies the depot's e-mail managers (once).
   */
  async open(uow: UnitOfWork, input: OpenInput): Promise<Attendance> {
    const em = uow.em;
    const now = input.at ?? this.d.clock.now();
    const person: PersonFacts = input.partner
      ? { name: input.partner.name, email: input.partner.email ?? null, carReg: input.carReg ?? null }
      : {
          name: `${input.attendee!.firstName} ${input.attendee!.lastName}`,
          email: input.attendee!.email,
          carReg: input.carReg ?? null,
        };
    const path = `${input.at ? 'held ' : ''}${input.partner ? 'partner' : pathOf(input.visit?.visitType)}`;
    const matchAt = { tenantId: input.depot.tenant.id, depotId: input.depot.id, person, path, at: now };
    const hit = await this.screen(em, matchAt);
    // Issue 38: a partner's blocking document missing or expired refuses the clock-in (403 naming it), nothing written.
    if (input.partner) await this.documents.check(em, input.depot.tenant.id, input.partner.id, localDay(now, input.depot.timeZone));
    const badge = input.badgeNumber ? await this.badge(em, input.depot, input.badgeNumber) : null;
    const personKey = input.partner ? `partner:${input.partner.id}` : `visitor:${input.attendee!.id}`;
    const attendance = em.create(Attendance, {
      tenant: input.depot.tenant,
      depot: input.depot,
      kind: input.kind,
      visit: input.visit ?? null,
      attendee: input.attendee ?? null,
      partner: input.partner ?? null,
      personKey,
      badge,
      localDate: localDay(now, input.depot.timeZone),
      checkedInAt: now,
      carReg: input.carReg ?? null,
      temperature: input.temperature ?? null,
      ruleAnswers: input.ruleAnswers ?? null,
      rulesOnDevice: input.rulesOnDevice ?? false,
      language: input.language ?? null,
      agreementVersionId: input.agreementVersionId ?? null,
    });
    em.persist(attendance);
    if (hit) await this.watchlist.record(uow, hit, { ...matchAt, attendanceId: attendance.id, visitId: input.visit?.id ?? null });
    const tenant = input.depot.tenant;
    const tempMax = input.temperature ? (tenant.tempMax ?? (await em.findOneOrFail(Tenant, tenant.id, { filters: false })).tempMax) : null;
    const event = this.openingFacts(uow, input.kind, attendance.id, {
      tenantId: input.depot.tenant.id,
      depotId: input.depot.id,
      at: now,
      visitId: input.visit?.id ?? null,
      partnerId: input.partner?.id ?? null,
      temperature: input.temperature ?? null,
      tempMax,
      hostToTell: input.visit?.visitType === VisitType.Planned ? (input.visit.hostEmail ?? null) : null,
      language: input.language ?? null,
    });
    uow.publish('attendanceChanged', () => attendanceEvent(event, attendance));
    return attendance;
  }

  /**
   * A walk-in's sign-in (the busiest write of a depot's morning) as ONE statement: the attendee upsert, the
   * visit, the attendance and the managers' e-mail in the outbox, as `with ... insert` (atomic without a
   * transaction, one round trip), in a statement unit of work (core/unit-of-work.ts `runStatement`). Same rows,
   * invariants and facts as `open` in a unit of work: a unique violation becomes the spec's 409, CHECKED_IN goes
   * out after the statement committed.
   */
  async openWithNewVisit(input: NewVisitInput): Promise<OpenedView> {
    const now = input.entry?.occurredAt ?? this.d.clock.now();
    const matchAt = {
      tenantId: input.depot.tenant.id,
      depotId: input.depot.id,
      person: input.person,
      path: input.entry ? 'held walk-in' : 'walk-in',
      at: now,
    };
    let hit;
    try {
      hit = await this.screen(this.d.em, matchAt);
    } catch (err) {
      if (err instanceof WatchlistBlocked) await this.watchlist.recordBlocked(err);
      throw err;
    }
    const visitId = randomUUID();
    const attendanceId = randomUUID();
    return runStatement(
      this.d,
      (uow) => {
        // An ALERT's match and audit rows go in the sign-in's statement; its e-mail and notice are the unit's facts.
        let extras: SqlRow[] = [];
        if (hit) {
          const m = this.watchlist.rows(hit, { ...matchAt, attendanceId, visitId });
          this.watchlist.facts(uow, m.matchId, hit, { ...matchAt, attendanceId, visitId });
          extras = m.rows;
        }
        return this.writeNewVisit(uow, input, now, visitId, attendanceId, extras);
      },
      (err) => this.violation(err),
    );
  }

  private async writeNewVisit(
    uow: UnitOfWork,
    input: NewVisitInput,
    now: Date,
    visitId: string,
    attendanceId: string,
    extras: SqlRow[],
  ): Promise<OpenedView> {
    const stamp = new Date();
    const { depot, entry } = input;
    const tenantId = depot.tenant.id;
    const visit = { id: visitId, created_at: stamp, updated_at: stamp, tenant_id: tenantId, depot_id: depot.id, ...input.visit };
    const attendance = {
      id: attendanceId,
      created_at: stamp,
      updated_at: stamp,
      tenant_id: tenantId,
      depot_id: depot.id,
      kind: AttendanceKind.Visitor,
      badge_id: input.badge?.id ?? null,
      local_date: localDay(now, depot.timeZone),
      checked_in_at: now,
      manual_checkout: false,
      car_reg: input.carReg,
      temperature: input.temperature,
      rule_answers: input.ruleAnswers ? JSON.stringify(input.ruleAnswers) : null,
      rules_on_device: input.rulesOnDevice,
      language: input.language ?? null,
    };
    const event = this.openingFacts(uow, AttendanceKind.Visitor, attendanceId, {
      tenantId,
      depotId: depot.id,
      at: now,
      visitId,
      partnerId: null,
      temperature: input.temperature,
      tempMax: depot.tenant.tempMax ?? null,
      // a walk-in whose host was picked from the depot's list (issue 36)
      hostToTell: typeof input.visit.host_email === 'string' && input.visit.host_email ? input.visit.host_email : null,
      language: input.language ?? null,
    });
    const outbox = uow.outboxRows();
    // The held entry's row (kiosk_entry, keyed by the device's id): a replay that races this one fails on it.
    const entryRow = entry
      ? {
          id: entry.id,
          created_at: stamp,
          updated_at: stamp,
          tenant_id: tenantId,
          depot_id: depot.id,
          device_id: entry.deviceId,
          kind: entry.kind,
          occurred_at: entry.occurredAt,
          device_time: entry.deviceTime,
          received_at: entry.receivedAt,
          device_paired: entry.devicePaired,
        }
      : null;
    // The statement's text depends only on its shape (the columns given, the outbox rows, a held entry): built once a shape.
    const personRows = input.personRows ?? [];
    const shape = `${input.attendee.sql}|${Object.keys(visit)}|${Object.keys(attendance)}|${outbox.map((o) => Object.keys(o).join()).join(';')}|${entryRow ? Object.keys(entryRow) : ''}|${extras.map((x) => x.table + Object.keys(x.row).join()).join(';')}|${personRows.map((p) => p.table + p.columns.join() + p.onConflict).join(';')}`;
    let sql = newVisitStatements.get(shape);
    if (sql === undefined) {
      sql = newVisitStatement(input.attendee.sql, visit, attendance, outbox, entryRow, extras, personRows);
      if (newVisitStatements.size < 64) newVisitStatements.set(shape, sql);
    }
    const [row]: { id: string; first_name: string; last_name: string }[] = await executeStatement(uow.em, sql, [
      ...input.attendee.params,
      ...Object.values(visit),
      ...Object.values(attendance),
      tenantId,
      ...outbox.flatMap((o) => Object.values(o)),
      ...(entryRow ? Object.values(entryRow) : []),
      ...extras.flatMap((x) => Object.values(x.row)),
      ...personRows.flatMap((p) => p.values),
    ]);
    const name = `${row.first_name} ${row.last_name}`.trim();
    const visitType = String(input.visit.visit_type);
    uow.publish('attendanceChanged', {
      kind: event,
      tenantId,
      depotId: depot.id,
      attendanceId,
      visitId,
      attendeeName: name,
      visitType,
      at: now.toISOString(),
      row: rowSnapshot(
        liveRow(depot.timeZone, { attendanceId, attendeeId: row.id, attendeeName: name, visitType, checkIn: now, checkOut: null }),
      ),
      badge: { number: input.badge?.number ?? null },
    });
    return { attendanceId, attendeeId: row.id, name, checkedInAt: now };
  }

  /**
   * What opening an attendance sets off, however it is written (issue 23 adds the last two): a visitor's sign-in
   * e-mails the depot's managers (with the reading, when one was taken); a reading above the tenant's limit, accepted
   * after the kiosk's warning, e-mails them an alert (visitors and partners); a planned visitor's host, when the
   * booking has a host e-mail, and a walk-in's host picked from the depot's list (issue 36) hear that the visitor arrived. Each through the outbox, once. Integrators' webhooks hear
   * visitor.checked_in or partner.clocked_in (issue 26). Answers the live event's kind (every opening is announced to the
   * live grids).
   */
  private openingFacts(
    uow: UnitOfWork,
    kind: AttendanceKind,
    attendanceId: string,
    facts: {
      tenantId: string;
      depotId: string;
      at: Date;
      visitId: string | null;
      partnerId: string | null;
      temperature: string | null;
      tempMax: string | null;
      hostToTell: string | null;
      language: string | null;
    },
  ): 'CHECKED_IN' | 'CLOCKED_IN' {
    const partner = kind === AttendanceKind.Partner;
    emitWebhookEvent(uow, partner ? 'partner.clocked_in' : 'visitor.checked_in', facts.tenantId, facts.at, {
      attendanceId,
      depotId: facts.depotId,
      ...(partner ? { partnerId: facts.partnerId } : { visitId: facts.visitId }),
    });
    if (kind === AttendanceKind.Visitor) uow.enqueue('visit-notification', { attendanceId });
    // A kiosk that says its language (issue 27): the visitor or partner gets the sign-in's confirmation in it.
    if (facts.language) uow.enqueue('signed-in-confirmation', { attendanceId });
    if (facts.temperature !== null && facts.tempMax !== null && Number(facts.temperature) > Number(facts.tempMax))
      uow.enqueue('temperature-alert', { attendanceId });
    if (facts.hostToTell) uow.enqueue('visit-host-arrival', { attendanceId });
    return kind === AttendanceKind.Partner ? 'CLOCKED_IN' : 'CHECKED_IN';
  }

  /** Closes an open attendance now (or at `options.at`): closeAttendance, below. */
  close(uow: UnitOfWork, attendance: Attendance, options: CloseOptions = {}): Attendance {
    return closeAttendance(uow, attendance, { ...options, at: options.at ?? this.d.clock.now() });
  }

  /** The open attendance holding a depot's badge, if any. */
  async holderOfBadge(em: EntityManager, depot: Depot, number: string): Promise<Attendance | null> {
    return em.findOne(
      Attendance,
      { depot: depot.id, badge: { number: number.trim().toUpperCase() }, checkedOutAt: null },
      { populate: ['attendee', 'partner', 'visit', 'badge'], filters: false },
    );
  }

  /** Stores the signature of an attendance; a second one replaces the first (one statement: a concurrent second wins cleanly). */
  async sign(a: Attendance, png: Buffer): Promise<void> {
    await runStatement(this.d, (uow) =>
      uow.em.execute(
        `insert into "signature" ("id", "created_at", "updated_at", "tenant_id", "attendance_id", "png")
         values (gen_random_uuid(), now(), now(), ?, ?, ?)
         on conflict ("attendance_id") do update set "png" = excluded."png", "updated_at" = now()`,
        [a.tenant.id, a.id, signaturePng(png)],
      ),
    );
  }

  /**
   * The live event of an attendance's change, for every view watching the depot, with the row as the views show it
   * (none when the depot's zone is not at hand: a view that gets no row reads its rows again).
   */
  private violation(err: unknown) {
    const name = uniqueViolation(err);
    if (!name) return undefined;
    if (name === 'attendance_badge_open_uniq') return conflict(Messages.badgeInUse, { depotBadgeNum: [Messages.badgeInUse] });
    if (name === 'attendance_person_open_uniq') return conflict(Messages.alreadySignedInSignOut);
    if (name === 'attendance_visit_uniq') return conflict(Messages.referenceAlreadyUsed);
    return undefined;
  }
}

/** How a visit's sign-in is named on a watchlist match. */
const pathOf = (t: string | undefined) => (t === VisitType.Planned ? 'planned' : t === VisitType.Regular ? 'regular' : 'walk-in');

/** The walk-in statements' texts by shape (AttendanceService.writeNewVisit): a handful in a process's life. */
const newVisitStatements = new Map<string, string>();

/**
 * One statement that writes the attendee (upserted), the visit, the attendance (with the agreement version the walk-in
 * accepted, issue 38: the current one, read by a sub-select, no round trip of its own), the outbox rows and a held entry.
 */
function newVisitStatement(
  attendeeSql: string,
  visit: object,
  attendance: object,
  outbox: readonly object[],
  entryRow: object | null,
  extras: readonly SqlRow[] = [],
  personRows: readonly PersonRow[] = [],
): string {
  const cols = (o: object) => Object.keys(o).map((k) => `"${k}"`);
  const marks = (o: object) => Object.keys(o).map((k) => (k === 'rule_answers' || k === 'payload' ? '?::jsonb' : '?'));
  return `with "a" as (${attendeeSql} returning "id", "first_name", "last_name"),
      "v" as (insert into "visit" (${[...cols(visit), '"attendee_id"']}) select ${[...marks(visit), '"a"."id"']} from "a" returning "id"),
      "t" as (insert into "attendance" (${[...cols(attendance), '"agreement_version_id"', '"visit_id"', '"attendee_id"', '"person_key"']})
              select ${[...marks(attendance), currentVersionSql('rules'), '"v"."id"', '"a"."id"', `'visitor:' || "a"."id"`]} from "a", "v" returning "id")
      ${outbox.map((o, i) => `, "o${i}" as (insert into "outbox_event" (${cols(o)}) select ${marks(o)} from "t")`).join('')}
      ${entryRow ? `, "k" as (insert into "kiosk_entry" (${[...cols(entryRow), '"attendance_id"']}) select ${[...marks(entryRow), '"t"."id"']} from "t")` : ''}
      ${extras.map((x, i) => insertFrom(`x${i}`, x, 't')).join('')}
      ${personRows
        .map(
          (p, i) =>
            `, "p${i}" as (insert into "${p.table}" (${[...p.columns, p.personColumn].map((c) => `"${c}"`)}) select ${p.columns.map(() => '?')}, "a"."id" from "a", "t" ${p.onConflict})`,
        )
        .join('')}
      select "a"."id", "a"."first_name", "a"."last_name" from "a", "t"`;
}

/**
 * Closes an open attendance (sign-out, clock-out, manual checkout): the badge is free again; CHECKED_OUT
 * or CLOCKED_OUT after commit; with notifyHost a visitor's host is e-mailed. The attendance must have its
 * attendee or partner, visit and depot loaded. The one place an attendance closes (AttendanceService.close, the
 * end-of-day sweep).
 */
export function closeAttendance(uow: UnitOfWork, attendance: Attendance, options: CloseOptions & { at: Date }): Attendance {
  attendance.checkedOutAt = options.at;
  attendance.manualCheckout = options.manual ?? false;
  attendance.autoCheckout = options.automatic ?? false;
  if (options.notifyHost && attendance.kind === AttendanceKind.Visitor) {
    uow.enqueue('visitor-checkout-notification', { attendanceId: attendance.id });
  }
  const partner = attendance.kind === AttendanceKind.Partner;
  emitWebhookEvent(uow, partner ? 'partner.clocked_out' : 'visitor.checked_out', attendance.tenant.id, attendance.checkedOutAt, {
    attendanceId: attendance.id,
    depotId: attendance.depot.id,
    ...(partner ? { partnerId: attendance.partner?.id ?? null } : { visitId: attendance.visit?.id ?? null }),
  });
  uow.publish('attendanceChanged', () =>
    attendanceEvent(attendance.kind === AttendanceKind.Partner ? 'CLOCKED_OUT' : 'CHECKED_OUT', attendance),
  );
  return attendance;
}

function attendanceEvent(kind: 'CHECKED_IN' | 'CHECKED_OUT' | 'CLOCKED_IN' | 'CLOCKED_OUT', a: Attendance): AttendanceChangedEvent {
  const zone = a.depot.timeZone as string | undefined;
  return {
    kind,
    tenantId: a.tenant.id,
    depotId: a.depot.id,
    attendanceId: a.id,
    visitId: a.visit?.id ?? null,
    attendeeName: attendanceName(a),
    visitType: attendanceVisitType(a),
    at: (kind === 'CHECKED_OUT' || kind === 'CLOCKED_OUT' ? a.checkedOutAt! : a.checkedInAt).toISOString(),
    row: zone ? rowSnapshot(attendanceRow(a, zone)) : null,
    // A badge only referenced (not loaded) is not told: a view that needs it reads.
    badge: !a.badge ? { number: null } : a.badge.number ? { number: a.badge.number } : null,
  };
}
