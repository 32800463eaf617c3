import ExcelJS from 'exceljs';
import { startTestServer, type TestServer } from '../../../test/server';
import { startChildServer } from '../../../test/child-server';
import { gql, rest, untilExportDone } from '../../../test/http';
import { collect, PROBE, wsClient } from '../../../test/ws';
import { makeBadges, makeManager, makePartner, makeUser, makeWorld, uniq } from '../../../test/factories';
import { Messages } from '../../../contracts/messages';
import { OutboxEvent } from '../../../core/outbox/outbox-event.entity';
import { tokenFor } from '../../tenants/__tests__/support';
import { walkIn } from '../../visits/__tests__/support';

/**
 * Evacuation roll-call (issue 23) over GraphQL on two replicas (this process and a child server on the same database
 * and Redis): the list is who was on site, marks from two marshals at once give one mark that both replicas' sockets
 * hear once, a sign-out during the roll-call counts as left. That every refusal is clear and writes nothing is in
 * evacuation.service.test.ts.
 */
let s: TestServer;
let other: Awaited<ReturnType<typeof startChildServer>>;
beforeAll(async () => {
  [s, other] = await Promise.all([startTestServer(), startChildServer()]);
});
afterAll(async () => {
  await other?.stop();
  await s?.close();
});

const EVACUATION = `id depotId open total safe left missing startedByName endedAt endedByName
  entries { entryId name kind visitType company badgeNumber status markedAt markedByName }`;
const START = `mutation($d: ID!) { startEvacuation(depotId: $d) { ${EVACUATION} } }`;
const MARK = `mutation($e: ID!, $safe: Boolean) { markEvacuee(entryId: $e, safe: $safe) { entryId status markedByName } }`;
const END = `mutation($id: ID!) { endEvacuation(id: $id) { ${EVACUATION} } }`;
const GET = `query($id: ID!) { evacuation(id: $id) { ${EVACUATION} } }`;
const SUBSCRIPTION = `subscription($d: ID!) { evacuationChanged(depotId: $d) { kind evacuationId entryId } }`;

type Entry = { entryId: string; name: string; status: string; markedByName: string | null };
const byName = (entries: Entry[], name: string) => entries.find((e) => e.name === name)!;
const outboxOf = async (evacuationId: string) =>
  (await s.orm.em.fork().find(OutboxEvent, { name: 'evacuation-notification' }, { filters: false })).filter(
    (o) => (o.payload as { evacuationId: string }).evacuationId === evacuationId,
  );

async function siteWithPeople() {
  const world = await makeWorld(s.orm);
  const { depot } = world;
  await makeBadges(s.orm, depot, ['E1', 'E2']);
  const marshal = await makeUser(s.orm, { tenant: world.tenant, depot, role: 'Security', username: uniq('marshal_') });
  for (const [first, badge] of [
    ['alice', 'E1'],
    ['bob', 'E2'],
    ['carol', undefined],
  ] as const) {
    const r = await walkIn(s, depot.id, {
      firstName: first,
      lastName: 'smith',
      email: `${uniq(first)}@example.test`,
      depotBadgeNum: badge,
    });
    expect(r.status).toBe(200);
  }
  const partner = await makePartner(s.orm, depot, { name: 'Pat Partner' });
  const mailed = await makeManager(s.orm, depot, { email: `${uniq('evac')}@example.test` });
  await makeManager(s.orm, depot, { email: `${uniq('quiet')}@example.test`, receiveEmailFlag: false });
  expect((await rest(s.url, 'POST', 'api/clock-in', { body: { workId: partner.workId, depot: depot.id } })).status).toBe(200);
  return { ...world, marshal, partner, mailed };
}

describe('evacuation roll-call', () => {
  it('lists everyone on site; two marshals on two replicas marking one person at once make one mark both sockets hear once', async () => {
    const { tenant, depot, admin, manager, marshal, mailed } = await siteWithPeople();
    const onA = wsClient(s.url, tokenFor(s, manager));
    const onB = wsClient(other.url, tokenFor(s, marshal));
    try {
      const a = collect(onA, SUBSCRIPTION, { d: depot.id });
      const b = collect(onB, SUBSCRIPTION, { d: depot.id });
      const probe = () =>
        s.events.publish('evacuationChanged', {
          kind: 'STARTED',
          tenantId: tenant.id,
          depotId: depot.id,
          evacuationId: PROBE,
          entryId: null,
          at: new Date().toISOString(),
        });
      await a.live(probe, 30_000);
      await b.live(probe, 30_000);

      const started = await gql(s.url, START, { d: depot.id }, tokenFor(s, admin));
      expect(started.errors).toBeUndefined();
      const ev = started.data.startEvacuation;
      expect(ev).toMatchObject({ depotId: depot.id, open: true, total: 4, safe: 0, left: 0, missing: 4, endedAt: null });
      expect(
        ev.entries.map((e: Entry & { kind: string; badgeNumber: string | null }) => [e.name, e.kind, e.badgeNumber, e.status]),
      ).toEqual([
        ['Alice Smith', 'Visitor', 'E1', 'MISSING'],
        ['Bob Smith', 'Visitor', 'E2', 'MISSING'],
        ['Carol Smith', 'Visitor', null, 'MISSING'],
        ['Pat Partner', 'Partner', null, 'MISSING'],
      ]);
      // A second start, from either replica, is refused with the catalogue's message; two at once: still one open.
      const again = await Promise.all([
        gql(s.url, START, { d: depot.id }, tokenFor(s, manager)),
        gql(other.url, START, { d: depot.id }, tokenFor(s, admin)),
      ]);
      for (const r of again) {
        expect(r.errors?.[0].message).toBe(Messages.evacuationUnderWay);
        expect(r.errors?.[0].extensions?.code).toBe('CONFLICT');
      }

      // Two marshals, two replicas, the same person, the same moment: one mark, both answers agree.
      const alice = byName(ev.entries, 'Alice Smith');
      const [m1, m2] = await Promise.all([
        gql(s.url, MARK, { e: alice.entryId }, tokenFor(s, manager)),
        gql(other.url, MARK, { e: alice.entryId }, tokenFor(s, marshal)),
      ]);
      expect(m1.errors).toBeUndefined();
      expect(m2.errors).toBeUndefined();
      expect(m1.data.markEvacuee.status).toBe('SAFE');
      expect(m2.data.markEvacuee).toEqual(m1.data.markEvacuee);
      const bob = byName(ev.entries, 'Bob Smith');
      expect((await gql(other.url, MARK, { e: bob.entryId }, tokenFor(s, marshal))).data.markEvacuee.status).toBe('SAFE');
      // Undone by mistake and marked again: the last state is what everyone sees.
      expect((await gql(s.url, MARK, { e: bob.entryId, safe: false }, tokenFor(s, manager))).data.markEvacuee.status).toBe('MISSING');
      expect((await gql(s.url, MARK, { e: bob.entryId }, tokenFor(s, manager))).data.markEvacuee.status).toBe('SAFE');

      // Every socket hears the start once, Alice's mark once, Bob's three changes.
      for (const c of [a, b]) {
        const items = await c.waitFor(5, 10_000);
        const kinds = items.map((i) => [i.data.evacuationChanged.kind, i.data.evacuationChanged.entryId]);
        expect(kinds).toEqual([
          ['STARTED', null],
          ['MARKED', alice.entryId],
          ['MARKED', bob.entryId],
          ['MARKED', bob.entryId],
          ['MARKED', bob.entryId],
        ]);
      }

      // Carol signs out at the kiosk during the roll-call: she left.
      const out = await rest(s.url, 'POST', 'api/checkOut', { body: { depotBadge: 'E2', depotId: depot.id } });
      expect(out.status).toBe(200); // (that was Bob's badge: Bob leaves, his SAFE mark stays)
      const carolOut = await gql(
        s.url,
        `query($d: ID!) { onSiteNow(depotId: $d) { rows { attendanceId name } } }`,
        { d: depot.id },
        tokenFor(s, admin),
      );
      const carolAttendance = carolOut.data.onSiteNow.rows.find((r: { name: string }) => r.name === 'Carol Smith').attendanceId;
      expect(
        (await gql(s.url, `mutation($a: ID!) { manualCheckout(attendanceId: $a) { name } }`, { a: carolAttendance }, tokenFor(s, admin)))
          .errors,
      ).toBeUndefined();
      const during = (await gql(other.url, GET, { id: ev.id }, tokenFor(s, marshal))).data.evacuation;
      expect(during).toMatchObject({ safe: 2, left: 1, missing: 1 });
      expect(byName(during.entries, 'Carol Smith').status).toBe('LEFT');
      expect(byName(during.entries, 'Bob Smith').status).toBe('SAFE');

      // Ending it keeps the record: Pat unaccounted for, each mark with its time and marshal.
      const ended = await gql(s.url, END, { id: ev.id }, tokenFor(s, manager));
      expect(ended.errors).toBeUndefined();
      const record = ended.data.endEvacuation;
      expect(record).toMatchObject({ open: false, total: 4, safe: 2, left: 1, missing: 1 });
      expect(record.endedAt).not.toBeNull();
      expect(byName(record.entries, 'Pat Partner')).toMatchObject({ status: 'MISSING', markedAt: null });
      expect(byName(record.entries, 'Alice Smith').markedByName).toBe(m1.data.markEvacuee.markedByName);
      expect(byName(record.entries, 'Carol Smith')).toMatchObject({ status: 'LEFT', markedByName: null });
      // Then the end, and nothing else: a second copy of any earlier event would have come before it (one channel keeps
      // its order), so six items ending with ENDED on both sockets means each event came once.
      for (const c of [a, b]) {
        const items = await c.waitFor(6);
        expect(items.map((i) => i.data.evacuationChanged.kind)).toEqual(['STARTED', 'MARKED', 'MARKED', 'MARKED', 'MARKED', 'ENDED']);
      }
      // Start and end each e-mail the managers through the outbox, once.
      expect((await outboxOf(ev.id)).map((o) => (o.payload as { stage: string }).stage).sort()).toEqual(['ended', 'started']);
      const startMail = await s.mail.waitFor((m) => m.to.includes(mailed.email) && m.subject.startsWith('EVACUATION'));
      expect(startMail.subject).toBe(`EVACUATION at ${depot.code}: 4 on site`);
      expect(startMail.text).toContain('- Pat Partner, Acme Logistics (Partner)');
      expect(startMail.text).toContain('- Alice Smith, Acme (Unplanned, badge E1)');
      const endMail = await s.mail.waitFor((m) => m.to.includes(mailed.email) && m.subject.startsWith('Evacuation ended'));
      expect(endMail.subject).toBe(`Evacuation ended at ${depot.code}: 1 unaccounted for`);
      expect(endMail.text).toContain('4 on the list: 2 safe, 1 left, 1 unaccounted for.');
      expect(endMail.text).toMatch(/Unaccounted for:\s+- Pat Partner/);

      // The record exports as xlsx through the worker: the unaccounted for first, statuses in words, real times.
      const exp = await gql(s.url, `mutation($id: ID!) { exportEvacuation(id: $id) { id status } }`, { id: ev.id }, tokenFor(s, marshal));
      expect(exp.errors).toBeUndefined();
      const exportId = exp.data.exportEvacuation.id;
      const job = await untilExportDone(s.url, tokenFor(s, marshal), exportId);
      expect(job).toMatchObject({ status: 'DONE', rowCount: 4 });
      const file = await fetch(`${s.url}/api/exports/${exportId}/download`, {
        headers: { authorization: `Bearer ${tokenFor(s, marshal)}` },
      });
      expect(file.status).toBe(200);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(Buffer.from(await file.arrayBuffer()) as unknown as ExcelJS.Buffer);
      const sheet = wb.worksheets[0];
      expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
        'Name',
        'Company',
        'Type',
        'Host',
        'Badge number',
        'Signed in (date)',
        'Signed in (time)',
        'Status',
        'Marked or left at',
        'Marked by',
      ]);
      const rows = [2, 3, 4, 5].map((n) => (sheet.getRow(n).values as unknown[]).slice(1));
      expect(rows.map((r) => [r[0], r[7]])).toEqual([
        ['Pat Partner', 'Unaccounted for'],
        ['Alice Smith', 'Safe'],
        ['Bob Smith', 'Safe'],
        ['Carol Smith', 'Left'],
      ]);
      expect(rows[1][5]).toBeInstanceOf(Date);
      expect(rows[1][9]).toBe(m1.data.markEvacuee.markedByName);
      // Another tenant cannot export it.
      const foreign = await makeWorld(s.orm);
      const refused = await gql(
        s.url,
        `mutation($id: ID!) { exportEvacuation(id: $id) { id } }`,
        { id: ev.id },
        tokenFor(s, foreign.admin),
      );
      expect(refused.errors?.[0].message).toBe('Evacuation not found');

      // A closed roll-call takes no more marks and no second end; a new one may start.
      const late = await gql(other.url, MARK, { e: byName(record.entries, 'Pat Partner').entryId }, tokenFor(s, marshal));
      expect(late.errors?.[0]).toMatchObject({ message: Messages.evacuationEnded, extensions: { code: 'CONFLICT' } });
      expect((await gql(s.url, END, { id: ev.id }, tokenFor(s, admin))).errors?.[0].message).toBe(Messages.evacuationEnded);
      const after = (await gql(s.url, GET, { id: ev.id }, tokenFor(s, admin))).data.evacuation;
      expect(after).toMatchObject({ safe: 2, left: 1, missing: 1 });
      const list = await gql(
        s.url,
        `query($d: ID!) { evacuations(depotId: $d) { total items { id open missing } } }`,
        { d: depot.id },
        tokenFor(s, manager),
      );
      expect(list.data.evacuations).toEqual({ total: 1, items: [{ id: ev.id, open: false, missing: 1 }] });
      const next = await gql(s.url, START, { d: depot.id }, tokenFor(s, manager));
      expect(next.data.startEvacuation).toMatchObject({ open: true, total: 2 }); // Alice and Pat are still signed in
      await gql(s.url, END, { id: next.data.startEvacuation.id }, tokenFor(s, manager));
    } finally {
      await onA.dispose();
      await onB.dispose();
    }
  });

  it('nobody missing (issue 37): a walk-in and a clock-in during the roll-call join it at once on both replicas, marked as arriving during it; two marshals reading at once add them once; the end keeps them; after the end nobody joins', async () => {
    const { depot, admin, manager, marshal } = await siteWithPeople();
    const LIST = `query($d: ID!) { currentEvacuation(depotId: $d) { id total missing entries { entryId name status arrivedDuring } } }`;
    const started = (await gql(s.url, START, { d: depot.id }, tokenFor(s, manager))).data.startEvacuation;
    expect(started.total).toBe(4);
    const late = await walkIn(s, depot.id, { firstName: 'dan', lastName: 'late', email: `${uniq('dan')}@example.test` });
    expect(late.status).toBe(200);
    const latePartner = await makePartner(s.orm, depot, { name: 'Lou Late' });
    expect((await rest(s.url, 'POST', 'api/clock-in', { body: { workId: latePartner.workId, depot: depot.id } })).status).toBe(200);
    // two marshals, one on each replica, read the roll-call at the same moment (their screens refetch on the sign-in)
    const [a, b] = await Promise.all([
      gql(s.url, LIST, { d: depot.id }, tokenFor(s, marshal)),
      gql(other.url, LIST, { d: depot.id }, tokenFor(s, manager)),
    ]);
    for (const r of [a, b]) {
      expect(r.errors).toBeUndefined();
      expect(r.data.currentEvacuation).toMatchObject({ id: started.id, total: 6, missing: 6 });
      expect(byName(r.data.currentEvacuation.entries, 'Dan Late')).toMatchObject({ status: 'MISSING', arrivedDuring: true });
      expect(byName(r.data.currentEvacuation.entries, 'Lou Late')).toMatchObject({ status: 'MISSING', arrivedDuring: true });
      expect(byName(r.data.currentEvacuation.entries, 'Alice Smith')).toMatchObject({ arrivedDuring: false });
    }
    const [{ n }] = await s.orm.em
      .fork()
      .getConnection()
      .execute(`select count(*)::int as n from evacuation_entry where evacuation_id = ?`, [started.id]);
    expect(n).toBe(6);
    // a late arrival is marked like anyone else
    const dan = byName(a.data.currentEvacuation.entries, 'Dan Late');
    expect((await gql(other.url, MARK, { e: dan.entryId }, tokenFor(s, marshal))).data.markEvacuee.status).toBe('SAFE');
    // one more arrives and nobody reads the list before the end: the record has them, unaccounted for
    expect((await walkIn(s, depot.id, { firstName: 'eve', lastName: 'last', email: `${uniq('eve')}@example.test` })).status).toBe(200);
    const ended = (await gql(s.url, END, { id: started.id }, tokenFor(s, admin))).data.endEvacuation;
    expect(ended).toMatchObject({ total: 7, safe: 1 });
    expect(byName(ended.entries, 'Eve Last')).toMatchObject({ status: 'MISSING' });
    // after the end, a sign-in joins nothing
    expect((await walkIn(s, depot.id, { firstName: 'fay', lastName: 'after', email: `${uniq('fay')}@example.test` })).status).toBe(200);
    expect((await gql(s.url, GET, { id: started.id }, tokenFor(s, admin))).data.evacuation.total).toBe(7);
  });
});
