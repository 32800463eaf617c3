import { TextInput } from '@mantine/core';
import type { FieldInputProps } from 'formik';
import { at } from '../../i18n/auth';

/** The username of the sign-in forms (sign in, forgot password): required, and a phone neither capitalises nor corrects it. */
export function UsernameInput({ field, error, testId }: { field: FieldInputProps<string>; error: string | undefined; testId: string }) {
  return (
    <TextInput
      label={at('login.username')}
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      withAsterisk
      {...field}
      error={error}
      data-testid={testId}
    />
  );
}
