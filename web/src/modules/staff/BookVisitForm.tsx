import { useMutation } from '@apollo/client/react';
import { Alert, Anchor, Divider, Grid, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useFormik } from 'formik';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { localErrors } from '../../app/apollo';
import { useAuth } from '../../app/auth';
import { visitUi } from '../../app/messages';
import { toastSuccess } from '../../app/notify';
import { DATE_INPUT_FORMAT, DEFAULT_ZONE, dateTimeIn, isClockTime, todayIn } from '../../app/time';
import { visitPath } from '../../app/paths';
import { ClockInput } from '../../ui/DateTimeInputs';
import { Messages, required } from '@contracts/messages';
import { capitalFirst } from '@contracts/normalise';
import { graphQLErrorText } from '../auth/errors';
import { ErrorBox } from '../../ui/ErrorBox';
import { FormikSubmit } from '../../ui/FormikSubmit';
import { BookVisitDocument } from './documents';

type Values = {
  AttendeeFirstName: string;
  AttendeeLastName: string;
  AttendeeEmail: string;
  AttendeeCompany: string;
  date: string;
  time: string;
  hostIsMe: boolean;
  hostName: string;
  hostEmail: string;
  department: string;
  autoReference: boolean;
  meetingReference: string;
  printLabel: boolean;
  badgeNumFlag: boolean;
  signFlag: boolean;
  enterTemperature: boolean;
};
const LABELS: Record<string, string> = {
  AttendeeFirstName: 'First Name',
  AttendeeLastName: 'Last Name',
  AttendeeEmail: 'Email',
  AttendeeCompany: 'Company',
  date: 'Date',
  time: 'Time',
};

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
  const today = todayIn(zone);
  const formik = useFormik<Values & { server?: string }>({
    initialValues: {
      AttendeeFirstName: '',
      AttendeeLastName: '',
      AttendeeEmail: '',
      AttendeeCompany: '',
      date: '',
      time: '',
      hostIsMe: true,
      hostName: '',
      hostEmail: '',
      department: '',
      autoReference: true,
      meetingReference: '',
      printLabel: false,
      badgeNumFlag: false,
      signFlag: false,
      enterTemperature: false,
    },
    validate: (v) => {
      const e: Record<string, string> = {};
      for (const [k, label] of Object.entries(LABELS)) if (!String(v[k as keyof Values] ?? '').trim()) e[k] = required(label);
      if (v.AttendeeEmail && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.AttendeeEmail)) e.AttendeeEmail = 'Email is not a valid e-mail address';
      if (v.time.trim() && !isClockTime(v.time)) e.time = visitUi.timeFormat;
      if (!v.hostIsMe && !v.hostName.trim()) e.hostName = required('Host Name');
      if (!v.hostIsMe && !v.hostEmail.trim()) e.hostEmail = required('Host Email');
      if (!v.autoReference && !v.meetingReference.trim()) e.meetingReference = required('Meeting reference');
      return e;
    },
    onSubmit: async (v, helpers) => {
      helpers.setStatus(null);
      try {
        const r = await book({
          variables: {
            input: {
              depotId: depotId!,
              firstName: capitalFirst(v.AttendeeFirstName),
              lastName: capitalFirst(v.AttendeeLastName),
              email: v.AttendeeEmail.trim(),
              company: capitalFirst(v.AttendeeCompany),
              date: v.date,
              time: v.time,
              hostIsMe: v.hostIsMe,
              hostName: v.hostIsMe ? null : v.hostName,
              hostEmail: v.hostIsMe ? null : v.hostEmail,
              department: v.hostIsMe ? null : v.department,
              autoReference: v.autoReference,
              meetingReference: v.autoReference ? null : v.meetingReference,
              printLabel: v.printLabel,
              badgeNumFlag: v.badgeNumFlag,
              signFlag: v.signFlag,
              enterTemperature: v.enterTemperature,
            },
          },
        });
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
        helpers.setStatus(graphQLErrorText(e) ?? 'The visit could not be booked');
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
            {visitUi.bookVisitTitle}
          </Title>
        ) : null}
        {picker}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {field('AttendeeFirstName', 'First Name', { required: true })}
          {field('AttendeeLastName', 'Last Name', { required: true })}
          {field('AttendeeEmail', 'Email', { required: true, type: 'email' })}
          {field('AttendeeCompany', 'Company', { required: true })}
          <DatePickerInput
            label="Date"
            required
            minDate={today}
            valueFormat={DATE_INPUT_FORMAT}
            value={formik.values.date || null}
            onChange={(d) => formik.setFieldValue('date', d ?? '')}
            error={formik.touched.date && formik.errors.date}
            data-testid="book-date"
          />
          <ClockInput
            label="Time"
            required
            value={formik.values.time}
            onBlur={() => void formik.setFieldTouched('time', true)}
            onChange={(e) => formik.setFieldValue('time', e.currentTarget.value)}
            error={formik.touched.time && formik.errors.time}
            data-testid="book-time"
          />
        </SimpleGrid>
        <Divider label="Host and options" />
        <Grid>
          <Grid.Col span={{ base: 12, sm: 6 }}>{toggle('hostIsMe', `Host is me${user ? ` (${user.name})` : ''}`)}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>{toggle('autoReference', 'Auto-generate meeting reference')}</Grid.Col>
        </Grid>
        {!formik.values.hostIsMe ? (
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {field('hostName', 'Host Name')}
            {field('hostEmail', 'Host Email')}
            {field('department', 'Department')}
          </SimpleGrid>
        ) : null}
        {!formik.values.autoReference ? field('meetingReference', 'Meeting reference') : null}
        {/* four across only where the form is wide: at 768 px 'Enter temperature' ran out of the card */}
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
          {toggle('printLabel', 'Print label')}
          {toggle('badgeNumFlag', 'Badge number')}
          {toggle('signFlag', 'Sign house rules')}
          {toggle('enterTemperature', 'Enter temperature')}
        </SimpleGrid>
        {formik.status ? <ErrorBox testId="book-error">{formik.status as string}</ErrorBox> : null}
        <FormikSubmit formik={formik} testId="book-submit" disabled={!depotId}>
          Book visit
        </FormikSubmit>
      </Stack>
    </form>
  );
}
