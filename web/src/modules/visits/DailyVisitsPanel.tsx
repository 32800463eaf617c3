import { Alert, Group, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { DayInput } from '../../ui/DateTimeInputs';
import { ExportButton } from './ExportButton';
import type { VisitorsReportState } from './useVisitorsReport';
import { VisitPageView } from './VisitPageView';
import { st } from '../../i18n/staff';
import { failureText } from '../../ui/failureText';

/** The planned visits of a day at the depot, a page at a time, and their export. */
export function DailyVisitsPanel({ depotId, zone, daily }: Pick<VisitorsReportState, 'depotId' | 'zone' | 'daily'>) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid="daily-visits">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Group align="flex-end" gap="md">
            <Title order={2} size="h4">
              {st('visits.plannedByDay')}
            </Title>
            <DayInput
              label={st('visits.date')}
              value={daily.day}
              onChange={daily.setDay}
              w={{ base: '100%', xs: 180 }}
              testId="daily-date"
            />
          </Group>
          <ExportButton
            testId="daily-export"
            disabled={!depotId || !daily.query.data?.dailyVisitReport.total}
            start={async () =>
              (await daily.exportDaily({ variables: { depotId: depotId!, date: daily.day || null } })).data?.exportDailyVisitReport
            }
          />
        </Group>
        {daily.query.error ? (
          <Alert color="red" variant="light" data-testid="daily-error">
            {failureText(daily.query.error)}
          </Alert>
        ) : null}
        {daily.query.data ? (
          <VisitPageView page={daily.query.data.dailyVisitReport} zone={zone} onPage={daily.setPage} testId="daily" />
        ) : daily.query.loading ? (
          <Skeleton h={120} />
        ) : null}
      </Stack>
    </Paper>
  );
}
