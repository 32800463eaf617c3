import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useFormik } from 'formik';
import { useState } from 'react';
import { Link } from 'react-router';
import { localErrors } from '../../app/apollo';
import { successMessages, validationMessages } from '../../app/messages';
import { toastSuccess } from '../../app/notify';
import { tenantDetailsPath } from '../../app/paths';
import { FormikSubmit } from '../../ui/FormikSubmit';
import { StaffDepotsDocument } from '../staff/documents';
import { RegisterUserDocument, TenantDetailsDocument } from './documents';
import { bind, emailsMatch, FormFrame, useServerError, requiredErrors } from './form';
import { useRoleOptions } from './roleOptions';
import { TenantChoiceForm } from './TenantChoiceForm';
import { st } from '../../i18n/staff';

type Values = { name: string; username: string; email: string; repeatEmail: string; depotString: string; role: string; department: string };
const blank: Values = { name: '', username: '', email: '', repeatEmail: '', depotString: '', role: '', department: '' };

/** Spec 5: Name, Username, Email, depotString (location) and Role required; Repeat Email must match. */
export function validateRegisterUser(v: Values) {
  const labels = (['name', 'username', 'email', 'repeatEmail', 'role'] as const).map((k) => [k, st(`tenants.${k}`)]);
  const e = requiredErrors(v, { ...Object.fromEntries(labels), depotString: st('tenants.location') });
  if (!e.repeatEmail && !emailsMatch(v.email, v.repeatEmail)) e.repeatEmail = validationMessages.emailsDoNotMatch;
  return e;
}

/** /manage-users: Register a New User (TenantAdmin for its tenant, SuperAdmin for the tenant it picks). */
export function RegisterUserForm() {
  return <TenantChoiceForm maw={880} form={(id) => <UserForm key={id} tenantId={id} />} />;
}

function UserForm({ tenantId }: { tenantId: string }) {
  const depots = useQuery(StaffDepotsDocument, { variables: { tenantId } });
  const roles = useRoleOptions(tenantId);
  const [register] = useMutation(RegisterUserDocument, {
    context: localErrors,
    refetchQueries: [{ query: TenantDetailsDocument, variables: { id: tenantId } }],
  });
  const { serverError, attempt } = useServerError();
  const [registered, setRegistered] = useState<string | null>(null);
  const formik = useFormik<Values>({
    initialValues: blank,
    validateOnMount: true,
    validate: validateRegisterUser,
    onSubmit: async (v, helpers) => {
      setRegistered(null);
      await attempt(async () => {
        await register({
          variables: {
            input: {
              tenantId,
              depotId: v.depotString,
              name: v.name.trim(),
              username: v.username.trim(),
              email: v.email.trim(),
              repeatEmail: v.repeatEmail.trim(),
              role: v.role,
              department: v.department.trim() || null,
            },
          },
        });
        toastSuccess(successMessages.repRegistered, { autoClose: 4000 });
        setRegistered(v.username.trim());
        helpers.resetForm();
      });
    },
  });
  const t = 'register-user';
  return (
    <FormFrame formik={formik} testId={t} serverError={serverError}>
      {registered ? (
        <Text size="sm" data-testid={`${t}-done`}>
          {successMessages.repRegistered}{' '}
          <Text component={Link} to={tenantDetailsPath(tenantId)} c="depot.8" size="sm" fw={600}>
            {st('tenants.backToDetails')}
          </Text>
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label={st('tenants.name')} withAsterisk {...bind(formik, 'name', t)} />
        <TextInput label={st('tenants.username')} withAsterisk autoComplete="off" {...bind(formik, 'username', t)} />
        <TextInput label={st('tenants.email')} type="email" withAsterisk {...bind(formik, 'email', t)} />
        <TextInput label={st('tenants.repeatEmail')} type="email" withAsterisk {...bind(formik, 'repeatEmail', t)} />
        <Select
          label={st('tenants.location')}
          placeholder={st('tenants.chooseLocation')}
          withAsterisk
          data={(depots.data?.depots ?? []).map((d) => ({ value: d.id, label: d.text || d.code }))}
          value={formik.values.depotString || null}
          onChange={(v) => {
            void formik.setFieldValue('depotString', v ?? '');
            void formik.setFieldTouched('depotString', true, false);
          }}
          error={formik.touched.depotString ? formik.errors.depotString : undefined}
          data-testid={`${t}-depotString`}
        />
        <Select
          label={st('tenants.role')}
          placeholder={st('tenants.chooseRole')}
          withAsterisk
          data={roles}
          value={formik.values.role || null}
          onChange={(v) => {
            void formik.setFieldValue('role', v ?? '');
            void formik.setFieldTouched('role', true, false);
          }}
          error={formik.touched.role ? formik.errors.role : undefined}
          data-testid={`${t}-role`}
        />
        <TextInput label={st('tenants.department')} {...bind(formik, 'department', t)} />
      </SimpleGrid>
      <Stack gap={4}>
        <FormikSubmit formik={formik} testId={`${t}-submit`} fullWidth={false} style={{ alignSelf: 'flex-start' }} miw={200}>
          {st('tenants.registerUserSubmit')}
        </FormikSubmit>
      </Stack>
      <Button component={Link} to={tenantDetailsPath(tenantId)} variant="subtle" style={{ alignSelf: 'flex-start' }} px={0}>
        {st('tenants.backToDetails')}
      </Button>
    </FormFrame>
  );
}
