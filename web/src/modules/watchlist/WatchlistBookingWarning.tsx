import { useQuery } from '@apollo/client/react';
import { Alert } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { silentErrors } from '../../app/apollo';
import { WatchlistCheckDocument } from './documents';
import { st, stMap } from '../../i18n/staff';
import { Messages } from '../../i18n/serverMessages';

/**
 * Issue 37: the staff member who books hears when the person matches the watchlist (what the kiosk will do), as the
 * fields are filled in; nothing is recorded and the booking is not stopped.
 */
export function WatchlistBookingWarning({
  depotId,
  booking: b,
}: {
  depotId: string | null;
  /** The booking form's attendee fields as typed. */
  booking: { AttendeeFirstName: string; AttendeeLastName: string; AttendeeEmail: string };
}) {
  const typed = { firstName: b.AttendeeFirstName.trim(), lastName: b.AttendeeLastName.trim(), email: b.AttendeeEmail.trim() };
  const [person] = useDebouncedValue(typed, 400);
  const enough = !!depotId && (person.email.includes('@') || (person.firstName.length > 0 && person.lastName.length > 0));
  const { data } = useQuery(WatchlistCheckDocument, {
    variables: { input: { depotId: depotId ?? '', ...person } },
    skip: !enough,
    context: silentErrors,
    fetchPolicy: 'network-only',
  });
  const check = enough ? data?.watchlistCheck : null;
  if (!check?.matched || !check.action) return null;
  // The server's warning said in the staff language, with the matched fields' words in it too.
  const fields = stMap('watchlist.field');
  const message = Messages.watchlistWarning(check.action, check.matchedFields.map((f) => fields[f] ?? f).join(', '));
  return (
    <Alert
      color={check.action === 'BLOCK' ? 'red' : 'orange'}
      variant="light"
      radius="md"
      title={st('screens.watchlist')}
      data-testid="book-watchlist-warning"
    >
      {message}
    </Alert>
  );
}
