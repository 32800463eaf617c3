import { useMutation } from '@apollo/client/react';
import { Alert, SimpleGrid, TextInput } from '@mantine/core';
import { useFormik } from 'formik';
import { localErrors } from '../../app/apollo';
import { toastSuccess } from '../../app/notify';
import { FormikSubmit } from '../../ui/FormikSubmit';
import { EditTenantDocument, TenantDetailsDocument } from './documents';
import { bind, FormFrame, useServerError, tenantListsChanged, requiredErrors } from './form';
import { st } from '../../i18n/staff';

type Values = { name: string; tempMin: string; tempMax: string };
type TenantLike = { id: string; name: string; tempMin: number; tempMax: number };

export function validateTenantEdit(v: Values) {
  const e = requiredErrors(v, { name: st('tenants.tenantName'), tempMin: st('tenants.tempMin'), tempMax: st('tenants.tempMax') });
  const min = Number(v.tempMin);
  const max = Number(v.tempMax);
  if (!e.tempMin && !Number.isFinite(min)) e.tempMin = st('tenants.tempNumber', { label: st('tenants.tempMin') });
  if (!e.tempMax && !Number.isFinite(max)) e.tempMax = st('tenants.tempNumber', { label: st('tenants.tempMax') });
  if (!e.tempMin && !e.tempMax && min >= max) e.tempMin = st('tenants.tempOrder');
  return e;
}

/** Edit a tenant (name and the kiosk temperature limits): SuperAdmin any, TenantAdmin its own. */
export function TenantEditForm({ tenant, testId = 'tenant-edit', onSaved }: { tenant: TenantLike; testId?: string; onSaved?: () => void }) {
  const [edit] = useMutation(EditTenantDocument, {
    context: localErrors,
    ...tenantListsChanged,
    refetchQueries: [...tenantListsChanged.refetchQueries, { query: TenantDetailsDocument, variables: { id: tenant.id } }],
  });
  const { serverError, attempt } = useServerError();
  const formik = useFormik<Values>({
    initialValues: { name: tenant.name, tempMin: String(tenant.tempMin), tempMax: String(tenant.tempMax) },
    enableReinitialize: true,
    validateOnMount: true,
    validate: validateTenantEdit,
    onSubmit: async (v, helpers) => {
      await attempt(async () => {
        await edit({
          variables: { id: tenant.id, input: { name: v.name.trim(), tempMin: Number(v.tempMin), tempMax: Number(v.tempMax) } },
        });
        toastSuccess(st('tenants.tenantSaved'), { autoClose: 4000 });
        helpers.resetForm({ values: v });
        onSaved?.();
      });
    },
  });
  const renamed = formik.values.name.trim() !== tenant.name;
  return (
    <FormFrame formik={formik} testId={testId} serverError={serverError}>
      <TextInput label={st('tenants.tenantName')} withAsterisk {...bind(formik, 'name', testId)} />
      {renamed ? (
        <Alert color="yellow" variant="light" data-testid={`${testId}-rename-warning`}>
          {st('tenants.renameWarning')}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label={st('tenants.tempMin')} inputMode="decimal" withAsterisk {...bind(formik, 'tempMin', testId)} />
        <TextInput label={st('tenants.tempMax')} inputMode="decimal" withAsterisk {...bind(formik, 'tempMax', testId)} />
      </SimpleGrid>
      <FormikSubmit formik={formik} testId={`${testId}-submit`}>
        {st('partners.save')}
      </FormikSubmit>
    </FormFrame>
  );
}
