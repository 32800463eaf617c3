import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { fixedClock } from '../../../core/clock';
import { ANONYMOUS } from '../../../core/auth/actor';
import { housekeepingDaysOf } from '../../../core/config';
import { makeDepot, makeTenant, makeUser } from '../../../test/factories';
import { serviceTier } from '../../../test/service-tier';
import { RetentionSweep } from '../retention.service';
import { runnerOf } from '../anonymise';
import { purgeFinished } from '../purge';

/**
 * Housekeeping of finished work (issue 41) on a fixed clock and real PostgreSQL: done outbox rows, delivered webhook
 * deliveries (and their attempts) and send-once mail records older than HOUSEKEEPING_DAYS go in batches; pending and
 * in-flight rows stay whatever their age, and so does a mail record whose job may still run; two workers at once share
 * the rows without failing or counting one twice.
 */
const clock = fixedClock('2027-03-10T03:00:00Z');
const dataDir = process.env.TEST_DATA_DIR ?? '/tmp/depot-register-test';
let t: Awaited<ReturnType<typeof serviceTier>>;
let endpointId: string;
let tenantId: string;

beforeAll(async () => {
  t = await serviceTier({ label: 'housekeeping', clock });
  const tenant = await makeTenant(t.orm);
  tenantId = tenant.id;
  endpointId = randomUUID();
  await sql(
    `insert into webhook_endpoint (id, created_at, updated_at, tenant_id, url, events, secret, created_by)
     values (?, now(), now(), ?, 'https://hooks.example.test/in', '{visit.booked}', 'whsec_x', 'test')`,
    [endpointId, tenantId],
  );
});
afterAll(async () => {
  await t.close();
});
// Each test counts what it made (the suite's database is its own).
beforeEach(async () => {
  for (const table of ['outbox_event', 'webhook_delivery', 'mail_delivery']) await sql(`delete from "${table}"`);
});

const sql = async <T = Record<string, unknown>>(q: string, params: unknown[] = []) =>
  (await t.orm.em.fork().getConnection().execute(q, params)) as T[];
const sweep = (purgeBatch = 5000, housekeepingDays = 7) =>
  new RetentionSweep({ ...t.as(ANONYMOUS).deps, dataDir, housekeepingDays }, 2000, purgeBatch);

/** An outbox row: created, handed over (dispatched) and done at the given instants (null: not yet). */
async function outbox(created: string, dispatched: string | null, done: string | null): Promise<string> {
  const id = randomUUID();
  await sql(
    `insert into outbox_event (id, created_at, updated_at, queue, name, payload, dispatched_at, done_at, attempts)
     values (?, ?, ?, 'mail', 'visit-booked', '{"visitId":"x"}'::jsonb, ?, ?, 0)`,
    [id, created, created, dispatched, done],
  );
  return id;
}

async function delivery(status: string, delivered: string | null, sendingUntil: string | null = null): Promise<string> {
  const id = randomUUID();
  await sql(
    `insert into webhook_delivery (id, created_at, updated_at, tenant_id, endpoint_id, event_id, type, body, status, attempts, delivered_at, sending_until)
     values (?, '2027-01-01T00:00:00Z', '2027-01-01T00:00:00Z', ?, ?, ?, 'visit.booked', '{}', ?, 1, ?, ?)`,
    [id, tenantId, endpointId, randomUUID(), status, delivered, sendingUntil],
  );
  await sql(
    `insert into webhook_attempt (id, created_at, updated_at, delivery_id, attempt, status_code, latency_ms)
     values (gen_random_uuid(), now(), now(), ?, 1, 200, 12)`,
    [id],
  );
  return id;
}

async function mail(sourceEventId: string, created: string): Promise<string> {
  const id = randomUUID();
  await sql(
    `insert into mail_delivery (id, created_at, updated_at, source_event_id, recipient, kind) values (?, ?, ?, ?, ?, 'visit-booked')`,
    [id, created, created, sourceEventId, `${id}@example.test`],
  );
  return id;
}

const exists = async (table: string, id: string) => (await sql(`select 1 from "${table}" where id = ?`, [id])).length === 1;
const count = async (table: string, ids: string[]) =>
  Number((await sql<{ n: number }>(`select count(*)::int as n from "${table}" where id = any(?::uuid[])`, [`{${ids.join(',')}}`]))[0].n);

const OLD = '2027-02-01T10:00:00Z';
const RECENT = '2027-03-09T10:00:00Z'; // a day old: within the 7 days kept

describe('housekeeping of finished work (issue 41)', () => {
  it('deletes done outbox rows, delivered webhooks and send-once records past the age, in batches; pending and in-flight stay', async () => {
    const oldDone = await Promise.all(Array.from({ length: 12 }, () => outbox(OLD, OLD, OLD)));
    const recentDone = await outbox(RECENT, RECENT, RECENT);
    const pending = await outbox('2026-12-01T00:00:00Z', null, null); // never handed over (Redis away for months)
    const inFlight = await outbox('2026-12-01T00:00:00Z', '2026-12-01T00:00:01Z', null); // handed over, job not run
    const doneJustBeforeCutoff = await outbox(OLD, OLD, '2027-03-03T02:59:59Z');
    const doneJustAfterCutoff = await outbox(OLD, OLD, '2027-03-03T03:00:01Z');

    const delivered = await Promise.all([1, 2, 3].map(() => delivery('SUCCEEDED', OLD)));
    const deliveredRecently = await delivery('SUCCEEDED', RECENT);
    const failed = await delivery('FAILED', null);
    const waiting = await delivery('PENDING', null);
    const sending = await delivery('PENDING', null, '2027-03-10T03:00:30Z');

    const mailOfDone = await mail(oldDone[0], OLD);
    const mailOfGone = await mail(randomUUID(), OLD); // its outbox row was deleted already
    const mailOfInFlight = await mail(inFlight, OLD); // its job may still run: the record keeps a retry from mailing twice
    const mailRecent = await mail(recentDone, RECENT);

    const runs = await sweep(5).runDue();
    const house = runs.find((r) => r.tenantId === null)!;
    expect(house.counts.purged).toEqual({ outboxEvents: 13, webhookDeliveries: 3, mailDeliveries: 2, summarySends: 0, auditPartitions: 0 });

    expect(await count('outbox_event', [...oldDone, doneJustBeforeCutoff])).toBe(0);
    for (const id of [recentDone, pending, inFlight, doneJustAfterCutoff]) expect(await exists('outbox_event', id)).toBe(true);
    expect(await count('webhook_delivery', delivered)).toBe(0);
    expect(
      Number(
        (
          await sql<{ n: number }>(`select count(*)::int as n from webhook_attempt where delivery_id = any(?::uuid[])`, [`{${delivered}}`])
        )[0].n,
      ),
    ).toBe(0); // their attempts went with them
    for (const id of [deliveredRecently, failed, waiting, sending]) expect(await exists('webhook_delivery', id)).toBe(true);
    expect(await count('mail_delivery', [mailOfDone, mailOfGone])).toBe(0);
    for (const id of [mailOfInFlight, mailRecent]) expect(await exists('mail_delivery', id)).toBe(true);

    // The same day again: the housekeeping was claimed, nothing runs twice.
    expect((await sweep(5).runDue()).filter((r) => r.tenantId === null)).toEqual([]);

    // Once its job is done, the in-flight row and its mail record age out like the others.
    await sql(`update outbox_event set done_at = ? where id = ?`, ['2027-03-01T00:00:00Z', inFlight]);
    expect(await purgeFinished(runnerOf(t.orm.em.fork() as EntityManager), new Date('2027-03-03T03:00:00Z'))).toEqual({
      outboxEvents: 1,
      webhookDeliveries: 0,
      mailDeliveries: 1,
      summarySends: 0,
    });
    expect(await exists('outbox_event', pending)).toBe(true);
  });

  it('HOUSEKEEPING_DAYS sets the age: 30 keeps what 7 deletes', async () => {
    clock.set('2027-03-11T03:00:00Z');
    const tenDaysOld = await outbox('2027-03-01T00:00:00Z', '2027-03-01T00:00:00Z', '2027-03-01T00:00:00Z');
    const runs = await sweep(5000, 30).runDue();
    expect(runs.find((r) => r.tenantId === null)!.counts.purged).toEqual({
      outboxEvents: 0,
      webhookDeliveries: 0,
      mailDeliveries: 0,
      summarySends: 0,
      auditPartitions: 0,
    });
    expect(await exists('outbox_event', tenDaysOld)).toBe(true);
    clock.set('2027-03-12T03:00:00Z');
    expect((await sweep(5000, 7).runDue()).find((r) => r.tenantId === null)!.counts.purged!.outboxEvents).toBe(1);
    expect(await exists('outbox_event', tenDaysOld)).toBe(false);
  });

  it('two workers at once: one runs the day, and two purges side by side share the rows, none counted twice', async () => {
    clock.set('2027-03-20T03:00:00Z');
    const old = await Promise.all(Array.from({ length: 60 }, () => outbox(OLD, OLD, OLD)));
    const keep = await outbox(OLD, OLD, null);
    const oldMail = await Promise.all(old.slice(0, 20).map((id) => mail(id, OLD)));

    // Two workers' daily job together: one claims the day's housekeeping, the other finds it claimed.
    const [a, b] = await Promise.all([sweep(7).runDue(), sweep(7).runDue()]);
    const houses = [...a, ...b].filter((r) => r.tenantId === null);
    expect(houses).toHaveLength(1);
    expect(houses[0].counts.purged).toEqual({
      outboxEvents: 60,
      webhookDeliveries: 0,
      mailDeliveries: 20,
      summarySends: 0,
      auditPartitions: 0,
    });
    expect(await count('outbox_event', old)).toBe(0);
    expect(await count('mail_delivery', oldMail)).toBe(0);
    expect(await exists('outbox_event', keep)).toBe(true);

    // The statements themselves, run by two connections at once in small batches: every row once, no error.
    const more = await Promise.all(Array.from({ length: 80 }, () => outbox(OLD, OLD, OLD)));
    const moreMail = await Promise.all(more.slice(0, 30).map((id) => mail(id, OLD)));
    const cutoff = new Date('2027-03-13T03:00:00Z');
    const [x, y] = await Promise.all([
      purgeFinished(runnerOf(t.orm.em.fork() as EntityManager), cutoff, 3),
      purgeFinished(runnerOf(t.orm.em.fork() as EntityManager), cutoff, 3),
    ]);
    expect(x.outboxEvents + y.outboxEvents).toBe(80);
    expect(x.mailDeliveries + y.mailDeliveries).toBe(30);
    expect(await count('outbox_event', more)).toBe(0);
    expect(await count('mail_delivery', moreMail)).toBe(0);
    expect(await exists('outbox_event', keep)).toBe(true);
  });

  it('summaries: a sent row goes once its period began two weeks before the cut-off; unsent or recent rows stay', async () => {
    clock.set('2027-04-20T03:00:00Z');
    const depot = await makeDepot(t.orm, { id: tenantId } as never);
    const user = await makeUser(t.orm, { tenant: { id: tenantId } as never, role: 'TenantAdmin' });
    const send = async (kind: 'DAY' | 'WEEK', periodStart: string, created: string, sent: string | null) => {
      const id = randomUUID();
      await sql(
        `insert into summary_send (id, created_at, tenant_id, user_id, depot_id, kind, period_start, sent_at) values (?, ?, ?, ?, ?, ?, ?, ?)`,
        [id, created, tenantId, user.id, depot.id, kind, periodStart, sent],
      );
      return id;
    };
    // the cut-off is 2027-04-13 (7 days): periods that began before 2027-03-30 go
    const oldDay = await send('DAY', '2027-03-20', '2027-03-21T01:00:00Z', '2027-03-21T01:00:05Z');
    const oldWeek = await send('WEEK', '2027-03-22', '2027-03-29T01:00:00Z', '2027-03-29T01:00:05Z');
    const unsent = await send('DAY', '2027-03-19', '2027-03-20T01:00:00Z', null); // its job may still run
    const lastWeek = await send('WEEK', '2027-04-05', '2027-04-12T01:00:00Z', '2027-04-12T01:00:05Z'); // the sweep may look at it
    const run = (await sweep().runDue()).find((r) => r.tenantId === null)!;
    expect(run.counts.purged!.summarySends).toBe(2);
    expect(await count('summary_send', [oldDay, oldWeek])).toBe(0);
    for (const id of [unsent, lastWeek]) expect(await exists('summary_send', id)).toBe(true);
  });

  it('HOUSEKEEPING_DAYS: unset or empty is 7; a number of days of at least 1; anything else stops the start with a clear message', () => {
    expect(housekeepingDaysOf(undefined)).toBe(7);
    expect(housekeepingDaysOf('')).toBe(7);
    expect(housekeepingDaysOf('30')).toBe(30);
    for (const bad of ['0', '-1', 'seven', '0.5'])
      expect(() => housekeepingDaysOf(bad)).toThrow(/HOUSEKEEPING_DAYS must be a number of days of at least 1/);
  });
});
