import { useMutation, useQuery } from '@apollo/client/react';
import { useDebouncedValue } from '@mantine/hooks';
import { useFormik } from 'formik';
import { useEffect, useState } from 'react';
import { validationMessages } from '../../app/messages';
import { DEFAULT_ZONE, todayIn } from '../../app/time';
import { useAttendanceLive } from '../staff/useAttendanceLive';
import { useDepotChoice } from '../staff/useDepots';
import {
  DailyVisitReportDocument,
  DateRangeVisitorsReportDocument,
  ExportDailyVisitReportDocument,
  ExportDateRangeVisitorsReportDocument,
} from './documents';
import { st } from '../../i18n/staff';

export type RangeValues = { dateFrom: string; dateTo: string };

/**
 * The visitors report's state: the depot; a day's planned visits and their page; the date range asked for with its
 * visit type, search and page; both kept current by the depot's attendance events, both exported.
 */
export function useVisitorsReport() {
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
      if (!v.dateFrom) e.dateFrom = validationMessages.required(st('visits.dateFrom'));
      if (!v.dateTo) e.dateTo = validationMessages.required(st('visits.dateTo'));
      return e;
    },
    onSubmit: async (v) => setRange({ ...v }),
  });

  return {
    choice,
    depotId,
    zone,
    daily: { day, setDay, setPage: setDayPage, query: daily, exportDaily },
    ranged: { range, visitType, setVisitType, search, setSearch, setPage: setRangePage, input, query: ranged, exportRange, formik },
  };
}

export type VisitorsReportState = ReturnType<typeof useVisitorsReport>;
