import { Stack, Text } from '@mantine/core';
import { auditUi as ui } from './messages';
import type { AuditTrailQuery } from '../../gql/graphql';
import { ResponsiveRows, type RowColumn } from '../../ui/ResponsiveRows';
import { shown, when } from './auditText';
import { st } from '../../i18n/staff';

type Row = AuditTrailQuery['auditTrail']['rows'][number];

/** What changed, one line per field: `field: before → after`, a personal field only "changed (personal)". */
function Changes({ row }: { row: Row }) {
  return (
    <Stack gap={2} data-testid="audit-changes">
      {row.changes.map((c) => (
        <Text key={c.field} size="sm" style={{ overflowWrap: 'anywhere' }}>
          <Text span fw={600}>
            {c.field}
          </Text>
          : {c.masked ? st('audit.personal') : `${shown(c.before)} → ${shown(c.after)}`}
        </Text>
      ))}
    </Stack>
  );
}

/** A page of the audit trail: when, who, what, on which record, what changed and from where. */
export function AuditRows({ rows }: { rows: Row[] }) {
  const columns: RowColumn<Row>[] = [
    { key: 'when', header: st('audit.when'), cell: (r) => when(r.at), nowrap: true },
    { key: 'who', header: st('audit.who'), cell: (r) => r.actorUsername },
    {
      key: 'what',
      header: st('audit.what'),
      cell: (r) => (
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {r.action}
        </Text>
      ),
      tableOnly: true,
    },
    {
      key: 'target',
      header: st('audit.target'),
      cell: (r) => (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {r.targetType} {ui.operation[r.operation] ?? r.operation}
          {r.targetId ? ` (${r.targetId.slice(0, 8)})` : ''}
        </Text>
      ),
    },
    { key: 'changes', header: st('audit.changed'), cell: (r) => <Changes row={r} /> },
    { key: 'ip', header: st('audit.address'), cell: (r) => r.ip ?? st('audit.empty'), nowrap: true },
  ];

  return (
    <ResponsiveRows
      rows={rows}
      columns={columns}
      rowAttrs={(r) => ({ 'data-testid': 'audit-row', 'data-action': r.action })}
      title={(r) => <Text fw={600}>{r.action}</Text>}
      testId="audit-table"
      minViewport="62em"
    />
  );
}
