import { PasswordInput } from '@mantine/core';
import type { FormikProps } from 'formik';
import { ui } from '../../app/messages';
import { at } from '../../i18n/auth';

export type NewPasswordValues = { password: string; password_confirmation: string };

/** The rule of a new password (reset and change alike): required, the minimum length, a matching confirmation. */
export function validateNewPassword(values: NewPasswordValues) {
  const errors: Partial<Record<keyof NewPasswordValues, string>> = {};
  if (!values.password) errors.password = at('login.required', { field: at('login.password') });
  else if (values.password.length < ui.passwordMinLength) errors.password = at('login.passwordTooShort', { min: ui.passwordMinLength });
  if (values.password_confirmation !== values.password) {
    errors.password_confirmation = at('login.passwordsDoNotMatch');
  }
  return errors;
}

/** A new password (its rule said beside it from the start) and its confirmation, on a formik form. */
export function NewPasswordFields<V extends NewPasswordValues>({
  formik,
  testId,
}: {
  formik: FormikProps<V>;
  testId: { password: string; confirmation: string };
}) {
  const show = (field: keyof NewPasswordValues) => (formik.touched[field] ? (formik.errors[field] as string | undefined) : undefined);
  return (
    <>
      <PasswordInput
        label={at('login.newPassword')}
        description={at('login.passwordRule', { min: ui.passwordMinLength })}
        autoComplete="new-password"
        withAsterisk
        {...formik.getFieldProps('password')}
        error={show('password')}
        data-testid={testId.password}
      />
      <PasswordInput
        label={at('login.confirmPassword')}
        autoComplete="new-password"
        withAsterisk
        {...formik.getFieldProps('password_confirmation')}
        error={show('password_confirmation')}
        data-testid={testId.confirmation}
      />
    </>
  );
}
