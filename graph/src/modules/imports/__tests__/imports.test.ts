import ExcelJS from 'exceljs';
import { startTestServer, type TestServer } from '../../../test/server';
import { gql, rest } from '../../../test/http';
import { makeDepot, makeUser, makeWorld } from '../../../test/factories';
import { Messages } from '../../../contracts/messages';
import { Partner } from '../../attendance/partner.entity';
import { Visit } from '../../attendance/visit.entity';
import { tokenFor } from '../../tenants/__tests__/support';
import { PARTNER_HEADERS, VISIT_HEADERS, partnerRows, upload, waitForImport, xlsx } from './support';

jest.setTimeout(180_000);

/**
 * Bulk uploads over HTTP with the worker: the multipart routes and their up-front answers, 10,000 rows,
 * tenancy, the templates, the visitor upload and its e-mails. Row validation and hostile files are in
 * imports.service.test.ts.
 */

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

const partnersOf = (depotId: string) => s.orm.em.fork().count(Partner, { depot: depotId }, { filters: false });

describe('partner bulk upload (api/partner-bulk-upload)', () => {
  it('lands 10,000 partners from one file, all in one go', async () => {
    const { depot, admin } = await makeWorld(s.orm);
    const token = tokenFor(s, admin);
    const r = await upload(s, token, 'api/partner-bulk-upload', depot.id, await xlsx(PARTNER_HEADERS, partnerRows(10_000)));
    expect(r.status).toBe(202);
    expect(r.body).toEqual({ importId: expect.any(String), status: 'QUEUED' });
    const done = await waitForImport(s, token, r.body.importId);
    expect(done).toMatchObject({
      status: 'DONE',
      total: 10_000,
      processed: 10_000,
      inserted: 10_000,
      rowErrors: [],
      message: Messages.fileUploaded,
    });
    expect(await partnersOf(depot.id)).toBe(10_000);
    const g = await gql(
      s.url,
      'query($id: ID!){ importJob(id: $id) { id status inserted total rowErrors { row message } } }',
      { id: r.body.importId },
      token,
    );
    expect(g.data.importJob).toEqual({ id: r.body.importId, status: 'DONE', inserted: 10_000, total: 10_000, rowErrors: [] });
  });

  it('answers 400 up front for a file that is not xlsx by name or by content, or is missing, and 404 for a foreign depot', async () => {
    const { depot, admin } = await makeWorld(s.orm);
    const other = await makeWorld(s.orm);
    const token = tokenFor(s, admin);
    const good = await xlsx(PARTNER_HEADERS, partnerRows(1));
    const csv = await upload(s, token, 'api/partner-bulk-upload', depot.id, Buffer.from('WorkId,Name\n1,A'), 'partners.csv');
    expect(csv.status).toBe(400);
    expect(csv.body).toMatchObject({
      message: 'Only spreadsheet (xlsx) files are accepted',
      errors: { Error: ['Only spreadsheet (xlsx) files are accepted'] },
    });
    expect((await upload(s, token, 'api/partner-bulk-upload', depot.id, Buffer.from('hello'), 'fake.xlsx')).status).toBe(400);
    const foreign = await upload(s, token, 'api/partner-bulk-upload', other.depot.id, good);
    expect(foreign.status).toBe(404);
    const res = await fetch(`${s.url}/api/partner-bulk-upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(400);
    expect((await upload(s, '', 'api/partner-bulk-upload', depot.id, good)).status).toBe(401);
    const huge = await upload(s, token, 'api/partner-bulk-upload', depot.id, Buffer.concat([good, Buffer.alloc(11 * 1024 * 1024)]));
    expect(huge.status).toBe(413);
    expect(huge.body.errors.Error).toHaveLength(1);
  });

  it("keeps jobs to their tenant: another tenant's job answers exactly like a missing one", async () => {
    const a = await makeWorld(s.orm);
    const b = await makeWorld(s.orm);
    const tokenA = tokenFor(s, a.admin);
    const tokenB = tokenFor(s, b.admin);
    const r = await upload(s, tokenA, 'api/partner-bulk-upload', a.depot.id, await xlsx(PARTNER_HEADERS, partnerRows(2)));
    await waitForImport(s, tokenA, r.body.importId);
    const foreign = await rest(s.url, 'GET', `api/import-status/${r.body.importId}`, { token: tokenB });
    const missing = await rest(s.url, 'GET', 'api/import-status/00000000-0000-4000-8000-000000000000', { token: tokenB });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    const g = await gql(s.url, 'query($id: ID!){ importJob(id: $id) { id } }', { id: r.body.importId }, tokenB);
    expect(g.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    // Within the tenant: the depot's manager sees it, a manager of another depot does not.
    expect((await rest(s.url, 'GET', `api/import-status/${r.body.importId}`, { token: tokenFor(s, a.manager) })).status).toBe(200);
    const elsewhere = await makeUser(s.orm, { tenant: a.tenant, depot: await makeDepot(s.orm, a.tenant), role: 'DepotManager' });
    expect((await rest(s.url, 'GET', `api/import-status/${r.body.importId}`, { token: tokenFor(s, elsewhere) })).status).toBe(404);
  });

  it('serves the V1.1 templates: the header row and one example row', async () => {
    const { admin } = await makeWorld(s.orm);
    const token = tokenFor(s, admin);
    for (const [path, headers] of [
      ['api/partner-upload-template', PARTNER_HEADERS],
      ['api/visitor-upload-template', VISIT_HEADERS],
    ] as const) {
      const res = await fetch(`${s.url}/${path}`, { headers: { authorization: `Bearer ${token}` } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toMatch(/attachment; filename=".*-upload-template-V1\.1\.xlsx"/);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ExcelJS.Buffer);
      const sheet = wb.worksheets[0];
      expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(headers);
      expect(sheet.rowCount).toBe(2);
    }
    expect((await fetch(`${s.url}/api/partner-upload-template`)).status).toBe(401);
  });
});

describe('visitor bulk upload (api/visitor-bulk-upload)', () => {
  it('books a planned visit per row with a unique uppercase reference; a bad row lands nothing', async () => {
    const { depot, admin } = await makeWorld(s.orm);
    const token = tokenFor(s, admin);
    const rows = [
      ['aoife', 'kelly', 'Aoife.Kelly@example.test', 'kelly haulage', '31/12/2030', '09:30', 'Mary Host', 'mary@example.test', 'ops'],
      ['Brian', 'Ryan', 'brian@example.test', 'Ryan Ltd', '01/01/2031', '14:00', '', '', ''],
    ];
    const bad = await upload(
      s,
      token,
      'api/visitor-bulk-upload',
      depot.id,
      await xlsx(VISIT_HEADERS, [...rows, ['Cara', 'Doyle', 'cara@example.test', 'Doyle', '01/01/2001', '25:00', '', '', '']]),
      'visits.xlsx',
    );
    const failed = await waitForImport(s, token, bad.body.importId);
    expect(failed.rowErrors).toEqual([{ row: 4, message: 'Date is in the past; Time must be HH:mm' }]);
    expect(await s.orm.em.fork().count(Visit, { depot: depot.id }, { filters: false })).toBe(0);

    const r = await upload(s, token, 'api/visitor-bulk-upload', depot.id, await xlsx(VISIT_HEADERS, rows), 'visits.xlsx');
    expect(r.status).toBe(202);
    const done = await waitForImport(s, token, r.body.importId);
    expect(done).toMatchObject({ status: 'DONE', inserted: 2, kind: 'visitor' });
    const visits = await s.orm.em
      .fork()
      .find(Visit, { depot: depot.id }, { filters: false, populate: ['attendee'], orderBy: { dateOfVisit: 'asc' } });
    expect(
      visits.map((v) => [
        v.visitType,
        v.attendee.firstName,
        v.attendee.company,
        v.attendee.email,
        v.hostName,
        v.hostEmail,
        v.hostDepartment,
      ]),
    ).toEqual([
      ['Planned', 'Aoife', 'Kelly haulage', 'aoife.kelly@example.test', 'Mary Host', 'mary@example.test', 'OPS'],
      ['Planned', 'Brian', 'Ryan Ltd', 'brian@example.test', admin.name, admin.email, null],
    ]);
    for (const v of visits) expect(v.meetingReference).toMatch(/^[A-Z0-9]{10}$/);
    expect(visits[0].dateOfVisit.toISOString()).toBe('2030-12-31T09:30:00.000Z'); // Dublin is on UTC in winter
    // Each imported visitor is e-mailed its reference, as from the booking form.
    const mail = await s.mail.waitFor((m) => m.to.includes('aoife.kelly@example.test') && m.text.includes(visits[0].meetingReference!));
    expect(mail.raw).toMatch(/Content-Type: image\/png/i);
  });
});
