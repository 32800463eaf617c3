import type { EntityManager } from '@mikro-orm/postgresql';
import { fixedClock } from '../../../core/clock';
import { ANONYMOUS } from '../../../core/auth/actor';
import { makeTenant } from '../../../test/factories';
import { serviceTier } from '../../../test/service-tier';
import { RetentionSweep } from '../../retention/retention.service';

/**
 * The audit trail by month (issue 41, Migration20261206_41_01_audit_partitions), on a fixed clock and real PostgreSQL:
 * the daily housekeeping makes the months ahead (and fills a gap), drops nothing without an audit retention, and with
 * one drops whole months only past it and past every tenant's retention, recording each drop in the trail.
 */
const clock = fixedClock('2027-03-10T03:00:00Z');
const dataDir = process.env.TEST_DATA_DIR ?? '/tmp/depot-register-test';
let t: Awaited<ReturnType<typeof serviceTier>>;
let tenantId: string;

beforeAll(async () => {
  t = await serviceTier({ label: 'audit_partitions', clock });
  tenantId = (await makeTenant(t.orm)).id;
});
afterAll(async () => {
  await t.close();
});

const sql = async <T = Record<string, unknown>>(q: string, params: unknown[] = []) =>
  (await t.orm.em.fork().getConnection().execute(q, params)) as T[];
const housekeeping = (now: string) =>
  new RetentionSweep({ ...t.as(ANONYMOUS).deps, dataDir, housekeepingDays: 7 }).housekeeping(new Date(now));
/** The partitions a drop at 2028-06-01 with every tenant at 365 days must take: those that ended by 2027-06-02. */
const expired = (p: string) => p === 'audit_log_history' || (/^audit_log_\d{4}_\d{2}$/.test(p) && p <= 'audit_log_2027_05');
const partitions = async () =>
  (
    await sql<{ name: string }>(
      `select inhrelid::regclass::text as name from pg_inherits where inhparent = 'audit_log'::regclass order by 1`,
    )
  ).map((r) => r.name);
/** `n` audit rows at `at`, kept at that time (the owner, with the stamp trigger off for the transaction). */
async function backdated(at: string, n: number) {
  await (t.orm.em.fork() as EntityManager).transactional(async (em) => {
    await em.execute(`set local session_replication_role = replica`);
    await em.execute(
      `insert into audit_log (at, actor_username, tenant_id, action, operation, target_type, changes)
       select ?::timestamptz, 'old', ?, 'visit.insert', 'INSERT', 'Visit', '[]' from generate_series(1, ?)`,
      [at, tenantId, n],
    );
  });
}

it('is partitioned by month, and the housekeeping makes the months ahead, filling a gap', async () => {
  const [kind] = await sql<{ strategy: string }>(
    `select partstrat as strategy from pg_partitioned_table where partrelid = 'audit_log'::regclass`,
  );
  expect(kind.strategy).toBe('r');
  await housekeeping('2027-03-10T03:00:00Z');
  const names = await partitions();
  // the template was migrated today: its months run to at least 2027-01; the clock's months and the gap are made
  for (const month of ['2027_02', '2027_03', '2027_04', '2027_05']) expect(names).toContain(`audit_log_${month}`);
  expect(names).toEqual(expect.arrayContaining(['audit_log_history', 'audit_log_default']));
  // a row of this month goes to its month, not the default
  await backdated('2027-03-05T10:00:00Z', 2);
  const [where] = await sql<{ p: string; n: number }>(
    `select tableoid::regclass::text as p, count(*)::int as n from audit_log where at = '2027-03-05T10:00:00Z' group by 1`,
  );
  expect(where).toEqual({ p: 'audit_log_2027_03', n: 2 });
});

it('drops nothing without an audit retention, and past one only the months every tenant lets go', async () => {
  // a retry starts from no audit retention and the default tenant retention, whatever an earlier attempt set
  await sql(`update audit_policy set keep_days = null`);
  await sql(`update tenant set retention_days = 365`);
  await backdated('2027-02-14T09:00:00Z', 5);
  const before = await partitions();
  // no AUDIT_RETENTION_DAYS: nothing goes, however old
  expect((await housekeeping('2040-01-01T03:00:00Z')).purged.auditPartitions).toBe(0);
  expect(await partitions()).toEqual(expect.arrayContaining(before));

  await sql(`update audit_policy set keep_days = 30`);
  // a tenant keeping its data 1,500 days keeps the trail of those days too
  await sql(`update tenant set retention_days = 1500 where id = ?`, [tenantId]);
  expect((await housekeeping('2028-06-01T03:00:00Z')).purged.auditPartitions).toBe(0);
  expect(await partitions()).toEqual(expect.arrayContaining(before));

  // at 365 days (every tenant): the months that ended by 2027-06-02 go whole, later ones stay
  await sql(`update tenant set retention_days = 365`);
  const run = await housekeeping('2028-06-01T03:00:00Z');
  const after = await partitions();
  for (const gone of ['audit_log_history', 'audit_log_2027_02', 'audit_log_2027_05']) expect(after).not.toContain(gone);
  expect(after).toEqual(expect.arrayContaining(['audit_log_2027_06', 'audit_log_2028_06', 'audit_log_2028_08', 'audit_log_default']));
  expect(run.purged.auditPartitions).toBe(before.filter(expired).length);
  expect(
    Number(
      (
        await sql<{ n: number }>(`select count(*)::int as n from audit_log where at < '2027-06-01' and action <> 'audit.partition_dropped'`)
      )[0].n,
    ),
  ).toBe(0);
  // each drop is in the trail, with the month's row count (written at the database's time: today, on this fixed clock)
  const drops = await sql<{ target_id: string; changes: { field: string; before: unknown }[] }>(
    `select target_id, changes from audit_log where action = 'audit.partition_dropped' order by target_id`,
  );
  expect(drops.map((d) => d.target_id)).toEqual(before.filter(expired).sort());
  expect(drops.find((d) => d.target_id === 'audit_log_2027_02')?.changes[0]).toEqual({ field: 'rows', before: 5, after: 0 });
  // the audit retention is at least 30 days
  await expect(sql(`update audit_policy set keep_days = 5`)).rejects.toThrow(/check constraint/);
});
