import type { EntityManager } from '@mikro-orm/postgresql';
import { startTestServer, type TestServer } from '../../../test/server';
import { freshDatabase } from '../../../test/database';
import { gql } from '../../../test/http';
import { until } from '../../../test/until';
import { untilOutboxDone } from '../../../test/outbox';
import { plainText } from '../../../test/smtp-sink';
import { makeDepot, makeManager, makeUser, makeVisit, makeWorld, uniq } from '../../../test/factories';
import { tokenFor } from '../../tenants/__tests__/support';
import { checkIn, walkIn } from '../../visits/__tests__/support';
import { Messages } from '../../../contracts/messages';
import { OverstaySweep } from '../overstay.service';

/**
 * Overstay (issue 37): a depot's expected stay and a planned visit's own length; whoever is still signed in past it is
 * flagged on the on-site list, and the depot's managers are told once (the sweep twice at once, then again: one
 * e-mail per person). A database of its own: the sweep reads every depot, and no other suite's worker may take its jobs.
 */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ databaseUrl: await freshDatabase('overstay') });
});
afterAll(async () => {
  await s.close();
});

const q = async <T = any>(sql: string, params: unknown[] = []): Promise<T[]> => s.orm.em.fork().getConnection().execute(sql, params);
const SET = 'mutation($d: ID!, $m: Int) { setDepotExpectedStay(depotId: $d, minutes: $m) }';
const ON_SITE = `query($d: ID!) { onSiteNow(depotId: $d) { expectedStayMinutes rows { attendanceId name expectedBy overstaying } } }`;
const BOOK = 'mutation($i: BookVisitInput!) { bookVisit(input: $i) { id expectedMinutes } }';
const sweep = () => new OverstaySweep({ em: s.orm.em.fork() as EntityManager, clock: { now: () => new Date() } }).run();

describe('overstay (issue 37)', () => {
  it("a depot's expected stay: set and cleared by its staff, refused when absurd or not theirs, nothing written", async () => {
    const w = await makeWorld(s.orm);
    const token = tokenFor(s, w.admin);
    expect((await gql(s.url, SET, { d: w.depot.id, m: 120 }, token)).data.setDepotExpectedStay).toBe(120);
    expect((await gql(s.url, ON_SITE, { d: w.depot.id }, token)).data.onSiteNow.expectedStayMinutes).toBe(120);
    for (const m of [0, 14, 1441, -5]) {
      const r = await gql(s.url, SET, { d: w.depot.id, m }, token);
      expect(r.errors?.[0]).toMatchObject({ message: Messages.expectedStay, extensions: { code: 'BAD_USER_INPUT' } });
    }
    const wrongType = await gql(s.url, SET, { d: w.depot.id, m: 'two hours' }, token);
    expect(wrongType.errors?.length).toBeGreaterThan(0);
    const [row] = await q<{ expected_stay_minutes: number | null }>(`select expected_stay_minutes from depot where id = ?`, [w.depot.id]);
    expect(row.expected_stay_minutes).toBe(120);
    // Another tenant's admin and a manager of another depot cannot touch it.
    const other = await makeWorld(s.orm);
    expect((await gql(s.url, SET, { d: w.depot.id, m: 30 }, tokenFor(s, other.admin))).errors?.[0]).toBeDefined();
    const elsewhere = await makeDepot(s.orm, w.tenant);
    const managerThere = await makeUser(s.orm, { tenant: w.tenant, depot: elsewhere, role: 'DepotManager' });
    expect((await gql(s.url, SET, { d: w.depot.id, m: 30 }, tokenFor(s, managerThere))).errors?.[0]).toBeDefined();
    // Its own manager clears it.
    expect((await gql(s.url, SET, { d: w.depot.id, m: null }, tokenFor(s, w.manager))).data.setDepotExpectedStay).toBeNull();
    expect((await q(`select expected_stay_minutes from depot where id = ?`, [w.depot.id]))[0].expected_stay_minutes).toBeNull();
  });

  it("a booking's expected length: kept, and refused with the catalogue's words when absurd (no visit written)", async () => {
    const w = await makeWorld(s.orm);
    const token = tokenFor(s, w.admin);
    const input = (m: unknown) => ({
      depotId: w.depot.id,
      firstName: 'Len',
      lastName: 'Gthy',
      email: `${uniq('len')}@example.test`,
      company: 'Acme',
      date: '2099-06-01',
      time: '10:00',
      expectedMinutes: m,
    });
    const ok = await gql(s.url, BOOK, { i: input(90) }, token);
    expect(ok.errors).toBeUndefined();
    expect(ok.data.bookVisit.expectedMinutes).toBe(90);
    const none = await gql(s.url, BOOK, { i: { ...input(null) } }, token);
    expect(none.data.bookVisit.expectedMinutes).toBeNull();
    for (const m of [5, 2000]) {
      const r = await gql(s.url, BOOK, { i: input(m) }, token);
      expect(r.errors?.[0]?.message).toContain(Messages.expectedLength);
    }
    expect((await q(`select count(*)::int as n from visit where depot_id = ?`, [w.depot.id]))[0].n).toBe(2);
  });

  it('flags whoever is past their expected time on the on-site list, and tells the managers once', async () => {
    const w = await makeWorld(s.orm);
    const token = tokenFor(s, w.admin);
    const mailed = await makeManager(s.orm, w.depot, { email: `${uniq('mgr')}@example.test` });
    await gql(s.url, SET, { d: w.depot.id, m: 60 }, token);
    // A walk-in (the depot's 60 minutes) and a planned visitor whose booking says 30 minutes.
    const walker = uniq('Walker');
    expect((await walkIn(s, w.depot.id, { firstName: walker, lastName: 'Long', email: `${uniq('wk')}@example.test` })).status).toBe(200);
    const visit = await makeVisit(s.orm, w.depot, { expectedMinutes: 30, person: { firstName: uniq('Planned'), lastName: 'Short' } });
    expect((await checkIn(s, w.depot.id, visit.meetingReference!)).status).toBe(200);
    // Someone at a depot with no expected stay is never flagged.
    const calm = await makeDepot(s.orm, w.tenant);
    expect((await walkIn(s, calm.id, { email: `${uniq('calm')}@example.test` })).status).toBe(200);
    await q(`update attendance set checked_in_at = checked_in_at - interval '3 hours' where depot_id = ?`, [calm.id]);

    // 45 minutes later: the planned visitor (30) is past their time, the walk-in (60) is not.
    await q(`update attendance set checked_in_at = checked_in_at - interval '45 minutes' where depot_id = ?`, [w.depot.id]);
    const list = async () =>
      (await gql(s.url, ON_SITE, { d: w.depot.id }, token)).data.onSiteNow.rows as {
        attendanceId: string;
        name: string;
        expectedBy: string;
        overstaying: boolean;
      }[];
    const rows = await list();
    const planned = rows.find((r) => r.name.startsWith('Planned'))!;
    const walking = rows.find((r) => r.name.startsWith('Walker'))!;
    expect(planned.overstaying).toBe(true);
    expect(walking.overstaying).toBe(false);
    expect(new Date(walking.expectedBy).getTime() - new Date(planned.expectedBy).getTime()).toBeGreaterThan(29 * 60_000);
    expect((await gql(s.url, ON_SITE, { d: calm.id }, token)).data.onSiteNow.rows[0]).toMatchObject({
      overstaying: false,
      expectedBy: null,
    });

    // Two sweeps at once (two workers; the worker's own minute sweep may join them): the planned visitor flagged once.
    await Promise.all([sweep(), sweep()]);
    const flagged = async () =>
      (await q<{ attendance_id: string }>(`select attendance_id from overstay_alert where depot_id = ?`, [w.depot.id])).map(
        (r) => r.attendance_id,
      );
    expect(await flagged()).toEqual([planned.attendanceId]);
    const overstayMail = (name: string) => (m: { to: string[]; subject: string; text: string }) =>
      m.to.includes(mailed.email) && m.subject.startsWith('Still on site') && m.text.includes(name);
    const first = await s.mail.waitFor(overstayMail(planned.name));
    expect(first.subject).toBe(`Still on site at ${w.depot.code}: ${planned.name}`);
    expect(first.text).toMatch(/expected to leave by \d\d:\d\d/);

    // Later the walk-in passes their time too: one more e-mail, naming only them; a further sweep tells nobody again.
    await q(`update attendance set checked_in_at = checked_in_at - interval '30 minutes' where depot_id = ?`, [w.depot.id]);
    await sweep();
    await sweep();
    expect((await flagged()).sort()).toEqual([planned.attendanceId, walking.attendanceId].sort());
    expect((await list()).every((r) => r.overstaying)).toBe(true);
    await until(async () => (await flagged()).length === 2, 5000, 'both flagged');
    await untilOutboxDone(s.orm, 'overstay-alert');
    await s.mail.waitFor(overstayMail(walking.name));
    const mine = s.mail.messages.filter((m) => m.to.includes(mailed.email) && m.subject.startsWith('Still on site'));
    expect(mine).toHaveLength(2);
    expect(mine.filter((m) => m.text.includes(planned.name))).toHaveLength(1);
    expect(mine.filter((m) => m.text.includes(walking.name))).toHaveLength(1);
    expect((await q(`select count(*)::int as n from overstay_alert where depot_id = ?`, [calm.id]))[0].n).toBe(0);
  });

  it("issue 39: a Manager row is told in the tenant's default language, a staff manager in their own", async () => {
    const w = await makeWorld(s.orm);
    await q(`update "tenant" set "kiosk_default_language" = 'es' where "id" = ?`, [w.tenant.id]);
    await q(`update "app_user" set "language" = 'pl' where "id" = ?`, [w.manager.id]);
    const row = await makeManager(s.orm, w.depot, { email: `${uniq('mgr')}@example.test` });
    await makeManager(s.orm, w.depot, { email: w.manager.email, name: w.manager.name });
    await gql(s.url, SET, { d: w.depot.id, m: 60 }, tokenFor(s, w.admin));
    const first = uniq('Lento');
    expect((await walkIn(s, w.depot.id, { firstName: first, lastName: 'Gil', email: `${uniq('lg')}@example.test` })).status).toBe(200);
    await q(`update attendance set checked_in_at = checked_in_at - interval '2 hours' where depot_id = ?`, [w.depot.id]);
    await sweep();
    const overstay = (to: string) => (m: { to: string[]; subject: string }) => m.to.includes(to) && m.subject.includes(first);
    const es = await s.mail.waitFor((m) => overstay(row.email)(m) && m.subject.startsWith('Sigue en'));
    expect(es.subject).toBe(`Sigue en ${w.depot.code}: ${first} Gil`);
    expect(plainText(es.text)).toContain(`Esta persona sigue registrada en ${w.depot.code} pasada su hora prevista de salida (`);
    expect(plainText(es.text)).toMatch(/: entrada a las \d\d:\d\d, salida prevista antes de las \d\d:\d\d/);
    const pl = await s.mail.waitFor((m) => overstay(w.manager.email)(m) && m.subject.startsWith('Nadal'));
    expect(pl.subject).toBe(`Nadal na terenie w ${w.depot.code}: ${first} Gil`);
    expect(plainText(pl.text)).toMatch(/: wejście o \d\d:\d\d, oczekiwane wyjście do \d\d:\d\d/);
    await untilOutboxDone(s.orm, 'overstay-alert');
    expect(s.mail.messages.filter((m) => overstay(row.email)(m) && m.subject.startsWith('Sigue en'))).toHaveLength(1);
  });
});
