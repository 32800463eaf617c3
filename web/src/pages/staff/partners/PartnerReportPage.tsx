import { useApolloClient, useMutation } from '@apollo/client/react';
import { Alert, Button, Group, Paper, ScrollArea, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { DateTime } from 'luxon';
import { useState } from 'react';
import { localErrors } from '../../../app/apollo';
import { toastError, toastInfo } from '../../../app/notify';
import { Messages } from '@contracts/messages';
import { graphQLErrorText } from '../../../modules/auth/errors';
import { DailyPartnerReportDocument, ExportJobDocument, ExportPartnerReportDocument, RangePartnerReportDocument } from '../../../modules/staff/documents';
import { downloadFile } from '../../../modules/staff/download';
import { StaffPage } from '../../../modules/staff/StaffPage';
import { useDepotChoice } from '../../../modules/staff/useDepots';
import type { DailyPartnerReportQuery } from '../../../gql/graphql';

type Report = DailyPartnerReportQuery['dailyPartnerReport'];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Partners report (spec 2.2, 2.4, 3, 9): a day or a date range (depot, from and to required), the rows of
 * the partner export, and the xlsx export made by the worker and downloaded under its timestamped name.
 */
export function PartnerReportPage() {
  const client = useApolloClient();
  const { depotId, depot, picker } = useDepotChoice();
  const today = depot ? DateTime.now().setZone(depot.timeZone).toISODate()! : DateTime.now().toISODate()!;
  const [mode, setMode] = useState<'daily' | 'range'>('daily');
  const [date, setDate] = useState<string | null>(null);
  const [range, setRange] = useState<[string | null, string | null]>([null, null]);
  const [report, setReport] = useState<Report | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const [exportRun] = useMutation(ExportPartnerReportDocument, { context: localErrors });
  const day = date ?? today;
  const ready = !!depotId && (mode === 'daily' || (!!range[0] && !!range[1]));

  const search = async () => {
    setError(null);
    try {
      if (mode === 'daily') {
        const r = await client.query({ query: DailyPartnerReportDocument, variables: { depotId: depotId!, date: day }, context: localErrors, fetchPolicy: 'no-cache' });
        setReport(r.data!.dailyPartnerReport);
      } else {
        const r = await client.query({ query: RangePartnerReportDocument, variables: { input: { depotId: depotId!, dateFrom: range[0]!, dateTo: range[1]! } }, context: localErrors, fetchPolicy: 'no-cache' });
        setReport(r.data!.dateRangePartnerReport);
      }
    } catch (e) {
      setReport(null);
      setError(graphQLErrorText(e) ?? 'The report could not be loaded');
    }
  };

  const exportFile = async () => {
    setExporting(true);
    try {
      const input = mode === 'daily' ? { depotId: depotId!, date: day } : { depotId: depotId!, dateFrom: range[0], dateTo: range[1] };
      let job = (await exportRun({ variables: { input } })).data!.exportPartnerReport;
      toastInfo(Messages.exportReady, { autoClose: 4000 });
      for (let i = 0; i < 120 && job.status !== 'DONE' && job.status !== 'FAILED'; i++) {
        await sleep(500);
        job = (await client.query({ query: ExportJobDocument, variables: { id: job.id }, fetchPolicy: 'no-cache' })).data!.exportJob;
      }
      if (job.status !== 'DONE' || !job.downloadPath) throw new Error(job.message ?? 'The export did not finish');
      await downloadFile(job.downloadPath, job.fileName);
    } catch (e) {
      toastError(graphQLErrorText(e) ?? (e as Error).message);
    } finally {
      setExporting(false);
    }
  };

  return (
    <StaffPage section="Reports" tabs="reports">
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <Group align="end" wrap="wrap">
            {picker}
            <SegmentedControl value={mode} onChange={(v) => { setMode(v as 'daily' | 'range'); setReport(null); }} data={[{ value: 'daily', label: 'Daily' }, { value: 'range', label: 'Date range' }]} data-testid="report-mode" />
            {mode === 'daily'
              ? <DatePickerInput label="Date" value={day} onChange={setDate} valueFormat="DD/MM/YYYY" w={170} data-testid="report-date" />
              : <DatePickerInput type="range" label="From - To" value={range} onChange={(v) => setRange(v as [string | null, string | null])} valueFormat="DD/MM/YYYY" w={260} required data-testid="report-range" />}
            <Button onClick={() => void search()} disabled={!ready} data-testid="report-search">Search</Button>
            <Button variant="light" onClick={() => void exportFile()} disabled={!ready} loading={exporting} data-testid="report-export">Export to Excel</Button>
          </Group>
          {error ? <Alert color="red" data-testid="report-error">{error}</Alert> : null}
          {report?.message ? <Text c="dimmed" data-testid="report-empty">{report.message}</Text> : null}
          {report?.truncated ? <Text c="orange.8">More rows than the screen shows: export the file for all of them.</Text> : null}
          {report && report.rows.length ? (
            <ScrollArea>
              <Table striped miw={1100} fz="sm" data-testid="report-table">
                <Table.Thead><Table.Tr>
                  {['Work ID', 'Name', 'Agency', 'Depot', 'Date', 'Shift start', 'Clock in', 'Clock out', 'Total hours', 'Badge', 'Role'].map((h) => <Table.Th key={h}>{h}</Table.Th>)}
                </Table.Tr></Table.Thead>
                <Table.Tbody>
                  {report.rows.map((r, i) => (
                    <Table.Tr key={`${r.workId}-${i}`} data-testid="report-row">
                      <Table.Td>{r.workId}</Table.Td><Table.Td>{r.name}</Table.Td><Table.Td>{r.agency}</Table.Td><Table.Td>{r.depot}</Table.Td><Table.Td>{r.date}</Table.Td>
                      <Table.Td>{r.shiftStartTime ?? '-'}</Table.Td><Table.Td>{r.clockIn}</Table.Td><Table.Td>{r.clockOut ?? '-'}</Table.Td>
                      <Table.Td>{r.totalHours ?? '-'}</Table.Td><Table.Td>{r.depotBadgeNum ?? '-'}</Table.Td><Table.Td>{r.roleName ?? '-'}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea>
          ) : null}
        </Stack>
      </Paper>
    </StaffPage>
  );
}
