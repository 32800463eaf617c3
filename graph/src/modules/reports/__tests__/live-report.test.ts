import { startTestServer, type TestServer } from '../../../test/server';
import { rest } from '../../../test/http';
import { fixedClock } from '../../../core/clock';
import { makeWorld } from '../../../test/factories';
import { tokenFor } from '../../tenants/__tests__/support';

const clock = fixedClock('2026-10-25T08:00:00Z');
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ worker: false, clock });
});
afterAll(async () => {
  await s.close();
});

/** The live report's REST route: its required fields and a foreign depot; the rows are in live-report.service.test.ts. */
describe('live report', () => {
  it('visitType and depot are required; a foreign depot is 404', async () => {
    const { depot, admin } = await makeWorld(s.orm);
    const other = await makeWorld(s.orm);
    const token = tokenFor(s, admin);
    expect((await rest(s.url, 'POST', 'api/live-visit-report', { token, body: { depot: depot.id } })).body.message).toBe(
      'Visit type is required',
    );
    expect((await rest(s.url, 'POST', 'api/live-visit-report', { token, body: { visitType: 'All' } })).body.message).toBe(
      'Depot is required',
    );
    expect((await rest(s.url, 'POST', 'api/live-visit-report', { token, body: { visitType: 'All', depot: other.depot.id } })).status).toBe(
      404,
    );
  });
});
