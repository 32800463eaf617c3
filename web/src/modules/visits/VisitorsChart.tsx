import '@mantine/charts/styles.css';
import { useQuery } from '@apollo/client/react';
import { BarChart } from '@mantine/charts';
import { Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { SectionHeading } from '../../ui/SectionHeading';
import type { ReactNode } from 'react';
import { visitUi } from './messages';
import { clockLabel, dayLabel } from '../../app/time';
import { VisitorsSummaryDocument } from './documents';
import { st, live } from '../../i18n/staff';

const S = live(() => visitUi.chartSeries);

/** Both charts' height and axes: whole counts up the side, the first and last labels along the bottom kept. */
const AXES = {
  h: 260,
  tickLine: 'y',
  yAxisProps: { allowDecimals: false },
  xAxisProps: { interval: 'preserveStartEnd', minTickGap: 12 },
} as const;

/** One chart under its small heading. */
function ChartColumn({ testId, title, children }: { testId: string; title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" data-testid={testId} miw={0}>
      <Text fw={600} size="sm">
        {title}
      </Text>
      {children}
    </Stack>
  );
}

/** For the chosen range: visits per day by kind (stacked) and check-ins per hour of the day, in the depot's zone. */
export function VisitorsChart({ depotId, dateFrom, dateTo }: { depotId: string; dateFrom: string; dateTo: string }) {
  const { data, loading } = useQuery(VisitorsSummaryDocument, {
    variables: { depotId, dateFrom, dateTo },
    fetchPolicy: 'cache-and-network',
  });
  const summary = data?.visitorsSummary;
  if (!summary) return loading ? <Skeleton h={300} radius="md" /> : null;
  const days = summary.days.map((d) => ({ day: dayLabel(d.date), planned: d.planned, unplanned: d.unplanned, regular: d.regular }));
  const hours = summary.hours.map((h) => ({ hour: clockLabel(h.hour * 60), count: h.count }));
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid="visitors-chart">
      <Stack gap="md">
        <div>
          <SectionHeading title={st('visits.chartTitle')} intro={st('visits.chartZone', { zone: summary.timeZone })} />
        </div>
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="xl">
          <ChartColumn testId="visitors-chart-days" title={st('visits.chartPerDay')}>
            <BarChart
              {...AXES}
              data={days}
              dataKey="day"
              type="stacked"
              withLegend
              legendProps={{ verticalAlign: 'bottom' }}
              series={[
                { name: 'planned', label: S.planned, color: 'blue.6' },
                { name: 'unplanned', label: S.unplanned, color: 'orange.6' },
                { name: 'regular', label: S.regular, color: 'teal.6' },
              ]}
            />
          </ChartColumn>
          <ChartColumn testId="visitors-chart-hours" title={st('visits.chartHours')}>
            <BarChart {...AXES} data={hours} dataKey="hour" series={[{ name: 'count', label: S.count, color: 'grape.6' }]} />
          </ChartColumn>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
