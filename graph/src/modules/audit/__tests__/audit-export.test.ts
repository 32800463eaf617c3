import ExcelJS from 'exceljs';
import { startTestServer, type TestServer } from '../../../test/server';
import { gql } from '../../../test/http';
import { makeUser, makeWorld } from '../../../test/factories';
import { until } from '../../../test/until';
import { tokenFor } from '../../tenants/__tests__/support';

/** Issue 25: the audit trail exports as xlsx through the worker, filtered as asked, its tenant's only. */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

const EXPORT = `mutation($f: AuditFilterInput) { exportAuditTrail(filter: $f) { id status depotId } }`;
const JOB = `query($id: ID!) { exportJob(id: $id) { status rowCount downloadPath } }`;

async function sheetOf(token: string, filter: Record<string, unknown>) {
  const r = await gql(s.url, EXPORT, { f: filter }, token);
  expect(r.errors).toBeUndefined();
  expect(r.data.exportAuditTrail.depotId).toBeNull();
  const id = r.data.exportAuditTrail.id;
  const job = await until(
    async () => {
      const j = (await gql(s.url, JOB, { id }, token)).data?.exportJob;
      return j && (j.status === 'DONE' || j.status === 'FAILED') ? j : null;
    },
    30_000,
    'the audit export',
  );
  expect(job.status).toBe('DONE');
  const file = await fetch(`${s.url}${job.downloadPath}`, { headers: { authorization: `Bearer ${token}` } });
  expect(file.status).toBe(200);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from(await file.arrayBuffer()) as unknown as ExcelJS.Buffer);
  return { id, sheet: wb.worksheets[0], rowCount: job.rowCount as number };
}

describe('the audit trail as xlsx', () => {
  it("a TenantAdmin's export holds its tenant's filtered rows, what changed in words, personal values masked; the export itself is audited", async () => {
    const a = await makeWorld(s.orm);
    const b = await makeWorld(s.orm);
    const ta = tokenFor(s, a.admin);
    for (const n of ['Loader', 'Porter'])
      expect((await gql(s.url, `mutation($n: String!) { addRole(input: { roleName: $n }) { id } }`, { n }, ta)).errors).toBeUndefined();
    expect(
      (
        await gql(
          s.url,
          `mutation($d: ID!) { addManager(input: { name: "Secret Person", email: "secret@example.test", depotId: $d, department: "Ops" }) { id } }`,
          { d: a.depot.id },
          ta,
        )
      ).errors,
    ).toBeUndefined();
    expect(
      (await gql(s.url, `mutation { addRole(input: { roleName: "Other tenant" }) { id } }`, {}, tokenFor(s, b.admin))).errors,
    ).toBeUndefined();

    const roles = await sheetOf(ta, { action: 'role', tenantId: b.tenant.id });
    expect((roles.sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Date (UTC)',
      'Time (UTC)',
      'User',
      'Action',
      'Operation',
      'Target',
      'Target id',
      'What changed',
      'Address',
    ]);
    expect(roles.rowCount).toBe(2);
    const texts = [2, 3].map((i) => (roles.sheet.getRow(i).values as unknown[]).slice(1));
    expect(texts.map((r) => r[7])).toEqual(['role_name: – → Porter', 'role_name: – → Loader']);
    expect(texts.every((r) => r[2] === a.admin.username && r[3] === 'role.add' && r[5] === 'role_name')).toBe(true);

    const managers = await sheetOf(ta, { targetType: 'manager' });
    expect(managers.rowCount).toBe(1);
    const row = (managers.sheet.getRow(2).values as unknown[]).slice(1).join(' | ');
    expect(row).toContain('name: changed (personal)');
    expect(row).not.toMatch(/Secret|secret@/);

    // The export made is itself in the trail.
    const trail = await gql(s.url, `query { auditTrail(filter: { targetType: "export_job" }) { total rows { targetId } } }`, {}, ta);
    expect(trail.data.auditTrail.rows.map((r: { targetId: string }) => r.targetId)).toEqual(
      expect.arrayContaining([roles.id, managers.id]),
    );
    // Another tenant's admin and a DepotManager cannot read it.
    expect((await gql(s.url, JOB, { id: roles.id }, tokenFor(s, b.admin))).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await gql(s.url, JOB, { id: roles.id }, tokenFor(s, a.manager))).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await gql(s.url, EXPORT, {}, tokenFor(s, a.manager))).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it("a SuperAdmin's export spans every tenant", async () => {
    const a = await makeWorld(s.orm);
    const b = await makeWorld(s.orm);
    for (const w of [a, b])
      expect(
        (
          await gql(
            s.url,
            `mutation { addShift(input: { shiftName: "SA", startTime: "06:00", endTime: "14:00" }) { id } }`,
            {},
            tokenFor(s, w.admin),
          )
        ).errors,
      ).toBeUndefined();
    const sa = tokenFor(s, await makeUser(s.orm, { role: 'SuperAdmin', tenant: null }));
    const all = await sheetOf(sa, { targetType: 'shift', person: 'user_' });
    const users = new Set<unknown>();
    all.sheet.eachRow((r, i) => i > 1 && users.add((r.values as unknown[])[3]));
    expect(users.has(a.admin.username) && users.has(b.admin.username)).toBe(true);
  });
});
