import { Badge, Button, Group, Modal, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { DATE_INPUT_FORMAT, dayLabel, todayIn } from '../../app/time';
import { RegisterPartner } from '../partners/RegisterPartner';
import { BookedNotice, type JustBooked } from './BookedNotice';
import { BookVisitForm } from './BookVisitForm';
import { LiveReportGrid } from '../staff/LiveReportGrid';
import { useLiveReport } from '../staff/useLiveReport';
import { StaffPage } from '../../ui/StaffPage';
import { useDepotChoice } from '../staff/useDepots';
import { st } from '../../i18n/staff';

const TYPES = ['All', 'Planned', 'Unplanned', 'Regular', 'Partner'] as const;

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
  const { report, live } = useLiveReport(depotId, day, visitType);
  const wanted = attendee.trim().toLowerCase();
  const rows = (report?.rows ?? []).filter((r) => !wanted || r.attendeeName.toLowerCase().includes(wanted));
  return (
    <StaffPage section={st('screens.reports')} tabs="reports">
      {booked ? <BookedNotice booked={booked} onClose={() => setBooked(null)} /> : null}
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <Group align="end" wrap="wrap">
            {picker}
            <Select
              label={st('live.visitType')}
              data={TYPES.map((value) => ({ value, label: st(`live.types.${value}`) }))}
              value={visitType}
              onChange={(v) => setVisitType(v ?? 'All')}
              allowDeselect={false}
              w={160}
              data-testid="live-visit-type"
            />
            <DatePickerInput
              label={st('booking.date')}
              value={day}
              onChange={(d) => setDate(d)}
              valueFormat={DATE_INPUT_FORMAT}
              w={170}
              data-testid="live-date"
            />
            <TextInput
              label={st('visits.attendeeFilter')}
              placeholder={st('visits.attendeePlaceholder')}
              type="search"
              value={attendee}
              onChange={(e) => setAttendee(e.currentTarget.value)}
              w={{ base: '100%', xs: 200 }}
              data-testid="live-attendee"
            />
            {report ? (
              <Text c="dimmed" data-testid="live-week">
                {st('live.week', { from: dayLabel(report.weekFrom), to: dayLabel(report.weekTo) })}
              </Text>
            ) : null}
            {isToday ? (
              <Badge color="teal" variant="light" data-testid="live-status" data-events={live}>
                {st('live.live')}
              </Badge>
            ) : null}
          </Group>
          <Group gap="sm">
            <Button mih={44} variant="light" onClick={() => setModal('book')} disabled={!depotId} data-testid="live-book">
              {st('visits.bookVisit')}
            </Button>
            <Button mih={44} variant="light" onClick={() => setModal('partner')} disabled={!depotId} data-testid="live-add-partner">
              {st('visits.addPartner')}
            </Button>
          </Group>
          {report?.message ? (
            <Text c="dimmed" data-testid="live-empty">
              {report.message}
            </Text>
          ) : null}
          <LiveReportGrid report={report} rows={rows} scrollKey={isToday ? `${depotId}:${day}` : null} />
        </Stack>
      </Paper>
      <Modal
        opened={modal === 'book'}
        onClose={() => setModal(null)}
        title={st('visits.bookVisitTitle')}
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
        title={st('visits.addPartner')}
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
