import ExcelJS from 'exceljs';
import type { EntityManager } from '@mikro-orm/postgresql';
import { startTestServer, type TestServer } from '../../../test/server';
import { freshDatabase } from '../../../test/database';
import { gql } from '../../../test/http';
import { untilOutboxDone } from '../../../test/outbox';
import { makeDepot, makeUser, makeWorld, uniq } from '../../../test/factories';
import { fixedClock } from '../../../core/clock';
import { Messages } from '../../../contracts/messages';
import { tokenFor } from '../../tenants/__tests__/support';
import { walkIn } from '../../visits/__tests__/support';
import { readSummary, summaryWorkbook, SummarySweep } from '../summary.jobs';

/**
 * Summaries that come by themselves (issue 39) on a fixed clock in Europe/Dublin across both DST changes of 2027
 * (Sunday 28 March: 23 hours; Sunday 31 October: 25 hours): the opt-in on the profile (bad input refused, nothing
 * written), one end-of-day summary per user and day and one end-of-week per week with two sweeps at once (two
 * workers), nothing before the depot's day is over, the right people in it, nothing for a user who did not opt in.
 * A database of its own: the sweep reads every subscription (the worker's own sweep runs on the real clock, in 2026,
 * before any of these opt-ins, and so finds nothing due).
 */
const clock = fixedClock('2027-03-27T09:00:00Z');
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ databaseUrl: await freshDatabase('summaries'), clock });
});
afterAll(async () => {
  await s.close();
});

const q = async <T = any>(sql: string, params: unknown[] = []): Promise<T[]> => s.orm.em.fork().getConnection().execute(sql, params);
const MINE = 'query { mySummaries { depotId depotCode timeZone endOfDay endOfWeek } }';
const SET = 'mutation($i: SetMySummaryInput!) { setMySummary(input: $i) { depotId depotCode endOfDay endOfWeek } }';
/** Two sweeps at once at `at` (two workers). */
const sweeps = (at: string) =>
  Promise.all([0, 1].map(() => new SummarySweep({ em: s.orm.em.fork() as EntityManager, clock: fixedClock(at) }).run()));
const sends = async (depotId: string) =>
  q<{ user_id: string; kind: string; first: string }>(
    `select user_id, kind, to_char(period_start, 'YYYY-MM-DD') as first from summary_send where depot_id = ? order by first, kind, user_id`,
    [depotId],
  );
const arrive = async (at: string, depotId: string, firstName: string) => {
  clock.set(at);
  const r = await walkIn(s, depotId, { firstName, lastName: 'Test', email: `${uniq(firstName.toLowerCase())}@example.test` });
  expect(r.status).toBe(200);
};
const mailsTo = (email: string, start: string) => s.mail.messages.filter((m) => m.to.includes(email) && m.subject.startsWith(start));

describe('summaries (issue 39)', () => {
  it('opt-in per depot on the profile: a TenantAdmin any depot of the tenant, a manager their own; bad input refused, nothing written', async () => {
    clock.set('2027-03-27T09:00:00Z');
    const w = await makeWorld(s.orm);
    const second = await makeDepot(s.orm, w.tenant);
    const other = await makeWorld(s.orm);
    const admin = tokenFor(s, w.admin);
    const manager = tokenFor(s, w.manager);
    const listed = (await gql(s.url, MINE, {}, admin)).data.mySummaries as { depotId: string; endOfDay: boolean }[];
    expect(listed.map((r) => r.depotId).sort()).toEqual([w.depot.id, second.id].sort());
    expect(listed.every((r) => !r.endOfDay)).toBe(true);
    expect((await gql(s.url, MINE, {}, manager)).data.mySummaries.map((r: { depotId: string }) => r.depotId)).toEqual([w.depot.id]);

    const on = await gql(s.url, SET, { i: { depotId: second.id, endOfDay: true, endOfWeek: false } }, admin);
    expect(on.errors).toBeUndefined();
    expect(on.data.setMySummary.find((r: { depotId: string }) => r.depotId === second.id)).toMatchObject({
      endOfDay: true,
      endOfWeek: false,
    });
    // Audited like the other settings.
    const [audit] = await q(`select count(*)::int as n from audit_log where action = 'summaries.preferences'`);
    expect(audit.n).toBeGreaterThan(0);

    // Another tenant's depot, a depot the manager does not manage, a malformed id: the catalogue's 400, nothing written.
    const before = (await q(`select count(*)::int as n from summary_subscription`))[0].n;
    for (const [token, depotId] of [
      [admin, other.depot.id],
      [manager, second.id],
      [admin, 'not-a-depot'],
      [manager, '00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const r = await gql(s.url, SET, { i: { depotId, endOfDay: true, endOfWeek: true } }, token);
      expect(r.errors?.[0]).toMatchObject({ message: Messages.summariesDepot, extensions: { code: 'BAD_USER_INPUT' } });
    }
    const notBool = await gql(
      s.url,
      'mutation { setMySummary(input: { depotId: "x", endOfDay: "yes", endOfWeek: true }) { depotId } }',
      {},
      admin,
    );
    expect(notBool.errors?.length).toBeGreaterThan(0);
    expect((await q(`select count(*)::int as n from summary_subscription`))[0].n).toBe(before);
    // Roles without depots to summarise, and no session, are refused.
    const guard = await makeUser(s.orm, { tenant: w.tenant, depot: w.depot, role: 'Security' });
    expect((await gql(s.url, MINE, {}, tokenFor(s, guard))).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await gql(s.url, MINE, {})).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it("across the March DST change: one end-of-day summary per user and day, one end-of-week, after the depot's day ends, with the right people", async () => {
    clock.set('2027-03-27T09:00:00Z'); // Saturday, GMT
    const w = await makeWorld(s.orm);
    const bystander = await makeUser(s.orm, { tenant: w.tenant, depot: w.depot, role: 'TenantAdmin', email: `${uniq('by')}@example.test` });
    expect(await gql(s.url, SET, { i: { depotId: w.depot.id, endOfDay: true, endOfWeek: true } }, tokenFor(s, w.admin))).not.toHaveProperty(
      'errors',
    );
    expect(
      await gql(s.url, SET, { i: { depotId: w.depot.id, endOfDay: true, endOfWeek: false } }, tokenFor(s, w.manager)),
    ).not.toHaveProperty('errors');
    // The bystander looked but did not opt in (a row with both off).
    await gql(s.url, SET, { i: { depotId: w.depot.id, endOfDay: false, endOfWeek: false } }, tokenFor(s, bystander));

    await arrive('2027-03-27T10:00:00Z', w.depot.id, 'Saturnina');
    await q(`update attendance set checked_out_at = '2027-03-27T12:00:00Z' where depot_id = ?`, [w.depot.id]);
    await arrive('2027-03-27T23:30:00Z', w.depot.id, 'Latesat'); // 23:30 GMT: still Saturday, stays on site
    await q(
      `insert into watchlist_match (id, created_at, updated_at, tenant_id, depot_id, action, matched_fields, person_name, path, occurred_at)
       values (gen_random_uuid(), now(), now(), ?, ?, 'BLOCK', '["name"]', 'Blocky Banned', 'walk-in', '2027-03-27T15:00:00Z')`,
      [w.tenant.id, w.depot.id],
    );

    // Saturday is not over in Dublin: nothing; once it is, two sweeps at once write one row per user.
    await sweeps('2027-03-27T23:59:00Z');
    expect(await sends(w.depot.id)).toEqual([]);
    await sweeps('2027-03-28T00:05:00Z');
    const sat = [w.admin.id, w.manager.id].sort().map((user_id) => ({ user_id, kind: 'DAY', first: '2027-03-27' }));
    expect(await sends(w.depot.id)).toEqual(sat);

    // Sunday 28 March: the clocks go forward at 01:00 GMT; the day is 23 hours and ends at 23:00 UTC.
    await arrive('2027-03-28T10:00:00Z', w.depot.id, 'Sundora');
    await arrive('2027-03-28T22:30:00Z', w.depot.id, 'Sunlate'); // 23:30 IST: Sunday
    await arrive('2027-03-28T23:10:00Z', w.depot.id, 'Mondearly'); // 00:10 IST: Monday
    await q(`update attendance set temperature = '38.4' where depot_id = ? and checked_in_at = '2027-03-28T10:00:00Z'`, [w.depot.id]);
    await sweeps('2027-03-28T22:55:00Z'); // 23:55 IST, a UTC day would have ended long ago: nothing
    expect(await sends(w.depot.id)).toEqual(sat);
    await sweeps('2027-03-28T23:05:00Z'); // 00:05 IST Monday: Sunday and the week 22-28 March are over
    await sweeps('2027-03-29T12:00:00Z'); // a later sweep adds none
    const after = await sends(w.depot.id);
    expect(after).toEqual(
      [
        ...sat,
        ...[w.admin.id, w.manager.id].map((user_id) => ({ user_id, kind: 'DAY', first: '2027-03-28' })),
        { user_id: w.admin.id, kind: 'WEEK', first: '2027-03-22' },
      ].sort((a, b) => a.first.localeCompare(b.first) || a.kind.localeCompare(b.kind) || a.user_id.localeCompare(b.user_id)),
    );

    await untilOutboxDone(s.orm, 'summary-send');
    const code = w.depot.code;
    await s.mail.waitFor((m) => m.to.includes(w.admin.email) && m.subject.startsWith(`End of week at ${code}`));
    await s.mail.waitFor((m) => m.to.includes(w.manager.email) && m.subject.includes('28-03-2027'));
    const adminDays = mailsTo(w.admin.email, `End of day at ${code}`);
    expect(adminDays.map((m) => m.subject).sort()).toEqual([
      `End of day at ${code}: 27-03-2027, 2 sign-in(s)`,
      `End of day at ${code}: 28-03-2027, 2 sign-in(s)`,
    ]);
    expect(mailsTo(w.manager.email, `End of day at ${code}`)).toHaveLength(2);
    expect(mailsTo(w.manager.email, `End of week`)).toHaveLength(0);
    expect(s.mail.messages.filter((m) => m.to.includes(bystander.email))).toHaveLength(0);

    const saturday = adminDays.find((m) => m.subject.includes('27-03-2027'))!;
    expect(saturday.text).toContain('Saturnina Test');
    expect(saturday.text).toContain('Latesat Test');
    expect(saturday.text).not.toContain('Sundora');
    expect(saturday.text).toMatch(/Still on site at the end of the day: 1\s+- Latesat Test \(Acme\): signed in 2027\/03\/27 @ 23:30/);
    expect(saturday.text).toContain('Watchlist block (entry refused): Blocky Banned');
    expect(saturday.text).toContain('Refused entries (watchlist blocks): 1');
    expect(saturday.raw).toContain(`end-of-day-${code}-2027-03-27.xlsx`);
    const sunday = adminDays.find((m) => m.subject.includes('28-03-2027'))!;
    expect(sunday.text).toContain('Sundora Test');
    expect(sunday.text).toContain('Sunlate Test (Acme), Unplanned: in 23:30');
    expect(sunday.text).not.toContain('Mondearly');
    expect(sunday.text).not.toContain('Saturnina');
    expect(sunday.text).toContain('Temperature 38.4: Sundora Test');
    expect(sunday.text).toMatch(/Still on site at the end of the day: 3/);

    const week = mailsTo(w.admin.email, `End of week at ${code}`);
    expect(week).toHaveLength(1);
    expect(week[0].subject).toBe(`End of week at ${code}: 22-03-2027 to 28-03-2027, 4 sign-in(s)`);
    expect(week[0].text).toContain('Saturday 27th Mar 2027: 2');
    expect(week[0].text).toContain('Sunday 28th Mar 2027: 2');
    expect(week[0].text).toContain('Monday 22nd Mar 2027: 0');
    expect(week[0].raw).toContain(`end-of-week-${code}-2027-03-22.xlsx`);

    // The attached workbook holds the day's sign-ins (read back with exceljs).
    const content = await readSummary(s.orm.em.fork() as EntityManager, {
      kind: 'DAY',
      first: '2027-03-28',
      depotId: w.depot.id,
      depotCode: code,
      zone: 'Europe/Dublin',
      tempMax: '37.5',
    });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await summaryWorkbook(content)) as never);
    const names = wb.worksheets[0].getColumn(1).values.filter(Boolean);
    expect(names).toEqual(['Name', 'Sundora Test', 'Sunlate Test']);
  });

  it('across the October DST change (a 25-hour Sunday): once per day and week, a late arrival in the extra hour counted; turned off: nothing more', async () => {
    clock.set('2027-10-29T09:00:00Z');
    const w = await makeWorld(s.orm);
    await gql(s.url, SET, { i: { depotId: w.depot.id, endOfDay: true, endOfWeek: true } }, tokenFor(s, w.admin));
    await arrive('2027-10-31T00:30:00Z', w.depot.id, 'Octearly'); // 01:30 IST, the first of two 01:30s
    await arrive('2027-10-31T23:30:00Z', w.depot.id, 'Octlate'); // 23:30 GMT: still Sunday
    await sweeps('2027-10-31T23:45:00Z');
    expect((await sends(w.depot.id)).filter((r) => r.first === '2027-10-31')).toEqual([]);
    await sweeps('2027-11-01T00:05:00Z');
    await sweeps('2027-11-01T00:06:00Z');
    const rows = await sends(w.depot.id);
    expect(rows.filter((r) => r.first === '2027-10-31')).toEqual([{ user_id: w.admin.id, kind: 'DAY', first: '2027-10-31' }]);
    expect(rows.filter((r) => r.kind === 'WEEK')).toEqual([{ user_id: w.admin.id, kind: 'WEEK', first: '2027-10-25' }]);
    await untilOutboxDone(s.orm, 'summary-send');
    const sunday = await s.mail.waitFor((m) => m.to.includes(w.admin.email) && m.subject.includes(': 31-10-2027'));
    expect(sunday.text).toContain('Octearly Test');
    expect(sunday.text).toContain('Octlate Test (Acme), Unplanned: in 23:30');

    // Turned off: the next day's sweep writes nothing.
    await gql(s.url, SET, { i: { depotId: w.depot.id, endOfDay: false, endOfWeek: false } }, tokenFor(s, w.admin));
    await sweeps('2027-11-02T00:05:00Z');
    expect((await sends(w.depot.id)).filter((r) => r.first === '2027-11-01')).toEqual([]);
  });

  it('a user disabled is sent nothing more; a user removed takes their subscriptions and sends', async () => {
    clock.set('2027-03-27T09:00:00Z');
    const w = await makeWorld(s.orm);
    await gql(s.url, SET, { i: { depotId: w.depot.id, endOfDay: true, endOfWeek: false } }, tokenFor(s, w.manager));
    await sweeps('2027-03-29T00:05:00Z');
    expect(await sends(w.depot.id)).toHaveLength(1);
    await q(`update app_user set disabled = true where id = ?`, [w.manager.id]);
    await sweeps('2027-03-30T00:05:00Z');
    expect(await sends(w.depot.id)).toHaveLength(1);
    await q(`delete from app_user where id = ?`, [w.manager.id]);
    expect(await q(`select 1 from summary_subscription where user_id = ?`, [w.manager.id])).toEqual([]);
    expect(await sends(w.depot.id)).toEqual([]);
  });
});
