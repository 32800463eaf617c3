import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { infoMessages } from '../../app/messages';
import { dayLabel } from '../../app/time';
import type { PartnerReportFieldsFragment } from '../../gql/graphql';
import { PartnerReportTable } from './PartnerReportTable';
import type { ReportMode } from './usePartnerReport';
import { st } from '../../i18n/staff';

/** A partners report shown: its days and row count, Export to Excel, the rows or the spec's empty message. */
export function PartnerReportResult({
  report,
  mode,
  exporting,
  onExport,
}: {
  report: PartnerReportFieldsFragment;
  mode: ReportMode;
  exporting: boolean;
  onExport: () => void;
}) {
  const rows = report.rows;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Text fw={600}>
            {report.dateFrom === report.dateTo ? dayLabel(report.dateFrom) : `${dayLabel(report.dateFrom)} – ${dayLabel(report.dateTo)}`}
            <Text span c="dimmed" fw={400} ml="xs">
              ({rows.length})
            </Text>
          </Text>
          <Button variant="light" onClick={onExport} loading={exporting} disabled={rows.length === 0} data-testid="report-export">
            {st('partners.exportExcel')}
          </Button>
        </Group>
        {rows.length === 0 ? (
          <Alert color="blue" variant="light" data-testid="report-empty">
            {report.message || infoMessages.noPartnersClockedInToday}
          </Alert>
        ) : (
          <PartnerReportTable rows={rows} mode={mode} />
        )}
        {report.truncated ? (
          <Text size="sm" c="dimmed">
            {st('partners.truncated')}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
