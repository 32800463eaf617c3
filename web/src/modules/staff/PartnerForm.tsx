import { useQuery } from '@apollo/client/react';
import { Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useFormik } from 'formik';
import { required } from '@contracts/messages';
import { graphQLErrorText } from '../auth/errors';
import { RolesDocument, ShiftsDocument } from './documents';
import { ErrorBox } from '../../ui/ErrorBox';
import { FormikSubmit } from '../../ui/FormikSubmit';

export type PartnerValues = {
  workId: string; name: string; organisation: string; email: string; shiftId: string; roleId: string;
  signFlag: boolean; badgeNumFlag: boolean; singleSignFlag: boolean; enterTemperature: boolean;
};
export const EMPTY_PARTNER: PartnerValues = { workId: '', name: '', organisation: '', email: '', shiftId: '', roleId: '', signFlag: false, badgeNumFlag: false, singleSignFlag: false, enterTemperature: false };

/**
 * A partner's fields (spec 3, 5): organisation, work id (numeric) and name required on registration;
 * name and organisation on edit (the work id stays). Submit is disabled while pristine or invalid.
 */
export function PartnerForm({ initial, editing = false, submitLabel, onSubmit }: {
  initial: PartnerValues; editing?: boolean; submitLabel: string; onSubmit: (v: PartnerValues) => Promise<void>;
}) {
  const shifts = useQuery(ShiftsDocument).data?.shifts ?? [];
  const roles = useQuery(RolesDocument).data?.roles ?? [];
  const formik = useFormik<PartnerValues>({
    initialValues: initial,
    enableReinitialize: true,
    validate: (v) => {
      const e: Record<string, string> = {};
      if (!editing && !v.workId.trim()) e.workId = required('Work ID');
      else if (!editing && !/^\d{1,18}$/.test(v.workId.trim())) e.workId = 'Work ID must be a number';
      if (!v.name.trim()) e.name = required('Name');
      if (!v.organisation.trim()) e.organisation = required('Organisation');
      return e;
    },
    onSubmit: async (v, h) => {
      h.setStatus(null);
      try { await onSubmit(v); h.resetForm(); } catch (err) { h.setStatus(graphQLErrorText(err) ?? (err as Error).message); }
    },
  });
  const text = (name: keyof PartnerValues, label: string, extra: Record<string, unknown> = {}) => (
    <TextInput label={label} name={name} value={formik.values[name] as string} onChange={formik.handleChange} onBlur={formik.handleBlur}
      error={formik.touched[name] && formik.errors[name]} data-testid={`partner-${name}`} {...extra} />
  );
  const toggle = (name: keyof PartnerValues, label: string) => (
    <Switch label={label} checked={formik.values[name] as boolean} onChange={(e) => formik.setFieldValue(name, e.currentTarget.checked)} data-testid={`partner-${name}`} />
  );
  return (
    <form onSubmit={formik.handleSubmit}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {text('organisation', 'Organisation', { required: true })}
          {text('workId', 'Work ID', { required: !editing, disabled: editing, inputMode: 'numeric' })}
          {text('name', 'Name', { required: true })}
          {text('email', 'Email', { type: 'email' })}
          <Select label="Shift" data={shifts.map((s) => ({ value: s.id, label: `${s.shiftName} (${s.startTime} - ${s.endTime})` }))} value={formik.values.shiftId || null}
            onChange={(v) => formik.setFieldValue('shiftId', v ?? '')} clearable data-testid="partner-shift" />
          <Select label="Role" data={roles.map((r) => ({ value: r.id, label: r.roleName }))} value={formik.values.roleId || null}
            onChange={(v) => formik.setFieldValue('roleId', v ?? '')} clearable data-testid="partner-role" />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          {toggle('signFlag', 'Signature')}{toggle('badgeNumFlag', 'Badge number')}{toggle('enterTemperature', 'Temperature')}{toggle('singleSignFlag', 'One sign-in a day')}
        </SimpleGrid>
        {formik.status ? <ErrorBox testId="partner-error">{formik.status as string}</ErrorBox> : null}
        <FormikSubmit formik={formik} testId="partner-submit">{submitLabel}</FormikSubmit>
      </Stack>
    </form>
  );
}

/** The GraphQL input of a partner form (empty shift/role: none). */
export const partnerInput = (v: PartnerValues, depotId?: string | null) => ({
  ...(depotId ? { depotId, workId: v.workId.trim() } : {}), name: v.name, organisation: v.organisation, email: v.email.trim() || null,
  shiftId: v.shiftId || null, roleId: v.roleId || null, signFlag: v.signFlag, badgeNumFlag: v.badgeNumFlag, singleSignFlag: v.singleSignFlag, enterTemperature: v.enterTemperature,
});
