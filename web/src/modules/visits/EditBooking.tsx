import { useMutation } from '@apollo/client/react';
import { Divider, Modal, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useFormik } from 'formik';
import { Messages } from '../../i18n/serverMessages';
import { localErrors } from '../../app/apollo';
import { toastSuccess } from '../../app/notify';
import { BookingWhenFields } from './BookingWhenFields';
import { ErrorBox } from '../../ui/ErrorBox';
import { FormikSubmit } from '../../ui/FormikSubmit';
import { graphQLErrorText } from '../auth/errors';
import { EditBookingDocument } from './documents';
import { editInput, editValues, validateEdit, type EditableBooking, type EditBookingValues } from './bookingEdit';
import { st } from '../../i18n/staff';

/**
 * Edit booking (issue 23): the visitor's name, e-mail and company (issue 36), date (past days blocked), time, host and
 * the kiosk flags of a booking before its visit, in a modal. A correction of the visitor re-sends the booking e-mail
 * (the server's); other edits do not e-mail the visitor: Re-send QR e-mail does (see useResendQr).
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
  const formik = useFormik<EditBookingValues>({
    enableReinitialize: true,
    initialValues: editValues(booking, zone),
    validate: validateEdit,
    onSubmit: async (v, helpers) => {
      helpers.setStatus(null);
      try {
        await edit({ variables: { input: editInput(booking.id, v) } });
        toastSuccess(Messages.bookingUpdated, { autoClose: 4000 });
        onSaved();
        onClose();
      } catch (e) {
        helpers.setStatus(graphQLErrorText(e) ?? st('visits.actionFailed'));
      }
    },
  });
  const field = (
    name: 'firstName' | 'lastName' | 'email' | 'company' | 'hostName' | 'hostEmail' | 'department',
    label: string,
    extra: Record<string, unknown> = {},
  ) => (
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
      onClose={() => {
        // a closed form opens again on the booking as saved, not on what was typed and abandoned
        formik.resetForm();
        onClose();
      }}
      centered
      size="lg"
      fullScreen={phone}
      title={st('visits.editBookingTitle')}
      data-testid="edit-booking"
    >
      <form onSubmit={formik.handleSubmit}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            {field('firstName', st('booking.firstName'), { required: true })}
            {field('lastName', st('booking.lastName'), { required: true })}
            {field('email', st('booking.email'), { required: true, type: 'email' })}
            {field('company', st('booking.company'), { required: true })}
          </SimpleGrid>
          <Divider label={st('visits.whenAndHost')} />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <BookingWhenFields formik={formik} zone={zone} testId="edit" />
            {field('hostName', st('booking.hostName'), { required: true })}
            {field('hostEmail', st('booking.hostEmail'), { required: true, type: 'email' })}
            {field('department', st('booking.department'))}
          </SimpleGrid>
          <Divider label={st('visits.flags')} />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            {toggle('printLabel', st('booking.printLabel'))}
            {toggle('badgeNumFlag', st('booking.badgeNumber'))}
            {toggle('signFlag', st('booking.signHouseRules'))}
            {toggle('enterTemperature', st('booking.enterTemperature'))}
          </SimpleGrid>
          <Text size="sm" c="dimmed">
            {st('visits.editBookingHint')}
          </Text>
          {formik.status ? <ErrorBox testId="edit-error">{formik.status as string}</ErrorBox> : null}
          <FormikSubmit formik={formik} testId="edit-save">
            {st('visits.saveBooking')}
          </FormikSubmit>
        </Stack>
      </form>
    </Modal>
  );
}
