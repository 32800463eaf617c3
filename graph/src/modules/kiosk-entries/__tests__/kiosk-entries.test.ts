import { randomUUID } from 'node:crypto';
import { startTestServer, type TestServer } from '../../../test/server';
import { gql } from '../../../test/http';
import { makeBadges, makeDepot, makePartner, makeUser, makeWorld, uniq } from '../../../test/factories';
import { Messages } from '../../../contracts/messages';
import { tokenFor } from '../../tenants/__tests__/support';
import { walkIn } from '../../visits/__tests__/support';
import { ago, heldEntry, heldWalkIn } from './support';

/**
 * Issue 27: entries a kiosk held while offline. Each is accepted once by its device entry id (a replay, or two at
 * once, answer the first and store nothing more), stored at the device's time (bounded), counted on site as soon
 * as it arrives; a refused one reported by the kiosk waits for the depot's staff until dismissed.
 */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ worker: false });
});
afterAll(async () => {
  await s.close();
});

const WALK_IN = `mutation($i: UnplannedCheckInInput!) { unplannedCheckIn(input: $i) { attendanceId badgeNumber checkedInAt name visitType } }`;
const SIGN_OUT = `mutation($i: VisitorCheckOutInput!) { visitorCheckOut(input: $i) { name badgeNumber } }`;
const CLOCK_IN = `mutation($i: ClockInput!) { clockIn(input: $i) { attendanceId name badgeNumber at } }`;
const CLOCK_OUT = `mutation($i: ClockInput!) { clockOut(input: $i) { attendanceId name badgeNumber at } }`;
const REPORT = `mutation($i: RefusedKioskEntryInput!) { reportRefusedKioskEntry(input: $i) }`;
const REFUSED = `query($d: ID!) { refusedKioskEntries(depotId: $d) { id entryId deviceId kind summary message occurredAt reportedAt } }`;
const DISMISS = `mutation($id: ID!) { dismissRefusedKioskEntry(id: $id) }`;
const ROLL_CALL = `mutation($d: ID!) { startEvacuation(depotId: $d) { entries { name status } } }`;
const ON_SITE = `query($d: ID!) { onSiteNow(depotId: $d) { rows { attendanceId name checkedInAt } } }`;

const device = randomUUID();
const entry = (occurredAt: Date, entryId = randomUUID()) => heldEntry(device, occurredAt, entryId);
const walkInput = heldWalkIn;
const n = async (sql: string, params: unknown[]) => (await s.orm.em.fork().getConnection().execute(sql, params))[0].n as number;
const at = async (sql: string, params: unknown[]) => new Date((await s.orm.em.fork().getConnection().execute(sql, params))[0].t);

describe('held kiosk entries are accepted once, at the device time', () => {
  it('a walk-in held offline: stored at its device time, on site and on the roll-call at once; replayed twice and twice at once, nothing more', async () => {
    const { depot, manager } = await makeWorld(s.orm);
    const when = ago(7);
    const e = entry(when);
    const input = walkInput(depot.id, e);
    const first = await gql(s.url, WALK_IN, { i: input });
    expect(first.errors).toBeUndefined();
    expect(new Date(first.data.unplannedCheckIn.checkedInAt).getTime()).toBe(when.getTime());
    const id = first.data.unplannedCheckIn.attendanceId;
    // Counted on site (and so on the roll-call) as soon as it arrives, at the device's time.
    const onSite = await gql(s.url, ON_SITE, { d: depot.id }, tokenFor(s, manager));
    expect(onSite.data.onSiteNow.rows).toEqual([{ attendanceId: id, name: 'Wanda Held', checkedInAt: when.toISOString() }]);
    const rollCall = await gql(s.url, ROLL_CALL, { d: depot.id }, tokenFor(s, manager));
    expect(rollCall.data.startEvacuation.entries).toEqual([{ name: 'Wanda Held', status: 'MISSING' }]);
    const replay = await gql(s.url, WALK_IN, { i: input });
    expect(replay.data.unplannedCheckIn).toEqual(first.data.unplannedCheckIn);
    const both = await Promise.all([gql(s.url, WALK_IN, { i: input }), gql(s.url, WALK_IN, { i: input })]);
    expect(both.map((r) => r.data?.unplannedCheckIn?.attendanceId)).toEqual([id, id]);
    expect(await n(`select count(*)::int as n from attendance where depot_id = ?`, [depot.id])).toBe(1);
    expect(await n(`select count(*)::int as n from visit where depot_id = ?`, [depot.id])).toBe(1);
    expect(await n(`select count(*)::int as n from kiosk_entry where id = ?`, [e.entryId])).toBe(1);
    expect(await n(`select count(*)::int as n from outbox_event where payload->>'attendanceId' = ?`, [id])).toBe(1);
    expect((await at(`select date_of_visit as t from visit where depot_id = ?`, [depot.id])).getTime()).toBe(when.getTime());
  });

  it('a new held walk-in sent from two connections at once: one sign-in, both hear it', async () => {
    const { depot } = await makeWorld(s.orm);
    const input = walkInput(depot.id, entry(ago(2)));
    const rs = await Promise.all([gql(s.url, WALK_IN, { i: input }), gql(s.url, WALK_IN, { i: input }), gql(s.url, WALK_IN, { i: input })]);
    expect(rs.map((r) => r.errors)).toEqual([undefined, undefined, undefined]);
    expect(new Set(rs.map((r) => r.data.unplannedCheckIn.attendanceId)).size).toBe(1);
    expect(await n(`select count(*)::int as n from attendance where depot_id = ?`, [depot.id])).toBe(1);
  });

  it('a sign-out by badge held offline: closed at its device time (never before the sign-in), once', async () => {
    const { depot } = await makeWorld(s.orm);
    await makeBadges(s.orm, depot, ['H1']);
    const signedIn = await gql(s.url, WALK_IN, { i: walkInput(depot.id, entry(ago(30)), { depotBadgeNum: 'h1' }) });
    expect(signedIn.data.unplannedCheckIn.badgeNumber).toBe('H1');
    const when = ago(3);
    const input = { depotId: depot.id, depotBadgeNum: 'h1', entry: entry(when) };
    const out = await Promise.all([gql(s.url, SIGN_OUT, { i: input }), gql(s.url, SIGN_OUT, { i: input })]);
    expect(out.map((r) => r.data?.visitorCheckOut)).toEqual([
      { name: 'Wanda Held', badgeNumber: 'H1' },
      { name: 'Wanda Held', badgeNumber: 'H1' },
    ]);
    expect((await gql(s.url, SIGN_OUT, { i: input })).data.visitorCheckOut).toEqual({ name: 'Wanda Held', badgeNumber: 'H1' });
    const id = signedIn.data.unplannedCheckIn.attendanceId;
    expect((await at(`select checked_out_at as t from attendance where id = ?`, [id])).getTime()).toBe(when.getTime());
    // A sign-out whose device clock reads before the sign-in closes at the sign-in, not before it.
    const again = await gql(s.url, WALK_IN, { i: walkInput(depot.id, undefined as never, { depotBadgeNum: 'H1', entry: undefined }) });
    const early = await gql(s.url, SIGN_OUT, { i: { depotId: depot.id, depotBadgeNum: 'H1', entry: entry(ago(60)) } });
    expect(early.errors).toBeUndefined();
    const row = (
      await s.orm.em
        .fork()
        .getConnection()
        .execute(`select checked_in_at, checked_out_at from attendance where id = ?`, [again.data.unplannedCheckIn.attendanceId])
    )[0];
    expect(new Date(row.checked_out_at).getTime()).toBe(new Date(row.checked_in_at).getTime());
  });

  it('a partner clock-in and clock-out held offline: device times, each once under concurrent replays', async () => {
    const { depot } = await makeWorld(s.orm);
    const p = await makePartner(s.orm, depot);
    const inAt = ago(20);
    const clockIn = { depotId: depot.id, workId: p.workId, entry: entry(inAt) };
    const ins = await Promise.all([gql(s.url, CLOCK_IN, { i: clockIn }), gql(s.url, CLOCK_IN, { i: clockIn })]);
    expect(ins.map((r) => r.errors)).toEqual([undefined, undefined]);
    expect(ins[0].data.clockIn).toEqual(ins[1].data.clockIn);
    expect(new Date(ins[0].data.clockIn.at).getTime()).toBe(inAt.getTime());
    const outAt = ago(4);
    const clockOut = { depotId: depot.id, workId: p.workId, entry: entry(outAt) };
    const outs = await Promise.all([gql(s.url, CLOCK_OUT, { i: clockOut }), gql(s.url, CLOCK_OUT, { i: clockOut })]);
    expect(outs.map((r) => r.errors)).toEqual([undefined, undefined]);
    expect(new Date(outs[1].data.clockOut.at).getTime()).toBe(outAt.getTime());
    expect((await gql(s.url, CLOCK_IN, { i: clockIn })).data.clockIn.attendanceId).toBe(ins[0].data.clockIn.attendanceId);
    expect(await n(`select count(*)::int as n from attendance where partner_id = ?`, [p.id])).toBe(1);
    expect(await n(`select count(*)::int as n from kiosk_entry where depot_id = ?`, [depot.id])).toBe(2);
  });
});

describe('refused held entries are kept for staff', () => {
  it('a refused entry reported by the kiosk shows to the depot staff once, answers refused if sent again, and can be dismissed', async () => {
    const { tenant, depot, manager } = await makeWorld(s.orm);
    const other = await makeDepot(s.orm, tenant);
    const otherManager = await makeUser(s.orm, { tenant, depot: other, role: 'DepotManager' });
    await makeBadges(s.orm, depot, ['T1']);
    // The badge was taken online while this kiosk held a sign-in with it.
    expect((await walkIn(s, depot.id, { email: `${uniq('a')}@example.test`, depotBadgeNum: 'T1' })).status).toBe(200);
    const e = entry(ago(5));
    const held = walkInput(depot.id, e, { depotBadgeNum: 'T1', firstName: 'rita', lastName: 'refused' });
    const refused = await gql(s.url, WALK_IN, { i: held });
    expect(refused.errors![0].message).toBe(Messages.badgeInUse);
    const report = {
      depotId: depot.id,
      entryId: e.entryId,
      deviceId: device,
      kind: 'WalkIn',
      summary: 'Walk-in: Rita Refused (Acme), badge T1',
      message: refused.errors![0].message,
      occurredAt: e.occurredAt,
    };
    const reported = await Promise.all([gql(s.url, REPORT, { i: report }), gql(s.url, REPORT, { i: report })]);
    expect(reported.map((r) => r.data?.reportRefusedKioskEntry)).toEqual([true, true]);
    const list = await gql(s.url, REFUSED, { d: depot.id }, tokenFor(s, manager));
    expect(list.data.refusedKioskEntries).toEqual([
      {
        id: expect.any(String),
        entryId: e.entryId,
        deviceId: device,
        kind: 'WalkIn',
        summary: report.summary,
        message: Messages.badgeInUse,
        occurredAt: e.occurredAt,
        reportedAt: expect.any(String),
      },
    ]);
    // Sent again (a kiosk that lost the report's answer): refused again, nothing stored.
    const resent = await gql(s.url, WALK_IN, { i: held });
    expect(resent.errors![0].message).toBe(Messages.kioskEntryRefused(Messages.badgeInUse));
    expect(await n(`select count(*)::int as n from attendance where depot_id = ?`, [depot.id])).toBe(1);
    // Another depot's manager neither sees nor dismisses it; no token: refused.
    expect((await gql(s.url, REFUSED, { d: depot.id }, tokenFor(s, otherManager))).errors![0].extensions?.code).toBe('NOT_FOUND');
    const rowId = list.data.refusedKioskEntries[0].id;
    expect((await gql(s.url, DISMISS, { id: rowId }, tokenFor(s, otherManager))).errors![0].extensions?.code).toBe('NOT_FOUND');
    expect((await gql(s.url, REFUSED, { d: depot.id })).errors![0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await gql(s.url, DISMISS, { id: rowId }, tokenFor(s, manager))).data.dismissRefusedKioskEntry).toBe(true);
    expect((await gql(s.url, REFUSED, { d: depot.id }, tokenFor(s, manager))).data.refusedKioskEntries).toEqual([]);
    expect((await gql(s.url, DISMISS, { id: rowId }, tokenFor(s, manager))).errors![0].extensions?.code).toBe('NOT_FOUND');
  });

  it('a report names its fields when they are wrong, and an accepted entry reported is not kept as refused', async () => {
    const { depot, manager } = await makeWorld(s.orm);
    const bad = await gql(s.url, REPORT, {
      i: { depotId: depot.id, entryId: randomUUID(), deviceId: device, kind: 'WalkIn', summary: '', message: 'x', occurredAt: 'soon' },
    });
    expect(bad.errors![0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(Object.keys(bad.errors![0].extensions!.fields!).sort()).toEqual(['occurredAt', 'summary']);
    const e = entry(ago(1));
    expect((await gql(s.url, WALK_IN, { i: walkInput(depot.id, e) })).errors).toBeUndefined();
    const r = await gql(s.url, REPORT, {
      i: {
        depotId: depot.id,
        entryId: e.entryId,
        deviceId: device,
        kind: 'WalkIn',
        summary: 'Walk-in',
        message: 'x',
        occurredAt: e.occurredAt,
      },
    });
    expect(r.data.reportRefusedKioskEntry).toBe(true);
    expect((await gql(s.url, REFUSED, { d: depot.id }, tokenFor(s, manager))).data.refusedKioskEntries).toEqual([]);
  });
});
