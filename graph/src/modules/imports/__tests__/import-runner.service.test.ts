import type { EntityManager } from '@mikro-orm/postgresql';
import { serviceTier } from '../../../test/service-tier';
import { makeWorld } from '../../../test/factories';
import { Partner } from '../../attendance/partner.entity';
import { ImportJob, ImportKind, JobStatus } from '../import-job.entity';
import { markImportGivenUp, runImport } from '../import-runner';
import { PARTNER_HEADERS, partnerRows, workIdBase, xlsx } from './support';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { landPartnerUpload, LISTED_ROW_ERRORS } from '../partner-upload';
import { sheetRows } from '../xlsx-reader';
import { MAX_ROWS } from '../import-templates';

jest.setTimeout(60_000);

// The runner on the database alone (issue 24: it never needed the HTTP server it booted).
let s: Awaited<ReturnType<typeof serviceTier>>;
beforeAll(async () => {
  s = await serviceTier({ label: 'import_runner' });
});
afterAll(async () => {
  await s.close();
});
const root = () => s.orm.em as EntityManager;

async function job(depotId: string, tenantId: string, file: Buffer) {
  const em = s.orm.em.fork();
  const j = em.create(ImportJob, { tenant: tenantId, depot: depotId, kind: ImportKind.Partner, fileName: 'p.xlsx', file });
  await em.flush();
  return j.id;
}

describe('import runner', () => {
  it('two files with the same work ids landing at once (two workers): exactly one lands, the other names the row', async () => {
    const { tenant, depot } = await makeWorld(s.orm);
    const base = workIdBase();
    const a = await job(depot.id, tenant.id, await xlsx(PARTNER_HEADERS, partnerRows(300, base)));
    const b = await job(
      depot.id,
      tenant.id,
      await xlsx(
        PARTNER_HEADERS,
        partnerRows(300, base).map((r) => [r[0], `Other ${r[1]}`, ...r.slice(2)]),
      ),
    );
    const results = await Promise.all([runImport(root(), a), runImport(root(), b)]);
    const statuses = results.map((r) => r!.status).sort();
    expect(statuses).toEqual([JobStatus.Done, JobStatus.Failed]);
    const failed = results.find((r) => r!.status === JobStatus.Failed)!;
    expect(failed.inserted).toBe(0);
    // Raced inside the insert: the unique index names one row; checked after the other landed: every row.
    expect(failed.rowErrors!.length === 1 || failed.rowErrors!.length === 300).toBe(true);
    for (const e of failed.rowErrors!) {
      expect(e.message).toMatch(/^WorkId \d+ is already registered$/);
      expect(e.row).toBeGreaterThanOrEqual(2);
    }
    expect(await s.orm.em.fork().count(Partner, { depot: depot.id }, { filters: false })).toBe(300);
  });

  it('template V1.1 carries SingleSignFlag and EnterTemperature; a file from the older 8-column template still lands', async () => {
    const { tenant, depot } = await makeWorld(s.orm);
    const base = workIdBase();
    const rows = partnerRows(2, base).map((r, i) => [...r, i ? 'Yes' : 'No', i ? 'No' : 'Yes']);
    expect((await runImport(root(), await job(depot.id, tenant.id, await xlsx(PARTNER_HEADERS, rows))))!.status).toBe(JobStatus.Done);
    const landed = await s.orm.em.fork().find(Partner, { depot: depot.id }, { filters: false, orderBy: { workId: 'asc' } });
    expect(landed.map((p) => [p.singleSignFlag, p.enterTemperature])).toEqual([
      [false, true],
      [true, false],
    ]);
    const old = await runImport(root(), await job(depot.id, tenant.id, await xlsx(PARTNER_HEADERS.slice(0, 8), partnerRows(1, base + 50))));
    expect(old!.status).toBe(JobStatus.Done);
    const bad = await runImport(
      root(),
      await job(depot.id, tenant.id, await xlsx(PARTNER_HEADERS, [[...partnerRows(1, base + 60)[0], 'maybe', '']])),
    );
    expect(bad!.rowErrors).toEqual([{ row: 2, message: 'SingleSignFlag must be Yes or No' }]);
  });

  it('is idempotent: a finished job is not run again', async () => {
    const { tenant, depot } = await makeWorld(s.orm);
    const id = await job(depot.id, tenant.id, await xlsx(PARTNER_HEADERS, partnerRows(3)));
    expect((await runImport(root(), id))!.status).toBe(JobStatus.Done);
    expect((await runImport(root(), id))!.inserted).toBe(3);
    expect(await s.orm.em.fork().count(Partner, { depot: depot.id }, { filters: false })).toBe(3);
  });

  it('marks a job FAILED when the worker gives up on it (last attempt threw)', async () => {
    const { tenant, depot } = await makeWorld(s.orm);
    const id = await job(depot.id, tenant.id, await xlsx(PARTNER_HEADERS, partnerRows(1)));
    await markImportGivenUp(root(), id);
    const j = await s.orm.em.fork().findOneOrFail(ImportJob, id, { filters: false });
    expect(j.status).toBe(JobStatus.Failed);
    expect(j.message).toMatch(/could not be completed/);
  });

  it('a partner upload of 100,000 rows holds the same memory at 100,000 rows as at 10,000 (issue 28: flat memory), and lands them all', async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const { tenant, depot } = await makeWorld(s.orm);
    const file = await xlsx(PARTNER_HEADERS, partnerRows(100_000, workIdBase()));
    const keptAt: Record<number, number> = {};
    const landed = await landPartnerUpload(
      root().fork(),
      { tenantId: tenant.id, depotId: depot.id, now: new Date() },
      sheetRows(file, PARTNER_HEADERS, MAX_ROWS[ImportKind.Partner], 8),
      async (n) => {
        if (n === 10_000 || n === 100_000) {
          gc();
          keptAt[n] = process.memoryUsage().heapUsed / 1048576;
        }
      },
    );
    expect(landed).toEqual({ total: 100_000, inserted: 100_000, rejected: 0, rowErrors: [] });
    expect(await s.orm.em.fork().count(Partner, { depot: depot.id }, { filters: false })).toBe(100_000);
    // Holding each row's cells (two short strings and an array) would keep about 20 MB more at 100,000 than at 10,000.
    expect(keptAt[100_000]! - keptAt[10_000]!).toBeLessThan(4);
  }, 180_000);

  it('a file of many bad rows is refused whole: every rejected row counted, the first 1,000 listed in row order', async () => {
    const { tenant, depot } = await makeWorld(s.orm);
    const rows = partnerRows(1_800, workIdBase()).map((r, i) => (i % 3 === 2 ? r : ['x' + i, ...r.slice(1)]));
    const done = (await runImport(root(), await job(depot.id, tenant.id, await xlsx(PARTNER_HEADERS, rows))))!;
    expect(done.status).toBe(JobStatus.Failed);
    expect(done.message).toBe(
      'The file was not uploaded: 1200 rows were rejected. Correct them and upload the whole file again. The first 1,000 are listed.',
    );
    expect(done.rowErrors).toHaveLength(LISTED_ROW_ERRORS);
    expect(done.rowErrors![0]).toEqual({ row: 2, message: 'Work ID must be a number (digits only, at most 18)' });
    expect(done.inserted).toBe(0);
    expect(await s.orm.em.fork().count(Partner, { depot: depot.id }, { filters: false })).toBe(0);
  });
});
