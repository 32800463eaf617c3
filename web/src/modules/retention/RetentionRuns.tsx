import { Text } from '@mantine/core';
import { retentionUi as ui } from './messages';
import { ResponsiveRows, type RowColumn } from '../../ui/ResponsiveRows';
import type { RetentionQuery } from '../../gql/graphql';
import { removedText, utc } from './counts';
import { st } from '../../i18n/staff';
import { Panel } from '../../ui/Panel';

type Run = RetentionQuery['retention']['runs'][number];

/** The tenant's latest retention runs: when, which kind, the cut-off and what each removed. */
export function RetentionRuns({ runs }: { runs: Run[] }) {
  const columns: RowColumn<Run>[] = [
    { key: 'when', header: st('retention.runWhen'), cell: (x) => utc(x.createdAt), nowrap: true },
    { key: 'kind', header: st('retention.runKind'), cell: (x) => ui.kinds[x.kind] ?? x.kind, tableOnly: true },
    { key: 'cutoff', header: st('retention.runCutoff'), cell: (x) => utc(x.cutoff), nowrap: true },
    { key: 'removed', header: st('retention.runRemoved'), cell: (x) => <Text size="sm">{removedText(x.counts, x.kind)}</Text> },
  ];
  return (
    <Panel title={st('retention.runsTitle')}>
      <ResponsiveRows
        rows={runs}
        columns={columns}
        rowAttrs={(x) => ({ 'data-testid': 'retention-run', 'data-kind': x.kind })}
        title={(x) => ui.kinds[x.kind] ?? x.kind}
        testId="retention-runs"
        empty={st('retention.noRuns')}
        emptyTestId="retention-no-runs"
      />
    </Panel>
  );
}
