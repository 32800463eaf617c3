import { parse } from '../../../core/command';
import { ANONYMOUS } from '../../../core/auth/actor';
import { makeDepot, makeTenant, makeUser, makeWorld, uniq } from '../../../test/factories';
import { failure, serviceTier, staffActor } from '../../../test/service-tier';
import { randomUUID } from 'node:crypto';
import { AddDepotCommand, DepotDetails, FindDepotCommand } from '../depot.commands';
import { depotAddress as address } from './support';

/**
 * The depot rules at the service tier (issue 24): who sees which depots, who may add or change one, the
 * code's uniqueness, the field rules of the command, and the kiosk lookup's misses. The HTTP suite
 * (depots.test.ts) keeps one case per route for the wiring.
 */
let t: Awaited<ReturnType<typeof serviceTier>>;
beforeAll(async () => {
  t = await serviceTier({ label: 'depots' });
});
afterAll(async () => {
  await t.close();
});

const superAdmin = async () => staffActor(await makeUser(t.orm, { role: 'SuperAdmin', tenant: null }));
const ids = (views: { depot: { id: string } }[]) => views.map((v) => v.depot.id);

describe('listing depots', () => {
  it('shows a DepotManager only its own depot, with or without the tenant named', async () => {
    const { tenant, manager } = await makeWorld(t.orm);
    await makeDepot(t.orm, tenant);
    const s = t.as(staffActor(manager));
    expect(ids(await s.depots.list(staffActor(manager), tenant.id))).toEqual([manager.depot!.id]);
    expect(ids(await s.depots.list(staffActor(manager)))).toEqual([manager.depot!.id]);
  });

  it('lets SuperAdmin list any tenant, and answers NOT_FOUND for a missing tenant', async () => {
    const { tenant, depot } = await makeWorld(t.orm);
    const root = await superAdmin();
    expect(ids(await t.as(root).depots.list(root, tenant.id))).toEqual([depot.id]);
    expect(await failure(t.as(root).depots.list(root, randomUUID()))).toMatchObject({ code: 'NOT_FOUND', message: 'Tenant not found' });
  });

  it('shows a user of another role without a depot no depot at all', async () => {
    const { tenant } = await makeWorld(t.orm);
    const clerk = staffActor(await makeUser(t.orm, { tenant, role: 'Reception' }));
    expect(await t.as(clerk).depots.list(clerk, tenant.id)).toEqual([]);
  });
});

describe('adding a depot', () => {
  it('lets SuperAdmin add to a named tenant, in Europe/Dublin when no zone is given', async () => {
    const tenant = await makeTenant(t.orm);
    const root = await superAdmin();
    const v = await t.as(root).depots.add(root, parse(AddDepotCommand, { ...address(), tenantId: tenant.id }));
    expect(v.depot.tenant.id).toBe(tenant.id);
    expect(v.depot.timeZone).toBe('Europe/Dublin');
  });

  it('answers CONFLICT for a code already used in the tenant, in any case, and allows it in another tenant', async () => {
    const { depot, admin } = await makeWorld(t.orm);
    const a = staffActor(admin);
    const code = depot.code.toLowerCase();
    expect(await failure(t.as(a).depots.add(a, parse(AddDepotCommand, address({ code }))))).toEqual({
      code: 'CONFLICT',
      message: `A location with the code ${code} already exists`,
    });
    const other = staffActor((await makeWorld(t.orm)).admin);
    const ok = await t.as(other).depots.add(other, parse(AddDepotCommand, address({ code: depot.code })));
    expect(ok.depot.code).toBe(depot.code);
  });

  it('requires Code, Line 1, Line 2, County and EirCode with field messages', async () => {
    const bad = await failure(() => parse(AddDepotCommand, {}));
    expect(bad.code).toBe('BAD_USER_INPUT');
    expect(bad.fields).toMatchObject({
      code: ['Code is required'],
      line1: ['Line 1 is required'],
      line2: ['Line 2 is required'],
      county: ['County is required'],
      eirCode: ['EirCode is required'],
    });
  });

  it('refuses wrong types and a time zone that is not IANA', async () => {
    const bad = (body: unknown) => failure(() => parse(AddDepotCommand, body));
    expect(await bad(address({ line1: { x: 1 } }))).toMatchObject({ code: 'BAD_USER_INPUT', fields: { line1: ['Line 1 must be text'] } });
    expect((await bad(address({ timeZone: 'Mars/Olympus' }))).fields?.timeZone).toBeDefined();
    expect((await bad([address()])).code).toBe('BAD_USER_INPUT');
  });

  it('is refused to a DepotManager (FORBIDDEN)', async () => {
    const { manager } = await makeWorld(t.orm);
    const m = staffActor(manager);
    expect((await failure(t.as(m).depots.add(m, parse(AddDepotCommand, address())))).code).toBe('FORBIDDEN');
  });
});

describe('changing a depot', () => {
  it('is refused to a DepotManager, even for its own depot', async () => {
    const { depot, manager } = await makeWorld(t.orm);
    const m = staffActor(manager);
    expect((await failure(t.as(m).depots.update(m, depot.id, parse(DepotDetails, address())))).code).toBe('FORBIDDEN');
  });

  it('a DepotManager does not see another depot of its own tenant: its managers answer NOT_FOUND as a missing id', async () => {
    const { tenant, manager } = await makeWorld(t.orm);
    const other = await makeDepot(t.orm, tenant);
    const m = staffActor(manager);
    const foreign = await failure(t.as(m).managers.list(m, other.id));
    expect(foreign.code).toBe('NOT_FOUND');
    expect(foreign).toEqual(await failure(t.as(m).managers.list(m, randomUUID())));
  });
});

describe('the kiosk lookup', () => {
  const find = async (cmd: unknown) => t.as(ANONYMOUS).depots.findKioskView(ANONYMOUS, parse(FindDepotCommand, cmd));

  it('answers NOT_FOUND alike for an unknown tenant or depot, takes no wildcard, and needs both names', async () => {
    const { tenant, depot } = await makeWorld(t.orm);
    const unknownDepot = await failure(find({ tenantName: tenant.name, depotCode: 'NOPE' }));
    expect(unknownDepot.code).toBe('NOT_FOUND');
    const unknownTenant = await failure(find({ tenantName: uniq('nobody'), depotCode: depot.code }));
    expect(unknownTenant).toEqual(unknownDepot);
    expect((await failure(find({ tenantName: `${tenant.name.slice(0, 4)}%`, depotCode: depot.code }))).code).toBe('NOT_FOUND');
    expect(await failure(find({ tenantName: tenant.name }))).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { depotCode: ['Depot code is required'] },
    });
    expect((await failure(find({ tenantName: [tenant.name], depotCode: depot.code }))).code).toBe('BAD_USER_INPUT');
  });

  it('finds the depot whoever is signed in (the kiosk may share a browser with staff)', async () => {
    const { tenant, depot } = await makeWorld(t.orm);
    const other = staffActor((await makeWorld(t.orm)).admin);
    const v = await t.as(other).depots.findKioskView(other, parse(FindDepotCommand, { tenantName: tenant.name, depotCode: depot.code }));
    expect(v.id).toBe(depot.id);
  });
});
