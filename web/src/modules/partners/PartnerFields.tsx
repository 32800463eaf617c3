import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { FormikProps } from 'formik';
import type { PartnerValues } from './partnerValues';
import { st } from '../../i18n/staff';

type Option = { value: string; label: string };

/** The partner form's fields: organisation, work id (fixed once registered), name, e-mail, shift and role. */
export function PartnerFields({
  formik,
  mode,
  editing,
  shifts,
  roles,
  testId,
}: {
  formik: FormikProps<PartnerValues>;
  mode: 'register' | 'edit';
  editing: boolean;
  shifts: Option[];
  roles: Option[];
  testId: string;
}) {
  const err = (f: keyof PartnerValues) => (formik.touched[f] ? (formik.errors[f] as string | undefined) : undefined);
  const ro = !editing;
  const variant = editing ? 'default' : 'filled';
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput
        label={st('partners.organisation')}
        withAsterisk={editing}
        readOnly={ro}
        variant={variant}
        {...formik.getFieldProps('organisation')}
        error={err('organisation')}
        data-testid={`${testId}-organisation`}
      />
      <TextInput
        label={st('partners.workId')}
        withAsterisk={mode === 'register'}
        readOnly={ro || mode === 'edit'}
        variant={mode === 'edit' ? 'filled' : variant}
        inputMode="numeric"
        {...formik.getFieldProps('workId')}
        error={err('workId')}
        data-testid={`${testId}-workId`}
      />
      <TextInput
        label={st('partners.name')}
        withAsterisk={editing}
        readOnly={ro}
        variant={variant}
        {...formik.getFieldProps('name')}
        error={err('name')}
        data-testid={`${testId}-name`}
      />
      <TextInput
        label={st('partners.email')}
        type="email"
        readOnly={ro}
        variant={variant}
        {...formik.getFieldProps('email')}
        data-testid={`${testId}-email`}
      />
      <TextInput
        label={st('partners.phone')}
        description={editing ? st('partners.phoneHint') : undefined}
        type="tel"
        readOnly={ro}
        variant={variant}
        {...formik.getFieldProps('phone')}
        error={err('phone')}
        data-testid={`${testId}-phone`}
      />
      <Select
        label={st('partners.shift')}
        placeholder={st('partners.noShift')}
        data={shifts}
        value={formik.values.shiftId || null}
        onChange={(v) => void formik.setFieldValue('shiftId', v ?? '')}
        clearable={editing}
        readOnly={ro}
        variant={variant}
        data-testid={`${testId}-shift`}
      />
      <Select
        label={st('partners.role')}
        placeholder={st('partners.noRole')}
        data={roles}
        value={formik.values.roleId || null}
        onChange={(v) => void formik.setFieldValue('roleId', v ?? '')}
        clearable={editing}
        readOnly={ro}
        variant={variant}
        data-testid={`${testId}-role`}
      />
    </SimpleGrid>
  );
}
