import { Button } from '@mantine/core';
import type { FormikProps } from 'formik';
import type { ReactNode } from 'react';
import { kioskText } from '../kioskText';
import { KioskFields, type FieldSpec } from './KioskFields';

/** A name as typed at the kiosk: its first letter a capital. */
export const typedName = (v: string) => (v ? v.charAt(0).toUpperCase() + v.slice(1) : v);

/**
 * The visitor's name, e-mail and company: typed at a walk-in (the names with a capital), shown read-only for a planned
 * or regular visit (the booking's).
 */
export const personFields = (typed: boolean): FieldSpec[] => {
  const name = typed ? { normalise: typedName } : { readOnly: true };
  return [
    { name: 'firstName', label: kioskText.firstName, ...name },
    { name: 'lastName', label: kioskText.lastName, ...name },
    { name: 'email', label: kioskText.email, ...(typed ? { type: 'email' } : { readOnly: true }) },
    { name: 'company', label: kioskText.company, ...name },
  ];
};

/** The car registration, typed (planned and walk-in alike): upper case, with its hint. */
export const carRegField = (): FieldSpec => ({
  name: 'carReg',
  label: kioskText.carReg,
  description: kioskText.carRegHint,
  normalise: (v) => v.toUpperCase(),
});

/**
 * A visitor's details form (a planned visit, a walk-in): its fields, then Proceed once `ready` and the sign-in idle,
 * then the sign-in journey's modals (useSignIn).
 */
export function KioskDetailsForm<V extends Record<string, string>>({
  formik,
  fields,
  ready,
  signIn,
}: {
  formik: FormikProps<V>;
  fields: FieldSpec[];
  ready: boolean;
  signIn: { busy: boolean; modals: ReactNode };
}) {
  return (
    <>
      <form onSubmit={formik.handleSubmit}>
        <KioskFields formik={formik} fields={fields} />
        <Button type="submit" size="xl" fullWidth mt="lg" disabled={!ready || signIn.busy} loading={signIn.busy} data-testid="form-proceed">
          {kioskText.proceed}
        </Button>
      </form>
      {signIn.modals}
    </>
  );
}
