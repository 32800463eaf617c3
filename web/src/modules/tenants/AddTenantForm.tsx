import { useMutation } from '@apollo/client/react';
import { Divider, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { localErrors } from '../../app/apollo';
import { successMessages, validationMessages } from '../../app/messages';
import { toastSuccess } from '../../app/notify';
import { tenantDetailsPath } from '../../app/paths';
import { ErrorBox } from '../../ui/ErrorBox';
import { showRefusalAtFields } from '../auth/refusal';
import { FormikSubmit } from '../../ui/FormikSubmit';
import { CreateTenantDocument } from './documents';
import {
  addressLabels,
  AddressFields,
  bind,
  blankAddress,
  emailsMatch,
  errorText,
  tenantListsChanged,
  requiredErrors,
  type AddressValues,
} from './form';
import { addTenantServerFields } from './addTenantFields';
import { st } from '../../i18n/staff';

/** Spec 3 add-tenant fields. */
export type AddTenantValues = AddressValues & {
  name: string;
  repName: string;
  username: string;
  repEmail: string;
  repEmail_confirmation: string;
};

const blank: AddTenantValues = { name: '', repName: '', username: '', repEmail: '', repEmail_confirmation: '', ...blankAddress };

/** Spec 5: every field required; the confirmation e-mail must match ('Emails do not match'). */
export function validateAddTenant(v: AddTenantValues) {
  const e = requiredErrors(v, {
    name: st('tenants.tenantName'),
    repName: st('tenants.repName'),
    username: st('tenants.username'),
    repEmail: st('tenants.repEmail'),
    repEmail_confirmation: st('tenants.repEmailConfirmation'),
    ...addressLabels,
  });
  if (!e.repEmail_confirmation && !emailsMatch(v.repEmail, v.repEmail_confirmation))
    e.repEmail_confirmation = validationMessages.emailsDoNotMatch;
  return e;
}

/**
 * /add-tenant: one form for the tenant, its rep and first location; then 'Tenant successfully added!' and its details.
 * A refusal naming a field (a name or username taken, a field refused) shows at that field (issue 36).
 */
export function AddTenantForm() {
  const navigate = useNavigate();
  const [create] = useMutation(CreateTenantDocument, { context: localErrors, ...tenantListsChanged });
  const [serverError, setServerError] = useState<string | null>(null);
  const formik = useFormik<AddTenantValues>({
    initialValues: blank,
    validateOnMount: true,
    validate: validateAddTenant,
    onSubmit: async (v, helpers) => {
      setServerError(null);
      try {
        const t = v;
        const r = await create({
          variables: {
            input: {
              name: t.name.trim(),
              rep: {
                name: t.repName.trim(),
                username: t.username.trim(),
                email: t.repEmail.trim(),
                repeatEmail: t.repEmail_confirmation.trim(),
              },
              depots: {
                code: t.code.trim(),
                line1: t.line1.trim(),
                line2: t.line2.trim(),
                county: t.county.trim(),
                eirCode: t.eirCode.trim(),
              },
            },
          },
        });
        toastSuccess(successMessages.tenantAdded, { autoClose: 4000 });
        navigate(tenantDetailsPath(r.data!.createTenant.id));
      } catch (e) {
        // A refusal that names a field shows at that field (the mechanism of every form, auth/refusal.ts); else above the form.
        if (showRefusalAtFields(helpers, e, Object.keys(blank) as (keyof AddTenantValues)[], addTenantServerFields)) return;
        setServerError(errorText(e));
      }
    },
  });
  const t = 'add-tenant';
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <form onSubmit={formik.handleSubmit} noValidate data-testid={t}>
        <Stack gap="lg" maw={880}>
          {serverError ? <ErrorBox testId={`${t}-error`}>{serverError}</ErrorBox> : null}
          <Stack gap="sm">
            <Title order={3} size="h5">
              {st('tenants.tenantSection')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput label={st('tenants.tenantName')} withAsterisk {...bind(formik, 'name', t)} />
            </SimpleGrid>
          </Stack>
          <Divider />
          <Stack gap="sm">
            <Title order={3} size="h5">
              {st('tenants.repSection')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput label={st('tenants.repName')} withAsterisk {...bind(formik, 'repName', t)} />
              <TextInput label={st('tenants.username')} withAsterisk autoComplete="off" {...bind(formik, 'username', t)} />
              <TextInput label={st('tenants.repEmail')} type="email" withAsterisk {...bind(formik, 'repEmail', t)} />
              <TextInput
                label={st('tenants.repEmailConfirmation')}
                type="email"
                withAsterisk
                {...bind(formik, 'repEmail_confirmation', t)}
              />
            </SimpleGrid>
          </Stack>
          <Divider />
          <Stack gap="sm">
            <Title order={3} size="h5">
              {st('tenants.locationSection')}
            </Title>
            <AddressFields formik={formik} testPrefix={t} />
          </Stack>
          <FormikSubmit formik={formik} testId={`${t}-submit`} fullWidth={false} style={{ alignSelf: 'flex-start' }} miw={200}>
            {st('tenants.addTenantSubmit')}
          </FormikSubmit>
        </Stack>
      </form>
    </Paper>
  );
}
