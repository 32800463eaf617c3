import { Button, Stack, TextInput } from '@mantine/core';
import { useFormik } from 'formik';
import { useState } from 'react';
import { validationMessages } from '../../app/messages';
import { ErrorBox } from '../../ui/ErrorBox';
import { TIME_FORMAT } from '../../app/time';
import { FormikSubmit } from '../../ui/FormikSubmit';
import { graphQLErrorText } from '../auth/errors';
import { showRefusalAtFields } from '../auth/refusal';
import type { RecordField } from './RecordList';
import { st } from '../../i18n/staff';

/** A record's fields: read-only with Update until editing, then required fields checked and Save (spec 4.7, 5). */
export function RecordForm<V extends Record<string, string>>({
  fields,
  initial,
  editing,
  onUpdate,
  submitLabel,
  testId,
  onSubmit,
}: {
  fields: RecordField<V>[];
  initial: V;
  editing: boolean;
  onUpdate?: () => void;
  submitLabel: string;
  testId: string;
  onSubmit: (v: V) => Promise<void>;
}) {
  const [serverError, setServerError] = useState<string | null>(null);
  const formik = useFormik<V>({
    initialValues: initial,
    validateOnMount: true,
    validate: (v) => {
      const e: Record<string, string> = {};
      for (const f of fields) if (f.required && !String(v[f.name] ?? '').trim()) e[f.name] = validationMessages.required(f.label);
      return e;
    },
    onSubmit: async (v, helpers) => {
      setServerError(null);
      try {
        await onSubmit(v);
      } catch (e) {
        // Issue 36: a refusal that names a field of the form shows at that field; anything else above the form.
        if (
          showRefusalAtFields(
            helpers,
            e,
            fields.map((f) => f.name),
          )
        )
          return;
        setServerError(graphQLErrorText(e) ?? (e instanceof Error ? e.message : null));
      }
    },
  });
  return (
    <form onSubmit={formik.handleSubmit} noValidate data-testid={testId}>
      <Stack gap="md">
        {serverError ? <ErrorBox testId={`${testId}-error`}>{serverError}</ErrorBox> : null}
        {fields.map((f) => (
          <TextInput
            key={f.name}
            label={f.label}
            // a time is typed HH:mm (app/time.ts), never a native time input's locale clock
            {...(f.type === 'time' ? { placeholder: TIME_FORMAT, inputMode: 'numeric' as const, maxLength: 5 } : {})}
            withAsterisk={f.required && editing}
            readOnly={!editing}
            variant={editing ? 'default' : 'filled'}
            {...formik.getFieldProps(f.name)}
            error={formik.touched[f.name] ? (formik.errors[f.name] as string | undefined) : undefined}
            data-testid={`${testId}-${f.name}`}
          />
        ))}
        {editing ? (
          <FormikSubmit formik={formik} testId={`${testId}-submit`}>
            {submitLabel}
          </FormikSubmit>
        ) : (
          <Button size="lg" fullWidth variant="light" onClick={onUpdate} data-testid={`${testId}-update`}>
            {st('partners.update')}
          </Button>
        )}
      </Stack>
    </form>
  );
}
