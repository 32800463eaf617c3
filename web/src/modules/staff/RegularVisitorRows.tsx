import { Button, Group, Paper, Text, Title } from '@mantine/core';
import type { RegularVisitorsQuery } from '../../gql/graphql';
import { ResponsiveRows } from '../../ui/ResponsiveRows';
import { RowActions } from '../../ui/RowActions';
import type { useRegularVisitorList } from './useRegularVisitorList';
import { st } from '../../i18n/staff';

export type RegularVisitorRow = RegularVisitorsQuery['regularVisitors']['items'][number];

/** The regular visitors list with search and pages; each row's Edit, Host, Resend and Remove. */
export function RegularVisitorRows({
  rv,
  onEdit,
  onHost,
  onResend,
  onRemove,
}: {
  rv: ReturnType<typeof useRegularVisitorList>;
  onEdit: (r: RegularVisitorRow) => void;
  onHost: (r: RegularVisitorRow) => void;
  onResend: (r: RegularVisitorRow) => void;
  onRemove: (r: RegularVisitorRow) => void;
}) {
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" align="flex-end" mb="sm" wrap="wrap">
        <Title order={2} size="h4">
          {st('booking.regularVisitors')}
        </Title>
        {rv.searchBox}
      </Group>
      {/* A card per regular visitor below 62em: its four actions never behind a sideways scroll (issue 23). */}
      <ResponsiveRows
        rows={rv.items}
        miw={860}
        testId="rv-table"
        rowAttrs={() => ({ 'data-testid': 'rv-row' })}
        title={(r) => (
          <>
            <Text fw={600} size="sm">
              {r.name}
            </Text>
            <Text c="dimmed" size="xs" style={{ overflowWrap: 'anywhere' }}>
              {r.email}
            </Text>
          </>
        )}
        columns={[
          { key: 'code', header: st('booking.rvCode'), cell: (r) => r.meetingReference },
          { key: 'name', header: st('booking.name'), cell: (r) => r.name, tableOnly: true },
          { key: 'email', header: st('booking.email'), cell: (r) => r.email, tableOnly: true },
          { key: 'company', header: st('booking.company'), cell: (r) => r.company },
          { key: 'host', header: st('booking.host'), cell: (r) => r.host.hostname },
        ]}
        actions={(r) => (
          <RowActions testId="rv" onEdit={() => onEdit(r)} onRemove={() => onRemove(r)}>
            <Button size="xs" variant="default" onClick={() => onHost(r)}>
              {st('booking.host')}
            </Button>
            <Button size="xs" variant="default" onClick={() => onResend(r)}>
              {st('booking.resend')}
            </Button>
          </RowActions>
        )}
      />
      {rv.pager}
      {rv.empty ? (
        <Text c="dimmed" data-testid="rv-empty">
          {rv.empty}
        </Text>
      ) : null}
    </Paper>
  );
}
