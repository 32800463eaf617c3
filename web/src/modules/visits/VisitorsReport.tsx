import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Group, Pagination, Paper, Select, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useFormik } from 'formik';
import { useEffect, useState } from 'react';
import { validationMessages, visitUi } from '../../app/messages';
import { DEFAULT_ZONE, todayIn } from '../../app/time';
import type { VisitPageFieldsFragment } from '../../gql/graphql';
import { DayInput } from '../../ui/DateTimeInputs';
import { FormikSubmit } from '../../ui/FormikSubmit';
import { useAttendanceLive } from '../staff/useAttendanceLive';
import { DepotSelect, useDepotChoice } from '../staff/useDepots';
import {
  DailyVisitReportDocument,
  DateRangeVisitorsReportDocument,
  ExportDailyVisitReportDocument,
  ExportDateRangeVisitorsReportDocument,
} from './documents';
import { ExportButton } from './ExportButton';
import { VisitorsChart } from './VisitorsChart';
import { VisitTable } from './VisitTable';

/** The table of one page of visits, its total, the server's empty-state message and the pager (5 a page, spec 9). */
function VisitPageView({
  page,
  zone,
  onPage,
  testId,
  withDate,
}: {
  page: VisitPageFieldsFragment;
  zone: string;
  onPage: (p: number) => void;
  testId: string;
  withDate?: boolean;
}) {
  return (
    <Stack gap="sm">
      {page.items.length === 0 ? (
        <Alert color="blue" variant="light" data-testid={`${testId}-empty`}>
          {page.message}
        </Alert>
      ) : (
        <>
          <Text size="sm" c="dimmed" data-testid={`${testId}-total`}>
            {visitUi.total(page.total)}
          </Text>
          <VisitTable visits={page.items} zone={zone} testId={`${testId}-table`} withDate={withDate} />
        </>
      )}
      {page.pages > 1 ? (
        <Group justify="center">
          <Pagination total={page.pages} value={page.page} onChange={onPage} size="xl" data-testid={`${testId}-pages`} />
        </Group>
      ) : null}
    </Stack>
  );
}

type RangeValues = { dateFrom: string; dateTo: string };

/**
 * Visitors report (spec 2.4, 5, 9): planned visits by depot and day, and visitors of every kind by date
 * range (depot, Date From and Date To required; visit type and search), 5 a page, rows open the visit;
 * both exported through the worker; a chart of the range.
 */
export function VisitorsReport() {
  const choice = useDepotChoice();
  const depotId = choice.depotId;
  const zone = choice.depot?.timeZone ?? DEFAULT_ZONE;

  // Planned visits of a day.
  const [day, setDay] = useState('');
  const [dayPage, setDayPage] = useState(1);
  useEffect(() => {
    if (!day && choice.depot) setDay(todayIn(zone));
  }, [choice.depot, day, zone]);
  useEffect(() => setDayPage(1), [depotId, day]);
  const daily = useQuery(DailyVisitReportDocument, {
    variables: { depotId: depotId ?? '', date: day || null, page: dayPage },
    skip: !depotId || !day,
    fetchPolicy: 'cache-and-network',
  });
  const [exportDaily] = useMutation(ExportDailyVisitReportDocument);

  // Visitors by date range.
  const [range, setRange] = useState<RangeValues | null>(null);
  const [visitType, setVisitType] = useState('All');
  const [search, setSearch] = useState('');
  const [searchNow] = useDebouncedValue(search.trim(), 300);
  const [rangePage, setRangePage] = useState(1);
  useEffect(() => setRangePage(1), [depotId, range, visitType, searchNow]);
  const input = depotId && range ? { depotId, ...range, visitType, search: searchNow || null } : null;
  const ranged = useQuery(DateRangeVisitorsReportDocument, {
    variables: { input: { ...input!, page: rangePage } },
    skip: !input,
    fetchPolicy: 'cache-and-network',
  });
  const [exportRange] = useMutation(ExportDateRangeVisitorsReportDocument);
  // A partner's clock-in or out is not in the visitors report; a visitor's event reads the shown page again.
  useAttendanceLive(depotId, {
    apply: (e) => e.visitType === 'Partner',
    refetch: () => Promise.all([day ? daily.refetch() : null, input ? ranged.refetch() : null]),
  });
  const formik = useFormik<RangeValues>({
    initialValues: { dateFrom: '', dateTo: '' },
    validateOnMount: true,
    validate: (v) => {
      const e: Partial<RangeValues> = {};
      if (!v.dateFrom) e.dateFrom = validationMessages.required(visitUi.dateFrom);
      if (!v.dateTo) e.dateTo = validationMessages.required(visitUi.dateTo);
      return e;
    },
    onSubmit: async (v) => setRange({ ...v }),
  });

  const dateField = (name: keyof RangeValues, label: string) => (
    <DayInput
      label={label}
      withAsterisk
      value={formik.values[name]}
      onChange={(d) => void formik.setFieldValue(name, d)}
      onBlur={() => void formik.setFieldTouched(name, true)}
      error={formik.touched[name] ? formik.errors[name] : undefined}
      w={{ base: '100%', xs: 180 }}
      testId={`range-${name}`}
    />
  );

  return (
    <Stack gap="lg" data-testid="visitors-report">
      <DepotSelect choice={choice} testId="report-depot" required />

      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid="daily-visits">
        <Stack gap="md">
          <Group justify="space-between" align="flex-end" gap="sm">
            <Group align="flex-end" gap="md">
              <Title order={2} size="h4">
                {visitUi.plannedByDay}
              </Title>
              <DayInput label={visitUi.date} value={day} onChange={setDay} w={{ base: '100%', xs: 180 }} testId="daily-date" />
            </Group>
            <ExportButton
              testId="daily-export"
              disabled={!depotId || !daily.data?.dailyVisitReport.total}
              start={async () => (await exportDaily({ variables: { depotId: depotId!, date: day || null } })).data?.exportDailyVisitReport}
            />
          </Group>
          {daily.error ? (
            <Alert color="red" variant="light">
              {daily.error.message}
            </Alert>
          ) : null}
          {daily.data ? (
            <VisitPageView page={daily.data.dailyVisitReport} zone={zone} onPage={setDayPage} testId="daily" />
          ) : daily.loading ? (
            <Skeleton h={120} />
          ) : null}
        </Stack>
      </Paper>

      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid="range-visits">
        <Stack gap="md">
          <Title order={2} size="h4">
            {visitUi.byDateRange}
          </Title>
          <form onSubmit={formik.handleSubmit} noValidate data-testid="range-form">
            <Group align="flex-end" gap="md">
              {dateField('dateFrom', visitUi.dateFrom)}
              {dateField('dateTo', visitUi.dateTo)}
              <FormikSubmit formik={formik} testId="range-submit" size="md" h={44} fullWidth={false} miw={120} disabled={!depotId}>
                {visitUi.showReport}
              </FormikSubmit>
            </Group>
          </form>
          {range ? (
            <Group align="flex-end" justify="space-between" gap="md">
              <Group align="flex-end" gap="md" style={{ flex: '1 1 320px' }}>
                <Select
                  label={visitUi.visitTypeFilter}
                  data={visitUi.visitTypes}
                  value={visitType}
                  onChange={(v) => setVisitType(v ?? 'All')}
                  allowDeselect={false}
                  w={{ base: '100%', xs: 160 }}
                  data-testid="range-type"
                />
                <TextInput
                  label={visitUi.search}
                  placeholder={visitUi.searchPlaceholder}
                  value={search}
                  onChange={(e) => setSearch(e.currentTarget.value)}
                  type="search"
                  w={{ base: '100%', xs: 320 }}
                  data-testid="range-search"
                />
              </Group>
              <ExportButton
                testId="range-export"
                disabled={!input || !ranged.data?.dateRangeVisitorsReport.total}
                start={async () =>
                  (await exportRange({ variables: { input: { ...input!, page: 1 } } })).data?.exportDateRangeVisitorsReport
                }
              />
            </Group>
          ) : null}
          {ranged.error ? (
            <Alert color="red" variant="light" data-testid="range-error">
              {ranged.error.message}
            </Alert>
          ) : null}
          {range && ranged.data ? (
            <VisitPageView page={ranged.data.dateRangeVisitorsReport} zone={zone} onPage={setRangePage} testId="range" withDate />
          ) : range && ranged.loading ? (
            <Skeleton h={120} />
          ) : null}
        </Stack>
      </Paper>

      {depotId && range && !ranged.error ? <VisitorsChart depotId={depotId} dateFrom={range.dateFrom} dateTo={range.dateTo} /> : null}
    </Stack>
  );
}
