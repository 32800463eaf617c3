import { TABLE_SCROLL } from '../../ui/tableScroll';
import { useApolloClient, useLazyQuery, useMutation } from '@apollo/client/react';
import { Alert, Badge, Button, Group, Paper, ScrollArea, SegmentedControl, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useFormik } from 'formik';
import { useEffect, useState } from 'react';
import { infoMessages, partnerUi, successMessages, validationMessages, visitUi } from '../../app/messages';
import { toastError, toastSuccess } from '../../app/notify';
import { dayLabel, legacyDayLabel, legacyTimeLabel, todayIn } from '../../app/time';
import { DayInput } from '../../ui/DateTimeInputs';
import { FormikSubmit } from '../../ui/FormikSubmit';
import { useAttendanceLive } from '../staff/useAttendanceLive';
import { DepotSelect, useDepotChoice } from '../staff/useDepots';
import type { PartnerReportFieldsFragment } from '../../gql/graphql';
import { DailyPartnerReportDocument, DateRangePartnerReportDocument, ExportPartnerReportDocument } from './documents';
import { waitAndDownload } from './exportFile';

type Mode = 'daily' | 'range';
type RangeValues = { dateFrom: string; dateTo: string };
const C = partnerUi.col;

/** Partners report (spec 2.2, 2.4): daily and date-range search, the spec's empty states, Excel export. */
export function PartnerReport() {
  const choice = useDepotChoice();
  const client = useApolloClient();
  const [mode, setMode] = useState<Mode>('daily');
  const [date, setDate] = useState('');
  const [report, setReport] = useState<PartnerReportFieldsFragment | null>(null);
  const [exporting, setExporting] = useState(false);
  const [search, setSearch] = useState('');
  const [searchNow] = useDebouncedValue(search.trim(), 300);
  const [asked, setAsked] = useState<RangeValues | null>(null);
  const [loadDaily, daily] = useLazyQuery(DailyPartnerReportDocument, { fetchPolicy: 'network-only' });
  const [loadRange, range] = useLazyQuery(DateRangePartnerReportDocument, { fetchPolicy: 'network-only' });
  const [exportReport] = useMutation(ExportPartnerReportDocument);

  const zone = choice.depot?.timeZone;
  useEffect(() => {
    if (!date && choice.depot) setDate(todayIn(zone));
  }, [choice.depot, date, zone]);

  // The daily report follows the depot and the day straight away, and each clock-in or clock-out (attendanceChanged).
  const depotId = choice.depotId;
  const live = useAttendanceLive(depotId, { apply: () => true, refetch: () => Promise.resolve() }); // counted only
  useEffect(() => {
    if (mode !== 'daily' || !depotId || !date) return;
    void loadDaily({ variables: { depotId, date, search: searchNow || null } }).then((r) => setReport(r.data?.dailyPartnerReport ?? null));
  }, [mode, depotId, date, searchNow, loadDaily, live]);

  // The date range follows the search once it has been asked for.
  useEffect(() => {
    if (mode !== 'range' || !depotId || !asked) return;
    void loadRange({ variables: { input: { depotId, ...asked, search: searchNow || null } } }).then((r) =>
      setReport(r.error ? null : (r.data?.dateRangePartnerReport ?? null)),
    );
  }, [mode, depotId, asked, searchNow, loadRange]);

  const formik = useFormik<RangeValues>({
    initialValues: { dateFrom: '', dateTo: '' },
    validateOnMount: true,
    validate: (v) => {
      const e: Partial<Record<keyof RangeValues, string>> = {};
      if (!v.dateFrom) e.dateFrom = validationMessages.required(partnerUi.dateFrom);
      if (!v.dateTo) e.dateTo = validationMessages.required(partnerUi.dateTo);
      return e;
    },
    onSubmit: async (v) => {
      if (!depotId) return;
      setAsked({ dateFrom: v.dateFrom, dateTo: v.dateTo });
    },
  });

  const switchMode = (m: string) => {
    setMode(m as Mode);
    setReport(null);
    setAsked(null);
  };

  const doExport = async () => {
    if (!depotId) return;
    setExporting(true);
    try {
      const input = mode === 'daily' ? { depotId, date } : { depotId, dateFrom: formik.values.dateFrom, dateTo: formik.values.dateTo };
      const { data } = await exportReport({ variables: { input } });
      if (!data) return;
      toastSuccess(successMessages.exportReady, { autoClose: 4000 });
      const name = await waitAndDownload(client, data.exportPartnerReport.id, data.exportPartnerReport.fileName);
      toastSuccess(partnerUi.downloaded(name), { autoClose: 4000 });
    } catch (e) {
      toastError((e instanceof Error && e.message) || partnerUi.exportFailed, { autoClose: 5000 });
    } finally {
      setExporting(false);
    }
  };

  const loading = mode === 'daily' ? daily.loading : range.loading;
  const rows = report?.rows ?? [];
  const errorText = (mode === 'daily' ? daily.error : range.error)?.message;

  return (
    <Stack gap="lg" data-testid="partner-report">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <Group justify="space-between" align="center" gap="md">
            <Text fw={600}>{mode === 'daily' ? partnerUi.daily : partnerUi.dateRange}</Text>
            <SegmentedControl
              value={mode}
              onChange={switchMode}
              data={[
                { value: 'daily', label: partnerUi.daily },
                { value: 'range', label: partnerUi.dateRange },
              ]}
              data-testid="report-mode"
            />
          </Group>
          <TextInput
            type="search"
            label={partnerUi.searchPartners}
            placeholder={partnerUi.searchPartnersPlaceholder}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            w={{ base: '100%', sm: 280 }}
            data-testid="report-filter"
          />
          {mode === 'daily' ? (
            <Group align="flex-start" gap="md">
              <DepotSelect choice={choice} testId="report-depot" required />
              <DayInput label={partnerUi.date} value={date} onChange={setDate} w={{ base: '100%', sm: 200 }} testId="report-date" />
            </Group>
          ) : (
            <form onSubmit={formik.handleSubmit} noValidate data-testid="report-range-form">
              <Group align="flex-start" gap="md">
                <DepotSelect choice={choice} testId="report-depot" required />
                {(['dateFrom', 'dateTo'] as const).map((name) => (
                  <DayInput
                    key={name}
                    label={partnerUi[name]}
                    withAsterisk
                    value={formik.values[name]}
                    onChange={(d) => void formik.setFieldValue(name, d)}
                    onBlur={() => void formik.setFieldTouched(name, true)}
                    error={formik.touched[name] ? formik.errors[name] : undefined}
                    w={{ base: '100%', sm: 200 }}
                    testId={name === 'dateFrom' ? 'report-date-from' : 'report-date-to'}
                  />
                ))}
                <FormikSubmit formik={formik} testId="report-search" size="sm" h={36} fullWidth={false} mt={{ base: 0, sm: 25 }}>
                  {partnerUi.search}
                </FormikSubmit>
              </Group>
            </form>
          )}
        </Stack>
      </Paper>

      {errorText ? (
        <Alert color="red" variant="light" data-testid="report-error">
          {errorText}
        </Alert>
      ) : null}

      {report ? (
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md">
            <Group justify="space-between" gap="sm">
              <Text fw={600}>
                {report.dateFrom === report.dateTo
                  ? dayLabel(report.dateFrom)
                  : `${dayLabel(report.dateFrom)} – ${dayLabel(report.dateTo)}`}
                <Text span c="dimmed" fw={400} ml="xs">
                  ({rows.length})
                </Text>
              </Text>
              <Button
                variant="light"
                onClick={() => void doExport()}
                loading={exporting}
                disabled={rows.length === 0}
                data-testid="report-export"
              >
                {partnerUi.exportExcel}
              </Button>
            </Group>
            {rows.length === 0 ? (
              <Alert color="blue" variant="light" data-testid="report-empty">
                {report.message || infoMessages.noPartnersClockedInToday}
              </Alert>
            ) : (
              <ScrollArea viewportProps={TABLE_SCROLL} type="auto">
                <Table
                  striped
                  highlightOnHover
                  verticalSpacing="sm"
                  miw={mode === 'daily' ? 820 : 900}
                  styles={{ th: { whiteSpace: 'nowrap' }, td: { whiteSpace: 'nowrap' } }}
                  data-testid="report-table"
                >
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{C.workId}</Table.Th>
                      <Table.Th>{C.name}</Table.Th>
                      <Table.Th>{C.agency}</Table.Th>
                      {mode === 'range' ? <Table.Th>{C.date}</Table.Th> : null}
                      <Table.Th>{C.shiftStart}</Table.Th>
                      <Table.Th>{C.clockIn}</Table.Th>
                      <Table.Th>{C.clockOut}</Table.Th>
                      <Table.Th ta="right">{C.totalHours}</Table.Th>
                      <Table.Th>{C.role}</Table.Th>
                      <Table.Th>{C.badge}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {rows.map((r, i) => (
                      <Table.Tr key={`${r.workId}:${r.date}:${r.clockIn}:${i}`} data-testid="report-row">
                        <Table.Td ff="monospace">{r.workId}</Table.Td>
                        <Table.Td fw={500}>{r.name}</Table.Td>
                        <Table.Td>{r.agency}</Table.Td>
                        {mode === 'range' ? <Table.Td>{legacyDayLabel(r.date)}</Table.Td> : null}
                        <Table.Td>{r.shiftStartTime ? legacyTimeLabel(r.shiftStartTime) : '—'}</Table.Td>
                        <Table.Td>{legacyTimeLabel(r.clockIn)}</Table.Td>
                        <Table.Td>
                          {r.clockOut ? (
                            <>
                              {legacyTimeLabel(r.clockOut)}
                              {r.autoCheckout ? (
                                <Badge variant="light" color="gray" ml={6} data-testid="auto-signed-out">
                                  {visitUi.automaticSignOut}
                                </Badge>
                              ) : null}
                            </>
                          ) : (
                            <Badge variant="light" color="teal">
                              in
                            </Badge>
                          )}
                        </Table.Td>
                        <Table.Td ta="right">{r.totalHours == null ? '—' : r.totalHours.toFixed(2)}</Table.Td>
                        <Table.Td>{r.roleName ?? '—'}</Table.Td>
                        <Table.Td>{r.depotBadgeNum ?? '—'}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </ScrollArea>
            )}
            {report.truncated ? (
              <Text size="sm" c="dimmed">
                {partnerUi.truncated}
              </Text>
            ) : null}
          </Stack>
        </Paper>
      ) : loading ? (
        <Text c="dimmed">…</Text>
      ) : null}
    </Stack>
  );
}
