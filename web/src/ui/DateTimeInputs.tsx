import { TextInput, type TextInputProps } from '@mantine/core';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { useState } from 'react';
import { DATE_FORMAT, DATE_INPUT_FORMAT, parseDay, TIME_FORMAT } from '../app/time';
import { st } from '../i18n/staff';

/**
 * A day typed or picked in the one date format (app/time.ts), never the browser locale's order: a native
 * `<input type="date">` shows mm/dd/yyyy in a US browser. Value and onChange are yyyy-MM-dd ('' when empty).
 * A day typed that does not exist (31/11/2026) is said to be no date once the field is left (issue 36), rather than the
 * form's "is required" of an empty value.
 */
export function DayInput({
  value,
  onChange,
  testId,
  ...props
}: Omit<DateInputProps, 'value' | 'onChange'> & { value: string; onChange: (day: string) => void; testId: string }) {
  const [typed, setTyped] = useState('');
  const [left, setLeft] = useState(false);
  const notADay = left && typed.trim() !== '' && !parseDay(typed);
  return (
    <DateInput
      // what was typed stays in the field when it is no day, beside its message
      fixOnBlur={false}
      {...props}
      onInput={(e) => {
        setTyped(e.currentTarget.value);
        setLeft(false);
      }}
      onBlur={(e) => {
        setLeft(true);
        props.onBlur?.(e);
      }}
      error={
        notADay ? st('common.notValidDate', { label: typeof props.label === 'string' ? props.label : st('common.date') }) : props.error
      }
      valueFormat={DATE_INPUT_FORMAT}
      dateParser={parseDay}
      placeholder={DATE_FORMAT.toUpperCase()}
      value={value || null}
      onChange={(d) => onChange(d ?? '')}
      data-testid={testId}
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
