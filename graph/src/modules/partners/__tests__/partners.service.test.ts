import { randomUUID } from 'node:crypto';
import { parse } from '../../../core/command';
import { Messages } from '../../../contracts/messages';
import { makeDepot, makePartner, makeShift, makeWorld, workId } from '../../../test/factories';
import { failure, serviceTier, staffActor } from '../../../test/service-tier';
import { ShiftCommand } from '../../shifts/shift.commands';
import { Partner } from '../../attendance/partner.entity';
import { RegisterPartnerCommand } from '../partner.commands';

/**
 * Partner, shift and role rules at the service tier (issue 24): the shift's times, a removed shift, the work id's
 * rules and its uniqueness across the system (and under a race), and what another tenant or depot may reach.
 * partners.test.ts keeps the routes, the legacy field names and the QR e-mail.
 */
let t: Awaited<ReturnType<typeof serviceTier>>;
beforeAll(async () => {
  t = await serviceTier({ label: 'partners' });
});
afterAll(async () => {
  await t.close();
});

type Staff = ReturnType<typeof staffActor>;
const body = (depotId: string, over: Record<string, unknown> = {}) => ({
  workId: workId(),
  name: 'pat murphy',
  organisation: 'acme logistics',
  email: 'Pat@Example.test',
  depotId,
  signFlag: true,
  ...over,
});
const register = async (a: Staff, b: unknown) => t.as(a).partners.register(a, parse(RegisterPartnerCommand, b));
const twoTenants = async () => {
  const a = await makeWorld(t.orm);
  const b = await makeWorld(t.orm);
  return { a, b, actorA: staffActor(a.admin), actorB: staffActor(b.admin) };
};

describe('shifts', () => {
  it('requires StartTime and EndTime as times', async () => {
    expect(await failure(() => parse(ShiftCommand, { shiftName: 'X', endTime: '10:00' }))).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Start time is required',
    });
    const bad = await failure(() => parse(ShiftCommand, { shiftName: 'X', startTime: '25:00', endTime: '10:00' }));
    expect(bad.fields?.startTime).toEqual(['Start time must be a time (HH:mm)']);
  });

  it('a removed shift leaves its partners without a shift; another tenant cannot see or touch it', async () => {
    const { a, actorA, actorB } = await twoTenants();
    const shift = await makeShift(t.orm, a.tenant);
    const p = await makePartner(t.orm, a.depot, { shift });
    const foreign = await failure(t.as(actorB).shifts.remove(actorB, shift.id));
    expect(foreign).toEqual(await failure(t.as(actorB).shifts.remove(actorB, randomUUID())));
    expect(await t.as(actorA).shifts.remove(actorA, shift.id)).toBe(true);
    const after = await t.orm.em.fork().findOneOrFail(Partner, p.id, { filters: false });
    expect(after.shift).toBeNull();
  });
});

describe('partners', () => {
  it('refuses a non-numeric work id, missing fields, and a work id taken anywhere in the system', async () => {
    const { a, b, actorA, actorB } = await twoTenants();
    expect(await failure(register(actorA, body(a.depot.id, { workId: '12A4' })))).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: Messages.workIdNumeric,
    });
    expect((await failure(register(actorA, { depotId: a.depot.id }))).message).toBe('Work ID is required');
    expect((await failure(register(actorA, { workId: '123', name: 'X', depotId: a.depot.id }))).message).toBe('Organisation is required');
    const first = body(a.depot.id);
    await register(actorA, first);
    expect(await failure(register(actorB, body(b.depot.id, { workId: first.workId })))).toEqual({
      code: 'CONFLICT',
      message: Messages.workIdTaken(first.workId),
    });
  });

  it('two registrations of one work id at once: exactly one lands', async () => {
    const { depot, admin } = await makeWorld(t.orm);
    const a = staffActor(admin);
    const id = workId();
    const rs = await Promise.allSettled([0, 1, 2, 3].map(() => register(a, body(depot.id, { workId: id }))));
    expect(rs.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected', 'rejected', 'rejected']);
    for (const r of rs) if (r.status === 'rejected') expect((r.reason as { code: string }).code).toBe('CONFLICT');
    expect(await t.orm.em.fork().count(Partner, { workId: id }, { filters: false })).toBe(1);
  });

  it("another tenant's partner, shift or role answers like a missing one", async () => {
    const { a, b, actorA, actorB } = await twoTenants();
    const p = await makePartner(t.orm, a.depot);
    expect(await failure(t.as(actorB).partners.get(actorB, p.id))).toEqual(await failure(t.as(actorB).partners.get(actorB, randomUUID())));
    const foreignShift = await makeShift(t.orm, b.tenant);
    expect(await failure(register(actorA, body(a.depot.id, { shiftId: foreignShift.id })))).toEqual({
      code: 'NOT_FOUND',
      message: 'Shift not found',
    });
  });

  it('a DepotManager registers at its own depot only', async () => {
    const { tenant, manager } = await makeWorld(t.orm);
    const other = await makeDepot(t.orm, tenant);
    expect((await failure(register(staffActor(manager), body(other.id)))).code).toBe('NOT_FOUND');
  });
});
