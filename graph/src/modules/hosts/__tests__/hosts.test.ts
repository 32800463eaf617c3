// Issue 39, the people directory: kept by hand (TenantAdmin; a DepotManager for their depot), by xlsx upload with row
// errors (the imports feature's runner, all rows or none), picked from when booking (type-ahead), offered at the kiosk
// (the depot's tenant's hosts only: name and department, nothing else), and a walk-in's directory host told by their
// own channels (SMS through the fake Twilio) in their language.
import { startTestServer, type TestServer } from '../../../test/server';
import { freshDatabase } from '../../../test/database';
import { gql } from '../../../test/http';
import { until } from '../../../test/until';
import { makeDepot, makeUser, makeWorld, uniq } from '../../../test/factories';
import { startFakeTwilio, type FakeTwilio } from '../../../test/fake-twilio';
import { tokenFor } from '../../tenants/__tests__/support';
import { walkIn } from '../../visits/__tests__/support';
import { templates } from '../../imports/import-templates';
import { ImportKind } from '../../imports/import-job.entity';
import { upload, waitForImport, xlsx } from '../../imports/__tests__/support';
import { loopbackDelivery } from '../../../test/loopback-delivery';

jest.setTimeout(120_000);
const HOST_HEADERS = templates[ImportKind.Host].map((c) => c.header);
const TOKEN = 'tok-0123456789abcdef';
const sid = () => `AC${uniq()}${uniq()}${uniq()}${uniq()}`.slice(0, 34).padEnd(34, 'a');

let s: TestServer;
let sms: FakeTwilio;
const creds: Record<string, string> = {};
beforeAll(async () => {
  sms = await startFakeTwilio(creds);
  // A database (so queues) of its own: the loopback SMS provider is allowed to this server only.
  s = await startTestServer({
    databaseUrl: await freshDatabase('hosts'),
    over: {
      webhooks: loopbackDelivery(),
      channels: { smsApiBase: sms.url },
    },
  });
});
afterAll(async () => {
  await s?.close();
  await sms?.close();
});

const SAVE = `mutation($i: SaveHostInput!) { saveHost(input: $i) { id name email phone department depotIds language choices { kind channels } source } }`;
const LIST = `query($search: String, $depotId: ID) { hosts(search: $search, depotId: $depotId) { total hosts { id name email department depotIds } } }`;
const SUGGEST = `query($search: String, $depotId: ID) { hostSuggestions(search: $search, depotId: $depotId) { id name email department } }`;
const KIOSK = `query($d: ID!) { kioskHosts(depotId: $d) { id name department } }`;
const sql = async <T>(q: string, params: unknown[] = []): Promise<T[]> => (await s.orm.em.fork().getConnection().execute(q, params)) as T[];

describe('the people directory (issue 39)', () => {
  it('kept by hand: a TenantAdmin adds and edits; a DepotManager keeps only their depot; bad input is a clear 400; one host per e-mail', async () => {
    const w = await makeWorld(s.orm);
    const other = await makeDepot(s.orm, w.tenant);
    const admin = tokenFor(s, w.admin);
    const manager = tokenFor(s, w.manager);
    const a = await gql(
      s.url,
      SAVE,
      {
        i: {
          name: 'Niamh Byrne',
          email: 'Niamh@Example.test',
          phone: '+353 85 123 4567',
          department: 'Goods in',
          language: 'pl',
          choices: [{ kind: 'ARRIVALS', channels: ['SMS'] }],
        },
      },
      admin,
    );
    expect(a.errors).toBeUndefined();
    expect(a.data.saveHost).toMatchObject({
      email: 'niamh@example.test',
      phone: '+353851234567',
      depotIds: [],
      language: 'pl',
      source: 'MANUAL',
      choices: [{ kind: 'ARRIVALS', channels: ['SMS'] }],
    });
    const dup = await gql(s.url, SAVE, { i: { name: 'Another', email: 'NIAMH@example.test' } }, admin);
    expect(dup.errors![0].extensions?.code).toBe('CONFLICT');
    for (const bad of [
      { name: 'X', email: 'not-an-email' },
      { name: 'X', email: `${uniq('x')}@example.test`, phone: '0851234567' },
      { name: 'X', email: `${uniq('x')}@example.test`, language: 'de' },
      { name: 'X', email: `${uniq('x')}@example.test`, choices: [{ kind: 'ARRIVALS', channels: ['SMS'] }] },
      { name: '', email: `${uniq('x')}@example.test` },
    ]) {
      const r = await gql(s.url, SAVE, { i: bad }, admin);
      expect([JSON.stringify(bad), r.errors?.[0]?.extensions?.code]).toEqual([JSON.stringify(bad), 'BAD_USER_INPUT']);
    }
    // The DepotManager's host is kept to their depot whatever they send; the tenant-wide host is not theirs to edit.
    const m = await gql(s.url, SAVE, { i: { name: 'Yard Lead', email: `${uniq('y')}@example.test`, department: 'Yard' } }, manager);
    expect(m.data.saveHost.depotIds).toEqual([w.depot.id]);
    const elsewhere = await gql(s.url, SAVE, { i: { name: 'Q', email: `${uniq('q')}@example.test`, depotIds: [other.id] } }, manager);
    expect(elsewhere.errors![0].extensions?.code).toBe('BAD_USER_INPUT');
    const notTheirs = await gql(s.url, SAVE, { i: { id: a.data.saveHost.id, name: 'Renamed', email: 'niamh@example.test' } }, manager);
    expect(notTheirs.errors![0].extensions?.code).toBe('NOT_FOUND');
    expect((await gql(s.url, LIST, { search: 'goods' }, admin)).data.hosts.hosts.map((h: { name: string }) => h.name)).toEqual([
      'Niamh Byrne',
    ]);
    // The manager's list: their depot's hosts and those of every depot.
    expect((await gql(s.url, LIST, {}, manager)).data.hosts.total).toBe(2);
    expect(await sql(`select 1 from "host" where "tenant_id" = ?`, [w.tenant.id])).toHaveLength(2);
  });

  it('upload: bad rows listed by row and nothing lands; a good file lands every host (an e-mail listed already is updated)', async () => {
    const w = await makeWorld(s.orm);
    const admin = tokenFor(s, w.admin);
    await gql(s.url, SAVE, { i: { name: 'Old Name', email: 'kept@example.test' } }, admin);
    const bad = await upload(
      s,
      admin,
      'api/host-bulk-upload',
      w.depot.id,
      await xlsx(HOST_HEADERS, [
        ['Ann Walsh', 'ann@example.test', '+353851110001', 'Office', 'en', 'EMAIL, SMS'],
        ['', 'nobody@example.test', '', '', '', ''],
        ['Bad Mail', 'not-an-email', '', '', '', ''],
        ['Bad Phone', 'phone@example.test', '0851234567', '', '', ''],
        ['Twice', 'ANN@example.test', '', '', '', ''],
        ['No Phone', 'nophone@example.test', '', '', 'de', 'SMS'],
      ]),
      'hosts.xlsx',
    );
    expect(bad.status).toBe(202);
    const failed = await waitForImport(s, admin, bad.body.importId);
    expect(failed.status).toBe('FAILED');
    expect(failed.rowErrors.map((e: { row: number }) => e.row)).toEqual([3, 4, 5, 6, 7]);
    expect(failed.rowErrors[3].message).toContain('row 2');
    expect(failed.rowErrors[4].message).toMatch(/language/i);
    expect(await sql(`select 1 from "host" where "tenant_id" = ?`, [w.tenant.id])).toHaveLength(1);

    const good = await upload(
      s,
      admin,
      'api/host-bulk-upload',
      w.depot.id,
      await xlsx(HOST_HEADERS, [
        ['Ann Walsh', 'ann@example.test', '+353 85 111 0001', 'Office', 'pl', 'EMAIL, SMS'],
        ['New Name', 'KEPT@example.test', '', 'Yard', '', ''],
      ]),
      'hosts.xlsx',
    );
    const done = await waitForImport(s, admin, good.body.importId);
    expect(done).toMatchObject({ status: 'DONE', inserted: 2 });
    const rows = await sql<{ name: string; phone: string | null; depot_ids: string[]; language: string | null; source: string }>(
      `select "name", "phone", "depot_ids", "language", "source" from "host" where "tenant_id" = ? order by "name"`,
      [w.tenant.id],
    );
    expect(rows).toEqual([
      { name: 'Ann Walsh', phone: '+353851110001', depot_ids: [w.depot.id], language: 'pl', source: 'UPLOAD' },
      { name: 'New Name', phone: null, depot_ids: [], language: null, source: 'MANUAL' },
    ]);
    // A role without the directory may not upload to it.
    const clerk = await makeUser(s.orm, { tenant: w.tenant, depot: w.depot, role: 'Reception' });
    const refused = await upload(
      s,
      tokenFor(s, clerk),
      'api/host-bulk-upload',
      w.depot.id,
      await xlsx(HOST_HEADERS, [['A', 'a@example.test']]),
      'hosts.xlsx',
    );
    expect(refused.status).toBe(403);
  });

  it('upload by CSV: comma or semicolon, a BOM, quoted cells; bad rows by their spreadsheet row; a file that is not UTF-8 text is a 400', async () => {
    const w = await makeWorld(s.orm);
    const admin = tokenFor(s, w.admin);
    const csv = (text: string, encoding: BufferEncoding = 'utf8') => Buffer.from(text, encoding);
    const send = (data: Buffer, name = 'hosts.csv', path = 'api/host-bulk-upload') => upload(s, admin, path, w.depot.id, data, name);
    const hosts = () =>
      sql<{ name: string; email: string; phone: string | null; department: string | null; language: string | null }>(
        `select "name", "email", "phone", "department", "language" from "host" where "tenant_id" = ? order by "email"`,
        [w.tenant.id],
      );

    // Bad rows: listed by the row a spreadsheet shows (the blank line 3 is a row), nothing lands.
    const bad = await send(
      csv(`${HOST_HEADERS.join(',')}\nAnn Walsh,ann@example.test,,,,\n\n,nobody@example.test,,,,\nBad,not-an-email,,,,\n`),
    );
    expect(bad.status).toBe(202);
    const failed = await waitForImport(s, admin, bad.body.importId);
    expect(failed.status).toBe('FAILED');
    expect(failed.rowErrors.map((e: { row: number }) => e.row)).toEqual([4, 5]);
    expect(await hosts()).toEqual([]);

    // Excel's "CSV UTF-8": a BOM, commas, a quoted cell holding commas and quotes, CRLF; Polish letters kept.
    const comma = await send(
      csv(
        `\uFEFF${HOST_HEADERS.join(',')}\r\nŁucja Wójcik,lucja@example.test,+48 601 234 567,"Magazyn, ""B""",pl,"EMAIL, SMS"\r\nAnn Walsh,ann@example.test,,,,\r\n`,
      ),
    );
    expect(await waitForImport(s, admin, comma.body.importId)).toMatchObject({ status: 'DONE', inserted: 2 });
    // Excel with a comma decimal mark writes semicolons; the optional last column may be left out.
    const semi = await send(csv(`${HOST_HEADERS.slice(0, 5).join(';')}\nIoana Pop;ioana@example.test;;Depozit;ro\n`));
    expect(await waitForImport(s, admin, semi.body.importId)).toMatchObject({ status: 'DONE', inserted: 1 });
    expect(await hosts()).toEqual([
      { name: 'Ann Walsh', email: 'ann@example.test', phone: null, department: null, language: null },
      { name: 'Ioana Pop', email: 'ioana@example.test', phone: null, department: 'Depozit', language: 'ro' },
      { name: 'Łucja Wójcik', email: 'lucja@example.test', phone: '+48601234567', department: 'Magazyn, "B"', language: 'pl' },
    ]);

    // The file's fault, said at once: not UTF-8 (Excel's plain CSV in a Windows code page), an xlsx renamed, not a CSV name.
    const latin1 = await send(csv(`${HOST_HEADERS.join(',')}\nJos\u00e9 Pe\u00f1a,jose@example.test,,,,\n`, 'latin1'));
    expect(latin1).toMatchObject({ status: 400, body: { message: expect.stringMatching(/not UTF-8/) } });
    const renamed = await send(await xlsx(HOST_HEADERS, [['A', 'a@example.test']]), 'hosts.csv');
    expect(renamed).toMatchObject({ status: 400, body: { message: expect.stringMatching(/not a CSV/) } });
    const txt = await send(csv(`${HOST_HEADERS.join(',')}\n`), 'hosts.txt');
    expect(txt).toMatchObject({ status: 400, body: { message: expect.stringMatching(/xlsx.*CSV/) } });
    // Partners and planned visits stay xlsx only (spec 5).
    const partner = await send(csv('WorkId,Name\n1,A\n'), 'partners.csv', 'api/partner-bulk-upload');
    expect(partner).toMatchObject({ status: 400, body: { message: 'Only spreadsheet (xlsx) files are accepted' } });

    // Read by the worker: a quote left open, other columns, rows but no data: FAILED with why, nothing lands.
    for (const [text, why] of [
      [`${HOST_HEADERS.join(',')}\nAnn,"ann@example.test,,,,\n`, /line \d+: a quote is not closed/],
      ['Name,Mail\nAnn,ann@example.test\n', /do not match template/],
      [`${HOST_HEADERS.join(',')}\n\n,,,,,\n`, /no rows/],
    ] as const) {
      const r = await send(csv(text));
      expect(r.status).toBe(202);
      expect((await waitForImport(s, admin, r.body.importId)).message).toMatch(why);
    }
    expect(await hosts()).toHaveLength(3);
  });

  it("booking type-ahead and the kiosk's list: the depot's tenant's active hosts only (name and department at the kiosk)", async () => {
    const w = await makeWorld(s.orm);
    const second = await makeDepot(s.orm, w.tenant);
    const other = await makeWorld(s.orm);
    const admin = tokenFor(s, w.admin);
    await gql(
      s.url,
      SAVE,
      { i: { name: 'Maeve Kiosk', email: `${uniq('mk')}@example.test`, department: 'Stores', phone: '+353851110002' } },
      admin,
    );
    await gql(s.url, SAVE, { i: { name: 'Mark Second', email: `${uniq('ms')}@example.test`, depotIds: [second.id] } }, admin);
    await gql(s.url, SAVE, { i: { name: 'Mallory Other', email: `${uniq('mo')}@example.test` } }, tokenFor(s, other.admin));
    const inactive = `${uniq('gone')}@example.test`;
    await gql(s.url, SAVE, { i: { name: 'Mavis Gone', email: inactive } }, admin);
    await sql(`update "host" set "active" = false where lower("email") = ?`, [inactive]);

    const typed = await gql(s.url, SUGGEST, { search: 'ma', depotId: w.depot.id }, tokenFor(s, w.manager));
    expect(typed.data.hostSuggestions.map((h: { name: string }) => h.name)).toEqual(['Maeve Kiosk']);
    expect(typed.data.hostSuggestions[0]).toMatchObject({ department: 'Stores', email: expect.stringContaining('@example.test') });

    const kiosk = await gql(s.url, KIOSK, { d: w.depot.id });
    expect(kiosk.errors).toBeUndefined();
    const names = kiosk.data.kioskHosts.map((h: { name: string }) => h.name);
    expect(names).toContain('Maeve Kiosk');
    expect(names).not.toContain('Mark Second');
    expect(names).not.toContain('Mallory Other');
    expect(names).not.toContain('Mavis Gone');
    const listed = kiosk.data.kioskHosts.find((h: { name: string }) => h.name === 'Maeve Kiosk');
    expect(Object.keys(listed).sort()).toEqual(['department', 'id', 'name']);
    expect(listed.department).toBe('Stores');
    // The other tenant's kiosk never lists this tenant's hosts.
    const theirs = await gql(s.url, KIOSK, { d: other.depot.id });
    expect(theirs.data.kioskHosts.map((h: { name: string }) => h.name)).toEqual(expect.not.arrayContaining(['Maeve Kiosk']));
    // A walk-in naming another tenant's host by id: nobody is told, the visit has no host e-mail.
    const mallory = (await sql<{ id: string }>(`select "id" from "host" where "tenant_id" = ?`, [other.tenant.id]))[0].id;
    const r = await walkIn(s, w.depot.id, { email: `${uniq('w')}@example.test`, hostId: mallory });
    expect(r.status).toBeLessThan(300);
    const [visit] = await sql<{ host_email: string | null }>(
      `select v."host_email" from "visit" v join "attendance" a on a."visit_id" = v."id" where a."id" = ?`,
      [r.body.attendanceId],
    );
    expect(visit.host_email).toBeNull();
  });

  it('a walk-in picks a directory host at the kiosk: the host is told by SMS in Polish, once, and by no e-mail', async () => {
    const w = await makeWorld(s.orm);
    const admin = tokenFor(s, w.admin);
    const accountSid = sid();
    creds[accountSid] = TOKEN;
    const set = await gql(
      s.url,
      `mutation($input: SetSmsProviderInput!) { setSmsProvider(input: $input) { channel } }`,
      { input: { accountSid, authToken: TOKEN, from: '+15005550006' } },
      admin,
    );
    expect(set.errors).toBeUndefined();
    const phone = '+353851119999';
    const email = `${uniq('host')}@example.test`;
    const h = await gql(
      s.url,
      SAVE,
      {
        i: { name: 'Piotr Nowak', email, phone, department: 'Magazyn', language: 'pl', choices: [{ kind: 'ARRIVALS', channels: ['SMS'] }] },
      },
      admin,
    );
    const hostId = h.data.saveHost.id as string;
    const r = await walkIn(s, w.depot.id, { email: `${uniq('w')}@example.test`, hostId, firstName: 'ada', lastName: 'byrne' });
    expect(r.status).toBeLessThan(300);
    await until(() => sms.accepted(phone).length, 20_000, "the host's SMS");
    const [text] = sms.accepted(phone);
    expect(text.body).toBe(`Twój gość Ada Byrne z firmy Acme zarejestrował się w ${w.depot.code}.`);
    await new Promise((res) => setTimeout(res, 800));
    expect(sms.accepted(phone)).toHaveLength(1);
    expect(s.mail.messages.filter((m) => m.to.includes(email))).toHaveLength(0);
    const [visit] = await sql<{ host_name: string; host_email: string; host_department: string }>(
      `select v."host_name", v."host_email", v."host_department" from "visit" v join "attendance" a on a."visit_id" = v."id" where a."id" = ?`,
      [r.body.attendanceId],
    );
    expect(visit).toEqual({ host_name: 'Piotr Nowak', host_email: email, host_department: 'Magazyn' });
  });
});
