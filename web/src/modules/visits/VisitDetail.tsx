import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { visitUi } from './messages';
import { paths, visitQuestionnairePath } from '../../app/paths';
import { dateTimeIn } from '../../app/time';
import { VisitDetailDocument } from './documents';
import { useAttendanceLive } from '../staff/useAttendanceLive';
import { VisitorPhoto } from '../photos/VisitorPhoto';
import { useVisitActions } from './useVisitActions';
import { VisitStateBadge } from './VisitStateBadge';
import { BookingActions } from './BookingActions';
import { beforeVisitDay } from './bookingEdit';
import { st } from '../../i18n/staff';
import { failureText } from '../../ui/failureText';
import { VisitAgreement } from '../agreements/VisitAgreement';
import { VisitDocuments } from '../documents/VisitDocuments';
import { LabelledValue } from '../../ui/LabelledValue';

/**
 * One visit of any kind in the states of spec 4.7: not checked in (the expected time, Cancel Visit),
 * checked in (Manual Checkout with an optional host notification, View Questionnaire), checked out
 * (the check-out time, View Questionnaire). The questionnaire opens in a new tab.
 */
export function VisitDetail({ visitId }: { visitId: string }) {
  const { data, loading, error, refetch } = useQuery(VisitDetailDocument, { variables: { id: visitId }, fetchPolicy: 'cache-and-network' });
  const actions = useVisitActions({ onChanged: () => void refetch() });
  const v = data?.bookedVisit;
  useAttendanceLive(v?.depotId, { refetch, apply: (e) => e.visitId !== visitId }); // another visit's event changes nothing here
  if (!v) {
    if (loading) return <Skeleton h={240} radius="md" />;
    return (
      <Alert color="red" variant="light" data-testid="visit-missing">
        {error ? failureText(error) : st('visits.notFound')}
      </Alert>
    );
  }
  const zone = data.visitQuestionnaire.timeZone;
  const name = `${v.firstName} ${v.lastName}`;
  const ref = { id: v.id, attendanceId: v.attendanceId, name, when: dateTimeIn(v.dateOfVisit, zone) };
  const questionnaire = (
    <Button
      component="a"
      href={visitQuestionnairePath(v.id)}
      target="_blank"
      rel="noopener"
      variant="light"
      mih={44}
      data-testid="visit-questionnaire"
    >
      {st('visits.viewQuestionnaire')}
    </Button>
  );
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid="visit-detail" data-state={v.state}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Group gap="md" wrap="nowrap">
            <VisitorPhoto attendanceId={v.attendanceId ?? null} hasPhoto={v.hasPhoto} name={name} size={72} />
            <div>
              <Title order={2} size="h3" data-testid="visit-name">
                {name}
              </Title>
              <Text c="dimmed">{v.company}</Text>
            </div>
          </Group>
          <VisitStateBadge state={v.state} automatic={v.autoCheckout} />
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          <LabelledValue label={st('visits.type')} value={visitUi.visitType[v.visitType] ?? v.visitType} />
          <LabelledValue label={st('visits.reference')} value={v.meetingReference} />
          <LabelledValue label={st('visits.email')} value={v.email} />
          <LabelledValue label={st('visits.host')} value={v.hostName ? `${v.hostName}${v.department ? ` (${v.department})` : ''}` : null} />
          {v.bookedBy ? <LabelledValue label={st('visits.bookedBy')} value={v.bookedBy} testId="visit-booked-by" /> : null}
          {v.reasonForVisit ? <LabelledValue label={st('visits.reason')} value={v.reasonForVisit} testId="visit-reason" /> : null}
          <LabelledValue label={st('visits.depot')} value={v.depotCode} />
          {v.depotBadgeNum ? <LabelledValue label={st('visits.badge')} value={v.depotBadgeNum} /> : null}
          {v.state === 'BOOKED' || v.state === 'CANCELLED' ? (
            <LabelledValue label={st('visits.expected')} value={dateTimeIn(v.dateOfVisit, zone)} testId="visit-expected" />
          ) : null}
          {v.checkInTime ? (
            <LabelledValue label={st('visits.checkedIn')} value={dateTimeIn(v.checkInTime, zone)} testId="visit-checkin" />
          ) : null}
          {v.checkOutTime ? (
            <LabelledValue
              label={st('visits.checkedOut')}
              value={`${dateTimeIn(v.checkOutTime, zone)}${v.manualCheckout ? ` (${st('visits.manualCheckoutNote')})` : ''}`}
              testId="visit-checkout-time"
            />
          ) : null}
        </SimpleGrid>
        {v.state === 'CHECKED_IN' || v.state === 'CHECKED_OUT' ? <VisitAgreement visitId={v.id} /> : null}
        <VisitDocuments visitId={v.id} />
        {v.state === 'CANCELLED' ? (
          <Alert color="red" variant="light">
            {st('visits.cancelled')}
          </Alert>
        ) : null}
        <Group gap="sm">
          {v.state === 'BOOKED' && v.visitType === 'Planned' && beforeVisitDay(v.dateOfVisit, zone) ? (
            <BookingActions booking={v} zone={zone} onChanged={() => void refetch()} />
          ) : null}
          {v.state === 'BOOKED' ? (
            <Button color="red" variant="light" mih={44} onClick={() => actions.askCancel(ref)} data-testid="visit-cancel">
              {st('visits.cancelVisit')}
            </Button>
          ) : null}
          {v.state === 'CHECKED_IN' ? (
            <Button mih={44} onClick={() => actions.askCheckout(ref)} data-testid="visit-checkout">
              {st('visits.manualCheckout')}
            </Button>
          ) : null}
          {v.state === 'CHECKED_IN' || v.state === 'CHECKED_OUT' ? questionnaire : null}
          <Anchor component={Link} to={paths.reports} ml="auto" py="sm">
            {st('visits.backToReports')}
          </Anchor>
        </Group>
      </Stack>
      {actions.dialog}
    </Paper>
  );
}
