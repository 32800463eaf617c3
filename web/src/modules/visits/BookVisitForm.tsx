import { useMutation } from '@apollo/client/react';
import { Divider, Grid, SimpleGrid, Stack, Switch, TextInput, Title } from '@mantine/core';
import { useFormik } from 'formik';
import type { ReactNode } from 'react';
import { localErrors } from '../../app/apollo';
import { useAuth } from '../../app/auth';
import { toastSuccess } from '../../app/notify';
import { DEFAULT_ZONE } from '../../app/time';
import { BookingWhenFields } from './BookingWhenFields';
import { Messages } from '../../i18n/serverMessages';
import { graphQLErrorText } from '../auth/errors';
import { ErrorBox } from '../../ui/ErrorBox';
import { FormikSubmit } from '../../ui/FormikSubmit';
import { blankBooking, bookingInput, validateBooking, type Values } from './bookVisit';
import type { JustBooked } from './BookedNotice';
import { BookVisitDocument } from '../staff/documents';
import { BookingReasonAndLength } from './BookingReasonAndLength';
import { WatchlistBookingWarning } from '../watchlist/WatchlistBookingWarning';
import { st } from '../../i18n/staff';
import { BookingHostFields } from '../hosts/HostPicker';

/**
 * The booking form (spec 2.4, 3, 4.7, 5): the attendee fields, date (past dates blocked, no typing) and time,
 * the toggles with their defaults (host is me and auto reference on; the rest off). After a booking
 * ('Visitor Booked Successfully!') the form resets and `onBooked` gets the booking, which its caller shows
 * (BookedNotice) with its date and reference: the page stays on /planned-visitor, the live report's modal closes.
 */
export function BookVisitForm({
  depotId,
  zone,
  picker,
  onBooked,
  withTitle = true,
}: {
  depotId: string | null;
  zone: string | null;
  picker?: ReactNode;
  onBooked: (booked: JustBooked) => void;
  withTitle?: boolean;
}) {
  const { user } = useAuth();
  const [book] = useMutation(BookVisitDocument, { context: localErrors });
  const formik = useFormik<Values & { server?: string }>({
    initialValues: blankBooking(),
    validate: validateBooking,
    onSubmit: async (v, helpers) => {
      helpers.setStatus(null);
      try {
        const r = await book({ variables: { input: bookingInput(v, depotId!) } });
        toastSuccess(Messages.visitorBooked, { autoClose: 4000 });
        helpers.resetForm();
        const b = r.data!.bookVisit;
        onBooked({
          id: b.id,
          name: `${b.firstName} ${b.lastName}`,
          meetingReference: b.meetingReference ?? null,
          dateOfVisit: b.dateOfVisit,
          zone: zone ?? DEFAULT_ZONE,
        });
      } catch (e) {
        helpers.setStatus(graphQLErrorText(e) ?? st('booking.bookFailed'));
      }
    },
  });
  const field = (name: keyof Values, label: string, extra: Record<string, unknown> = {}) => (
    <TextInput
      label={label}
      name={name}
      value={formik.values[name] as string}
      onChange={formik.handleChange}
      onBlur={formik.handleBlur}
      error={formik.touched[name] && formik.errors[name]}
      data-testid={`book-${name}`}
      {...extra}
    />
  );
  const toggle = (name: keyof Values, label: string) => (
    <Switch
      label={label}
      checked={formik.values[name] as boolean}
      onChange={(e) => formik.setFieldValue(name, e.currentTarget.checked)}
      data-testid={`book-${name}`}
    />
  );
  return (
    <form onSubmit={formik.handleSubmit}>
      <Stack gap="md">
        {withTitle ? (
          <Title order={2} size="h3">
            {st('visits.bookVisitTitle')}
          </Title>
        ) : null}
        {picker}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {field('AttendeeFirstName', st('booking.firstName'), { required: true })}
          {field('AttendeeLastName', st('booking.lastName'), { required: true })}
          {field('AttendeeEmail', st('booking.email'), { required: true, type: 'email' })}
          {field('AttendeeCompany', st('booking.company'), { required: true })}
          <BookingWhenFields formik={formik} zone={zone} testId="book" />
        </SimpleGrid>
        <Divider label={st('booking.hostAndOptions')} />
        <Grid>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            {toggle('hostIsMe', user ? st('booking.hostIsMeNamed', { name: user.name }) : st('booking.hostIsMe'))}
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>{toggle('autoReference', st('booking.autoReference'))}</Grid.Col>
        </Grid>
        {!formik.values.hostIsMe ? (
          <BookingHostFields formik={formik} depotId={depotId}>
            {field('hostEmail', st('booking.hostEmail'))}
            {field('department', st('booking.department'))}
          </BookingHostFields>
        ) : null}
        {!formik.values.autoReference ? field('meetingReference', st('booking.meetingReference')) : null}
        <BookingReasonAndLength depotId={depotId} formik={formik} />
        {/* four across only where the form is wide: at 768 px 'Enter temperature' ran out of the card */}
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
          {toggle('printLabel', st('booking.printLabel'))}
          {toggle('badgeNumFlag', st('booking.badgeNumber'))}
          {toggle('signFlag', st('booking.signHouseRules'))}
          {toggle('enterTemperature', st('booking.enterTemperature'))}
        </SimpleGrid>
        <WatchlistBookingWarning depotId={depotId} booking={formik.values} />
        {formik.status ? <ErrorBox testId="book-error">{formik.status as string}</ErrorBox> : null}
        <FormikSubmit formik={formik} testId="book-submit" disabled={!depotId}>
          {st('booking.book')}
        </FormikSubmit>
      </Stack>
    </form>
  );
}
