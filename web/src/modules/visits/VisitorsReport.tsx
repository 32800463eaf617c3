import { Stack } from '@mantine/core';
import { DepotSelect } from '../staff/useDepots';
import { DailyVisitsPanel } from './DailyVisitsPanel';
import { RangeVisitsPanel } from './RangeVisitsPanel';
import { useVisitorsReport } from './useVisitorsReport';
import { VisitorsChart } from './VisitorsChart';

/**
 * Visitors report (spec 2.4, 5, 9): planned visits by depot and day, and visitors of every kind by date
 * range (depot, Date From and Date To required; visit type and search), 5 a page, rows open the visit;
 * both exported through the worker; a chart of the range.
 */
export function VisitorsReport() {
  const report = useVisitorsReport();
  const { choice, depotId, ranged } = report;
  const range = ranged.range;
  return (
    <Stack gap="lg" data-testid="visitors-report">
      <DepotSelect choice={choice} testId="report-depot" required />
      <DailyVisitsPanel {...report} />
      <RangeVisitsPanel {...report} />
      {depotId && range && !ranged.query.error ? <VisitorsChart depotId={depotId} dateFrom={range.dateFrom} dateTo={range.dateTo} /> : null}
    </Stack>
  );
}
