import { randomUUID } from 'node:crypto';
import { startTestServer, type TestServer } from '../../../test/server';
import { gql, rest } from '../../../test/http';
import { tokenFor } from '../../tenants/__tests__/support';
import { makeManager, makePartner, makeRegularVisitor, makeVisit, makeWorld, uniq } from '../../../test/factories';
import { freshDatabase } from '../../../test/database';
import { plainText } from '../../../test/smtp-sink';
import { outboxDoneForDepot, untilOutboxDone } from '../../../test/outbox';
import { Messages } from '../../../contracts/messages';
import type { WatchlistMatchedEvent } from '../../../contracts/topics';
import { checkIn, RULES_OK, walkIn } from '../../visits/__tests__/support';
import { RetentionSweep } from '../../retention/retention.service';

/**
 * The watchlist (issue 37) through every sign-in path: walk-in (REST shim and GraphQL), a walk-in a kiosk held offline,
 * planned and regular visitors by reference (REST shim), a partner's clock-in (REST shim and held offline). The
 * matching rule as a table of cases, each through each path; a BLOCK refuses with "Please see reception" and writes
 * no sign-in; a match is kept with its visit, audited, e-mailed to the depot's managers and announced live.
 */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ databaseUrl: await freshDatabase('watchlist') });
});
afterAll(async () => {
  await s.close();
});

const q = async <T = any>(sql: string, params: unknown[] = []): Promise<T[]> => s.orm.em.fork().getConnection().execute(sql, params);

const ADD = `mutation($i: AddWatchlistEntryInput!) { addWatchlistEntry(input: $i) { id name action expired } }`;
const WALK_IN = 'mutation($i: UnplannedCheckInInput!) { unplannedCheckIn(input: $i) { attendanceId name } }';
const CLOCK_IN = 'mutation($i: ClockInput!) { clockIn(input: $i) { attendanceId } }';

type Person = { first: string; last: string; email: string; carReg: string };
type Entry = { name: string; email?: string; carReg?: string; expired?: boolean };

/** The world of one case: a tenant, its depot, an admin, an e-mail manager, one entry. */
async function world(entry: Entry, action: 'ALERT' | 'BLOCK' = 'ALERT') {
  const w = await makeWorld(s.orm);
  const mailed = await makeManager(s.orm, w.depot, { email: `${uniq('mgr')}@example.test` });
  const token = tokenFor(s, w.admin);
  const r = await gql(
    s.url,
    ADD,
    { i: { name: entry.name, email: entry.email, carReg: entry.carReg, reason: 'Theft at the depot', action } },
    token,
  );
  expect(r.errors).toBeUndefined();
  const id = r.data.addWatchlistEntry.id as string;
  if (entry.expired) await q(`update watchlist_entry set expires_at = now() - interval '1 minute' where id = ?`, [id]);
  return { ...w, mailed, token, entryId: id };
}

/** A sign-in path: signs the person in at the depot and answers the HTTP status and error message. */
type Path = {
  name: string;
  /** Whether the path carries the field (a partner gives no car registration at the kiosk). */
  carReg: boolean;
  signIn: (w: Awaited<ReturnType<typeof world>>, p: Person) => Promise<{ status: number; message?: string }>;
};
const restAnswer = (r: { status: number; body: any }) => ({ status: r.status, message: r.body?.message as string | undefined });
const gqlAnswer = (r: { status: number; data?: any; errors?: { message: string; extensions?: { code?: string } }[] }) =>
  r.errors ? { status: r.errors[0].extensions?.code === 'FORBIDDEN' ? 403 : 400, message: r.errors[0].message } : { status: 200 };
const walkerInput = (depotId: string, p: Person, over: Record<string, unknown> = {}) => ({
  depotId,
  firstName: p.first,
  lastName: p.last,
  email: p.email,
  company: 'acme',
  carReg: p.carReg,
  reasonForVisit: 'Meeting',
  ruleAnswers: RULES_OK,
  ...over,
});

const PATHS: Path[] = [
  {
    name: 'walk-in (REST shim)',
    carReg: true,
    signIn: async (w, p) =>
      restAnswer(await walkIn(s, w.depot.id, { firstName: p.first, lastName: p.last, email: p.email, carReg: p.carReg })),
  },
  {
    name: 'walk-in (GraphQL)',
    carReg: true,
    signIn: async (w, p) => gqlAnswer(await gql(s.url, WALK_IN, { i: walkerInput(w.depot.id, p) })),
  },
  {
    name: 'walk-in held offline',
    carReg: true,
    signIn: async (w, p) =>
      gqlAnswer(
        await gql(s.url, WALK_IN, {
          i: walkerInput(w.depot.id, p, { entry: { entryId: randomUUID(), deviceId: randomUUID(), occurredAt: new Date().toISOString() } }),
        }),
      ),
  },
  {
    name: 'planned (REST shim)',
    carReg: true,
    signIn: async (w, p) => {
      const v = await makeVisit(s.orm, w.depot, { person: { firstName: p.first, lastName: p.last, email: p.email } });
      return restAnswer(await checkIn(s, w.depot.id, v.meetingReference!, { carReg: p.carReg }));
    },
  },
  {
    name: 'regular (REST shim)',
    carReg: true,
    signIn: async (w, p) => {
      const rv = await makeRegularVisitor(s.orm, w.depot, { person: { firstName: p.first, lastName: p.last, email: p.email } });
      return restAnswer(await checkIn(s, w.depot.id, rv.meetingReference, { carReg: p.carReg }));
    },
  },
  {
    name: 'partner clock-in (REST shim)',
    carReg: false,
    signIn: async (w, p) => {
      const partner = await makePartner(s.orm, w.depot, { name: `${p.first} ${p.last}`, email: p.email });
      return restAnswer(await rest(s.url, 'POST', 'api/clock-in', { body: { workId: partner.workId, depot: w.depot.id } }));
    },
  },
  {
    name: 'partner clock-in held offline',
    carReg: false,
    signIn: async (w, p) => {
      const partner = await makePartner(s.orm, w.depot, { name: `${p.first} ${p.last}`, email: p.email });
      const entry = { entryId: randomUUID(), deviceId: randomUUID(), occurredAt: new Date().toISOString() };
      return gqlAnswer(await gql(s.url, CLOCK_IN, { i: { workId: partner.workId, depotId: w.depot.id, entry } }));
    },
  },
];

/** The cases: the entry, the person who signs in, the fields expected to match (null: no match). */
const CASES: { what: string; entry: Entry; person: Person; fields: string[] | null; needsCar?: boolean }[] = [
  {
    what: 'accents in the name (with the e-mail)',
    entry: { name: 'José Álvarez', email: 'jose@example.test' },
    person: { first: 'jose', last: 'alvarez', email: 'jose@example.test', carReg: 'JA1' },
    fields: ['name', 'email'],
  },
  {
    what: 'case of the name and e-mail',
    entry: { name: 'MARY SMITH', email: 'Mary.Smith@Example.test' },
    person: { first: 'mary', last: 'smith', email: 'mary.smith@example.test', carReg: 'MS1' },
    fields: ['name', 'email'],
  },
  {
    what: 'spacing of the name (with the car registration)',
    entry: { name: '  Anne   Marie  Jones ', carReg: 'AM 12 JNS' },
    person: { first: 'anne marie', last: 'jones', email: `${uniq('amj')}@example.test`, carReg: 'am12jns' },
    fields: ['name', 'carReg'],
    needsCar: true,
  },
  {
    what: 'e-mail only (another name)',
    entry: { name: 'Known Alias', email: 'only.mail@example.test' },
    person: { first: 'quite', last: 'different', email: 'only.mail@example.test', carReg: 'QD1' },
    fields: ['email'],
  },
  {
    what: 'car registration only (another name)',
    entry: { name: 'Known Driver', carReg: '11-D-4567' },
    person: { first: 'other', last: 'driver', email: `${uniq('od')}@example.test`, carReg: '11 d 4567' },
    fields: ['carReg'],
    needsCar: true,
  },
  {
    what: 'name alone is not enough',
    entry: { name: 'Peter Parker', email: 'listed@example.test', carReg: 'PP1234' },
    person: { first: 'peter', last: 'parker', email: `${uniq('pp')}@example.test`, carReg: 'ZZ9' },
    fields: null,
  },
  {
    what: 'an expired entry is ignored',
    entry: { name: 'Old Entry', email: 'expired@example.test', expired: true },
    person: { first: 'old', last: 'entry', email: 'expired@example.test', carReg: 'OE1' },
    fields: null,
  },
];

const TABLE = PATHS.flatMap((path) => CASES.filter((c) => path.carReg || !c.needsCar).map((c) => [path.name, c.what, path, c] as const));

describe('watchlist matching through every sign-in path (ALERT entries)', () => {
  it.each(TABLE)('%s: %s', async (_p, _c, path, c) => {
    const w = await world(c.entry);
    const answer = await path.signIn(w, c.person);
    expect(answer.status).toBe(200);
    const matches = await q<{ matched_fields: string[]; attendance_id: string | null; action: string; entry_id: string }>(
      `select matched_fields, attendance_id, action, entry_id from watchlist_match where depot_id = ?`,
      [w.depot.id],
    );
    if (c.fields === null) {
      expect(matches).toEqual([]);
      return;
    }
    expect(matches).toHaveLength(1);
    expect(matches[0]).toMatchObject({ matched_fields: c.fields, action: 'ALERT', entry_id: w.entryId });
    // kept with the sign-in it let in
    const [a] = await q(`select id from attendance where depot_id = ?`, [w.depot.id]);
    expect(matches[0].attendance_id).toBe(a.id);
  });
});

describe('BLOCK through every sign-in path', () => {
  it.each(PATHS.map((p) => [p.name, p] as const))(
    '%s: refused with "Please see reception", nothing of the sign-in written',
    async (_n, path) => {
      const email = `${uniq('blk')}@example.test`;
      const w = await world({ name: 'Barred Person', email }, 'BLOCK');
      const answer = await path.signIn(w, { first: 'barred', last: 'person', email, carReg: 'BP1' });
      expect(answer).toEqual({ status: 403, message: Messages.pleaseSeeReception });
      expect(await q(`select id from attendance where depot_id = ?`, [w.depot.id])).toEqual([]);
      expect(await q(`select id from visit where depot_id = ? and visit_type = 'Unplanned'`, [w.depot.id])).toEqual([]);
      expect(await q(`select id from kiosk_entry where depot_id = ?`, [w.depot.id])).toEqual([]);
      const matches = await q(`select action, attendance_id, matched_fields from watchlist_match where depot_id = ?`, [w.depot.id]);
      expect(matches).toEqual([{ action: 'BLOCK', attendance_id: null, matched_fields: ['name', 'email'] }]);
    },
  );
});

describe('a tenant with no list pays no lookup, and its first entry counts at once', () => {
  it('a walk-in before any entry is let in; once an entry is added, the same person is refused at once', async () => {
    const w = await makeWorld(s.orm);
    const p: Person = { first: 'Nora', last: 'First', email: `${uniq('nora')}@example.test`, carReg: '12D1' };
    const before = await walkIn(s, w.depot.id, { firstName: p.first, lastName: p.last, email: p.email, carReg: p.carReg });
    expect(before.status).toBe(200); // (the process now keeps "no list" for this tenant: WatchlistScreen.listed)
    expect(await q(`select count(*)::int as n from watchlist_match where tenant_id = ?`, [w.tenant.id])).toEqual([{ n: 0 }]);
    const added = await gql(
      s.url,
      ADD,
      { i: { name: 'Nora First', email: p.email, reason: 'Banned after an incident', action: 'BLOCK' } },
      tokenFor(s, w.admin),
    );
    expect(added.errors).toBeUndefined();
    const after = await walkIn(s, w.depot.id, { firstName: p.first, lastName: p.last, email: p.email, carReg: p.carReg });
    expect(restAnswer(after)).toEqual({ status: 403, message: Messages.pleaseSeeReception });
  });
});

describe('what a match sets off', () => {
  it('an ALERT: the audit row, one e-mail to each e-mail manager, the live notice; the match list for the depot manager', async () => {
    const email = `${uniq('al')}@example.test`;
    const w = await world({ name: 'Alert Me', email });
    const events: WatchlistMatchedEvent[] = [];
    const it = s.events.watch('watchlistMatched', w.depot.id, () => true);
    const reading = (async () => {
      for await (const e of it) {
        events.push(e);
        break;
      }
    })();
    const r = await walkIn(s, w.depot.id, { firstName: 'alert', lastName: 'me', email, carReg: 'AM1' });
    expect(r.status).toBe(200);
    await reading;
    expect(events[0]).toMatchObject({ depotId: w.depot.id, action: 'ALERT', personName: 'Alert Me', matchedFields: ['name', 'email'] });
    const audit = await q(
      `select actor_username, action, operation, target_id from audit_log where tenant_id = ? and action = 'watchlist.match'`,
      [w.tenant.id],
    );
    expect(audit).toEqual([{ actor_username: 'kiosk', action: 'watchlist.match', operation: 'EVENT', target_id: w.entryId }]);
    // The arrival e-mail to the same manager may come first: wait for the watchlist's own e-mail and its outbox row
    // (its payload names the match, not the visit, so outboxDoneForDepot alone does not cover it).
    await s.mail.waitFor((m) => m.to.includes(w.mailed.email) && m.subject.startsWith('Watchlist'));
    await outboxDoneForDepot(s.orm, w.depot.id);
    await untilOutboxDone(s.orm, 'watchlist-alert');
    const mails = s.mail.messages.filter((m) => m.to.includes(w.mailed.email) && m.subject.startsWith('Watchlist'));
    expect(mails.map((m) => m.subject)).toEqual([`Watchlist alert at ${w.depot.code}: Alert Me`]);
    expect(mails[0].text).toContain('Matched on: name, e-mail.');
    expect(mails[0].text).not.toContain('Theft'); // the reason stays on the list

    const LIST = `query { watchlistMatches { total matches { personName action matchedFields depotCode path attendanceId } } }`;
    const mine = await gql(s.url, LIST, {}, tokenFor(s, w.manager));
    expect(mine.errors).toBeUndefined();
    expect(mine.data.watchlistMatches.matches).toEqual([
      expect.objectContaining({ personName: 'Alert Me', action: 'ALERT', matchedFields: ['name', 'email'], path: 'walk-in' }),
    ]);
    // a DepotManager sees matches, not the list
    const list = await gql(s.url, `query { watchlist { total } }`, {}, tokenFor(s, w.manager));
    expect(list.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('a BLOCK e-mails the managers that the person was refused, once for repeated attempts (each attempt recorded)', async () => {
    const email = `${uniq('bm')}@example.test`;
    const w = await world({ name: 'Block Mail', email }, 'BLOCK');
    const attempt = () => walkIn(s, w.depot.id, { firstName: 'block', lastName: 'mail', email, carReg: 'BM1' });
    expect((await attempt()).status).toBe(403);
    await s.mail.waitFor((m) => m.to.includes(w.mailed.email) && m.subject.startsWith('Watchlist'));
    // They try again at once, three times, two of them together: recorded, not e-mailed again.
    expect((await attempt()).status).toBe(403);
    expect((await Promise.all([attempt(), attempt()])).map((r) => r.status)).toEqual([403, 403]);
    await untilOutboxDone(s.orm, 'watchlist-alert');
    const mails = s.mail.messages.filter((m) => m.to.includes(w.mailed.email));
    expect(mails.map((m) => m.subject)).toEqual([`Watchlist block at ${w.depot.code}: Block Mail`]);
    expect(mails[0].text).toContain('was refused');
    expect((await q(`select count(*)::int as n from watchlist_match where depot_id = ?`, [w.depot.id]))[0].n).toBe(4);
  });

  it('two first attempts at the same moment tell the managers once', async () => {
    const email = `${uniq('bt')}@example.test`;
    const w = await world({ name: 'Twin Try', email }, 'BLOCK');
    const attempt = () => walkIn(s, w.depot.id, { firstName: 'twin', lastName: 'try', email, carReg: 'TT1' });
    expect((await Promise.all([attempt(), attempt(), attempt()])).map((r) => r.status)).toEqual([403, 403, 403]);
    await s.mail.waitFor((m) => m.to.includes(w.mailed.email) && m.subject.startsWith('Watchlist'));
    await untilOutboxDone(s.orm, 'watchlist-alert');
    expect(s.mail.messages.filter((m) => m.to.includes(w.mailed.email))).toHaveLength(1);
  });

  it("issue 39: a Manager row is told in the tenant's default language, a staff manager in their own", async () => {
    const email = `${uniq('lg')}@example.test`;
    const w = await world({ name: 'Lang Block', email }, 'BLOCK');
    await q(`update "tenant" set "kiosk_default_language" = 'es' where "id" = ?`, [w.tenant.id]);
    await q(`update "app_user" set "language" = 'pl' where "id" = ?`, [w.manager.id]);
    await makeManager(s.orm, w.depot, { email: w.manager.email, name: w.manager.name });
    expect((await walkIn(s, w.depot.id, { firstName: 'lang', lastName: 'block', email, carReg: 'LB1' })).status).toBe(403);
    await s.mail.waitFor((m) => m.to.includes(w.mailed.email));
    await s.mail.waitFor((m) => m.to.includes(w.manager.email));
    await untilOutboxDone(s.orm, 'watchlist-alert');
    const [es] = s.mail.messages.filter((m) => m.to.includes(w.mailed.email));
    expect(es.subject).toBe(`Bloqueo de la lista de vigilancia en ${w.depot.code}: Lang Block`);
    expect(plainText(es.text)).toContain(`Lang Block intentó registrarse en ${w.depot.code} el `);
    expect(plainText(es.text)).toContain('(visita sin cita) y se le denegó la entrada');
    expect(plainText(es.text)).toContain('Coincidencia en: nombre, correo electrónico.');
    const [pl] = s.mail.messages.filter((m) => m.to.includes(w.manager.email));
    expect(pl.subject).toBe(`Blokada z listy obserwacyjnej w ${w.depot.code}: Lang Block`);
    expect(plainText(pl.text)).toContain('Dopasowano po: imię i nazwisko, e-mail.');
  });

  it('a booking for a listed person warns the staff member who books', async () => {
    const w = await world({ name: 'Book Warn', carReg: 'BW 123' }, 'BLOCK');
    const CHECK = `query($i: WatchlistCheckInput!) { watchlistCheck(input: $i) { matched action matchedFields message } }`;
    const hit = await gql(
      s.url,
      CHECK,
      { i: { depotId: w.depot.id, firstName: 'Book', lastName: 'Warn', carReg: 'bw123' } },
      tokenFor(s, w.manager),
    );
    expect(hit.data.watchlistCheck).toEqual({
      matched: true,
      action: 'BLOCK',
      matchedFields: ['name', 'carReg'],
      message: Messages.watchlistWarning('BLOCK', 'name, car registration'),
    });
    const miss = await gql(s.url, CHECK, { i: { depotId: w.depot.id, firstName: 'Book', lastName: 'Warn' } }, tokenFor(s, w.manager));
    expect(miss.data.watchlistCheck).toMatchObject({ matched: false, action: null });
  });
});

describe('managing the list: bad input is a clear 4xx and writes nothing', () => {
  it.each([
    ['empty', {}, 'name'],
    ['a name only (matches no one)', { name: 'Only Name', reason: 'x', action: 'ALERT' }, 'email'],
    ['an absurd name', { name: '!!', email: 'a@example.test', reason: 'x', action: 'ALERT' }, 'name'],
    ['a bad e-mail', { name: 'Ann Bee', email: 'not-mail', reason: 'x', action: 'ALERT' }, 'email'],
    ['a bad phone', { name: 'Ann Bee', phone: 'call me', reason: 'x', action: 'ALERT' }, 'phone'],
    ['an absurd car registration', { name: 'Ann Bee', carReg: '-', reason: 'x', action: 'ALERT' }, 'carReg'],
    ['no reason', { name: 'Ann Bee', email: 'a@example.test', action: 'ALERT' }, 'reason'],
    ['a reason too long', { name: 'Ann Bee', email: 'a@example.test', reason: 'x'.repeat(501), action: 'ALERT' }, 'reason'],
    [
      'an expiry in the past',
      { name: 'Ann Bee', email: 'a@example.test', reason: 'x', action: 'ALERT', expiresAt: '2020-01-01T00:00:00Z' },
      'expiresAt',
    ],
  ])('%s', async (_what, input, field) => {
    const w = await makeWorld(s.orm);
    const r = await gql(s.url, ADD, { i: input }, tokenFor(s, w.admin));
    expect(r.status).toBeLessThan(500);
    const e = r.errors?.[0];
    expect(e?.extensions?.code).toBe('BAD_USER_INPUT');
    // a field the schema requires is refused by GraphQL's own validation (it names the field), the others by the command
    expect(e?.extensions?.fields ? Object.keys(e.extensions.fields) : [e?.message]).toEqual([expect.stringContaining(field)]);
    expect(await q(`select id from watchlist_entry where tenant_id = ?`, [w.tenant.id])).toEqual([]);
  });

  it("another tenant's entry answers NOT_FOUND to edit and remove; its entry is untouched", async () => {
    const mine = await world({ name: 'Mine Entry', email: `${uniq('me')}@example.test` });
    const other = await makeWorld(s.orm);
    const token = tokenFor(s, other.admin);
    const del = await gql(s.url, `mutation($id: ID!) { removeWatchlistEntry(id: $id) }`, { id: mine.entryId }, token);
    expect(del.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const upd = await gql(
      s.url,
      `mutation($i: UpdateWatchlistEntryInput!) { updateWatchlistEntry(input: $i) { id } }`,
      { i: { id: mine.entryId, name: 'Hijack', email: 'h@example.test', reason: 'x', action: 'BLOCK' } },
      token,
    );
    expect(upd.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(await q(`select name, action from watchlist_entry where id = ?`, [mine.entryId])).toEqual([
      { name: 'Mine Entry', action: 'ALERT' },
    ]);
    const list = await gql(s.url, `query { watchlist { total } }`, {}, token);
    expect(list.data.watchlist.total).toBe(0);
  });

  it('edit and remove; the change is audited with the personal fields masked', async () => {
    const w = await world({ name: 'Edit Me', email: `${uniq('em')}@example.test` });
    const upd = await gql(
      s.url,
      `mutation($i: UpdateWatchlistEntryInput!) { updateWatchlistEntry(input: $i) { name action carReg } }`,
      { i: { id: w.entryId, name: 'Edited Name', carReg: 'ed 1', reason: 'Other', action: 'BLOCK' } },
      w.token,
    );
    expect(upd.data.updateWatchlistEntry).toEqual({ name: 'Edited Name', action: 'BLOCK', carReg: 'ED 1' });
    const rm = await gql(s.url, `mutation($id: ID!) { removeWatchlistEntry(id: $id) }`, { id: w.entryId }, w.token);
    expect(rm.data.removeWatchlistEntry).toBe(true);
    const audit = await q<{ action: string; operation: string; changes: Record<string, { after: unknown }> }>(
      `select action, operation, changes from audit_log where target_id = ? order by id`,
      [w.entryId],
    );
    expect(audit.map((a) => `${a.action} ${a.operation}`)).toEqual([
      'watchlist.add INSERT',
      'watchlist.edit UPDATE',
      'watchlist.remove DELETE',
    ]);
    expect(JSON.stringify(audit)).not.toContain('Edited Name');
  });
});

describe('retention and erasure', () => {
  const ERASE = `mutation($i: DataSubjectInput!) { eraseDataSubject(input: $i) { counts { watchlistRows visitors } } }`;

  it("erasing a data subject removes the entries and matches naming them, and no one else's", async () => {
    const email = `${uniq('er')}@example.test`;
    const w = await world({ name: 'Erase Me', email });
    const keep = await gql(
      s.url,
      ADD,
      { i: { name: 'Keep Me', email: `${uniq('k')}@example.test`, reason: 'x', action: 'ALERT' } },
      w.token,
    );
    expect((await walkIn(s, w.depot.id, { firstName: 'erase', lastName: 'me', email, carReg: 'EM1' })).status).toBe(200);
    expect(await q(`select id from watchlist_match where depot_id = ?`, [w.depot.id])).toHaveLength(1);
    const r = await gql(s.url, ERASE, { i: { email: email.toUpperCase() } }, w.token);
    expect(r.errors).toBeUndefined();
    expect(r.data.eraseDataSubject.counts).toEqual({ watchlistRows: 2, visitors: 1 });
    expect(await q(`select id from watchlist_match where depot_id = ?`, [w.depot.id])).toEqual([]);
    expect(await q(`select name from watchlist_entry where tenant_id = ?`, [w.tenant.id])).toEqual([{ name: 'Keep Me' }]);
    expect(keep.errors).toBeUndefined();
  });

  it('a person held only on the watchlist (never signed in) is erased by e-mail too', async () => {
    const email = `${uniq('only')}@example.test`;
    const w = await world({ name: 'Listed Only', email });
    const r = await gql(s.url, ERASE, { i: { email } }, w.token);
    expect(r.data.eraseDataSubject.counts).toEqual({ watchlistRows: 1, visitors: 0 });
    expect(await q(`select id from watchlist_entry where tenant_id = ?`, [w.tenant.id])).toEqual([]);
    // no one at all: still the catalogue's 404
    const none = await gql(s.url, ERASE, { i: { email: `${uniq('nobody')}@example.test` } }, w.token);
    expect(none.errors?.[0].message).toBe(Messages.subjectNotFound);
  });

  it('retention deletes matches older than the cut-off and entries expired before it', async () => {
    const w = await world({ name: 'Old Match', email: `${uniq('om')}@example.test` });
    const current = await gql(
      s.url,
      ADD,
      { i: { name: 'Current', email: `${uniq('c')}@example.test`, reason: 'x', action: 'ALERT' } },
      w.token,
    );
    expect(current.errors).toBeUndefined();
    await q(`update watchlist_entry set expires_at = now() - interval '400 days' where id = ?`, [w.entryId]);
    await q(
      `insert into watchlist_match (id, created_at, updated_at, tenant_id, depot_id, entry_id, action, matched_fields, person_name, path, occurred_at)
       values (gen_random_uuid(), now(), now(), ?, ?, ?, 'ALERT', '["email"]', 'Old Match', 'walk-in', now() - interval '400 days'),
              (gen_random_uuid(), now(), now(), ?, ?, ?, 'ALERT', '["email"]', 'New Match', 'walk-in', now() - interval '1 day')`,
      [w.tenant.id, w.depot.id, w.entryId, w.tenant.id, w.depot.id, w.entryId],
    );
    const counts = await new RetentionSweep({
      em: s.orm.em.fork() as never,
      clock: { now: () => new Date() },
      dataDir: s.config.dataDir,
    } as never).runTenant(w.tenant.id, new Date(Date.now() - 365 * 86_400_000));
    expect(counts.watchlistRows).toBe(2);
    expect(await q(`select person_name from watchlist_match where depot_id = ?`, [w.depot.id])).toEqual([{ person_name: 'New Match' }]);
    expect(await q(`select name from watchlist_entry where tenant_id = ?`, [w.tenant.id])).toEqual([{ name: 'Current' }]);
  });
});
