import { Alert, Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { visitPath } from '../../app/paths';
import { dateTimeIn } from '../../app/time';
import { st } from '../../i18n/staff';

/** The booking just made, as the form's caller shows it (issue 23: a booking for another day must not vanish). */
export type JustBooked = { id: string; name: string; meetingReference: string | null; dateOfVisit: unknown; zone: string };

/** 'Booked: name, date and time, reference', with a link to the booking's detail (issue 23). */
export function BookedNotice({ booked, onClose }: { booked: JustBooked; onClose: () => void }) {
  return (
    <Alert
      color="green"
      variant="light"
      title={st('visits.justBookedTitle')}
      withCloseButton
      closeButtonLabel={st('visits.dismiss')}
      onClose={onClose}
      data-testid="just-booked"
      data-visit-id={booked.id}
      data-reference={booked.meetingReference ?? ''}
    >
      <Text>
        {st('visits.justBooked', {
          name: booked.name,
          when: dateTimeIn(booked.dateOfVisit, booked.zone),
          reference: booked.meetingReference ?? '-',
        })}
      </Text>
      <Anchor component={Link} to={visitPath(booked.id)} display="inline-block" py="sm" data-testid="just-booked-open">
        {st('visits.openBooking')}
      </Anchor>
    </Alert>
  );
}
