import { useMutation } from '@apollo/client/react';
import { Button, Divider, Modal, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { useFormik } from 'formik';
import { useState } from 'react';
import { Messages, required } from '@contracts/messages';
import { localErrors } from '../../app/apollo';
import { visitUi } from '../../app/messages';
import { toastError, toastSuccess } from '../../app/notify';
import { DATE_INPUT_FORMAT, isClockTime, isoDayIn, timeIn, todayIn } from '../../app/time';
import { ClockInput } from '../../ui/DateTimeInputs';
import { ErrorBox } from '../../ui/ErrorBox';
import { FormikSubmit } from '../../ui/FormikSubmit';
import { graphQLErrorText } from '../auth/errors';
import { EditBookingDocument, ResendBookingQrDocument } from './documents';

/** What the edit needs of a booking (the visit detail's query). */
export type EditableBooking = {
  id: string;
  dateOfVisit: unknown;
  hostName?: string | null;
  hostEmail?: string | null;
  department?: string | null;
  printLabel: boolean;
  badgeNumFlag: boolean;
  signFlag: boolean;
  enterTemperature: boolean;
};

type Values = {
  date: string;
  time: string;
  hostName: string;
  hostEmail: string;
  department: string;
  printLabel: boolean;
  badgeNumFlag: boolean;
  signFlag: boolean;
  enterTemperature: boolean;
};

/** A booking's day has not passed in the depot's zone (the server decides; this only hides the actions). */
export const beforeVisitDay = (dateOfVisit: unknown, zone: string) => isoDayIn(dateOfVisit, zone) >= todayIn(zone);

/**
 * Edit booking (issue 23): date (past days blocked), time, host and the kiosk flags of a booking before its
 * visit, in a modal. Saving does not e-mail the visitor; Re-send QR e-mail does (see useResendQr).
 */
export function EditBookingModal({
  booking,
  zone,
  opened,
  onClose,
  onSaved,
}: {
  booking: EditableBooking;
  zone: string;
  opened: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [edit] = useMutation(EditBookingDocument, { context: localErrors });
  const phone = useMediaQuery('(max-width: 36em)');
  const formik = useFormik<Values>({
    enableReinitialize: true,
    initialValues: {
      date: isoDayIn(booking.dateOfVisit, zone),
      time: timeIn(booking.dateOfVisit, zone),
      hostName: booking.hostName ?? '',
      hostEmail: booking.hostEmail ?? '',
      department: booking.department ?? '',
      printLabel: booking.printLabel,
      badgeNumFlag: booking.badgeNumFlag,
      signFlag: booking.signFlag,
      enterTemperature: booking.enterTemperature,
    },
    validate: (v) => {
      const e: Record<string, string> = {};
      if (!v.date) e.date = required('Date');
      if (!v.time.trim()) e.time = required('Time');
      else if (!isClockTime(v.time)) e.time = visitUi.timeFormat;
      if (!v.hostName.trim()) e.hostName = required('Host Name');
      if (!v.hostEmail.trim()) e.hostEmail = required('Host Email');
      else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.hostEmail.trim())) e.hostEmail = 'Host Email is not a valid e-mail address';
      return e;
    },
    onSubmit: async (v, helpers) => {
      helpers.setStatus(null);
      try {
        await edit({
          variables: {
            input: {
              id: booking.id,
              date: v.date,
              time: v.time.trim(),
              hostName: v.hostName,
              hostEmail: v.hostEmail.trim(),
              department: v.department.trim() || null,
              printLabel: v.printLabel,
              badgeNumFlag: v.badgeNumFlag,
              signFlag: v.signFlag,
              enterTemperature: v.enterTemperature,
            },
          },
        });
        toastSuccess(Messages.bookingUpdated, { autoClose: 4000 });
        onSaved();
        onClose();
      } catch (e) {
        helpers.setStatus(graphQLErrorText(e) ?? visitUi.actionFailed);
      }
    },
  });
  const field = (name: 'hostName' | 'hostEmail' | 'department', label: string, extra: Record<string, unknown> = {}) => (
    <TextInput
      label={label}
      name={name}
      value={formik.values[name]}
      onChange={formik.handleChange}
      onBlur={formik.handleBlur}
      error={formik.touched[name] && formik.errors[name]}
      data-testid={`edit-${name}`}
      {...extra}
    />
  );
  const toggle = (name: 'printLabel' | 'badgeNumFlag' | 'signFlag' | 'enterTemperature', label: string) => (
    <Switch
      size="md"
      label={label}
      checked={formik.values[name]}
      onChange={(e) => void formik.setFieldValue(name, e.currentTarget.checked)}
      data-testid={`edit-${name}`}
    />
  );
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      size="lg"
      fullScreen={phone}
      title={visitUi.editBookingTitle}
      data-testid="edit-booking"
    >
      <form onSubmit={formik.handleSubmit}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <DatePickerInput
              label="Date"
              required
              minDate={todayIn(zone)}
              valueFormat={DATE_INPUT_FORMAT}
              value={formik.values.date || null}
              onChange={(d) => void formik.setFieldValue('date', d ?? '')}
              error={formik.touched.date && formik.errors.date}
              data-testid="edit-date"
            />
            <ClockInput
              label="Time"
              required
              value={formik.values.time}
              onBlur={() => void formik.setFieldTouched('time', true)}
              onChange={(e) => void formik.setFieldValue('time', e.currentTarget.value)}
              error={formik.touched.time && formik.errors.time}
              data-testid="edit-time"
            />
            {field('hostName', 'Host Name', { required: true })}
            {field('hostEmail', 'Host Email', { required: true, type: 'email' })}
            {field('department', 'Department')}
          </SimpleGrid>
          <Divider label={visitUi.flags} />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            {toggle('printLabel', 'Print label')}
            {toggle('badgeNumFlag', 'Badge number')}
            {toggle('signFlag', 'Sign house rules')}
            {toggle('enterTemperature', 'Enter temperature')}
          </SimpleGrid>
          <Text size="sm" c="dimmed">
            {visitUi.editBookingHint}
          </Text>
          {formik.status ? <ErrorBox testId="edit-error">{formik.status as string}</ErrorBox> : null}
          <FormikSubmit formik={formik} testId="edit-save">
            {visitUi.saveBooking}
          </FormikSubmit>
        </Stack>
      </form>
    </Modal>
  );
}

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
      toastError(graphQLErrorText(e) ?? visitUi.actionFailed);
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
        {visitUi.editBooking}
      </Button>
      <Button variant="light" mih={44} loading={busy} onClick={() => void resend(booking.id)} data-testid="visit-resend">
        {visitUi.resendQr}
      </Button>
      <EditBookingModal booking={booking} zone={zone} opened={editing} onClose={() => setEditing(false)} onSaved={onChanged} />
    </>
  );
}
