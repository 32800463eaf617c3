import { createMetrics } from '../metrics';
import { dashboardPanels, dashboardProblems } from '../../../test/dashboard';

/**
 * Issue 41: the Grafana dashboard compose provisions (docker/monitoring) reads what the server exports: every PromQL
 * expression names metrics its registry has and groups by labels they carry, so a renamed metric or label fails here
 * instead of leaving an empty panel in production. (The worker's side: worker/src/__tests__/dashboard.test.ts.)
 */
describe('the Grafana dashboard', () => {
  it("asks only for the server's metrics and labels it exports, from the provisioned data source", () => {
    const panels = dashboardPanels();
    expect(panels.length).toBeGreaterThanOrEqual(12);
    for (const panel of panels) {
      expect(panel.datasource?.uid).toBe('depot-prometheus');
      for (const target of panel.targets ?? []) expect(target.expr).toMatch(/\b(depot|nodejs|process)_/);
    }
    // (its sources are read at scrape time; none is asked here)
    const graph = createMetrics({ orm: null, events: { onOwn: () => () => undefined }, queueFor: null } as never);
    expect(dashboardProblems(graph.registry, (name) => !name.startsWith('depot_worker_'))).toEqual([]);
  });
});
