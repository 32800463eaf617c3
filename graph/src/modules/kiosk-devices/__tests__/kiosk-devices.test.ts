// Issue 27, "Kiosks staff can see": heartbeats, each kiosk's status (a silent one flagged during the depot's hours),
// names, forgetting, the depot's hours; bad input, other depots and tenants refused, duplicates made once.
import { randomUUID } from 'node:crypto';
import { startTestServer, type TestServer } from '../../../test/server';
import { gql } from '../../../test/http';
import { makeWorld } from '../../../test/factories';
import { fixedClock } from '../../../core/clock';
import { Messages } from '../../../contracts/messages';
import { tokenFor } from '../../tenants/__tests__/support';

const clock = fixedClock('2026-11-26T10:00:00Z'); // 10:00 in Dublin
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ worker: false, clock });
});
afterAll(async () => {
  await s.close();
});
beforeEach(() => clock.set('2026-11-26T10:00:00Z'));

const BEAT = 'mutation($input: KioskHeartbeatInput!) { kioskHeartbeat(input: $input) { name intervalSeconds } }';
const LIST = `query($d: ID!) { kioskDevices(depotId: $d) { depotCode opensAt closesAt currentTime
  devices { id deviceId name version heldEntries lastSeenAt firstSeenAt status paired } } }`;
const RENAME = 'mutation($id: ID!, $name: String) { renameKioskDevice(id: $id, name: $name) { id name status } }';
const FORGET = 'mutation($id: ID!) { forgetKioskDevice(id: $id) }';
const HOURS =
  'mutation($d: ID!, $o: String, $c: String) { setDepotHours(depotId: $d, opensAt: $o, closesAt: $c) { opensAt closesAt devices { status } } }';

const PAIRING = 'mutation($d: ID!) { createKioskPairing(depotId: $d) { code url expiresAt } }';
const PAIR = 'mutation($input: PairKioskInput!) { pairKiosk(input: $input) { deviceSecret name } }';
const UNPAIR = 'mutation($id: ID!) { unpairKioskDevice(id: $id) { paired pairedAt } }';
/** Issue 40: the device secrets of the kiosks paired here; a beat sends its device's in X-Kiosk-Secret. */
const secrets = new Map<string, string>();
const beat = (depotId: string, deviceId: string, over: Record<string, unknown> = {}, secret = secrets.get(deviceId)) =>
  gql(
    s.url,
    BEAT,
    { input: { depotId, deviceId, version: '1.2.3', held: 0, ...over } },
    undefined,
    secret ? { 'x-kiosk-secret': secret } : {},
  );
const pair = async (token: string, depotId: string, deviceId: string) => {
  const made = await gql(s.url, PAIRING, { d: depotId }, token);
  expect(made.errors).toBeUndefined();
  const r = await gql(s.url, PAIR, { input: { depotId, deviceId, code: made.data.createKioskPairing.code } });
  expect(r.errors).toBeUndefined();
  secrets.set(deviceId, r.data.pairKiosk.deviceSecret);
  return made.data.createKioskPairing as { code: string; url: string; expiresAt: string };
};
const list = async (token: string, depotId: string) => {
  const r = await gql(s.url, LIST, { d: depotId }, token);
  expect(r.errors).toBeUndefined();
  return r.data.kioskDevices as {
    opensAt: string | null;
    closesAt: string | null;
    devices: {
      id: string;
      deviceId: string;
      name: string | null;
      version: string;
      heldEntries: number;
      lastSeenAt: string;
      status: string;
    }[];
  };
};

describe('kiosk heartbeats', () => {
  it('a kiosk is registered by its first beat, kept current by the next, named by staff and flagged when silent', async () => {
    // Refusals as GraphQL answers them (the rules: kiosk-devices.service.test.ts).
    const bad = await gql(s.url, BEAT, { input: { depotId: randomUUID(), deviceId: 'kiosk-1', version: '1', held: 0 } });
    expect(bad.errors?.[0]).toMatchObject({ message: Messages.kioskDeviceId, extensions: { code: 'BAD_USER_INPUT' } });
    expect((await gql(s.url, LIST, { d: randomUUID() })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const { tenant, depot, manager } = await makeWorld(s.orm);
    const token = tokenFor(s, manager);
    const device = randomUUID();
    // Issue 40: unpaired, the beat is refused and registers nothing; paired from the staff area, it beats.
    const unpaired = await beat(depot.id, device);
    expect(unpaired.errors?.[0]).toMatchObject({ message: Messages.kioskNotPaired, extensions: { code: 'UNAUTHENTICATED' } });
    expect((await list(token, depot.id)).devices).toHaveLength(0);
    const made = await pair(token, depot.id, device);
    expect(made.url).toBe(`${s.url}/${encodeURIComponent(tenant.name)}/${depot.code}?pair=${made.code}`);
    const first = await beat(depot.id, device, { held: 2 });
    expect(first.errors).toBeUndefined();
    expect(first.data.kioskHeartbeat).toEqual({ name: null, intervalSeconds: 60 });
    let rows = (await list(token, depot.id)).devices;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ deviceId: device, name: null, version: '1.2.3', heldEntries: 2, status: 'ONLINE', paired: true });

    clock.set('2026-11-26T10:01:00Z');
    expect((await beat(depot.id, device, { version: '1.2.4', held: 0 })).errors).toBeUndefined();
    rows = (await list(token, depot.id)).devices;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ version: '1.2.4', heldEntries: 0, lastSeenAt: '2026-11-26T10:01:00.000Z' });

    const named = await gql(s.url, RENAME, { id: rows[0].id, name: '  Gate 1 ' }, token);
    expect(named.data.renameKioskDevice).toMatchObject({ name: 'Gate 1', status: 'ONLINE' });
    expect((await beat(depot.id, device)).data.kioskHeartbeat.name).toBe('Gate 1');

    // Five minutes of silence is still online; a second more is flagged while the depot is open (no hours: always).
    clock.set('2026-11-26T10:06:00Z');
    expect((await list(token, depot.id)).devices[0].status).toBe('ONLINE');
    clock.set('2026-11-26T10:06:01Z');
    expect((await list(token, depot.id)).devices[0].status).toBe('SILENT');
    // Outside the depot's hours a silence is expected, not flagged.
    const hours = await gql(s.url, HOURS, { d: depot.id, o: '07:00', c: '09:30' }, token);
    expect(hours.data.setDepotHours).toMatchObject({ opensAt: '07:00', closesAt: '09:30', devices: [{ status: 'CLOSED' }] });
    expect((await gql(s.url, HOURS, { d: depot.id, o: '06:00', c: '18:00' }, token)).data.setDepotHours.devices[0].status).toBe('SILENT');
    // Beating again makes it online at once.
    await beat(depot.id, device);
    expect((await list(token, depot.id)).devices[0].status).toBe('ONLINE');
    // Cleared hours: always open.
    expect((await gql(s.url, HOURS, { d: depot.id, o: '', c: null }, token)).data.setDepotHours).toMatchObject({
      opensAt: null,
      closesAt: null,
    });

    // Unpaired by staff: its secret no longer beats.
    expect((await gql(s.url, UNPAIR, { id: rows[0].id }, token)).data.unpairKioskDevice).toEqual({ paired: false, pairedAt: null });
    expect((await beat(depot.id, device)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await gql(s.url, FORGET, { id: rows[0].id }, token)).data.forgetKioskDevice).toBe(true);
    expect((await list(token, depot.id)).devices).toHaveLength(0);
  });
});
