import { randomUUID } from 'node:crypto';
import { ANONYMOUS } from '../../../core/auth/actor';
import { Messages } from '../../../contracts/messages';
import { OutboxEvent } from '../../../core/outbox/outbox-event.entity';
import { makeUser, makeWorld, TEST_PASSWORD } from '../../../test/factories';
import { failure, serviceTier, staffActor } from '../../../test/service-tier';
import { User } from '../user.entity';

/**
 * Who may disable, enable and send a reset e-mail to whom (issue 8), at the service tier (issue 24). The HTTP
 * suite (user-admin.test.ts) keeps the routes, the sockets ended and the e-mail sent.
 */
let t: Awaited<ReturnType<typeof serviceTier>>;
beforeAll(async () => {
  t = await serviceTier({ label: 'user_admin' });
});
afterAll(async () => {
  await t.close();
});

const disabled = async (id: string) => (await t.orm.em.fork().findOneOrFail(User, id, { filters: false })).disabled;
const resetJobs = (userId: string) => t.orm.em.fork().count(OutboxEvent, { name: 'password-reset', payload: { userId } });
const login = (username: string) => t.as(ANONYMOUS).auth.login(ANONYMOUS, { username, password: TEST_PASSWORD });

describe('disable and enable a user', () => {
  it('nobody disables itself (FORBIDDEN, a clear message), TenantAdmin or SuperAdmin', async () => {
    const { admin } = await makeWorld(t.orm);
    const a = staffActor(admin);
    expect(await failure(t.as(a).users.setDisabled(a, admin.id, true))).toEqual({ code: 'FORBIDDEN', message: Messages.cannotDisableSelf });
    const root = staffActor(await makeUser(t.orm, { role: 'SuperAdmin', tenant: null }));
    expect(await failure(t.as(root).users.setDisabled(root, root.userId, true))).toEqual({
      code: 'FORBIDDEN',
      message: Messages.cannotDisableSelf,
    });
    expect(await disabled(admin.id)).toBe(false);
  });

  it('SuperAdmin disables a user of any tenant, who then cannot log in', async () => {
    const { admin } = await makeWorld(t.orm);
    const root = staffActor(await makeUser(t.orm, { role: 'SuperAdmin', tenant: null }));
    expect((await t.as(root).users.setDisabled(root, admin.id, true)).disabled).toBe(true);
    expect((await failure(login(admin.username))).code).toBe('UNAUTHENTICATED');
  });

  it('is refused to a DepotManager and a custom role (FORBIDDEN), to anonymous callers (UNAUTHENTICATED)', async () => {
    const { tenant, depot, admin, manager } = await makeWorld(t.orm);
    const guard = await makeUser(t.orm, { tenant, depot, role: 'Security' });
    for (const user of [manager, guard]) {
      const a = staffActor(user);
      const s = t.as(a);
      expect((await failure(s.users.setDisabled(a, admin.id, true))).code).toBe('FORBIDDEN');
      expect((await failure(s.users.setDisabled(a, admin.id, false))).code).toBe('FORBIDDEN');
      expect((await failure(s.users.sendPasswordReset(a, admin.id))).code).toBe('FORBIDDEN');
    }
    expect((await failure(t.as(ANONYMOUS).users.setDisabled(ANONYMOUS, admin.id, true))).code).toBe('UNAUTHENTICATED');
    expect(await disabled(admin.id)).toBe(false);
  });

  it('a TenantAdmin cannot disable a SuperAdmin who belongs to its tenant (FORBIDDEN)', async () => {
    const { tenant, admin } = await makeWorld(t.orm);
    const inside = await makeUser(t.orm, { tenant, role: 'SuperAdmin' });
    const a = staffActor(admin);
    expect((await failure(t.as(a).users.setDisabled(a, inside.id, true))).code).toBe('FORBIDDEN');
  });

  it('answers NOT_FOUND for a missing or malformed id, never a crash', async () => {
    const { admin } = await makeWorld(t.orm);
    const a = staffActor(admin);
    const s = t.as(a);
    expect(await failure(s.users.setDisabled(a, randomUUID(), true))).toEqual({ code: 'NOT_FOUND', message: 'User not found' });
    expect((await failure(s.users.sendPasswordReset(a, randomUUID()))).code).toBe('NOT_FOUND');
    expect((await failure(s.users.setDisabled(a, 'nope', true))).code).toBe('NOT_FOUND');
  });
});

describe('an admin sends a user the reset-password e-mail', () => {
  it('refuses a disabled user with a clear BAD_USER_INPUT and queues nothing', async () => {
    const { admin, manager } = await makeWorld(t.orm);
    const a = staffActor(admin);
    await t.as(a).users.setDisabled(a, manager.id, true);
    expect(await failure(t.as(a).users.sendPasswordReset(a, manager.id))).toEqual({
      code: 'BAD_USER_INPUT',
      message: Messages.userIsDisabled,
    });
    expect(await resetJobs(manager.id)).toBe(0);
  });
});
