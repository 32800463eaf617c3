import { SimpleGrid, Switch, TextInput } from '@mantine/core';
import { useFormik } from 'formik';
import { validationMessages } from '../../app/messages';
import { FormikSubmit } from '../../ui/FormikSubmit';
import { bind, emailsMatch, FormFrame, useServerError, requiredErrors } from './form';
import { st } from '../../i18n/staff';

export type ManagerValues = { name: string; email: string; repeatEmail: string; department: string; receiveEmailFlag: boolean };

/** A manager's add or edit input: the texts trimmed. */
export const managerInput = (v: ManagerValues) => ({
  name: v.name.trim(),
  email: v.email.trim(),
  repeatEmail: v.repeatEmail.trim(),
  department: v.department.trim(),
  receiveEmailFlag: v.receiveEmailFlag,
});

/** Spec 5: add needs name, email, department and a matching repeatEmail; edit needs name, email, department. */
export function ManagerForm({
  initial,
  submitLabel,
  onSubmit,
}: {
  initial: ManagerValues;
  submitLabel: string;
  onSubmit: (v: ManagerValues) => Promise<void>;
}) {
  const { serverError, attempt } = useServerError();
  const formik = useFormik<ManagerValues>({
    initialValues: initial,
    validateOnMount: true,
    validate: (v) => {
      const e = requiredErrors(v, {
        name: st('tenants.name'),
        email: st('tenants.email'),
        repeatEmail: st('tenants.repeatEmail'),
        department: st('tenants.department'),
      });
      if (!e.repeatEmail && !emailsMatch(v.email, v.repeatEmail)) e.repeatEmail = validationMessages.emailsDoNotMatch;
      return e;
    },
    onSubmit: async (v) => {
      await attempt(async () => {
        await onSubmit(v);
      });
    },
  });
  const t = 'manager-form';
  return (
    <FormFrame formik={formik} testId={t} serverError={serverError}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label={st('tenants.name')} withAsterisk {...bind(formik, 'name', t)} />
        <TextInput label={st('tenants.department')} withAsterisk {...bind(formik, 'department', t)} />
        <TextInput label={st('tenants.email')} type="email" withAsterisk {...bind(formik, 'email', t)} />
        <TextInput label={st('tenants.repeatEmail')} type="email" withAsterisk {...bind(formik, 'repeatEmail', t)} />
      </SimpleGrid>
      <Switch
        label={st('tenants.receiveEmail')}
        checked={formik.values.receiveEmailFlag}
        onChange={(e) => void formik.setFieldValue('receiveEmailFlag', e.currentTarget.checked)}
        data-testid={`${t}-receiveEmailFlag`}
      />
      <FormikSubmit formik={formik} testId={`${t}-submit`}>
        {submitLabel}
      </FormikSubmit>
    </FormFrame>
  );
}
