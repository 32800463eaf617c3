import { randomUUID } from 'node:crypto';
import { parse } from '../../../core/command';
import { Messages } from '../../../contracts/messages';
import { makeTenant, makeUser, makeWorld, uniq } from '../../../test/factories';
import { failure, serviceTier, staffActor } from '../../../test/service-tier';
import { Tenant } from '../../tenants/tenant.entity';
import { CreateTenantCommand, EditTenantCommand } from '../tenant.commands';

/**
 * Archiving a tenant (issue 8) at the service tier (issue 24): the confirmation, who may archive and restore, what
 * leaves the lists, the archived name still taken, and a fresh install's firstRun on a database of its own.
 * tenant-archive.test.ts keeps the routes, the signed-out users and sockets and the closed kiosks.
 */
let t: Awaited<ReturnType<typeof serviceTier>>;
let root: ReturnType<typeof staffActor>;
beforeAll(async () => {
  t = await serviceTier({ label: 'tenant_archive' });
  root = staffActor(await makeUser(t.orm, { role: 'SuperAdmin', tenant: null }));
});
afterAll(async () => {
  await t.close();
});

const archivedAt = async (id: string) => (await t.orm.em.fork().findOneOrFail(Tenant, id)).archivedAt ?? null;
const tenants = () => t.as(root).tenants;

describe('archiving a tenant (SuperAdmin)', () => {
  it('with a confirmName: it must be the name, trimmed, any case; else BAD_USER_INPUT and nothing changes', async () => {
    const { tenant } = await makeWorld(t.orm);
    expect(await failure(tenants().archive(root, tenant.id, 'Someone Else'))).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: Messages.confirmTenantName,
    });
    expect((await failure(tenants().archive(root, tenant.id, ''))).code).toBe('BAD_USER_INPUT');
    expect(await archivedAt(tenant.id)).toBeNull();
    expect(await tenants().archive(root, tenant.id, `  ${tenant.name.toUpperCase()} `)).toBe(true);
    expect(await archivedAt(tenant.id)).not.toBeNull();
  });

  it('answers NOT_FOUND for a missing id; a SuperAdmin cannot archive its own tenant (FORBIDDEN)', async () => {
    expect((await failure(tenants().archive(root, randomUUID()))).code).toBe('NOT_FOUND');
    expect((await failure(tenants().restore(root, randomUUID()))).code).toBe('NOT_FOUND');
    const home = await makeTenant(t.orm);
    const inside = staffActor(await makeUser(t.orm, { tenant: home, role: 'SuperAdmin' }));
    expect(await failure(t.as(inside).tenants.archive(inside, home.id, home.name))).toEqual({
      code: 'FORBIDDEN',
      message: Messages.cannotArchiveOwnTenant,
    });
    expect(await archivedAt(home.id)).toBeNull();
  });

  it('is SuperAdmin business: TenantAdmin and DepotManager get FORBIDDEN', async () => {
    const { tenant, admin, manager } = await makeWorld(t.orm);
    for (const user of [admin, manager]) {
      const a = staffActor(user);
      const s = t.as(a).tenants;
      expect((await failure(s.archive(a, tenant.id, tenant.name))).code).toBe('FORBIDDEN');
      expect((await failure(s.restore(a, tenant.id))).code).toBe('FORBIDDEN');
      expect((await failure(s.firstRun(a))).code).toBe('FORBIDDEN');
      expect((await failure(s.list(a, true))).code).toBe('FORBIDDEN');
    }
    expect(await archivedAt(tenant.id)).toBeNull();
  });
});

describe('an archived tenant', () => {
  it('leaves the lists and the short list, unless includeArchived (SuperAdmin); its name stays taken', async () => {
    const { tenant } = await makeWorld(t.orm);
    await tenants().archive(root, tenant.id);
    const ids = (rows: { id: string }[]) => rows.map((x) => x.id);
    expect(ids(await tenants().list(root))).not.toContain(tenant.id);
    expect(ids(await tenants().shortList(root))).not.toContain(tenant.id);
    expect((await tenants().list(root, true)).find((x) => x.id === tenant.id)).toMatchObject({
      name: tenant.name,
      numDepots: 1,
      numReps: 2,
      archivedAt: expect.any(Date),
    });
    // Still open to SuperAdmin by id (to restore it), with its archivedAt.
    expect((await tenants().find(root, tenant.id)).tenant.archivedAt).toEqual(expect.any(Date));

    const body = {
      name: tenant.name.toUpperCase(),
      rep: { name: 'Rita Rep', username: uniq('rep_'), email: `${uniq('r')}@example.test` },
      depots: { code: 'NEW1', line1: '1 Quay Road', line2: 'Docklands', county: 'Dublin', eirCode: 'D01 X2Y3' },
    };
    expect(await failure(tenants().create(root, parse(CreateTenantCommand, body)))).toEqual({
      code: 'CONFLICT',
      message: Messages.tenantNameArchived(body.name),
      fields: { name: [Messages.tenantNameArchived(body.name)] },
    });
    const other = await makeTenant(t.orm);
    expect(await failure(tenants().edit(root, other.id, parse(EditTenantCommand, { name: ` ${tenant.name.toLowerCase()}` })))).toEqual({
      code: 'CONFLICT',
      message: Messages.tenantNameArchived(tenant.name.toLowerCase()),
      fields: { name: [Messages.tenantNameArchived(tenant.name.toLowerCase())] },
    });
  });
});

describe('firstRun on a fresh database', () => {
  let fresh: Awaited<ReturnType<typeof serviceTier>>;
  beforeAll(async () => {
    fresh = await serviceTier({ label: 'first_run' });
  });
  afterAll(async () => {
    await fresh.close();
  });

  it("is true with no tenant, or only the SuperAdmin's own; false with another; archived tenants do not count", async () => {
    const seeded = staffActor(await makeUser(fresh.orm, { role: 'SuperAdmin', tenant: null }));
    const firstRun = (a: ReturnType<typeof staffActor>) => fresh.as(a).tenants.firstRun(a);
    expect(await firstRun(seeded)).toBe(true);
    const home = await makeTenant(fresh.orm);
    const homed = staffActor(await makeUser(fresh.orm, { role: 'SuperAdmin', tenant: home }));
    expect(await firstRun(homed)).toBe(true);
    expect(await firstRun(seeded)).toBe(false);
    const customer = await makeTenant(fresh.orm);
    expect(await firstRun(homed)).toBe(false);
    expect(await fresh.as(homed).tenants.archive(homed, customer.id, customer.name)).toBe(true);
    expect(await firstRun(homed)).toBe(true);
  });
});
