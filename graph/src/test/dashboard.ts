import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Registry } from 'prom-client';

/** The Grafana dashboard compose provisions (docker/monitoring), as its panels. */
export function dashboardPanels(): { type: string; title: string; datasource?: { uid: string }; targets?: { expr: string }[] }[] {
  const file = path.resolve(__dirname, '../../../docker/monitoring/grafana/dashboards/depot-register.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { panels: ReturnType<typeof dashboardPanels> }).panels.filter((p) => p.type !== 'row');
}

/**
 * What the dashboard asks of a process's metrics that the process does not export (issue 41): every metric an
 * expression names for which `mine(name)` holds must be in `registry` (a histogram's `_bucket`, `_count`, `_sum` by its
 * name), and every label it groups that metric by must be one of its labels. Read without collecting.
 */
export function dashboardProblems(registry: Registry, mine: (name: string) => boolean): string[] {
  const labelsOf = new Map(
    registry.getMetricsAsArray().map((m) => [m.name, new Set((m as unknown as { labelNames?: string[] }).labelNames ?? [])] as const),
  );
  const problems: string[] = [];
  for (const panel of dashboardPanels())
    for (const { expr } of panel.targets ?? [])
      for (const [, name] of expr.matchAll(/\b((?:depot|nodejs|process)_[a-z0-9_]+)/g)) {
        if (!mine(name)) continue;
        const base = name.replace(/_(bucket|count|sum)$/, '');
        const labels = labelsOf.get(name) ?? labelsOf.get(base);
        if (!labels) {
          problems.push(`${panel.title}: no metric ${name}`);
          continue;
        }
        for (const [, group] of expr.matchAll(/by \(([^)]*)\)/g))
          for (const label of group.split(',').map((l) => l.trim()))
            if (label !== 'le' && label !== 'instance' && !labels.has(label))
              problems.push(`${panel.title}: ${base} has no label ${label}`);
      }
  return problems;
}
