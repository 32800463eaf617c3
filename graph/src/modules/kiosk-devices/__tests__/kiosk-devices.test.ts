// Issue 27, "Kiosks staff can see": heartbeats, each kiosk's status (a silent one flagged during the depot's hours),
// names, forgetting, the depot's hours; bad input, other depots and tenants refused, duplicates made once.
import { randomUUID } from 'node:crypto';
import { startTestServer, type TestServer } from '../../../test/server';
import { gql } from '../../../test/http';
import { makeDepot, makeUser, makeWorld } from '../../../test/factories';
import { fixedClock } from '../../../core/clock';
import { Messages } from '../../../contracts/messages';
import { superAdminToken, tokenFor, twoTenants } from '../../tenants/__tests__/support';
import { KioskDevice } from '../kiosk-device.entity';
import { isOpenAt, MAX_KIOSKS_PER_DEPOT } from '../kiosk-device.service';

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
  devices { id deviceId name version heldEntries lastSeenAt firstSeenAt status } } }`;
const RENAME = 'mutation($id: ID!, $name: String) { renameKioskDevice(id: $id, name: $name) { id name status } }';
const FORGET = 'mutation($id: ID!) { forgetKioskDevice(id: $id) }';
const HOURS =
  'mutation($d: ID!, $o: String, $c: String) { setDepotHours(depotId: $d, opensAt: $o, closesAt: $c) { opensAt closesAt devices { status } } }';

const beat = (depotId: string, deviceId: string, over: Record<string, unknown> = {}) =>
  gql(s.url, BEAT, { input: { depotId, deviceId, version: '1.2.3', held: 0, ...over } });
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
    const { depot, manager } = await makeWorld(s.orm);
    const token = tokenFor(s, manager);
    const device = randomUUID();
    const first = await beat(depot.id, device, { held: 2 });
    expect(first.errors).toBeUndefined();
    expect(first.data.kioskHeartbeat).toEqual({ name: null, intervalSeconds: 60 });
    let rows = (await list(token, depot.id)).devices;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ deviceId: device, name: null, version: '1.2.3', heldEntries: 2, status: 'ONLINE' });

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

    expect((await gql(s.url, FORGET, { id: rows[0].id }, token)).data.forgetKioskDevice).toBe(true);
    expect((await list(token, depot.id)).devices).toHaveLength(0);
  });

  it('concurrent first beats of one device make one row; the same device at two depots is two kiosks', async () => {
    const { tenant, depot, admin } = await makeWorld(s.orm);
    const other = await makeDepot(s.orm, tenant);
    const device = randomUUID();
    const answers = await Promise.all(Array.from({ length: 8 }, () => beat(depot.id, device)));
    expect(answers.every((a) => !a.errors)).toBe(true);
    await beat(other.id, device);
    const token = tokenFor(s, admin);
    expect((await list(token, depot.id)).devices).toHaveLength(1);
    expect((await list(token, other.id)).devices).toHaveLength(1);
  });

  it('bad beats get a clear error and store nothing; an unknown depot is 404; a full depot takes no new kiosk', async () => {
    const { tenant, depot, admin } = await makeWorld(s.orm);
    const cases: [Record<string, unknown>, string][] = [
      [{ deviceId: 'kiosk-1' }, Messages.kioskDeviceId],
      [{ version: '' }, Messages.kioskVersion],
      [{ version: 'x'.repeat(41) }, Messages.kioskVersion],
      [{ held: -1 }, Messages.kioskHeld],
      [{ held: 100_001 }, Messages.kioskHeld],
    ];
    for (const [over, message] of cases) {
      const r = await gql(s.url, BEAT, { input: { depotId: depot.id, deviceId: randomUUID(), version: '1', held: 0, ...over } });
      expect(r.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    }
    const missing = await beat(randomUUID(), randomUUID());
    expect(missing.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(missing.errors?.[0].message).toBe('Location not found');
    expect(await s.orm.em.fork().count(KioskDevice, { depot: depot.id }, { filters: false })).toBe(0);

    const em = s.orm.em.fork();
    for (let i = 0; i < MAX_KIOSKS_PER_DEPOT; i++)
      em.create(KioskDevice, { tenant, depot, deviceId: randomUUID(), version: '1', lastSeenAt: clock.now() });
    await em.flush();
    const full = await beat(depot.id, randomUUID());
    expect(full.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect(full.errors?.[0].message).toBe(Messages.kioskDevicesFull);
    // A kiosk already known still beats.
    const known = (await list(tokenFor(s, admin), depot.id)).devices[0];
    expect((await beat(depot.id, known.deviceId)).errors).toBeUndefined();
  });

  it('the hours are both set or both empty, as HH:mm, and differ', async () => {
    const { depot, admin } = await makeWorld(s.orm);
    const token = tokenFor(s, admin);
    for (const [o, c, message] of [
      ['07:00', null, Messages.depotHours],
      ['7am', '18:00', Messages.depotHours],
      ['24:00', '18:00', Messages.depotHours],
      ['08:00', '08:00', Messages.depotHoursSame],
    ] as const) {
      const r = await gql(s.url, HOURS, { d: depot.id, o, c }, token);
      expect(r.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    }
    expect((await list(token, depot.id)).opensAt).toBeNull();
    // Overnight hours are allowed.
    expect((await gql(s.url, HOURS, { d: depot.id, o: '22:00', c: '06:00' }, token)).data.setDepotHours).toMatchObject({
      opensAt: '22:00',
      closesAt: '06:00',
    });
  });

  it("another depot's manager, another tenant and non-presence roles are refused; a SuperAdmin sees any", async () => {
    const { a, tokenB } = await twoTenants(s);
    await beat(a.depot.id, randomUUID());
    const kiosk = (await list(tokenFor(s, a.admin), a.depot.id)).devices[0];
    const otherDepot = await makeDepot(s.orm, a.tenant);
    const otherManager = tokenFor(s, await makeUser(s.orm, { tenant: a.tenant, depot: otherDepot, role: 'DepotManager' }));
    const staff = tokenFor(s, await makeUser(s.orm, { tenant: a.tenant, depot: a.depot, role: 'Staff' }));
    for (const token of [tokenB, otherManager]) {
      expect((await gql(s.url, LIST, { d: a.depot.id }, token)).errors?.[0].message).toBe('Location not found');
      expect((await gql(s.url, RENAME, { id: kiosk.id, name: 'x' }, token)).errors?.[0].message).toBe('Kiosk not found');
      expect((await gql(s.url, FORGET, { id: kiosk.id }, token)).errors?.[0].message).toBe('Kiosk not found');
      expect((await gql(s.url, HOURS, { d: a.depot.id, o: '07:00', c: '18:00' }, token)).errors?.[0].message).toBe('Location not found');
    }
    const refused = await gql(s.url, LIST, { d: a.depot.id }, staff);
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await gql(s.url, LIST, { d: a.depot.id })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await list(await superAdminToken(s), a.depot.id)).devices).toHaveLength(1);
    expect((await list(tokenFor(s, a.admin), a.depot.id)).devices[0].name).toBeNull();
  });
});

describe('isOpenAt', () => {
  it.each([
    ['10:00', null, null, true],
    ['06:59', '07:00', '18:00', false],
    ['07:00', '07:00', '18:00', true],
    ['18:00', '07:00', '18:00', false],
    ['23:00', '22:00', '06:00', true],
    ['05:59', '22:00', '06:00', true],
    ['12:00', '22:00', '06:00', false],
  ])('%s with hours %s-%s: %s', (t, o, c, open) => {
    expect(isOpenAt(t, o, c)).toBe(open);
  });
});
