import { dashboardProblems } from '../../../graph/src/test';
import { createWorkerMetrics } from '../metrics';

/** Issue 41: the Grafana dashboard's worker panels ask only for metrics and labels the worker exports. */
describe('the Grafana dashboard', () => {
  it("asks only for the worker's metrics and labels it exports", () => {
    expect(dashboardProblems(createWorkerMetrics().registry, (name) => name.startsWith('depot_worker_'))).toEqual([]);
  });
});
