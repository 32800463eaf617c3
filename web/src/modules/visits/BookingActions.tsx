import { useMutation } from '@apollo/client/react';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { Messages } from '../../i18n/serverMessages';
import { localErrors } from '../../app/apollo';
import { toastError, toastSuccess } from '../../app/notify';
import { graphQLErrorText } from '../auth/errors';
import { ResendBookingQrDocument } from './documents';
import { EditBookingModal } from './EditBooking';
import type { EditableBooking } from './bookingEdit';
import { st } from '../../i18n/staff';

/** Re-send QR e-mail (issue 23): one more 'visit-booked' e-mail to the visitor; the server's message on refusal. */
export function useResendQr() {
  const [resend] = useMutation(ResendBookingQrDocument, { context: localErrors });
  const [busy, setBusy] = useState(false);
  const run = async (id: string) => {
    setBusy(true);
    try {
      await resend({ variables: { id } });
      toastSuccess(Messages.bookingQrResent, { autoClose: 4000 });
    } catch (e) {
      toastError(graphQLErrorText(e) ?? st('visits.actionFailed'));
    } finally {
      setBusy(false);
    }
  };
  return { resend: run, busy };
}

/** The detail's two actions on a booking before its visit. */
export function BookingActions({ booking, zone, onChanged }: { booking: EditableBooking; zone: string; onChanged: () => void }) {
  const [editing, setEditing] = useState(false);
  const { resend, busy } = useResendQr();
  return (
    <>
      <Button variant="light" mih={44} onClick={() => setEditing(true)} data-testid="visit-edit">
        {st('visits.editBooking')}
      </Button>
      <Button variant="light" mih={44} loading={busy} onClick={() => void resend(booking.id)} data-testid="visit-resend">
        {st('visits.resendQr')}
      </Button>
      <EditBookingModal booking={booking} zone={zone} opened={editing} onClose={() => setEditing(false)} onSaved={onChanged} />
    </>
  );
}
