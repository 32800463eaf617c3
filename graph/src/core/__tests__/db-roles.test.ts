import { Client } from 'pg';
import { randomBytes } from 'node:crypto';
import { freshDatabase, testOrm } from '../../test';
import { startChildServer } from '../../test/child-server';
import { gql, loginToken, rest } from '../../test/http';
import { makeWorld, TEST_PASSWORD, uniq } from '../../test/factories';
import type { MikroORM } from '@mikro-orm/core';

/**
 * Issue 40: the audit trail cannot be rewritten by the server's own database role. The owner migrates and grants
 * (DATABASE_OWNER_URL); the server serves as a role that owns nothing (DATABASE_URL). The last test shows the hole
 * this closes: a role that owns audit_log (today's single role) disables the trigger and deletes.
 */
const external = !!process.env.TEST_DATABASE_ADMIN_URL;
const maybe = external ? describe : describe.skip;

maybe('the server on a role of its own (external PostgreSQL)', () => {
  let ownerUrl: string;
  let appUrl: string;
  let role: string;
  let admin: Client;
  let orm: MikroORM;
  let server: Awaited<ReturnType<typeof startChildServer>>;

  const asApp = async <T>(fn: (c: Client) => Promise<T>) => {
    const c = new Client({ connectionString: appUrl });
    await c.connect();
    try {
      return await fn(c);
    } finally {
      await c.end();
    }
  };
  /** The SQLSTATE a statement fails with as the server's role ('' when it succeeds). */
  const refusal = (sql: string) =>
    asApp((c) =>
      c.query(sql).then(
        () => '',
        (e: { code?: string }) => e.code ?? '?',
      ),
    );

  beforeAll(async () => {
    ownerUrl = await freshDatabase('roles');
    role = uniq('depot_app_');
    const password = randomBytes(12).toString('hex');
    admin = new Client({ connectionString: process.env.TEST_DATABASE_ADMIN_URL });
    await admin.connect();
    await admin.query(`create role "${role}" login nosuperuser nocreatedb nocreaterole password '${password}'`);
    const u = new URL(ownerUrl);
    u.username = role;
    u.password = password;
    appUrl = u.toString();
    orm = await testOrm(ownerUrl);
    // The server migrates as the owner, grants, then serves as the role.
    server = await startChildServer({ DATABASE_URL: appUrl, DATABASE_OWNER_URL: ownerUrl });
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    await orm?.close(true);
    // the database goes with the run; the role is the cluster's: drop what it was granted, then it
    await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where usename = $1`, [role]).catch(() => undefined);
    const inDb = new URL(process.env.TEST_DATABASE_ADMIN_URL!);
    inDb.pathname = new URL(ownerUrl).pathname;
    const db = new Client({ connectionString: inDb.toString() });
    await db.connect();
    await db.query(`drop owned by "${role}"`).finally(() => db.end());
    await admin.query(`drop role if exists "${role}"`).catch(() => undefined);
    await admin.end();
  });

  it('serves: a walk-in and a staff action are written, and the action is in the audit trail', async () => {
    const { depot, admin: tenantAdmin } = await makeWorld(orm);
    const walkIn = await rest(server.url, 'POST', 'api/unplanned-visit-checkIn', {
      body: {
        carReg: 'R1',
        email: `${uniq('w')}@example.test`,
        firstName: 'Rhea',
        lastName: 'Role',
        meetingWith: '',
        depotBadgeNum: '',
        depot: depot.id,
        temperature: '36.5',
        reasonForVisit: 'Delivery',
        Company: 'Acme',
      },
    });
    expect(walkIn.status).toBe(200);
    const token = await loginToken(server.url, tenantAdmin.username, TEST_PASSWORD);
    const shift = await gql(
      server.url,
      `mutation { addShift(input: { shiftName: "Early", startTime: "06:00", endTime: "14:00" }) { id } }`,
      {},
      token,
    );
    expect(shift.errors).toBeUndefined();
    const rows = await asApp((c) => c.query(`select action, actor_username from audit_log where target_id = $1`, [shift.data.addShift.id]));
    expect(rows.rows).toEqual([{ action: expect.stringMatching(/shift/i), actor_username: tenantAdmin.username }]);
  });

  it('cannot update, delete, truncate, disable, drop or replace what guards the audit trail', async () => {
    const attempts = [
      `update audit_log set action = 'forged'`,
      `delete from audit_log`,
      `truncate audit_log`,
      `alter table audit_log disable trigger audit_log_no_change`,
      `alter table audit_log disable trigger all`,
      `drop trigger audit_log_no_change on audit_log`,
      `drop trigger audit_log_stamp on audit_log`,
      `drop table audit_log`,
      `set session_replication_role = replica`,
      `create or replace function audit_log_append_only() returns trigger language plpgsql as $$ begin return old; end $$`,
      `alter table audit_log owner to current_user`,
      `delete from mikro_orm_migrations`,
      `create table forged (id int)`,
    ];
    const answers = Object.fromEntries(await Promise.all(attempts.map(async (sql) => [sql, await refusal(sql)] as const)));
    // 42501: insufficient privilege (must be owner / permission denied)
    expect(answers).toEqual(Object.fromEntries(attempts.map((sql) => [sql, '42501'])));
    expect(Number((await asApp((c) => c.query('select count(*)::int as n from audit_log'))).rows[0].n)).toBeGreaterThan(0);
  });

  it('a row it inserts itself carries the database time: a backdated one is refused', async () => {
    // `at` chooses the row's month partition, so the server's role may not give it (nor `tx_id`): 42501
    expect(
      await refusal(
        `insert into audit_log (at, actor_username, action, operation, target_type, changes) values ('2020-01-01', 'forger', 'forged', 'INSERT', 'x', '{}')`,
      ),
    ).toBe('42501');
    expect(
      await refusal(
        `insert into audit_log (tx_id, actor_username, action, operation, target_type, changes) values (1, 'forger', 'forged', 'INSERT', 'x', '{}')`,
      ),
    ).toBe('42501');
    const r = await asApp((c) =>
      c.query(
        `insert into audit_log (actor_username, action, operation, target_type, changes) values ('writer', 'written', 'EVENT', 'x', '{}') returning at, tx_id`,
      ),
    );
    expect(Date.now() - new Date(r.rows[0].at).getTime()).toBeLessThan(60_000);
  });

  it('cannot reach a month partition, change the audit retention, or drop a month itself; it may call the maintenance', async () => {
    const { rows: parts } = await orm.em
      .getConnection()
      .execute<{ name: string }[]>(`select inhrelid::regclass::text as name from pg_inherits where inhparent = 'audit_log'::regclass`)
      .then((rows) => ({ rows }));
    expect(parts.length).toBeGreaterThanOrEqual(3); // the history, the default and the months ahead
    for (const { name } of parts)
      for (const sql of [
        `delete from ${name}`,
        `truncate ${name}`,
        `update ${name} set action = 'forged'`,
        `drop table ${name}`,
        `alter table audit_log detach partition ${name}`,
      ])
        expect([sql, await refusal(sql)]).toEqual([sql, '42501']);
    expect(await refusal(`update audit_policy set keep_days = 30`)).toBe('42501');
    // the maintenance drops only what the owner's policy allows (none set here: nothing)
    const dropped = await asApp((c) => c.query(`select * from audit_log_maintain(now() + interval '20 years')`));
    expect(dropped.rows).toEqual([]);
  });

  it('(the hole it closes) the owner role, as the single role was, disables the trigger and deletes', async () => {
    const c = new Client({ connectionString: ownerUrl });
    await c.connect();
    try {
      await c.query('begin');
      await c.query('alter table audit_log disable trigger audit_log_no_change');
      const d = await c.query('delete from audit_log');
      expect(d.rowCount).toBeGreaterThan(0);
      await c.query('rollback');
    } finally {
      await c.end();
    }
  });
});
