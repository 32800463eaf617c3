import type { EntityManager } from '@mikro-orm/postgresql';
import { startTestServer, type TestServer } from '../../../test/server';
import { makeWorld } from '../../../test/factories';
import { Partner } from '../../partners/partner.entity';
import { ImportJob, ImportKind, JobStatus } from '../import-job.entity';
import { markImportGivenUp, runImport } from '../import-runner';
import { PARTNER_HEADERS, partnerRows, workIdBase, xlsx } from './support';

jest.setTimeout(60_000);

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ worker: false });
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
});
