import { Queue } from 'bullmq';
import { jobHandlers, type JobContext } from '@depot/graph/worker';
import {
  freshDatabase,
  makeBadges,
  makeUser,
  makeWorld,
  PROBE,
  probeEvent,
  rest,
  startTestServer,
  uniq,
  until,
  type TestServer,
} from '../../../graph/src/test';
import { createMailer } from '../adapters/mailer';

/**
 * The worker's scheduled jobs (issue 23): the end-of-day sign-out is a BullMQ job scheduler the worker sets up
 * itself, and its handler run twice at once (two workers, or a retry) signs each person out once, with one live
 * event each, published through the worker's own event bus (Redis) to the graph replica's subscribers.
 */
let s: TestServer;
beforeAll(async () => {
  // A database of its own: its handlers run over every tenant on fixed clocks (the end-of-day sign-out at noon, the
  // retention run in 2031, whose cut-off is past every row the other suites write), so on the run's shared database
  // they signed out and anonymised the people of suites running beside it (an evacuation test saw "(erased)").
  s = await startTestServer({ databaseUrl: await freshDatabase('schedules') });
});
afterAll(async () => {
  await s?.close();
});

describe('scheduled jobs', () => {
  it('the worker schedules the end-of-day sign-out every minute', async () => {
    const queue = new Queue('schedules', { connection: { url: s.config.redisUrl }, prefix: s.config.redisPrefix });
    try {
      await until(
        async () => (await queue.getJobSchedulers()).some((j) => j.key === 'end-of-day-sign-out' || j.id === 'end-of-day-sign-out'),
        10_000,
        'the scheduler',
      );
      const [sched] = (await queue.getJobSchedulers()).filter((j) => j.key === 'end-of-day-sign-out' || j.id === 'end-of-day-sign-out');
      expect(Number(sched.every)).toBe(60_000);
    } finally {
      await queue.close();
    }
  });

  it('its job run twice at once signs each person out once, and the live views hear each once', async () => {
    const { tenant, depot } = await makeWorld(s.orm);
    await makeBadges(s.orm, depot, ['N1']);
    const admin = await makeUser(s.orm, { tenant, depot, role: 'TenantAdmin', username: uniq('eod_') });
    const r = await rest(s.url, 'POST', 'api/unplanned-visit-checkIn', {
      body: {
        firstName: 'Late',
        lastName: 'Stayer',
        email: `${uniq('eod')}@example.test`,
        Company: 'Acme',
        carReg: 'X1',
        reasonForVisit: 'Meeting',
        depot: depot.id,
        depotBadgeNum: 'N1',
      },
    });
    expect(r.status).toBe(200);
    // The depot's sign-out time has come on a fixed clock (noon UTC, 11:00 at the depot): the sign-in was before it.
    const now = new Date('2030-01-15T12:00:00Z');
    await s.orm.em
      .fork()
      .getConnection()
      .execute(`update depot set auto_sign_out_time = '11:00', time_zone = 'Europe/Dublin' where id = ?`, [depot.id]);
    const heard: string[] = [];
    const stop = s.events.on('attendanceChanged', (e) => heard.push(`${e.kind}:${e.attendeeName}`), depot.id);
    await until(() => s.events.reach('attendanceChanged', depot.id) > 0, 10_000, 'the listener');
    const ctx = (): JobContext => ({
      orm: s.orm,
      config: s.config,
      mailer: createMailer(s.config),
      log: () => undefined,
      events: s.events,
      now: () => now,
    });
    const job = { id: 'schedule-test', name: 'end-of-day-sign-out' as const, data: {} };
    const [a, b] = await Promise.all([jobHandlers['end-of-day-sign-out'](ctx(), job), jobHandlers['end-of-day-sign-out'](ctx(), job)]);
    const mine = [a, b].flatMap((runs) => (runs as { depotId: string; closed: number | null }[]).filter((x) => x.depotId === depot.id));
    expect(mine.map((x) => x.closed).sort()).toEqual([1, null]);
    await until(() => heard.length >= 1, 10_000, 'the CHECKED_OUT event');
    // Then a probe on the same bus and channel: a second copy of the sign-out, published before it, would come before it.
    s.events.attendanceChanged(probeEvent(tenant.id, depot.id));
    await until(() => heard.includes(`CHECKED_IN:${PROBE}`), 10_000, 'the probe after the sign-outs');
    expect(heard.filter((h) => h !== `CHECKED_IN:${PROBE}`)).toEqual(['CHECKED_OUT:Late Stayer']);
    stop();
    // The badge is free again, and the sign-out is marked automatic.
    const [row] = await s.orm.em
      .fork()
      .getConnection()
      .execute(`select auto_checkout, badge_id from attendance where depot_id = ?`, [depot.id]);
    expect(row.auto_checkout).toBe(true);
    void admin;
  });

  it('the worker schedules the retention job every hour; run twice at once, each tenant is run once a day', async () => {
    const queue = new Queue('schedules', { connection: { url: s.config.redisUrl }, prefix: s.config.redisPrefix });
    try {
      await until(
        async () => (await queue.getJobSchedulers()).some((j) => j.key === 'retention' || j.id === 'retention'),
        10_000,
        'the scheduler',
      );
      const [sched] = (await queue.getJobSchedulers()).filter((j) => j.key === 'retention' || j.id === 'retention');
      expect(Number(sched.every)).toBe(3_600_000);
    } finally {
      await queue.close();
    }
    const { tenant } = await makeWorld(s.orm);
    // A day of its own, far from the other tests' and the live scheduler's.
    const now = new Date('2031-01-15T03:00:00Z');
    const ctx = (): JobContext => ({ orm: s.orm, config: s.config, mailer: createMailer(s.config), log: () => undefined, now: () => now });
    const job = { id: 'retention-test', name: 'retention' as const, data: {} };
    const [a, b] = await Promise.all([jobHandlers.retention(ctx(), job), jobHandlers.retention(ctx(), job)]);
    const mine = [a, b].flatMap((runs) => (runs as { tenantId: string | null }[]).filter((x) => x.tenantId === tenant.id));
    expect(mine).toHaveLength(1);
    const rows = await s.orm.em
      .fork()
      .getConnection()
      .execute(`select run_date, cutoff from retention_run where tenant_id = ? and kind = 'retention'`, [tenant.id]);
    expect(rows).toHaveLength(1);
    expect(new Date(rows[0].cutoff).toISOString()).toBe('2030-01-15T03:00:00.000Z');
  });
});
