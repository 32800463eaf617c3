import { useMutation } from '@apollo/client/react';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useFormik } from 'formik';
import { localErrors } from '../../app/apollo';
import { toastSuccess } from '../../app/notify';
import { FormikSubmit } from '../../ui/FormikSubmit';
import { EditRepresentativeDocument, TenantDetailsDocument } from './documents';
import { bind, FormFrame, useServerError, requiredErrors } from './form';
import { useRoleOptions } from './roleOptions';
import type { DepotOption, TenantUser } from './UsersTable';
import { st } from '../../i18n/staff';

type UserValues = { name: string; username: string; email: string; role: string; department: string; depotId: string };

/** Spec 5 rep edit: name, username, email and role required; the role comes from the role list (spec 6). */
export function EditUserForm({
  tenantId,
  user,
  depots,
  onDone,
}: {
  tenantId: string;
  user: TenantUser;
  depots: DepotOption[];
  onDone: () => void;
}) {
  const roles = useRoleOptions(tenantId, user.role);
  const [edit] = useMutation(EditRepresentativeDocument, {
    context: localErrors,
    refetchQueries: [{ query: TenantDetailsDocument, variables: { id: tenantId } }],
    awaitRefetchQueries: true,
  });
  const { serverError, attempt } = useServerError();
  const formik = useFormik<UserValues>({
    initialValues: {
      name: user.name,
      username: user.username,
      email: user.email,
      role: user.role,
      department: user.department ?? '',
      depotId: user.depot?.id ?? '',
    },
    validateOnMount: true,
    validate: (v) =>
      requiredErrors(v, {
        name: st('tenants.name'),
        username: st('tenants.username'),
        email: st('tenants.email'),
        role: st('tenants.role'),
      }),
    onSubmit: async (v) => {
      await attempt(async () => {
        await edit({
          variables: {
            id: user.id,
            input: {
              name: v.name.trim(),
              username: v.username.trim(),
              email: v.email.trim(),
              role: v.role,
              department: v.department.trim() || null,
              depotId: v.depotId || null,
            },
          },
        });
        toastSuccess(st('tenants.userSaved'), { autoClose: 4000 });
        onDone();
      });
    },
  });
  const t = 'user-form';
  return (
    <FormFrame formik={formik} testId={t} serverError={serverError}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label={st('tenants.name')} withAsterisk {...bind(formik, 'name', t)} />
        <TextInput label={st('tenants.username')} withAsterisk autoComplete="off" {...bind(formik, 'username', t)} />
        <TextInput label={st('tenants.email')} type="email" withAsterisk {...bind(formik, 'email', t)} />
        <Select
          label={st('tenants.role')}
          withAsterisk
          data={roles}
          value={formik.values.role}
          allowDeselect={false}
          onChange={(v) => void formik.setFieldValue('role', v ?? '')}
          error={formik.touched.role ? formik.errors.role : undefined}
          data-testid={`${t}-role`}
        />
        <TextInput label={st('tenants.department')} {...bind(formik, 'department', t)} />
        <Select
          label={st('tenants.location')}
          data={depots.map((d) => ({ value: d.id, label: d.text || d.code }))}
          value={formik.values.depotId || null}
          onChange={(v) => void formik.setFieldValue('depotId', v ?? '')}
          allowDeselect={false}
          data-testid={`${t}-depot`}
        />
      </SimpleGrid>
      <FormikSubmit formik={formik} testId={`${t}-submit`}>
        {st('partners.save')}
      </FormikSubmit>
    </FormFrame>
  );
}
