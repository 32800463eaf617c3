import { parse } from '../../../core/command';
import { makeDepot, makeUser, makeWorld, uniq } from '../../../test/factories';
import { failure, serviceTier, staffActor } from '../../../test/service-tier';
import { OutboxEvent } from '../../../core/outbox/outbox-event.entity';
import { RoleName } from '../../roles/role-name.entity';
import { User } from '../../users/user.entity';
import { EditRepresentativeCommand } from '../../users/user.commands';

/**
 * The representative rules at the service tier (issue 24): the edit's roles, fields and conflicts, moves between
 * depots, who may remove whom, and that a DepotManager may do none of it. representatives.test.ts keeps the routes.
 */
let t: Awaited<ReturnType<typeof serviceTier>>;
beforeAll(async () => {
  t = await serviceTier({ label: 'representatives' });
});
afterAll(async () => {
  await t.close();
});

const details = (over: Record<string, unknown> = {}) => {
  const username = uniq('rep_');
  return { name: 'Renamed Rep', username, email: `${username}@example.test`, role: 'DepotManager', ...over };
};
type Staff = ReturnType<typeof staffActor>;
const edit = async (a: Staff, id: string, body: unknown) => t.as(a).representatives.edit(a, id, parse(EditRepresentativeCommand, body));
const exists = (id: string) => t.orm.em.fork().count(User, { id }, { filters: false });

describe('editing a representative', () => {
  it("accepts a role from the tenant's role list, and refuses an unknown one and SuperAdmin from a TenantAdmin", async () => {
    const { tenant, admin, manager } = await makeWorld(t.orm);
    const em = t.orm.em.fork();
    em.create(RoleName, { tenant: tenant.id, roleName: 'Gate Keeper' });
    await em.flush();
    const a = staffActor(admin);
    expect((await edit(a, manager.id, details({ role: 'Gate Keeper' }))).role).toBe('Gate Keeper');
    expect(await failure(edit(a, manager.id, details({ role: 'Emperor' })))).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { role: ['Role is not valid'] },
    });
    expect((await failure(edit(a, manager.id, details({ role: 'SuperAdmin' })))).code).toBe('BAD_USER_INPUT');
  });

  it('requires name, username, email and role with field messages; CONFLICT for a taken username; refuses wrong types', async () => {
    const { admin, manager } = await makeWorld(t.orm);
    const a = staffActor(admin);
    expect(await failure(edit(a, manager.id, {}))).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { name: ['Name is required'], username: ['Username is required'], email: ['Email is required'], role: ['Role is required'] },
    });
    expect((await failure(edit(a, manager.id, details({ username: admin.username.toUpperCase() })))).code).toBe('CONFLICT');
    expect((await failure(edit(a, manager.id, details({ role: { $ne: null } })))).code).toBe('BAD_USER_INPUT');
    expect((await failure(edit(a, manager.id, details({ email: 'nope' })))).code).toBe('BAD_USER_INPUT');
    expect((await failure(edit(a, manager.id, details({ email: `${'a'.repeat(300)}@example.test` })))).code).toBe('BAD_USER_INPUT');
    const saved = await t.orm.em.fork().findOneOrFail(User, manager.id, { filters: false });
    expect(saved.username).toBe(manager.username);
  });

  it('moves the user to another depot of its tenant, never to a depot of another tenant', async () => {
    const { tenant, admin, manager } = await makeWorld(t.orm);
    const other = await makeDepot(t.orm, tenant);
    const foreign = await makeWorld(t.orm);
    const a = staffActor(admin);
    const moved = await edit(a, manager.id, details({ depotId: other.id }));
    expect({ id: moved.depot!.id, code: moved.depot!.code }).toEqual({ id: other.id, code: other.code });
    expect((await failure(edit(a, manager.id, details({ depotId: foreign.depot.id })))).code).toBe('NOT_FOUND');
  });
});

describe('removing a representative', () => {
  it('removes a user of the tenant, but nobody removes itself', async () => {
    const { admin, manager } = await makeWorld(t.orm);
    const a = staffActor(admin);
    expect(await t.as(a).representatives.remove(a, manager.id)).toBe(true);
    expect(await exists(manager.id)).toBe(0);
    expect(await failure(t.as(a).representatives.remove(a, admin.id))).toEqual({
      code: 'FORBIDDEN',
      message: 'You cannot remove your own account',
    });
    expect(await exists(admin.id)).toBe(1);
  });

  it('lets SuperAdmin remove in any tenant; a TenantAdmin cannot remove a SuperAdmin who belongs to its tenant', async () => {
    const { tenant, admin } = await makeWorld(t.orm);
    const extra = await makeUser(t.orm, { tenant, role: 'Reception' });
    const root = staffActor(await makeUser(t.orm, { role: 'SuperAdmin', tenant: null }));
    expect(await t.as(root).representatives.remove(root, extra.id)).toBe(true);
    const boss = await makeUser(t.orm, { tenant, role: 'SuperAdmin' });
    const a = staffActor(admin);
    expect((await failure(t.as(a).representatives.remove(a, boss.id))).code).toBe('FORBIDDEN');
  });
});

describe('roles', () => {
  it('refuses every rep operation to a DepotManager (FORBIDDEN)', async () => {
    const { admin, manager } = await makeWorld(t.orm);
    const m = staffActor(manager);
    const s = t.as(m);
    expect((await failure(edit(m, admin.id, details()))).code).toBe('FORBIDDEN');
    expect((await failure(s.representatives.remove(m, admin.id))).code).toBe('FORBIDDEN');
    expect((await failure(s.representatives.resendConfirmation(m, admin.id))).code).toBe('FORBIDDEN');
    expect(await exists(admin.id)).toBe(1);
    expect(await t.orm.em.fork().count(OutboxEvent, { name: 'account-confirmation', payload: { userId: admin.id } })).toBe(0);
  });
});
