import { useApolloClient, useLazyQuery, useMutation } from '@apollo/client/react';
import { useDebouncedValue } from '@mantine/hooks';
import { useFormik } from 'formik';
import { useEffect, useState } from 'react';
import { successMessages, validationMessages } from '../../app/messages';
import { toastError, toastSuccess } from '../../app/notify';
import { todayIn } from '../../app/time';
import { useAttendanceLive } from '../staff/useAttendanceLive';
import { useDepotChoice } from '../staff/useDepots';
import type { PartnerReportFieldsFragment } from '../../gql/graphql';
import { DailyPartnerReportDocument, DateRangePartnerReportDocument, ExportPartnerReportDocument } from './documents';
import { waitAndDownload } from './exportFile';
import { st } from '../../i18n/staff';
import { failureText } from '../../ui/failureText';

export type ReportMode = 'daily' | 'range';
type RangeValues = { dateFrom: string; dateTo: string };

/**
 * The partners report's state: the depot, daily or date range, the day or the range asked for, the search, the
 * report shown (the daily one live with every clock-in and clock-out) and its Excel export.
 */
export function usePartnerReport() {
  const choice = useDepotChoice();
  const client = useApolloClient();
  const [mode, setMode] = useState<ReportMode>('daily');
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
      if (!v.dateFrom) e.dateFrom = validationMessages.required(st('partners.dateFrom'));
      if (!v.dateTo) e.dateTo = validationMessages.required(st('partners.dateTo'));
      return e;
    },
    onSubmit: async (v) => {
      if (!depotId) return;
      setAsked({ dateFrom: v.dateFrom, dateTo: v.dateTo });
    },
  });

  const switchMode = (m: string) => {
    setMode(m as ReportMode);
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
      toastSuccess(st('partners.downloaded', { file: name }), { autoClose: 4000 });
    } catch (e) {
      toastError((e instanceof Error && e.message) || st('partners.exportFailed'), { autoClose: 5000 });
    } finally {
      setExporting(false);
    }
  };

  const loading = mode === 'daily' ? daily.loading : range.loading;
  const failed = mode === 'daily' ? daily.error : range.error;
  const errorText = failed ? failureText(failed) : undefined;

  return { choice, mode, switchMode, date, setDate, search, setSearch, formik, report, exporting, doExport, loading, errorText };
}
