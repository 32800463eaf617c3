import { TextInput, type TextInputProps } from '@mantine/core';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { DATE_FORMAT, DATE_INPUT_FORMAT, parseDay, TIME_FORMAT } from '../app/time';

/**
 * A day typed or picked in the one date format (app/time.ts), never the browser locale's order: a native
 * `<input type="date">` shows mm/dd/yyyy in a US browser. Value and onChange are yyyy-MM-dd ('' when empty).
 */
export function DayInput({
  value,
  onChange,
  testId,
  ...props
}: Omit<DateInputProps, 'value' | 'onChange'> & { value: string; onChange: (day: string) => void; testId: string }) {
  return (
    <DateInput
      valueFormat={DATE_INPUT_FORMAT}
      dateParser={parseDay}
      placeholder={DATE_FORMAT.toUpperCase()}
      value={value || null}
      onChange={(d) => onChange(d ?? '')}
      data-testid={testId}
      {...props}
    />
  );
}

/**
 * A time of day in the one time format (HH:mm, 24-hour), never the browser locale's 12-hour clock of a native
 * `<input type="time">`. Validate it with `isClockTime`.
 */
export function ClockInput(props: TextInputProps & { 'data-testid'?: string }) {
  return <TextInput placeholder={TIME_FORMAT} inputMode="numeric" maxLength={5} autoComplete="off" {...props} />;
}
