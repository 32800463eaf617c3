import { DEFAULT_ZONE } from '../../app/time';
import { useMutation } from '@apollo/client/react';
import { Button, Select, SimpleGrid } from '@mantine/core';
import { useFormik } from 'formik';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { localErrors } from '../../app/apollo';
import { toastSuccess } from '../../app/notify';
import { tenantDetailsPath } from '../../app/paths';
import { FormikSubmit } from '../../ui/FormikSubmit';
import { AddDepotDocument, TenantDetailsDocument } from './documents';
import { addressLabels, AddressFields, blankAddress, FormFrame, useServerError, requiredErrors, type AddressValues } from './form';
import { TenantChoiceForm } from './TenantChoiceForm';
import { st } from '../../i18n/staff';

/** The IANA zones this browser knows, the default first. */
function useZones() {
  return useMemo(() => {
    const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
    return [DEFAULT_ZONE, ...all.filter((z) => z !== DEFAULT_ZONE)];
  }, []);
}

/** /manage-depot: Add Location (spec 5: Code, Line 1, Line 2, County, EirCode required), then the tenant's details. */
export function AddLocationForm() {
  return <TenantChoiceForm maw={880} form={(id) => <LocationForm key={id} tenantId={id} />} />;
}

type Values = AddressValues & { timeZone: string };

function LocationForm({ tenantId }: { tenantId: string }) {
  const navigate = useNavigate();
  const zones = useZones();
  const [add] = useMutation(AddDepotDocument, {
    context: localErrors,
    refetchQueries: [{ query: TenantDetailsDocument, variables: { id: tenantId } }],
    awaitRefetchQueries: true,
    // Every depot picker loads the new location: drop the cached depot lists.
    update: (cache) => {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'depots' });
      cache.gc();
    },
  });
  const { serverError, attempt } = useServerError();
  const formik = useFormik<Values>({
    initialValues: { ...blankAddress, timeZone: DEFAULT_ZONE },
    validateOnMount: true,
    validate: (v) => requiredErrors(v, addressLabels),
    onSubmit: async (v) => {
      await attempt(async () => {
        await add({
          variables: {
            input: {
              tenantId,
              code: v.code.trim(),
              line1: v.line1.trim(),
              line2: v.line2.trim(),
              county: v.county.trim(),
              eirCode: v.eirCode.trim(),
              timeZone: v.timeZone,
            },
          },
        });
        toastSuccess(st('tenants.locationAdded', { code: v.code.trim() }), { autoClose: 4000 });
        navigate(tenantDetailsPath(tenantId));
      });
    },
  });
  const t = 'add-location';
  return (
    <FormFrame formik={formik} testId={t} serverError={serverError}>
      <AddressFields formik={formik} testPrefix={t} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label={st('tenants.timeZone')}
          description={st('tenants.timeZoneHint')}
          data={zones}
          value={formik.values.timeZone}
          searchable
          allowDeselect={false}
          onChange={(v) => void formik.setFieldValue('timeZone', v ?? DEFAULT_ZONE)}
          data-testid={`${t}-timeZone`}
        />
      </SimpleGrid>
      <FormikSubmit formik={formik} testId={`${t}-submit`} fullWidth={false} style={{ alignSelf: 'flex-start' }} miw={200}>
        {st('tenants.addLocationSubmit')}
      </FormikSubmit>
      <Button component={Link} to={tenantDetailsPath(tenantId)} variant="subtle" style={{ alignSelf: 'flex-start' }} px={0}>
        {st('tenants.backToDetails')}
      </Button>
    </FormFrame>
  );
}
