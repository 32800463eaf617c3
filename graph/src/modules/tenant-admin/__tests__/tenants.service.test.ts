import { randomUUID } from 'node:crypto';
import { parse } from '../../../core/command';
import { Messages } from '../../../contracts/messages';
import { makeDepot, makeTenant, makeUser, makeWorld, uniq } from '../../../test/factories';
import { failure, serviceTier, staffActor } from '../../../test/service-tier';
import { Depot } from '../../depots/depot.entity';
import { User } from '../../users/user.entity';
import { Tenant } from '../../tenants/tenant.entity';
import { CreateTenantCommand, EditTenantCommand } from '../tenant.commands';
import { tenantPayload } from '../../tenants/__tests__/support';

/**
 * The tenant rules at the service tier (issue 24): the create command's field rules and its conflicts (a failed
 * create writes nothing; of two at once exactly one wins), who sees which tenant and depots, and the edit's rules.
 * The HTTP suite (tenants.test.ts) keeps one case per route for the wiring.
 */
let t: Awaited<ReturnType<typeof serviceTier>>;
let root: ReturnType<typeof staffActor>;
beforeAll(async () => {
  t = await serviceTier({ label: 'tenants' });
  root = staffActor(await makeUser(t.orm, { role: 'SuperAdmin', tenant: null }));
});
afterAll(async () => {
  await t.close();
});

const payload = tenantPayload;
type Payload = ReturnType<typeof payload>;
const create = async (body: unknown, actor = root) => t.as(actor).tenants.create(actor, parse(CreateTenantCommand, body));
const edit = async (actor: ReturnType<typeof staffActor>, id: string, body: unknown) =>
  t.as(actor).tenants.edit(actor, id, parse(EditTenantCommand, body));

/** Rows matching what a create payload would write: a failed create wrote nothing. */
async function counts(body: Payload) {
  const em = t.orm.em.fork();
  return {
    tenants: await em.count(Tenant, { name: { $ilike: body.name } }),
    depots: await em.count(Depot, { code: { $ilike: body.depots.code } }),
    users: await em.count(User, { username: { $ilike: body.rep.username } }),
  };
}

describe('creating a tenant', () => {
  it('answers CONFLICT for a tenant name already used in any case, and writes nothing', async () => {
    const existing = await makeTenant(t.orm);
    const body = payload({ name: existing.name.toUpperCase() });
    const before = await counts(body);
    expect(before).toEqual({ tenants: 1, depots: 0, users: 0 });
    expect(await failure(create(body))).toEqual({
      code: 'CONFLICT',
      message: `A tenant named ${existing.name.toUpperCase()} already exists`,
      fields: { name: [`A tenant named ${existing.name.toUpperCase()} already exists`] }, // at the form's field (issue 36)
    });
    expect(await counts(body)).toEqual(before);
  });

  it('answers CONFLICT for a username already taken, and writes nothing (no tenant, no depot)', async () => {
    const { admin } = await makeWorld(t.orm);
    const body = payload();
    body.rep.username = admin.username.toUpperCase();
    const before = await counts(body);
    expect(before).toEqual({ tenants: 0, depots: 0, users: 1 });
    expect(await failure(create(body))).toMatchObject({
      code: 'CONFLICT',
      message: `The username ${admin.username.toUpperCase()} is already taken`,
      fields: { 'rep.username': [`The username ${admin.username.toUpperCase()} is already taken`] },
    });
    expect(await counts(body)).toEqual(before);
  });

  it('lets exactly one of two concurrent creates with the same name through; the other gets CONFLICT', async () => {
    const name = uniq('Race Tenant ');
    const bodies = [payload({ name }), payload({ name: name.toLowerCase() })];
    const results = await Promise.allSettled(bodies.map((body) => create(body)));
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const lost = results.findIndex((r) => r.status === 'rejected');
    expect(((results[lost] as PromiseRejectedResult).reason as { code: string }).code).toBe('CONFLICT');
    expect(await counts(bodies[lost])).toEqual({ tenants: 1, depots: 0, users: 0 });
    const em = t.orm.em.fork();
    const tenants = await em.find(Tenant, { name: { $ilike: name } });
    expect(tenants).toHaveLength(1);
    expect(await em.count(Depot, { tenant: tenants[0].id })).toBe(1);
    expect(await em.count(User, { tenant: tenants[0].id })).toBe(1);
  });

  it('reports every missing field with its message', async () => {
    const bad = await failure(() => parse(CreateTenantCommand, { rep: { name: 'Only Name' } }));
    expect(bad.code).toBe('BAD_USER_INPUT');
    expect(bad.fields).toMatchObject({
      name: ['Tenant name is required'],
      'rep.username': ['Username is required'],
      'rep.email': ['Rep email is required'],
      'depots.code': ['Code is required'],
      'depots.line1': ['Line 1 is required'],
      'depots.line2': ['Line 2 is required'],
      'depots.county': ['County is required'],
      'depots.eirCode': ['EirCode is required'],
    });
    expect(bad.fields?.['rep.name']).toBeUndefined();
  });

  it('refuses wrong types, a bad e-mail and a confirmation that does not match, and writes nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [payload({ name: { evil: true } }), 'name'],
      [payload({ rep: 'not an object' }), 'rep'],
      [payload({ depots: ['DUB1'] }), 'depots'],
      [{ ...payload(), rep: { name: 'R', username: 'someone', email: 'not-an-email' } }, 'rep.email'],
      [{ ...payload(), rep: { name: 'R', username: 'someone', email: `${'a'.repeat(300)}@example.test` } }, 'rep.email'],
      [payload({ name: 'N'.repeat(121) }), 'name'],
    ];
    for (const [body, field] of cases) {
      const bad = await failure(create(body));
      expect(bad.code).toBe('BAD_USER_INPUT');
      expect(bad.fields?.[field]).toBeDefined();
    }
    const mismatchBody = payload();
    const mismatch = await failure(create({ ...mismatchBody, repEmail_confirmation: 'other@example.test' }));
    expect(mismatch).toMatchObject({ code: 'BAD_USER_INPUT', message: Messages.emailsDoNotMatch });
    expect(await counts(mismatchBody)).toEqual({ tenants: 0, depots: 0, users: 0 });
    expect((await failure(create('a string'))).code).toBe('BAD_USER_INPUT');
  });

  it('accepts a matching confirmation e-mail in any case', async () => {
    const body = payload();
    const made = await create({ ...body, repEmail_confirmation: body.rep.email.toUpperCase() });
    expect(made.name).toBe(body.name);
  });
});

describe('seeing tenants', () => {
  it('refuses tenant details to the other roles (FORBIDDEN)', async () => {
    const { tenant, depot } = await makeWorld(t.orm);
    const guard = staffActor(await makeUser(t.orm, { tenant, depot, role: 'Security' }));
    expect((await failure(t.as(guard).tenants.find(guard, tenant.id))).code).toBe('FORBIDDEN');
  });

  it('shows a DepotManager only its own depot and no users table', async () => {
    const { tenant, depot, manager } = await makeWorld(t.orm);
    await makeDepot(t.orm, tenant);
    const m = staffActor(manager);
    const d = await t.as(m).tenants.find(m, tenant.id);
    expect(d.reps).toEqual([]);
    expect(d.depots.map((v) => v.depot.id)).toEqual([depot.id]);
  });

  it('lets SuperAdmin open any tenant; a missing id is NOT_FOUND', async () => {
    const { tenant } = await makeWorld(t.orm);
    expect((await t.as(root).tenants.find(root, tenant.id)).tenant.id).toBe(tenant.id);
    expect(await failure(t.as(root).tenants.find(root, randomUUID()))).toEqual({ code: 'NOT_FOUND', message: 'Tenant not found' });
  });

  it('gives SuperAdmin every tenant in the short list and others only their own', async () => {
    const { tenant, admin, manager } = await makeWorld(t.orm);
    const other = await makeTenant(t.orm);
    const short = (ts: Tenant[]) => ts.map((x) => ({ id: x.id, name: x.name }));
    const all = short(await t.as(root).tenants.shortList(root));
    expect(all).toContainEqual({ id: tenant.id, name: tenant.name });
    expect(all).toContainEqual({ id: other.id, name: other.name });
    for (const user of [admin, manager]) {
      const a = staffActor(user);
      expect(short(await t.as(a).tenants.shortList(a))).toEqual([{ id: tenant.id, name: tenant.name }]);
    }
  });

  it('a DepotManager of another tenant gets the answer of a missing id', async () => {
    const a = await makeWorld(t.orm);
    const m = staffActor((await makeWorld(t.orm)).manager);
    expect(await failure(t.as(m).tenants.find(m, a.tenant.id))).toEqual(await failure(t.as(m).tenants.find(m, randomUUID())));
  });
});

describe('editing a tenant', () => {
  it('answers CONFLICT for a taken name, BAD_USER_INPUT for bad input and FORBIDDEN to a DepotManager', async () => {
    const { tenant, admin, manager } = await makeWorld(t.orm);
    const other = await makeTenant(t.orm);
    const a = staffActor(admin);
    expect((await failure(edit(a, tenant.id, { name: other.name.toLowerCase() }))).code).toBe('CONFLICT');
    expect((await failure(edit(a, tenant.id, {}))).fields?.name).toEqual(['Tenant name is required']);
    expect((await failure(edit(a, tenant.id, { name: 'x', tempMin: 'warm' }))).code).toBe('BAD_USER_INPUT');
    expect((await failure(edit(a, tenant.id, { name: 'x', tempMin: 39, tempMax: 38 }))).code).toBe('BAD_USER_INPUT');
    expect((await failure(edit(staffActor(manager), tenant.id, { name: 'x' }))).code).toBe('FORBIDDEN');
    const saved = await t.orm.em.fork().findOneOrFail(Tenant, tenant.id);
    expect(saved.name).toBe(tenant.name);
  });
});
