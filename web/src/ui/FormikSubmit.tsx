import { Button, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';

interface FormState {
  dirty: boolean;
  isValid: boolean;
  isSubmitting: boolean;
}

/** A form's submit button: disabled while the form is pristine or invalid (spec 5), busy while submitting. */
export function FormikSubmit({
  formik,
  testId,
  children,
  ...props
}: ButtonProps & { formik: FormState; testId: string; children: ReactNode }) {
  return (
    <Button
      type="submit"
      size="lg"
      fullWidth
      {...props}
      disabled={!formik.dirty || !formik.isValid}
      loading={formik.isSubmitting}
      data-testid={testId}
    >
      {children}
    </Button>
  );
}
