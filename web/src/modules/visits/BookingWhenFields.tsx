import { DatePickerInput } from '@mantine/dates';
import type { FormikProps } from 'formik';
import { DATE_INPUT_FORMAT, todayIn } from '../../app/time';
import { ClockInput } from '../../ui/DateTimeInputs';
import { st } from '../../i18n/staff';

type When = { date: string; time: string };

/** A booking's day (from today in the depot's zone) and time, required, as booking and editing a visit ask them. */
export function BookingWhenFields<V extends When>({
  formik,
  zone,
  testId,
}: {
  formik: FormikProps<V>;
  zone: string | null;
  testId: 'book' | 'edit';
}) {
  const touched = formik.touched as Partial<Record<keyof When, boolean>>;
  const errors = formik.errors as Partial<Record<keyof When, string>>;
  return (
    <>
      <DatePickerInput
        label={st('booking.date')}
        required
        minDate={todayIn(zone)}
        valueFormat={DATE_INPUT_FORMAT}
        value={formik.values.date || null}
        onChange={(d) => void formik.setFieldValue('date', d ?? '')}
        error={touched.date && errors.date}
        data-testid={`${testId}-date`}
      />
      <ClockInput
        label={st('booking.time')}
        required
        value={formik.values.time}
        onBlur={() => void formik.setFieldTouched('time', true)}
        onChange={(e) => void formik.setFieldValue('time', e.currentTarget.value)}
        error={touched.time && errors.time}
        data-testid={`${testId}-time`}
      />
    </>
  );
}
