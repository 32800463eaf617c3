import { randomUUID } from 'node:crypto';
import { startTestServer, type TestServer } from '../../../test/server';
import { gql } from '../../../test/http';
import { makeWorld } from '../../../test/factories';
import { ago, heldEntry, heldWalkIn } from './support';

/**
 * Issue 27: entries a kiosk held while offline. Each is accepted once by its device entry id (a replay, or two at
 * once, answer the first and store nothing more), stored at the device's time (bounded), counted on site as soon
 * as it arrives; a refused one reported by the kiosk waits for the depot's staff until dismissed. Over GraphQL here: a
 * held walk-in from three connections at once; the rest is in kiosk-entries.service.test.ts.
 */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ worker: false });
});
afterAll(async () => {
  await s.close();
});

const WALK_IN = `mutation($i: UnplannedCheckInInput!) { unplannedCheckIn(input: $i) { attendanceId badgeNumber checkedInAt name visitType } }`;

const device = randomUUID();
const entry = (occurredAt: Date, entryId = randomUUID()) => heldEntry(device, occurredAt, entryId);
const walkInput = heldWalkIn;
const n = async (sql: string, params: unknown[]) => (await s.orm.em.fork().getConnection().execute(sql, params))[0].n as number;

describe('held kiosk entries are accepted once, at the device time', () => {
  it('a new held walk-in sent from two connections at once: one sign-in, both hear it', async () => {
    const { depot } = await makeWorld(s.orm);
    const input = walkInput(depot.id, entry(ago(2)));
    const rs = await Promise.all([gql(s.url, WALK_IN, { i: input }), gql(s.url, WALK_IN, { i: input }), gql(s.url, WALK_IN, { i: input })]);
    expect(rs.map((r) => r.errors)).toEqual([undefined, undefined, undefined]);
    expect(new Set(rs.map((r) => r.data.unplannedCheckIn.attendanceId)).size).toBe(1);
    expect(await n(`select count(*)::int as n from attendance where depot_id = ?`, [depot.id])).toBe(1);
  });
});
