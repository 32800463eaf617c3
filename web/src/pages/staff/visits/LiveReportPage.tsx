import { TABLE_SCROLL } from '../../../ui/tableScroll';
import { useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Group, Modal, Paper, ScrollArea, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { visitUi } from '../../../app/messages';
import { paths } from '../../../app/paths';
import { DATE_INPUT_FORMAT, dayLabel, timeIn, todayIn } from '../../../app/time';
import { RegisterPartner } from '../../../modules/partners/RegisterPartner';
import { BookedNotice, type JustBooked } from '../../../modules/staff/BookedNotice';
import { BookVisitForm } from '../../../modules/staff/BookVisitForm';
import { LiveReportDocument } from '../../../modules/staff/documents';
import { useAttendanceLive } from '../../../modules/staff/useAttendanceLive';
import { applyToLiveReport } from '@contracts/live-feed';
import type { LiveReportQuery } from '../../../gql/graphql';
import { presentSlots, SLOTS } from '../../../modules/staff/liveGrid';
import { StaffPage } from '../../../modules/staff/StaffPage';
import { useDepotChoice } from '../../../modules/staff/useDepots';

const TYPES = ['All', 'Planned', 'Unplanned', 'Regular', 'Partner'];

/**
 * The Live VisIT Report (spec 2.4, 9): everyone present at a depot on a day, in 30-minute slots from
 * 00:00 to 23:30 (12-hour labels), one row per attendee; the week (Sunday to Saturday) beside the date;
 * the table scrolls at 400 px. attendanceChanged keeps it current without a reload. The attendee filter
 * narrows the rows by name; the booking and add-partner modals (spec 4.7) close and return here.
 */
export function LiveReportPage() {
  const { depotId, depot, picker } = useDepotChoice();
  const navigate = useNavigate();
  const [visitType, setVisitType] = useState('All');
  const [attendee, setAttendee] = useState('');
  const [modal, setModal] = useState<'book' | 'partner' | null>(null);
  const [booked, setBooked] = useState<JustBooked | null>(null);
  const phone = useMediaQuery('(max-width: 36em)');
  const backHere = () => {
    setModal(null);
    navigate(paths.liveVisitReport);
  };
  const [date, setDate] = useState<string | null>(null);
  const today = depot ? todayIn(depot.timeZone) : null;
  const day = date ?? today;
  const isToday = !!day && day === today;
  const { data, refetch, updateQuery } = useQuery(LiveReportDocument, {
    variables: { depotId: depotId!, date: day, visitType },
    skip: !depotId || !day,
    fetchPolicy: 'cache-and-network',
  });
  // Each event's row goes into the grid's cache entry (no read); a missed event or a reconnect reads it once.
  const live = useAttendanceLive(depotId, {
    seq: data?.liveReport ? (data.liveReport.seq ?? null) : undefined,
    refetch: async () => (await refetch()).data?.liveReport.seq,
    apply: (event) => {
      if (!data?.liveReport) return false;
      let applied = false;
      updateQuery((prev, { complete }) => {
        if (!complete || !prev.liveReport) return undefined;
        const shown = prev as LiveReportQuery; // complete: every field is there
        const next = applyToLiveReport(shown.liveReport, event, visitType);
        applied = next !== null;
        return next && next !== shown.liveReport ? { ...shown, liveReport: next } : undefined;
      });
      return applied;
    },
  });
  const report = data?.liveReport;
  const wanted = attendee.trim().toLowerCase();
  const rows = (report?.rows ?? []).filter((r) => !wanted || r.attendeeName.toLowerCase().includes(wanted));
  const now = new Date();
  // Opens scrolled to the slot of now (today only), once per depot and day: the attendee column stays in view.
  const viewport = useRef<HTMLDivElement>(null);
  const scrolledFor = useRef('');
  useEffect(() => {
    const key = `${depotId}:${day}`;
    if (!report || !isToday || scrolledFor.current === key || !viewport.current) return;
    scrolledFor.current = key;
    const [h, m] = timeIn(new Date().toISOString(), report.timeZone).split(':').map(Number);
    const head = viewport.current.querySelector<HTMLElement>(`[data-slot-head="${Math.max(0, Math.floor((h * 60 + m) / 30) - 1)}"]`);
    if (head) viewport.current.scrollLeft = head.offsetLeft - 200;
  }, [report, isToday, depotId, day]);
  return (
    <StaffPage section="Reports" tabs="reports">
      {booked ? <BookedNotice booked={booked} onClose={() => setBooked(null)} /> : null}
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <Group align="end" wrap="wrap">
            {picker}
            <Select
              label="Visit type"
              data={TYPES}
              value={visitType}
              onChange={(v) => setVisitType(v ?? 'All')}
              allowDeselect={false}
              w={160}
              data-testid="live-visit-type"
            />
            <DatePickerInput
              label="Date"
              value={day}
              onChange={(d) => setDate(d)}
              valueFormat={DATE_INPUT_FORMAT}
              w={170}
              data-testid="live-date"
            />
            <TextInput
              label={visitUi.attendeeFilter}
              placeholder={visitUi.attendeePlaceholder}
              type="search"
              value={attendee}
              onChange={(e) => setAttendee(e.currentTarget.value)}
              w={{ base: '100%', xs: 200 }}
              data-testid="live-attendee"
            />
            {report ? (
              <Text c="dimmed" data-testid="live-week">
                Week {dayLabel(report.weekFrom)} to {dayLabel(report.weekTo)}
              </Text>
            ) : null}
            {isToday ? (
              <Badge color="teal" variant="light" data-testid="live-status" data-events={live}>
                Live
              </Badge>
            ) : null}
          </Group>
          <Group gap="sm">
            <Button mih={44} variant="light" onClick={() => setModal('book')} disabled={!depotId} data-testid="live-book">
              {visitUi.bookVisit}
            </Button>
            <Button mih={44} variant="light" onClick={() => setModal('partner')} disabled={!depotId} data-testid="live-add-partner">
              {visitUi.addPartner}
            </Button>
          </Group>
          {report?.message ? (
            <Text c="dimmed" data-testid="live-empty">
              {report.message}
            </Text>
          ) : null}
          <ScrollArea.Autosize viewportProps={TABLE_SCROLL} mah={400} type="auto" viewportRef={viewport} data-testid="live-grid-scroll">
            <Table withTableBorder withColumnBorders fz="xs" style={{ minWidth: 48 * 34 + 200 }} data-testid="live-grid">
              <Table.Thead style={{ position: 'sticky', top: 0, zIndex: 2, background: 'white' }}>
                <Table.Tr>
                  <Table.Th style={{ position: 'sticky', left: 0, zIndex: 3, background: 'white', minWidth: 200, width: 200 }}>
                    Attendee
                  </Table.Th>
                  {SLOTS.map((s) => (
                    <Table.Th
                      key={s.index}
                      data-slot-head={s.index}
                      style={{ whiteSpace: 'nowrap', writingMode: 'vertical-rl', transform: 'rotate(180deg)', height: 70 }}
                    >
                      {s.label}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => {
                  const on = presentSlots(report!.date, report!.timeZone, String(r.checkIn), r.checkOut ? String(r.checkOut) : null, now);
                  return (
                    <Table.Tr key={r.attendanceId} data-testid="live-row" data-name={r.attendeeName} data-out={r.actualOut ?? ''}>
                      <Table.Td style={{ position: 'sticky', left: 0, zIndex: 1, background: 'white' }}>
                        <Text fw={600} fz="sm">
                          {r.attendeeName}
                        </Text>
                        <Text c="dimmed" fz="xs">
                          {r.visitType} · in {timeIn(r.checkIn, report!.timeZone)}
                          {r.checkOut ? ` · out ${timeIn(r.checkOut, report!.timeZone)}` : ' · on site'}
                        </Text>
                      </Table.Td>
                      {SLOTS.map((s) => (
                        <Table.Td key={s.index} p={0}>
                          {on.has(s.index) ? <Box h={28} bg={r.checkOut ? 'gray.5' : 'teal.6'} data-slot={s.index} /> : null}
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        </Stack>
      </Paper>
      <Modal
        opened={modal === 'book'}
        onClose={() => setModal(null)}
        title={visitUi.bookVisitTitle}
        size="xl"
        centered
        fullScreen={phone}
        data-testid="live-book-modal"
      >
        <BookVisitForm
          depotId={depotId}
          zone={depot?.timeZone ?? null}
          withTitle={false}
          onBooked={(b) => {
            setBooked(b);
            backHere();
          }}
        />
      </Modal>
      <Modal
        opened={modal === 'partner'}
        onClose={() => setModal(null)}
        title={visitUi.addPartner}
        size="xl"
        centered
        fullScreen={phone}
        data-testid="live-partner-modal"
      >
        <RegisterPartner depotId={depotId} bare onSaved={backHere} />
      </Modal>
    </StaffPage>
  );
}
