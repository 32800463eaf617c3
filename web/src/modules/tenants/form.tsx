import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { FormikProps } from 'formik';
import { useState, type ReactNode } from 'react';
import { ErrorBox } from '../../ui/ErrorBox';
import { validationMessages } from '../../app/messages';
import { dayOf } from '../../app/time';
import { graphQLErrorText } from '../auth/errors';
import { st, live } from '../../i18n/staff';

/** The user-facing text of a failed call (the server's message), else the error's own text. */
export const errorText = (e: unknown) => graphQLErrorText(e) ?? (e instanceof Error ? e.message : String(e));

/**
 * A form's failure from the server: `attempt` runs the submit with the last failure cleared, and keeps the text of
 * the call that fails (errorText) for the form to show above its fields.
 */
export function useServerError() {
  const [serverError, setServerError] = useState<string | null>(null);
  const attempt = async (submit: () => Promise<void>) => {
    setServerError(null);
    try {
      await submit();
    } catch (e) {
      setServerError(errorText(e));
    }
  };
  return { serverError, attempt, clearServerError: () => setServerError(null) };
}

/** A tenant-administration form: the server's failure (`<testId>-error`) above its fields, stacked. */
export function FormFrame({
  formik,
  testId,
  serverError,
  children,
}: {
  formik: Pick<FormikProps<unknown>, 'handleSubmit'>;
  testId: string;
  serverError: string | null;
  children: ReactNode;
}) {
  return (
    <form onSubmit={formik.handleSubmit} noValidate data-testid={testId}>
      <Stack gap="md">
        {serverError ? <ErrorBox testId={`${testId}-error`}>{serverError}</ErrorBox> : null}
        {children}
      </Stack>
    </form>
  );
}

/** Spec 5: every listed field is required ('<Label> is required'). */
export function requiredErrors<V extends Record<string, unknown>>(v: V, labels: Partial<Record<keyof V & string, string>>) {
  const e: Record<string, string> = {};
  for (const [name, label] of Object.entries(labels) as [keyof V & string, string][]) {
    if (!String(v[name] ?? '').trim()) e[name] = validationMessages.required(label);
  }
  return e;
}

/** Spec 5: the repeated e-mail must match ('Emails do not match'), compared without case. */
export function emailsMatch(email: string, repeat: string) {
  return email.trim().toLowerCase() === repeat.trim().toLowerCase();
}

/** A Mantine text input bound to a formik field: value, change, blur, its error once touched, a test id. */
export function bind<V>(formik: FormikProps<V>, name: keyof V & string, testPrefix: string) {
  const touched = (formik.touched as Record<string, unknown>)[name];
  const error = (formik.errors as Record<string, string | undefined>)[name];
  return { ...formik.getFieldProps(name), error: touched ? error : undefined, 'data-testid': `${testPrefix}-${name}` };
}

export type AddressValues = { code: string; line1: string; line2: string; county: string; eirCode: string };
export const blankAddress: AddressValues = { code: '', line1: '', line2: '', county: '', eirCode: '' };
export const addressLabels = live(
  () =>
    ({
      code: st('tenants.code'),
      line1: st('tenants.line1'),
      line2: st('tenants.line2'),
      county: st('tenants.county'),
      eirCode: st('tenants.eirCode'),
    }) as const,
);

/** Spec 3 depot address: code, line1, line2, county, eirCode (all required, spec 5 Add location). */
export function AddressFields<V extends AddressValues>({
  formik,
  testPrefix,
  readOnly,
  withCode = true,
}: {
  formik: FormikProps<V>;
  testPrefix: string;
  readOnly?: boolean;
  withCode?: boolean;
}) {
  const f = formik as unknown as FormikProps<AddressValues>;
  const common = { readOnly, variant: readOnly ? 'filled' : 'default', withAsterisk: !readOnly } as const;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {withCode ? <TextInput label={st('tenants.code')} {...common} {...bind(f, 'code', testPrefix)} /> : null}
      <TextInput label={st('tenants.line1')} {...common} {...bind(f, 'line1', testPrefix)} />
      <TextInput label={st('tenants.line2')} {...common} {...bind(f, 'line2', testPrefix)} />
      <TextInput label={st('tenants.county')} {...common} {...bind(f, 'county', testPrefix)} />
      <TextInput label={st('tenants.eirCode')} {...common} {...bind(f, 'eirCode', testPrefix)} />
    </SimpleGrid>
  );
}

/** Dates in tables: the one date format (app/time.ts). */
export const dayMonthYear = dayOf;

/**
 * After a tenant is added, renamed, archived or restored: the tenant pickers and the first-run flag are dropped from
 * the cache (the next screen loads them afresh), and a tenant list on screen is refetched before the mutation resolves.
 */
export const tenantListsChanged = {
  update(cache: { evict: (o: { id?: string; fieldName?: string }) => boolean; gc: () => string[] }) {
    for (const fieldName of ['tenantsShortList', 'firstRun']) cache.evict({ id: 'ROOT_QUERY', fieldName });
    cache.gc();
  },
  refetchQueries: ['Tenants'],
  awaitRefetchQueries: true,
};
