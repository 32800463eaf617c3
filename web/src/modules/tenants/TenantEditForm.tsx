import { useMutation } from '@apollo/client/react';
import { Alert, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useFormik } from 'formik';
import { useState } from 'react';
import { localErrors } from '../../app/apollo';
import { toastSuccess } from '../../app/notify';
import { ErrorBox } from '../../ui/ErrorBox';
import { FormikSubmit } from '../../ui/FormikSubmit';
import { EditTenantDocument, TenantDetailsDocument } from './documents';
import { bind, errorText, tenantListsChanged, requiredErrors } from './form';
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
  const [serverError, setServerError] = useState<string | null>(null);
  const formik = useFormik<Values>({
    initialValues: { name: tenant.name, tempMin: String(tenant.tempMin), tempMax: String(tenant.tempMax) },
    enableReinitialize: true,
    validateOnMount: true,
    validate: validateTenantEdit,
    onSubmit: async (v, helpers) => {
      setServerError(null);
      try {
        await edit({
          variables: { id: tenant.id, input: { name: v.name.trim(), tempMin: Number(v.tempMin), tempMax: Number(v.tempMax) } },
        });
        toastSuccess(st('tenants.tenantSaved'), { autoClose: 4000 });
        helpers.resetForm({ values: v });
        onSaved?.();
      } catch (e) {
        setServerError(errorText(e));
      }
    },
  });
  const renamed = formik.values.name.trim() !== tenant.name;
  return (
    <form onSubmit={formik.handleSubmit} noValidate data-testid={testId}>
      <Stack gap="md">
        {serverError ? <ErrorBox testId={`${testId}-error`}>{serverError}</ErrorBox> : null}
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
      </Stack>
    </form>
  );
}
