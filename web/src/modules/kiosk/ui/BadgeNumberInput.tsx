import { TextInput } from '@mantine/core';
import { upper } from '@contracts/normalise';
import { VirtualKeyboard } from './VirtualKeyboard';

/**
 * A badge number typed at the kiosk (a visitor's sign-in and sign-out, a partner's clock-in): upper case as it is
 * typed, with the numeric touch keyboard below the field.
 */
export function BadgeNumberInput({
  label,
  value,
  onChange,
  testId,
  required,
}: {
  label: string;
  value: string;
  onChange: (badge: string) => void;
  testId: string;
  required?: boolean;
}) {
  return (
    <>
      <TextInput
        label={label}
        value={value}
        onChange={(e) => onChange(upper(e.currentTarget.value))}
        size="xl"
        autoComplete="off"
        data-testid={testId}
        required={required}
      />
      <VirtualKeyboard value={value} onChange={(v) => onChange(upper(v))} layout="numeric" />
    </>
  );
}
