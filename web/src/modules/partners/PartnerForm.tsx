import { Button, Group, Stack, Switch } from '@mantine/core';
import { useFormik } from 'formik';
import { useEffect, useState } from 'react';
import { ErrorBox } from '../../ui/ErrorBox';
import { FormikSubmit } from '../../ui/FormikSubmit';
import { graphQLErrorText } from '../auth/errors';
import { PartnerFields } from './PartnerFields';
import { validatePartner, type PartnerValues } from './partnerValues';
import { st } from '../../i18n/staff';

type Option = { value: string; label: string };
const FLAGS = ['signFlag', 'badgeNumFlag', 'singleSignFlag', 'enterTemperature'] as const;

/** A partner's fields and kiosk flags; read-only until Update when `editing` is false. */
export function PartnerForm({
  mode,
  initial,
  editing = true,
  shifts,
  roles,
  submitLabel,
  testId,
  onUpdate,
  onSubmit,
}: {
  mode: 'register' | 'edit';
  initial: PartnerValues;
  editing?: boolean;
  shifts: Option[];
  roles: Option[];
  submitLabel: string;
  testId: string;
  onUpdate?: () => void;
  /** Answers true to clear the form (after a registration). */
  onSubmit: (v: PartnerValues) => Promise<boolean | void>;
}) {
  const [serverError, setServerError] = useState<string | null>(null);
  const formik = useFormik<PartnerValues>({
    initialValues: initial,
    validateOnMount: true,
    validate: (v) => validatePartner(v, mode),
    onSubmit: async (v, helpers) => {
      setServerError(null);
      try {
        const reset = await onSubmit(v);
        if (reset) helpers.resetForm();
      } catch (e) {
        setServerError(graphQLErrorText(e) ?? (e instanceof Error ? e.message : null));
      }
    },
  });
  // Spec 7: a registration failure shows the server's text for 5 s.
  useEffect(() => {
    if (!serverError) return;
    const t = setTimeout(() => setServerError(null), 5000);
    return () => clearTimeout(t);
  }, [serverError]);

  const ro = !editing;
  return (
    <form onSubmit={formik.handleSubmit} noValidate data-testid={testId}>
      <Stack gap="md">
        {serverError ? <ErrorBox testId={`${testId}-error`}>{serverError}</ErrorBox> : null}
        <PartnerFields formik={formik} mode={mode} editing={editing} shifts={shifts} roles={roles} testId={testId} />
        <Group gap="xl" style={{ rowGap: 12 }}>
          {FLAGS.map((flag) => (
            <Switch
              key={flag}
              label={st(`partners.${flag}`)}
              checked={formik.values[flag]}
              disabled={ro}
              onChange={(e) => void formik.setFieldValue(flag, e.currentTarget.checked)}
              data-testid={`${testId}-${flag}`}
            />
          ))}
        </Group>
        {editing ? (
          <Group justify="flex-end">
            <FormikSubmit formik={formik} testId={`${testId}-submit`} fullWidth={false} size="md" miw={200}>
              {submitLabel}
            </FormikSubmit>
          </Group>
        ) : (
          <Group justify="flex-end">
            <Button size="md" variant="light" miw={200} onClick={onUpdate} data-testid={`${testId}-update`}>
              {st('partners.update')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
