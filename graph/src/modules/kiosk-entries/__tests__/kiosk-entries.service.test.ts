import { randomUUID } from 'node:crypto';
import { ANONYMOUS, kioskActor, type Actor } from '../../../core/auth/actor';
import { parse } from '../../../core/command';
import { Messages } from '../../../contracts/messages';
import { makeBadges, makeDepot, makePartner, makeUser, makeWorld, uniq } from '../../../test/factories';
import { failure, serviceTier, staffActor } from '../../../test/service-tier';
import { ago, heldEntry, heldWalkIn, pairedKiosk } from './support';
import { CheckOutCommand, UnplannedCheckInCommand } from '../../visits/visit-kiosk.commands';
import { ClockInCommand, ClockOutCommand } from '../../partners/partner.commands';
import { DepotPresenceCommand } from '../../presence/presence.commands';
import { DismissRefusedEntryCommand, RefusedEntriesCommand, ReportRefusedEntryCommand } from '../kiosk-entry.commands';

/**
 * Issue 27: entries a kiosk held while offline, at the service tier (issue 24). Each is accepted once by its device
 * entry id (a replay, or two at once, answer the first and store nothing more), stored at the device's time (bounded),
 * counted on site as soon as it arrives; a refused one reported by the kiosk waits for the depot's staff until
 * dismissed. kiosk-entries.test.ts keeps a held walk-in sent over GraphQL from three connections at once.
 */
let t: Awaited<ReturnType<typeof serviceTier>>;
beforeAll(async () => {
  t = await serviceTier({ label: 'kiosk_entries' });
});
afterAll(async () => {
  await t.close();
});

const device = randomUUID();
const entry = (occurredAt: Date, entryId = randomUUID()) => heldEntry(device, occurredAt, entryId);
/** Issue 40: `device` is a paired kiosk of each depot a test uses (its secret sent), unless a test says `ANONYMOUS`. */
const kiosks = new Map<string, Promise<Actor>>();
/** One pairing per depot, shared by concurrent calls (two at once must not give the device two secrets). */
const kiosk = (depotId: string): Promise<Actor> => {
  let a = kiosks.get(depotId);
  if (!a) {
    a = (async () => {
      const [row] = await t.orm.em.fork().getConnection().execute(`select tenant_id from depot where id = ?`, [depotId]);
      return (await pairedKiosk(t.orm, { id: depotId, tenant: { id: row.tenant_id } }, device)).actor;
    })();
    kiosks.set(depotId, a);
  }
  return a;
};
const walkIn = async (depotId: string, e: object | undefined, over: Record<string, unknown> = {}, actor?: Actor) => {
  const a = actor ?? (await kiosk(depotId));
  return t.as(a).visitCheckIn.unplannedCheckIn(a, parse(UnplannedCheckInCommand, heldWalkIn(depotId, e as object, over)));
};
const signOut = async (i: Record<string, unknown>, actor?: Actor) => {
  const a = actor ?? (await kiosk(i.depotId as string));
  return t.as(a).visitCheckOut.checkOut(a, parse(CheckOutCommand, i));
};
const clockIn = async (i: Record<string, unknown>) => {
  const a = await kiosk(i.depotId as string);
  return t.as(a).partnerKiosk.clockIn(a, parse(ClockInCommand, i));
};
const clockOut = async (i: Record<string, unknown>, actor?: Actor) => {
  const a = actor ?? (await kiosk(i.depotId as string));
  return t.as(a).partnerKiosk.clockOut(a, parse(ClockOutCommand, i));
};
const report = async (i: Record<string, unknown>, actor?: Actor) => {
  const a = actor ?? (await kiosk(i.depotId as string));
  return t.as(a).kioskEntries.reportRefused(a, parse(ReportRefusedEntryCommand, i));
};
const refused = (actor: Actor, depotId: string) => t.as(actor).kioskEntries.refused(actor, parse(RefusedEntriesCommand, { depotId }));
const dismiss = (actor: Actor, id: string) => t.as(actor).kioskEntries.dismiss(actor, parse(DismissRefusedEntryCommand, { id }));
const at = async (sql: string, params: unknown[]) => new Date((await t.orm.em.fork().getConnection().execute(sql, params))[0].t);
/** What a kiosk shows of a sign-out (the KioskCheckout answer). */
const shown = (v: { name: string; badgeNumber: string | null }) => ({ name: v.name, badgeNumber: v.badgeNumber });
const n = async (sql: string, params: unknown[]) => (await t.orm.em.fork().getConnection().execute(sql, params))[0].n as number;

describe('held kiosk entries', () => {
  it('refuses a device time in the future or older than 24 hours, an entry id used for another kind, and a bad entry, storing nothing', async () => {
    const { depot } = await makeWorld(t.orm);
    expect((await failure(walkIn(depot.id, entry(new Date(Date.now() + 30 * 60_000))))).message).toBe(Messages.kioskEntryInFuture);
    expect((await failure(walkIn(depot.id, entry(ago(25 * 60))))).message).toBe(Messages.kioskEntryTooOld(24));
    const bad = await failure(walkIn(depot.id, { entryId: 'x', deviceId: device, occurredAt: 'yesterday' }));
    expect(bad.code).toBe('BAD_USER_INPUT');
    expect(bad.fields).toMatchObject({ 'entry.entryId': ['entryId is not a valid id'] });
    expect(await n(`select count(*)::int as n from attendance where depot_id = ?`, [depot.id])).toBe(0);
    const e = entry(ago(1));
    await walkIn(depot.id, e);
    const p = await makePartner(t.orm, depot);
    const reused = await failure((async () => clockIn({ depotId: depot.id, workId: p.workId, entry: e }))());
    expect(reused.message).toBe(Messages.kioskEntryOtherKind);
    expect(await n(`select count(*)::int as n from attendance where partner_id = ?`, [p.id])).toBe(0);
  });
});

describe('held kiosk entries are accepted once, at the device time', () => {
  it('a walk-in held offline: stored at its device time, on site and on the roll-call at once; replayed twice and twice at once, nothing more', async () => {
    const { depot, manager } = await makeWorld(t.orm);
    const when = ago(7);
    const e = entry(when);
    const first = await walkIn(depot.id, e);
    expect(first.checkedInAt.getTime()).toBe(when.getTime());
    const id = first.attendanceId;
    // Counted on site (and so on the roll-call) as soon as it arrives, at the device's time.
    const m = staffActor(manager);
    const onSite = await t.as(m).onSite.list(m, parse(DepotPresenceCommand, { depotId: depot.id }));
    expect(onSite.rows.map((r) => ({ attendanceId: r.attendanceId, name: r.name, checkedInAt: r.checkedInAt.toISOString() }))).toEqual([
      { attendanceId: id, name: 'Wanda Held', checkedInAt: when.toISOString() },
    ]);
    const rollCall = await t.as(m).evacuations.start(m, parse(DepotPresenceCommand, { depotId: depot.id }));
    expect(rollCall.entries.map((x) => ({ name: x.name, status: x.status }))).toEqual([{ name: 'Wanda Held', status: 'MISSING' }]);
    const replay = await walkIn(depot.id, e);
    expect(replay).toEqual(first);
    const both = await Promise.all([walkIn(depot.id, e), walkIn(depot.id, e)]);
    expect(both.map((r) => r.attendanceId)).toEqual([id, id]);
    expect(await n(`select count(*)::int as n from attendance where depot_id = ?`, [depot.id])).toBe(1);
    expect(await n(`select count(*)::int as n from visit where depot_id = ?`, [depot.id])).toBe(1);
    expect(await n(`select count(*)::int as n from kiosk_entry where id = ?`, [e.entryId])).toBe(1);
    expect(await n(`select count(*)::int as n from outbox_event where payload->>'attendanceId' = ?`, [id])).toBe(1);
    expect((await at(`select date_of_visit as t from visit where depot_id = ?`, [depot.id])).getTime()).toBe(when.getTime());
  });

  it('a sign-out by badge held offline: closed at its device time, once', async () => {
    const { depot } = await makeWorld(t.orm);
    await makeBadges(t.orm, depot, ['H1']);
    const signedIn = await walkIn(depot.id, entry(ago(30)), { depotBadgeNum: 'h1' });
    expect(signedIn.badgeNumber).toBe('H1');
    const when = ago(3);
    const input = { depotId: depot.id, depotBadgeNum: 'h1', entry: entry(when) };
    const out = await Promise.all([signOut(input), signOut(input)]);
    expect(out.map(shown)).toEqual([
      { name: 'Wanda Held', badgeNumber: 'H1' },
      { name: 'Wanda Held', badgeNumber: 'H1' },
    ]);
    expect(shown(await signOut(input))).toEqual({ name: 'Wanda Held', badgeNumber: 'H1' });
    expect((await at(`select checked_out_at as t from attendance where id = ?`, [signedIn.attendanceId])).getTime()).toBe(when.getTime());
  });

  it('a partner clock-in and clock-out held offline: device times, each once under concurrent replays', async () => {
    const { depot } = await makeWorld(t.orm);
    const p = await makePartner(t.orm, depot);
    const inAt = ago(20);
    const clockInput = { depotId: depot.id, workId: p.workId, entry: entry(inAt) };
    const ins = await Promise.all([clockIn(clockInput), clockIn(clockInput)]);
    expect(ins[0]).toEqual(ins[1]);
    expect(ins[0].at.getTime()).toBe(inAt.getTime());
    const outAt = ago(4);
    const clockOutInput = { depotId: depot.id, workId: p.workId, entry: entry(outAt) };
    const outs = await Promise.all([clockOut(clockOutInput), clockOut(clockOutInput)]);
    expect(outs[1].at.getTime()).toBe(outAt.getTime());
    expect((await clockIn(clockInput)).attendanceId).toBe(ins[0].attendanceId);
    expect(await n(`select count(*)::int as n from attendance where partner_id = ?`, [p.id])).toBe(1);
    expect(await n(`select count(*)::int as n from kiosk_entry where depot_id = ?`, [depot.id])).toBe(2);
  });
});

describe('refused held entries are kept for staff', () => {
  it('a refused entry reported by the kiosk shows to the depot staff once, answers refused if sent again, and can be dismissed', async () => {
    const { tenant, depot, manager } = await makeWorld(t.orm);
    const other = await makeDepot(t.orm, tenant);
    const otherManager = staffActor(await makeUser(t.orm, { tenant, depot: other, role: 'DepotManager' }));
    const m = staffActor(manager);
    await makeBadges(t.orm, depot, ['T1']);
    // The badge was taken online while this kiosk held a sign-in with it.
    await walkIn(depot.id, undefined, { email: `${uniq('a')}@example.test`, depotBadgeNum: 'T1', entry: undefined });
    const e = entry(ago(5));
    const held = { depotBadgeNum: 'T1', firstName: 'rita', lastName: 'refused' };
    const refusal = await failure(walkIn(depot.id, e, held));
    expect(refusal.message).toBe(Messages.badgeInUse);
    const reportInput = {
      depotId: depot.id,
      entryId: e.entryId,
      deviceId: device,
      kind: 'WalkIn',
      summary: 'Walk-in: Rita Refused (Acme), badge T1',
      message: refusal.message,
      occurredAt: e.occurredAt,
    };
    expect(await Promise.all([report(reportInput), report(reportInput)])).toEqual([true, true]);
    const list = await refused(m, depot.id);
    expect(list.map((r) => ({ ...r, occurredAt: r.occurredAt.toISOString() }))).toEqual([
      {
        id: expect.any(String),
        entryId: e.entryId,
        deviceId: device,
        kind: 'WalkIn',
        summary: reportInput.summary,
        message: Messages.badgeInUse,
        occurredAt: e.occurredAt,
        reportedAt: expect.any(Date),
      },
    ]);
    // Sent again (a kiosk that lost the report's answer): refused again, nothing stored.
    expect((await failure(walkIn(depot.id, e, held))).message).toBe(Messages.kioskEntryRefused(Messages.badgeInUse));
    expect(await n(`select count(*)::int as n from attendance where depot_id = ?`, [depot.id])).toBe(1);
    // Another depot's manager neither sees nor dismisses it; no session: refused.
    expect((await failure(refused(otherManager, depot.id))).code).toBe('NOT_FOUND');
    const rowId = list[0].id;
    expect((await failure(dismiss(otherManager, rowId))).code).toBe('NOT_FOUND');
    expect((await failure(refused(ANONYMOUS, depot.id))).code).toBe('UNAUTHENTICATED');
    expect(await dismiss(m, rowId)).toBe(true);
    expect(await refused(m, depot.id)).toEqual([]);
    expect((await failure(dismiss(m, rowId))).code).toBe('NOT_FOUND');
  });

  it('a report names its fields when they are wrong, and an accepted entry reported is not kept as refused', async () => {
    const { depot, manager } = await makeWorld(t.orm);
    const bad = await failure(() =>
      report({ depotId: depot.id, entryId: randomUUID(), deviceId: device, kind: 'WalkIn', summary: '', message: 'x', occurredAt: 'soon' }),
    );
    expect(bad.code).toBe('BAD_USER_INPUT');
    expect(Object.keys(bad.fields!).sort()).toEqual(['occurredAt', 'summary']);
    const e = entry(ago(1));
    await walkIn(depot.id, e);
    const r = await report({
      depotId: depot.id,
      entryId: e.entryId,
      deviceId: device,
      kind: 'WalkIn',
      summary: 'Walk-in',
      message: 'x',
      occurredAt: e.occurredAt,
    });
    expect(r).toBe(true);
    const m = staffActor(manager);
    expect(await refused(m, depot.id)).toEqual([]);
  });
});

describe('issue 40: device times only from a paired kiosk; a sign-out before its sign-in is refused', () => {
  it('a held entry from an unpaired kiosk (no secret, or a wrong one) is dated when it arrives; the device time is kept beside it', async () => {
    const { depot } = await makeWorld(t.orm);
    await kiosk(depot.id);
    const claimed = ago(60 * 23);
    for (const actor of [ANONYMOUS, kioskActor('not-the-secret')]) {
      const e = entry(claimed);
      const before = Date.now();
      const opened = await walkIn(depot.id, e, { email: `${uniq('u')}@example.test` }, actor);
      expect(opened.checkedInAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
      const [row] = await t.orm.em
        .fork()
        .getConnection()
        .execute(`select occurred_at, device_time, received_at, device_paired from kiosk_entry where id = ?`, [e.entryId]);
      expect(new Date(row.device_time).getTime()).toBe(claimed.getTime());
      expect(new Date(row.occurred_at).getTime()).toBe(new Date(row.received_at).getTime());
      expect(new Date(row.occurred_at).getTime()).toBe(opened.checkedInAt.getTime());
      expect(row.device_paired).toBe(false);
    }
    // Even a time older than 24 hours is no refusal from an unpaired kiosk: it is not believed.
    const old = await walkIn(depot.id, entry(ago(60 * 30)), { email: `${uniq('u')}@example.test` }, ANONYMOUS);
    expect(old.checkedInAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('a held entry from a paired kiosk keeps its device time, with the arrival time kept beside it', async () => {
    const { depot } = await makeWorld(t.orm);
    const claimed = ago(90);
    const e = entry(claimed);
    const opened = await walkIn(depot.id, e);
    expect(opened.checkedInAt.getTime()).toBe(claimed.getTime());
    const [row] = await t.orm.em
      .fork()
      .getConnection()
      .execute(`select occurred_at, device_time, received_at, device_paired from kiosk_entry where id = ?`, [e.entryId]);
    expect(new Date(row.occurred_at).getTime()).toBe(claimed.getTime());
    expect(new Date(row.device_time).getTime()).toBe(claimed.getTime());
    expect(new Date(row.received_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(row.device_paired).toBe(true);
  });

  it("a held sign-out (someone else's badge) or clock-out dated before its sign-in is refused, stores nothing and is listed for staff", async () => {
    const { depot, manager } = await makeWorld(t.orm);
    const m = staffActor(manager);
    await makeBadges(t.orm, depot, ['B7']);
    const signedIn = await walkIn(depot.id, undefined, { depotBadgeNum: 'B7', entry: undefined });
    const e = entry(ago(60));
    const refusal = await failure(signOut({ depotId: depot.id, depotBadgeNum: 'B7', entry: e }));
    expect(refusal).toMatchObject({ code: 'CONFLICT', message: Messages.kioskSignOutBeforeSignIn });
    const [row] = await t.orm.em
      .fork()
      .getConnection()
      .execute(`select checked_out_at from attendance where id = ?`, [signedIn.attendanceId]);
    expect(row.checked_out_at).toBeNull();
    expect(await n(`select count(*)::int as n from kiosk_entry where id = ?`, [e.entryId])).toBe(0);
    const p = await makePartner(t.orm, depot);
    await clockIn({ depotId: depot.id, workId: p.workId });
    const c = entry(ago(30));
    expect((await failure(clockOut({ depotId: depot.id, workId: p.workId, entry: c }))).message).toBe(Messages.kioskSignOutBeforeSignIn);
    const list = await refused(m, depot.id);
    expect(list.map((r) => ({ entryId: r.entryId, kind: r.kind, message: r.message, summary: r.summary }))).toEqual([
      { entryId: e.entryId, kind: 'SignOut', message: Messages.kioskSignOutBeforeSignIn, summary: 'Wanda Held, badge B7' },
      { entryId: c.entryId, kind: 'ClockOut', message: Messages.kioskSignOutBeforeSignIn, summary: `${p.name}, work id ${p.workId}` },
    ]);
    // The kiosk's own report of it keeps one row; the entry sent again answers refused.
    expect((await failure(signOut({ depotId: depot.id, depotBadgeNum: 'B7', entry: e }))).message).toBe(
      Messages.kioskEntryRefused(Messages.kioskSignOutBeforeSignIn),
    );
    expect(await n(`select count(*)::int as n from refused_kiosk_entry where depot_id = ?`, [depot.id])).toBe(2);
  });

  it('a refused-entry report needs the secret of the device it names: none, wrong or another device is UNAUTHENTICATED, nothing kept', async () => {
    const { depot, manager } = await makeWorld(t.orm);
    const paired = await kiosk(depot.id);
    const base = {
      depotId: depot.id,
      entryId: randomUUID(),
      deviceId: device,
      kind: 'WalkIn',
      summary: 'anything at all',
      message: 'spam',
      occurredAt: ago(1).toISOString(),
    };
    for (const [input, actor] of [
      [base, ANONYMOUS],
      [base, kioskActor('wrong')],
      [{ ...base, deviceId: randomUUID() }, paired],
    ] as const) {
      expect(await failure(report(input, actor))).toEqual({ code: 'UNAUTHENTICATED', message: Messages.kioskNotPaired });
    }
    expect(await refused(staffActor(manager), depot.id)).toEqual([]);
    expect(await report(base)).toBe(true);
    expect(await refused(staffActor(manager), depot.id)).toHaveLength(1);
  });
});
