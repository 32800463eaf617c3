// Issue 36: nothing a kiosk is told was stored may be lost, on every database the product supports. A tablet back
// online sends its held walk-in and its heartbeat in the same instant; the embedded default (PGlite behind one
// socket) once answered four of eight simultaneous walk-ins 500 and every later one too. This suite sends bursts of
// every kiosk kind at once and checks each answer and each row; CI runs it on external PostgreSQL and on the embedded
// database (TEST_DATABASE=embedded, see scripts/test.mjs).
import { randomUUID } from 'node:crypto';
import { startTestServer, type TestServer } from '../../../test/server';
import { gql, rest } from '../../../test/http';
import { makeBadges, makePartner, makeRegularVisitor, makeVisit, makeWorld, uniq } from '../../../test/factories';
import { RULES_OK, checkIn, form, walkIn } from '../../visits/__tests__/support';
import { ago, heldEntry, heldWalkIn, pairedKiosk } from './support';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ worker: false });
});
afterAll(async () => {
  await s.close();
});

const WALK_IN = `mutation($i: UnplannedCheckInInput!) { unplannedCheckIn(input: $i) { attendanceId } }`;
const BEAT = 'mutation($input: KioskHeartbeatInput!) { kioskHeartbeat(input: $input) { intervalSeconds } }';
const count = async (sql: string, params: unknown[]) => (await s.orm.em.fork().getConnection().execute(sql, params))[0].n as number;
const openAt = (depotId: string) =>
  count(`select count(*)::int as n from attendance where depot_id = ? and checked_out_at is null`, [depotId]);

describe('bursts of kiosk writes: every one answered and stored', () => {
  it('eight walk-ins at once, then three one at a time: all 200, all stored', async () => {
    const { depot } = await makeWorld(s.orm);
    expect((await walkIn(s, depot.id, { email: `${uniq('w')}@example.test` })).status).toBe(200);
    const burst = await Promise.all(Array.from({ length: 8 }, () => walkIn(s, depot.id, { email: `${uniq('w')}@example.test` })));
    expect(burst.map((r) => r.status)).toEqual(Array(8).fill(200));
    for (let i = 0; i < 3; i++) expect((await walkIn(s, depot.id, { email: `${uniq('w')}@example.test` })).status).toBe(200);
    expect(await openAt(depot.id)).toBe(12);
    expect(new Set([...burst.map((r) => r.body.attendanceId)]).size).toBe(8);
  });

  it('a tablet back online: its held walk-ins and its heartbeat in the same instant, with live walk-ins beside them', async () => {
    const { depot } = await makeWorld(s.orm);
    // Issue 40: two paired tablets (each sends its secret).
    const device = randomUUID();
    const other = randomUUID();
    const k1 = { 'x-kiosk-secret': (await pairedKiosk(s.orm, depot, device)).secret };
    const k2 = { 'x-kiosk-secret': (await pairedKiosk(s.orm, depot, other)).secret };
    const held = Array.from({ length: 4 }, (_, i) => heldWalkIn(depot.id, heldEntry(device, ago(10 - i))));
    const rs = await Promise.all([
      ...held.map((i) => gql(s.url, WALK_IN, { i }, undefined, k1)),
      // A replay of the first held entry (the tablet's retry) is answered like the first and stores nothing more.
      gql(s.url, WALK_IN, { i: held[0] }, undefined, k1),
      gql(s.url, BEAT, { input: { depotId: depot.id, deviceId: device, version: '1', held: 4 } }, undefined, k1),
      gql(s.url, BEAT, { input: { depotId: depot.id, deviceId: other, version: '1', held: 0 } }, undefined, k2),
      ...Array.from({ length: 4 }, () => walkIn(s, depot.id, { email: `${uniq('w')}@example.test` })),
    ]);
    const gqlAnswers = rs.slice(0, 7) as { status: number; errors?: unknown }[];
    expect(gqlAnswers.map((r) => [r.status, r.errors])).toEqual(Array(7).fill([200, undefined]));
    expect(rs.slice(7).map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(await openAt(depot.id)).toBe(8);
    expect(await count(`select count(*)::int as n from kiosk_device where depot_id = ?`, [depot.id])).toBe(2);
    expect(await count(`select count(*)::int as n from kiosk_entry where depot_id = ? and device_paired`, [depot.id])).toBe(4);
  });

  it('every kiosk kind at once (walk-ins, planned and regular check-ins, sign-outs, clock-ins and outs): all answered, all stored', async () => {
    const { depot } = await makeWorld(s.orm);
    await makeBadges(s.orm, depot, ['S1', 'S2', 'S3']);
    // Three visitors already in with badges, to be signed out in the burst.
    for (const badge of ['S1', 'S2', 'S3']) {
      const v = await makeVisit(s.orm, depot);
      expect(
        (
          await rest(s.url, 'POST', 'api/checkIn', {
            body: {
              ...form({ email: `${uniq('b')}@example.test` }),
              visitorRef: v.meetingReference,
              depot: depot.id,
              ...RULES_OK,
              depotBadgeNum: badge,
            },
          })
        ).status,
      ).toBe(200);
    }
    const planned = await Promise.all(Array.from({ length: 3 }, () => makeVisit(s.orm, depot)));
    const regular = await Promise.all(Array.from({ length: 2 }, () => makeRegularVisitor(s.orm, depot)));
    const inPartners = await Promise.all(Array.from({ length: 3 }, () => makePartner(s.orm, depot)));
    const outPartners = await Promise.all(Array.from({ length: 2 }, () => makePartner(s.orm, depot)));
    for (const p of outPartners)
      expect((await rest(s.url, 'POST', 'api/clock-in', { body: { workId: p.workId, depot: depot.id } })).status).toBe(200);

    const rs = await Promise.all([
      ...Array.from({ length: 3 }, () => walkIn(s, depot.id, { email: `${uniq('w')}@example.test` })),
      ...planned.map((v) => checkIn(s, depot.id, v.meetingReference!)),
      ...regular.map((rv) => checkIn(s, depot.id, rv.meetingReference, { email: `${uniq('rv')}@example.test` })),
      ...['S1', 'S2', 'S3'].map((badge) => rest(s.url, 'POST', 'api/checkOut', { body: { depotBadge: badge, depotId: depot.id } })),
      ...inPartners.map((p) => rest(s.url, 'POST', 'api/clock-in', { body: { workId: p.workId, depot: depot.id } })),
      ...outPartners.map((p) => rest(s.url, 'POST', 'api/clock-out', { body: { workId: p.workId, depot: depot.id } })),
    ]);
    expect(rs.map((r) => r.status)).toEqual(Array(rs.length).fill(200));
    // In: 3 walk-ins, 3 planned, 2 regular, 3 partners; the 3 badge visitors and 2 partners left.
    expect(await openAt(depot.id)).toBe(11);
    expect(await count(`select count(*)::int as n from attendance where depot_id = ?`, [depot.id])).toBe(16);
  });
});
