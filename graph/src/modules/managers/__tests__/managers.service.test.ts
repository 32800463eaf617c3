import { randomUUID } from 'node:crypto';
import { parse } from '../../../core/command';
import { Messages } from '../../../contracts/messages';
import { makeDepot, makeManager, makeUser, makeWorld, uniq } from '../../../test/factories';
import { failure, serviceTier, staffActor } from '../../../test/service-tier';
import { Manager } from '../../depots/manager.entity';
import { AddManagerCommand, EditManagerCommand } from '../manager.commands';

/**
 * The depot managers' rules at the service tier (issue 24): the add and edit commands' field rules, moves within
 * the tenant, SuperAdmin's reach and what a DepotManager may do. managers.test.ts keeps the routes.
 */
let t: Awaited<ReturnType<typeof serviceTier>>;
beforeAll(async () => {
  t = await serviceTier({ label: 'managers' });
});
afterAll(async () => {
  await t.close();
});

const person = (over: Record<string, unknown> = {}) => {
  const email = `${uniq('mgr')}@example.test`;
  return { name: 'Mary Byrne', email, repeatEmail: email, department: 'Operations', ...over };
};
type Staff = ReturnType<typeof staffActor>;
const add = async (a: Staff, body: unknown) => t.as(a).managers.add(a, parse(AddManagerCommand, body));
const edit = async (a: Staff, id: string, body: unknown) => t.as(a).managers.edit(a, id, parse(EditManagerCommand, body));

describe('managing managers', () => {
  it('lets SuperAdmin manage the managers of any tenant', async () => {
    const { depot } = await makeWorld(t.orm);
    const root = staffActor(await makeUser(t.orm, { role: 'SuperAdmin', tenant: null }));
    await add(root, { ...person(), depotId: depot.id });
    expect(await t.as(root).managers.list(root, depot.id)).toHaveLength(1);
  });

  it('moves a manager to another depot of the tenant on edit', async () => {
    const { tenant, depot, admin } = await makeWorld(t.orm);
    const other = await makeDepot(t.orm, tenant);
    const m = await makeManager(t.orm, depot);
    const moved = await edit(staffActor(admin), m.id, { name: m.name, email: m.email, department: m.department, depotId: other.id });
    expect(moved.depot.id).toBe(other.id);
  });
});

describe('bad input', () => {
  it('requires name, email, depotId and department on add, and name, email, department on edit', async () => {
    const onAdd = await failure(() => parse(AddManagerCommand, {}));
    expect(onAdd.code).toBe('BAD_USER_INPUT');
    expect(onAdd.fields).toMatchObject({
      name: ['Name is required'],
      email: ['Email is required'],
      depotId: ['Location is required'],
      department: ['Department is required'],
    });
    const onEdit = await failure(() => parse(EditManagerCommand, { name: ' ' }));
    expect(onEdit.fields).toMatchObject({
      name: ['Name is required'],
      email: ['Email is required'],
      department: ['Department is required'],
    });
  });

  it("answers 'Emails do not match' and writes nothing", async () => {
    const { depot, admin } = await makeWorld(t.orm);
    expect(await failure(add(staffActor(admin), { ...person(), repeatEmail: 'someone-else@example.test', depotId: depot.id }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: Messages.emailsDoNotMatch,
      fields: { repeatEmail: [Messages.emailsDoNotMatch] },
    });
    expect(await t.orm.em.fork().count(Manager, { depot: depot.id })).toBe(0);
  });

  it('refuses wrong types, a bad e-mail and a non-uuid depot id; NOT_FOUND for an unknown or malformed depot', async () => {
    const { depot, admin } = await makeWorld(t.orm);
    const a = staffActor(admin);
    expect((await failure(add(a, { ...person(), depotId: depot.id, receiveEmailFlag: 'sometimes' }))).code).toBe('BAD_USER_INPUT');
    expect((await failure(add(a, { ...person({ name: ['x'] }), depotId: depot.id }))).fields?.name).toEqual(['Name must be text']);
    expect((await failure(add(a, { ...person({ email: 'not-an-email', repeatEmail: undefined }), depotId: depot.id }))).code).toBe(
      'BAD_USER_INPUT',
    );
    expect((await failure(add(a, { ...person(), depotId: 'depot-1' }))).fields?.depotId).toEqual(['depotId is not a valid id']);
    expect((await failure(t.as(a).managers.list(a, randomUUID()))).code).toBe('NOT_FOUND');
    expect((await failure(t.as(a).managers.list(a, 'x'))).code).toBe('NOT_FOUND');
  });
});

describe('roles', () => {
  it('a DepotManager reads the managers of its own depot but cannot add, edit or delete (FORBIDDEN)', async () => {
    const { depot, manager } = await makeWorld(t.orm);
    const m = await makeManager(t.orm, depot);
    const a = staffActor(manager);
    expect((await t.as(a).managers.list(a, depot.id)).map((x) => x.id)).toEqual([m.id]);
    expect((await failure(add(a, { ...person(), depotId: depot.id }))).code).toBe('FORBIDDEN');
    expect((await failure(edit(a, m.id, person()))).code).toBe('FORBIDDEN');
    expect((await failure(t.as(a).managers.remove(a, m.id))).code).toBe('FORBIDDEN');
  });

  it('a DepotManager gets NOT_FOUND, as for a missing id, for another depot of its own tenant', async () => {
    const { tenant, manager } = await makeWorld(t.orm);
    const other = await makeDepot(t.orm, tenant);
    const a = staffActor(manager);
    const foreign = await failure(t.as(a).managers.list(a, other.id));
    expect(foreign.code).toBe('NOT_FOUND');
    expect(foreign).toEqual(await failure(t.as(a).managers.list(a, randomUUID())));
  });
});
