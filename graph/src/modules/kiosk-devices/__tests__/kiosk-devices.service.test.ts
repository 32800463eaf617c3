import { randomUUID } from 'node:crypto';
import { ANONYMOUS } from '../../../core/auth/actor';
import { fixedClock } from '../../../core/clock';
import { parse } from '../../../core/command';
import { Messages } from '../../../contracts/messages';
import { makeDepot, makeUser, makeWorld } from '../../../test/factories';
import { failure, serviceTier, staffActor } from '../../../test/service-tier';
import { KioskDevice } from '../kiosk-device.entity';
import { isOpenAt, MAX_KIOSKS_PER_DEPOT } from '../kiosk-device.service';
import { DepotHoursCommand, KioskDeviceIdCommand, KioskHeartbeatCommand, RenameKioskDeviceCommand } from '../kiosk-device.commands';

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
const beat = async (depotId: string, deviceId: string, over: Record<string, unknown> = {}) =>
  t.as(ANONYMOUS).kioskDevices.heartbeat(parse(KioskHeartbeatCommand, { depotId, deviceId, version: '1.2.3', held: 0, ...over }));
const list = (a: Staff, depotId: string) => t.as(a).kioskDevices.list(a, depotId);
const hours = async (a: Staff, depotId: string, opensAt: string | null, closesAt: string | null) =>
  t.as(a).kioskDevices.setHours(a, parse(DepotHoursCommand, { depotId, opensAt, closesAt }));

describe('kiosk heartbeats', () => {
  it('concurrent first beats of one device make one row; the same device at two depots is two kiosks', async () => {
    const { tenant, depot, admin } = await makeWorld(t.orm);
    const other = await makeDepot(t.orm, tenant);
    const device = randomUUID();
    await Promise.all(Array.from({ length: 8 }, () => beat(depot.id, device)));
    await beat(other.id, device);
    const a = staffActor(admin);
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

    const em = t.orm.em.fork();
    for (let i = 0; i < MAX_KIOSKS_PER_DEPOT; i++)
      em.create(KioskDevice, { tenant, depot, deviceId: randomUUID(), version: '1', lastSeenAt: clock.now() });
    await em.flush();
    expect(await failure(beat(depot.id, randomUUID()))).toEqual({ code: 'CONFLICT', message: Messages.kioskDevicesFull });
    // A kiosk already known still beats.
    const known = (await list(staffActor(admin), depot.id)).devices[0];
    await beat(depot.id, known.device.deviceId);
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
    await beat(a.depot.id, randomUUID());
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
