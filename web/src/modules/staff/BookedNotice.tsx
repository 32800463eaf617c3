import { Alert, Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { visitUi } from '../../app/messages';
import { visitPath } from '../../app/paths';
import { dateTimeIn } from '../../app/time';

/** The booking just made, as the form's caller shows it (issue 23: a booking for another day must not vanish). */
export type JustBooked = { id: string; name: string; meetingReference: string | null; dateOfVisit: unknown; zone: string };

/** 'Booked: name, date and time, reference', with a link to the booking's detail (issue 23). */
export function BookedNotice({ booked, onClose }: { booked: JustBooked; onClose: () => void }) {
  return (
    <Alert
      color="green"
      variant="light"
      title={visitUi.justBookedTitle}
      withCloseButton
      closeButtonLabel={visitUi.dismiss}
      onClose={onClose}
      data-testid="just-booked"
      data-visit-id={booked.id}
      data-reference={booked.meetingReference ?? ''}
    >
      <Text>{visitUi.justBooked(booked.name, dateTimeIn(booked.dateOfVisit, booked.zone), booked.meetingReference ?? '-')}</Text>
      <Anchor component={Link} to={visitPath(booked.id)} display="inline-block" py="sm" data-testid="just-booked-open">
        {visitUi.openBooking}
      </Anchor>
    </Alert>
  );
}
