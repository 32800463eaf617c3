import { randomUUID } from 'node:crypto';
import { ANONYMOUS, kioskActor, type Actor } from '../../../core/auth/actor';
import { fixedClock } from '../../../core/clock';
import { parse } from '../../../core/command';
import { Messages } from '../../../contracts/messages';
import { makeDepot, makeUser, makeWorld } from '../../../test/factories';
import { failure, serviceTier, staffActor } from '../../../test/service-tier';
import { KioskDevice } from '../kiosk-device.entity';
import { isOpenAt, MAX_KIOSKS_PER_DEPOT } from '../kiosk-device.service';
import {
  DepotHoursCommand,
  KioskDeviceIdCommand,
  KioskHeartbeatCommand,
  PairKioskCommand,
  RenameKioskDeviceCommand,
} from '../kiosk-device.commands';

/**
 * The kiosk heartbeats' rules (issue 27) at the service tier (issue 24), on a fixed clock: one row for concurrent
 * first beats, the beat's and the hours' rules, a full depot, who reaches which kiosks, and isOpenAt.
 * kiosk-devices.test.ts keeps the GraphQL operations and the status a silent kiosk gets.
 */
const clock = fixedClock('2026-11-26T10:00:00Z'); // 10:00 in Dublin
let t: Awaited<ReturnType<typeof serviceTier>>;
beforeAll(async () => {
  t = await serviceTier({ label: 'kiosk_devices', clock });
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => clock.set('2026-11-26T10:00:00Z'));

type Staff = ReturnType<typeof staffActor>;
/** Issue 40: the secrets of the devices paired in this file (a beat sends its device's, unless a test says otherwise). */
const secrets = new Map<string, string>();
const beat = async (depotId: string, deviceId: string, over: Record<string, unknown> = {}, actor?: Actor) => {
  const a = actor ?? (secrets.has(`${depotId}:${deviceId}`) ? kioskActor(secrets.get(`${depotId}:${deviceId}`)) : ANONYMOUS);
  return t.as(a).kioskDevices.heartbeat(a, parse(KioskHeartbeatCommand, { depotId, deviceId, version: '1.2.3', held: 0, ...over }));
};
/** Staff make a code; the kiosk exchanges it for its secret (kept for its beats). */
const pair = async (staff: Staff, depotId: string, deviceId: string) => {
  const { code } = await t.as(staff).kioskDevices.createPairing(staff, depotId);
  const { deviceSecret } = await t.as(ANONYMOUS).kioskDevices.pair(parse(PairKioskCommand, { depotId, deviceId, code }));
  secrets.set(`${depotId}:${deviceId}`, deviceSecret);
  return deviceSecret;
};
const list = (a: Staff, depotId: string) => t.as(a).kioskDevices.list(a, depotId);
const hours = async (a: Staff, depotId: string, opensAt: string | null, closesAt: string | null) =>
  t.as(a).kioskDevices.setHours(a, parse(DepotHoursCommand, { depotId, opensAt, closesAt }));

describe('kiosk heartbeats', () => {
  it('concurrent first beats of one device make one row; the same device at two depots is two kiosks', async () => {
    const { tenant, depot, admin } = await makeWorld(t.orm);
    const other = await makeDepot(t.orm, tenant);
    const device = randomUUID();
    const a = staffActor(admin);
    await pair(a, depot.id, device);
    await pair(a, other.id, device);
    await Promise.all(Array.from({ length: 8 }, () => beat(depot.id, device)));
    await beat(other.id, device);
    expect((await list(a, depot.id)).devices).toHaveLength(1);
    expect((await list(a, other.id)).devices).toHaveLength(1);
  });

  it('bad beats get a clear error and store nothing; an unknown depot is NOT_FOUND; a full depot takes no new kiosk', async () => {
    const { tenant, depot, admin } = await makeWorld(t.orm);
    const cases: [Record<string, unknown>, string][] = [
      [{ deviceId: 'kiosk-1' }, Messages.kioskDeviceId],
      [{ version: '' }, Messages.kioskVersion],
      [{ version: 'x'.repeat(41) }, Messages.kioskVersion],
      [{ held: -1 }, Messages.kioskHeld],
      [{ held: 100_001 }, Messages.kioskHeld],
    ];
    for (const [over, message] of cases) {
      expect(await failure(beat(depot.id, randomUUID(), { version: '1', ...over }))).toMatchObject({ message, code: 'BAD_USER_INPUT' });
    }
    expect(await failure(beat(randomUUID(), randomUUID()))).toEqual({ code: 'NOT_FOUND', message: 'Location not found' });
    expect(await t.orm.em.fork().count(KioskDevice, { depot: depot.id }, { filters: false })).toBe(0);

    // Issue 40: a full depot counts paired kiosks only; a pairing past it is refused (its code kept for later).
    const em = t.orm.em.fork();
    for (let i = 0; i < MAX_KIOSKS_PER_DEPOT; i++)
      em.create(KioskDevice, { tenant, depot, deviceId: randomUUID(), version: '1', lastSeenAt: clock.now(), secretHash: 'x'.repeat(64) });
    em.create(KioskDevice, { tenant, depot, deviceId: randomUUID(), version: '1', lastSeenAt: clock.now() }); // unpaired: not counted
    await em.flush();
    const a = staffActor(admin);
    const { code } = await t.as(a).kioskDevices.createPairing(a, depot.id);
    const late = randomUUID();
    const tryPair = () => t.as(ANONYMOUS).kioskDevices.pair(parse(PairKioskCommand, { depotId: depot.id, deviceId: late, code }));
    expect(await failure(tryPair())).toEqual({ code: 'CONFLICT', message: Messages.kioskDevicesFull });
    await t.orm.em
      .fork()
      .getConnection()
      .execute(`delete from kiosk_device where id = (select id from kiosk_device where depot_id = ? and secret_hash is not null limit 1)`, [
        depot.id,
      ]);
    expect((await tryPair()).deviceSecret).toHaveLength(43);
  });
  it('the hours are both set or both empty, as HH:mm, and differ', async () => {
    const { depot, admin } = await makeWorld(t.orm);
    const a = staffActor(admin);
    for (const [o, c, message] of [
      ['07:00', null, Messages.depotHours],
      ['7am', '18:00', Messages.depotHours],
      ['24:00', '18:00', Messages.depotHours],
      ['08:00', '08:00', Messages.depotHoursSame],
    ] as const) {
      expect(await failure(hours(a, depot.id, o, c))).toMatchObject({ message, code: 'BAD_USER_INPUT' });
    }
    expect((await list(a, depot.id)).depot.opensAt ?? null).toBeNull();
    // Overnight hours are allowed.
    expect(await hours(a, depot.id, '22:00', '06:00')).toMatchObject({ opensAt: '22:00', closesAt: '06:00' });
  });

  it("another depot's manager, another tenant and non-presence roles are refused; a SuperAdmin sees any", async () => {
    const a = await makeWorld(t.orm);
    const tablet = randomUUID();
    await pair(staffActor(a.admin), a.depot.id, tablet);
    await beat(a.depot.id, tablet);
    const kiosk = (await list(staffActor(a.admin), a.depot.id)).devices[0].device;
    const otherDepot = await makeDepot(t.orm, a.tenant);
    const otherManager = staffActor(await makeUser(t.orm, { tenant: a.tenant, depot: otherDepot, role: 'DepotManager' }));
    const stranger = staffActor((await makeWorld(t.orm)).admin);
    const staff = staffActor(await makeUser(t.orm, { tenant: a.tenant, depot: a.depot, role: 'Staff' }));
    for (const actor of [stranger, otherManager]) {
      const s = t.as(actor).kioskDevices;
      expect((await failure(s.list(actor, a.depot.id))).message).toBe('Location not found');
      expect((await failure(s.rename(actor, parse(RenameKioskDeviceCommand, { id: kiosk.id, name: 'x' })))).message).toBe(
        'Kiosk not found',
      );
      expect((await failure(s.forget(actor, parse(KioskDeviceIdCommand, { id: kiosk.id })))).message).toBe('Kiosk not found');
      expect((await failure(hours(actor, a.depot.id, '07:00', '18:00'))).message).toBe('Location not found');
    }
    expect((await failure(list(staff, a.depot.id))).code).toBe('FORBIDDEN');
    expect((await failure(t.as(ANONYMOUS).kioskDevices.list(ANONYMOUS, a.depot.id))).code).toBe('UNAUTHENTICATED');
    const root = staffActor(await makeUser(t.orm, { role: 'SuperAdmin', tenant: null }));
    expect((await list(root, a.depot.id)).devices).toHaveLength(1);
    expect((await list(staffActor(a.admin), a.depot.id)).devices[0].device.name ?? null).toBeNull();
  });
});

describe('issue 40: paired kiosks', () => {
  it('50 made-up device ids beating without a secret make no row; a real tablet paired by staff still gets in and beats', async () => {
    const { depot, admin } = await makeWorld(t.orm);
    for (let i = 0; i < MAX_KIOSKS_PER_DEPOT; i++)
      expect(await failure(beat(depot.id, randomUUID()))).toEqual({ code: 'UNAUTHENTICATED', message: Messages.kioskNotPaired });
    expect(await t.orm.em.fork().count(KioskDevice, { depot: depot.id }, { filters: false })).toBe(0);
    const a = staffActor(admin);
    const tablet = randomUUID();
    await pair(a, depot.id, tablet);
    expect(await beat(depot.id, tablet, { held: 3 })).toEqual({ name: null, intervalSeconds: 60 });
    expect((await list(a, depot.id)).devices.map((d) => ({ deviceId: d.device.deviceId, held: d.device.heldEntries }))).toEqual([
      { deviceId: tablet, held: 3 },
    ]);
  });

  it('a heartbeat naming a paired device without its secret (none, wrong, an unpaired one) is refused and changes nothing', async () => {
    const { depot, admin } = await makeWorld(t.orm);
    const a = staffActor(admin);
    const tablet = randomUUID();
    const secret = await pair(a, depot.id, tablet);
    await beat(depot.id, tablet, { held: 1, version: '1.0.0' });
    clock.set('2026-11-26T10:30:00Z');
    for (const actor of [ANONYMOUS, kioskActor('wrong-secret'), kioskActor(`${secret}x`)]) {
      expect(await failure(beat(depot.id, tablet, { held: 99, version: '6.6.6' }, actor))).toEqual({
        code: 'UNAUTHENTICATED',
        message: Messages.kioskNotPaired,
      });
    }
    const [row] = (await list(a, depot.id)).devices;
    expect(row).toMatchObject({ status: 'SILENT' });
    expect(row.device).toMatchObject({ heldEntries: 1, version: '1.0.0', lastSeenAt: new Date('2026-11-26T10:00:00Z') });
    // Staff unpair it: its own secret stops working; paired again with a new code, the new secret works, not the old.
    await t.as(a).kioskDevices.unpair(a, parse(KioskDeviceIdCommand, { id: row.device.id }));
    expect((await failure(beat(depot.id, tablet, {}, kioskActor(secret)))).code).toBe('UNAUTHENTICATED');
    const again = await pair(a, depot.id, tablet);
    expect(again).not.toBe(secret);
    await beat(depot.id, tablet);
    expect((await failure(beat(depot.id, tablet, {}, kioskActor(secret)))).code).toBe('UNAUTHENTICATED');
    expect((await list(a, depot.id)).devices).toHaveLength(1);
  });

  it('a pairing code works once, for its depot, for 15 minutes; only hashes are stored', async () => {
    const { tenant, depot, admin } = await makeWorld(t.orm);
    const other = await makeDepot(t.orm, tenant);
    const a = staffActor(admin);
    const made = await t.as(a).kioskDevices.createPairing(a, depot.id);
    expect(made.code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(made.url).toMatch(new RegExp(`/${depot.code}\\?pair=${made.code}$`));
    expect(made.expiresAt).toEqual(new Date('2026-11-26T10:15:00Z'));
    const use = async (depotId: string, code: string) =>
      t.as(ANONYMOUS).kioskDevices.pair(parse(PairKioskCommand, { depotId, deviceId: randomUUID(), code }));
    expect(await failure(use(other.id, made.code))).toMatchObject({ code: 'BAD_USER_INPUT', message: Messages.kioskPairingCode });
    expect(await failure(use(depot.id, 'ABCD-2345'))).toMatchObject({ code: 'BAD_USER_INPUT', message: Messages.kioskPairingCode });
    expect(await failure(use(depot.id, 'nope'))).toMatchObject({ code: 'BAD_USER_INPUT', message: Messages.kioskPairingCodeFormat });
    const { deviceSecret } = await use(depot.id, made.code.toLowerCase().replace('-', ''));
    expect(await failure(use(depot.id, made.code))).toMatchObject({ message: Messages.kioskPairingCode });
    const late = await t.as(a).kioskDevices.createPairing(a, depot.id);
    clock.set('2026-11-26T10:15:00Z');
    expect(await failure(use(depot.id, late.code))).toMatchObject({ message: Messages.kioskPairingCode });
    const dump = JSON.stringify(
      await t.orm.em
        .fork()
        .getConnection()
        .execute(`select * from kiosk_device d, kiosk_pairing p where d.depot_id = ? and p.depot_id = d.depot_id`, [depot.id]),
    );
    expect(dump).not.toContain(deviceSecret);
    expect(dump).not.toContain(late.code.replace('-', ''));
    // A kiosk of another depot's staff cannot make codes here.
    const stranger = staffActor((await makeWorld(t.orm)).admin);
    expect((await failure(t.as(stranger).kioskDevices.createPairing(stranger, depot.id))).code).toBe('NOT_FOUND');
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
  ])('%s with hours %s-%s: %s', (time, o, c, open) => {
    expect(isOpenAt(time, o, c)).toBe(open);
  });
});
