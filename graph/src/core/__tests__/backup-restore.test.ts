import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import ExcelJS from 'exceljs';
import { Client } from 'pg';
import { startTestServer, type TestServer } from '../../test/server';
import { freshDatabase } from '../../test/database';
import { gql, untilExportDone } from '../../test/http';
import { makeWorld, uniq } from '../../test/factories';
import { tokenFor } from '../../modules/tenants/__tests__/support';
import { walkIn } from '../../modules/visits/__tests__/support';

/**
 * Issue 41, "Back up, restore": `npm run backup` of a populated register (visits, an export file, the audit trail),
 * `npm run restore` into a new database and an empty DATA_DIR, a server started on what was restored: every visit,
 * file and audit row is there. Restoring over a database in use is refused; a folder that is no backup too.
 * The external PostgreSQL only (pg_dump); the embedded one is backed up as its stopped DATA_DIR.
 */
const run = promisify(execFile);
const root = path.resolve(__dirname, '../../../..');
const embedded = process.env.TEST_DATABASE === 'embedded';
const maybe = embedded || !process.env.TEST_DATABASE_ADMIN_URL ? describe.skip : describe;

const RANGE = `mutation($input: DateRangeVisitorsReportInput!) { exportDateRangeVisitorsReport(input: $input) { id } }`;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function emptyDatabase(): Promise<string> {
  const admin = new Client({ connectionString: process.env.TEST_DATABASE_ADMIN_URL });
  await admin.connect();
  const name = `${process.env.TEST_DATABASE_TEMPLATE!.replace(/_tpl$/, '')}_restore_${Math.random().toString(36).slice(2, 8)}`;
  await admin.query(`create database "${name}"`);
  await admin.end();
  const u = new URL(process.env.TEST_DATABASE_URL!);
  u.pathname = `/${name}`;
  return u.toString();
}

const counts = async (s: TestServer, tenantId: string) => {
  const [row] = await s.orm.em
    .fork()
    .getConnection()
    .execute(
      `select (select count(*)::int from visit v join depot d on d.id = v.depot_id where d.tenant_id = ?) as visits,
              (select count(*)::int from attendance a join depot d on d.id = a.depot_id where d.tenant_id = ?) as attendances,
              (select count(*)::int from audit_log where tenant_id = ?) as audit`,
      [tenantId, tenantId, tenantId],
    );
  return row as { visits: number; attendances: number; audit: number };
};

maybe('npm run backup, npm run restore', () => {
  const dirs: string[] = [];
  const tmp = (label: string) => {
    const d = mkdtempSync(path.join(os.tmpdir(), `dr-${label}-`));
    dirs.push(d);
    return d;
  };
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('a populated register comes back whole in a new database and DATA_DIR, and a server serves it', async () => {
    const sourceUrl = await freshDatabase('backup_src');
    const sourceData = tmp('data-a');
    const a = await startTestServer({ databaseUrl: sourceUrl, over: { dataDir: sourceData } });
    const w = await makeWorld(a.orm);
    const token = tokenFor(a, w.admin);
    const email = `${uniq('bk')}@example.test`;
    expect((await walkIn(a, w.depot.id, { firstName: 'Bea', lastName: 'Backup', email })).status).toBe(200);
    const ex = await gql(a.url, RANGE, { input: { depotId: w.depot.id, dateFrom: day(-1), dateTo: day(1) } }, token);
    expect(ex.errors).toBeUndefined();
    const exportId: string = ex.data.exportDateRangeVisitorsReport.id;
    expect((await untilExportDone(a.url, token, exportId)).status).toBe('DONE');
    const before = await counts(a, w.tenant.id);
    expect(before.audit).toBeGreaterThan(0);
    await a.close();

    const out = path.join(tmp('backup'), 'b1');
    const env = { ...process.env, DATABASE_URL: sourceUrl, DATA_DIR: sourceData, DATABASE_OWNER_URL: '' };
    const backedUp = await run('node', ['scripts/backup.mjs', '--out', out], { cwd: root, env });
    expect(backedUp.stdout).toContain('backup: written to');

    // A folder that is no backup, and a database in use, are refused with a reason; nothing is touched.
    const notBackup = await run('node', ['scripts/restore.mjs', sourceData], { cwd: root, env }).catch((e) => e);
    expect(notBackup.stderr).toContain('is not a backup');
    const inUse = await run('node', ['scripts/restore.mjs', out], { cwd: root, env }).catch((e) => e);
    expect(inUse.stderr).toMatch(/already has \d+ tables/);

    const targetUrl = await emptyDatabase();
    const targetData = tmp('data-b');
    const restored = await run('node', ['scripts/restore.mjs', out], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: targetUrl, DATA_DIR: targetData, DATABASE_OWNER_URL: '' },
    });
    expect(restored.stdout).toContain('restored');

    const b = await startTestServer({ databaseUrl: targetUrl, over: { dataDir: targetData } });
    try {
      expect(await counts(b, w.tenant.id)).toEqual(before);
      // the walk-in, read through the product
      const onSite = await gql(
        b.url,
        `query($d: ID!) { onSiteNow(depotId: $d) { rows { name } } }`,
        { d: w.depot.id },
        tokenFor(b, w.admin),
      );
      expect(onSite.errors).toBeUndefined();
      expect(JSON.stringify(onSite.data)).toContain('Bea');
      // the export's file, downloaded from the restored DATA_DIR
      const res = await fetch(`${b.url}/api/exports/${exportId}/download`, {
        headers: { authorization: `Bearer ${tokenFor(b, w.admin)}` },
      });
      expect(res.status).toBe(200);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
      const cells: string[] = [];
      wb.worksheets[0]!.eachRow((row) => row.eachCell((c) => cells.push(String(c.text))));
      expect(cells.join(' ')).toContain('Backup');
    } finally {
      await b.close();
    }
  });
});
