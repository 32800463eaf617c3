import { Button, Group, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useFormik } from 'formik';
import { useEffect, useState } from 'react';
import { partnerUi, validationMessages } from '../../app/messages';
import { ErrorBox } from '../../ui/ErrorBox';
import { FormikSubmit } from '../../ui/FormikSubmit';
import { graphQLErrorText } from '../auth/errors';

export type PartnerValues = {
  organisation: string;
  workId: string;
  name: string;
  email: string;
  shiftId: string;
  roleId: string;
  signFlag: boolean;
  badgeNumFlag: boolean;
  singleSignFlag: boolean;
  enterTemperature: boolean;
};

export const blankPartner: PartnerValues = {
  organisation: '',
  workId: '',
  name: '',
  email: '',
  shiftId: '',
  roleId: '',
  signFlag: false,
  badgeNumFlag: false,
  singleSignFlag: false,
  enterTemperature: false,
};

type Option = { value: string; label: string };

/**
 * Spec 5: registering needs organisation, workId (numeric) and name; editing needs name and
 * organisation (the work id is fixed once registered). Read-only until Update when `editing` is false.
 */
export function validatePartner(v: PartnerValues, mode: 'register' | 'edit') {
  const e: Partial<Record<keyof PartnerValues, string>> = {};
  if (!v.organisation.trim()) e.organisation = validationMessages.required(partnerUi.organisation);
  if (!v.name.trim()) e.name = validationMessages.required(partnerUi.name);
  if (mode === 'register') {
    if (!v.workId.trim()) e.workId = validationMessages.required(partnerUi.workId);
    else if (!/^\d+$/.test(v.workId.trim())) e.workId = partnerUi.workIdNumeric;
  }
  return e;
}

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

  const err = (f: keyof PartnerValues) => (formik.touched[f] ? (formik.errors[f] as string | undefined) : undefined);
  const ro = !editing;
  const variant = editing ? 'default' : 'filled';
  return (
    <form onSubmit={formik.handleSubmit} noValidate data-testid={testId}>
      <Stack gap="md">
        {serverError ? <ErrorBox testId={`${testId}-error`}>{serverError}</ErrorBox> : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={partnerUi.organisation}
            withAsterisk={editing}
            readOnly={ro}
            variant={variant}
            {...formik.getFieldProps('organisation')}
            error={err('organisation')}
            data-testid={`${testId}-organisation`}
          />
          <TextInput
            label={partnerUi.workId}
            withAsterisk={mode === 'register'}
            readOnly={ro || mode === 'edit'}
            variant={mode === 'edit' ? 'filled' : variant}
            inputMode="numeric"
            {...formik.getFieldProps('workId')}
            error={err('workId')}
            data-testid={`${testId}-workId`}
          />
          <TextInput
            label={partnerUi.name}
            withAsterisk={editing}
            readOnly={ro}
            variant={variant}
            {...formik.getFieldProps('name')}
            error={err('name')}
            data-testid={`${testId}-name`}
          />
          <TextInput
            label={partnerUi.email}
            type="email"
            readOnly={ro}
            variant={variant}
            {...formik.getFieldProps('email')}
            data-testid={`${testId}-email`}
          />
          <Select
            label={partnerUi.shift}
            placeholder={partnerUi.noShift}
            data={shifts}
            value={formik.values.shiftId || null}
            onChange={(v) => void formik.setFieldValue('shiftId', v ?? '')}
            clearable={editing}
            readOnly={ro}
            variant={variant}
            data-testid={`${testId}-shift`}
          />
          <Select
            label={partnerUi.role}
            placeholder={partnerUi.noRole}
            data={roles}
            value={formik.values.roleId || null}
            onChange={(v) => void formik.setFieldValue('roleId', v ?? '')}
            clearable={editing}
            readOnly={ro}
            variant={variant}
            data-testid={`${testId}-role`}
          />
        </SimpleGrid>
        <Group gap="xl" style={{ rowGap: 12 }}>
          <Switch
            label={partnerUi.signFlag}
            checked={formik.values.signFlag}
            disabled={ro}
            onChange={(e) => void formik.setFieldValue('signFlag', e.currentTarget.checked)}
            data-testid={`${testId}-signFlag`}
          />
          <Switch
            label={partnerUi.badgeNumFlag}
            checked={formik.values.badgeNumFlag}
            disabled={ro}
            onChange={(e) => void formik.setFieldValue('badgeNumFlag', e.currentTarget.checked)}
            data-testid={`${testId}-badgeNumFlag`}
          />
          <Switch
            label={partnerUi.singleSignFlag}
            checked={formik.values.singleSignFlag}
            disabled={ro}
            onChange={(e) => void formik.setFieldValue('singleSignFlag', e.currentTarget.checked)}
            data-testid={`${testId}-singleSignFlag`}
          />
          <Switch
            label={partnerUi.enterTemperature}
            checked={formik.values.enterTemperature}
            disabled={ro}
            onChange={(e) => void formik.setFieldValue('enterTemperature', e.currentTarget.checked)}
            data-testid={`${testId}-enterTemperature`}
          />
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
              {partnerUi.update}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
