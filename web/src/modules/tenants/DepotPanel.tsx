import { useMutation } from '@apollo/client/react';
import { Button, Divider, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { SectionHeading } from '../../ui/SectionHeading';
import { useFormik } from 'formik';
import { useState } from 'react';
import { localErrors } from '../../app/apollo';
import { successMessages } from '../../app/messages';
import { toastSuccess } from '../../app/notify';
import { ErrorBox } from '../../ui/ErrorBox';
import { FormikSubmit } from '../../ui/FormikSubmit';
import { BadgeTable } from './BadgeTable';
import { TenantDetailsDocument, UpdateDepotDocument } from './documents';
import { addressLabels, AddressFields, useServerError, requiredErrors, type AddressValues } from './form';
import { KioskLinks } from './KioskLinks';
import { ManagersTable } from './ManagersTable';
import { DepotApprovalSetting } from '../approvals/DepotApprovalSetting';
import { st } from '../../i18n/staff';

export type DepotDetails = {
  id: string;
  code: string;
  tenantName: string;
  timeZone: string;
  text: string;
  address: { line1: string; line2: string; county: string; eirCode: string };
  managers: { id: string; name: string; email: string; department: string; receiveEmailFlag: boolean }[];
  kioskUrl: string;
  partnerKioskUrl: string;
  kioskCertificateUrl?: string | null;
};

/** One location of the tenant: its address, kiosk addresses, managers and badges. */
export function DepotPanel({ tenantId, depot, canEdit }: { tenantId: string; depot: DepotDetails; canEdit: boolean }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid="depot-panel" data-code={depot.code}>
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <AddressForm tenantId={tenantId} depot={depot} canEdit={canEdit} />
          <KioskLinks
            code={depot.code}
            visitorUrl={depot.kioskUrl}
            partnerUrl={depot.partnerKioskUrl}
            certificateUrl={depot.kioskCertificateUrl}
          />
        </SimpleGrid>
        <Divider />
        <DepotApprovalSetting depotId={depot.id} />
        <Divider />
        <ManagersTable tenantId={tenantId} depotId={depot.id} managers={depot.managers} canEdit={canEdit} />
        <Divider />
        <BadgeTable depotId={depot.id} zone={depot.timeZone} />
      </Stack>
    </Paper>
  );
}

/** Spec 4.7: read-only, then Update, then Save; 'Location updated successfully!'. */
function AddressForm({ tenantId, depot, canEdit }: { tenantId: string; depot: DepotDetails; canEdit: boolean }) {
  const [editing, setEditing] = useState(false);
  const { serverError, attempt, clearServerError } = useServerError();
  const [update] = useMutation(UpdateDepotDocument, {
    context: localErrors,
    refetchQueries: [{ query: TenantDetailsDocument, variables: { id: tenantId } }],
    awaitRefetchQueries: true,
  });
  const formik = useFormik<AddressValues>({
    initialValues: { code: depot.code, ...depot.address },
    enableReinitialize: true,
    validateOnMount: true,
    validate: (v) => requiredErrors(v, addressLabels),
    onSubmit: async (v, helpers) => {
      await attempt(async () => {
        await update({
          variables: {
            id: depot.id,
            input: {
              code: v.code.trim(),
              line1: v.line1.trim(),
              line2: v.line2.trim(),
              county: v.county.trim(),
              eirCode: v.eirCode.trim(),
              timeZone: depot.timeZone,
            },
          },
        });
        toastSuccess(successMessages.locationUpdated, { autoClose: 4000 });
        helpers.resetForm({ values: v });
        setEditing(false);
      });
    },
  });
  const t = `depot-${depot.code}`;
  return (
    <form onSubmit={formik.handleSubmit} noValidate data-testid="depot-address">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end">
          <div>
            <SectionHeading title={st('tenants.addressTitle')} intro={`${st('tenants.timeZone')}: ${depot.timeZone}`} order={4} size="h5" />
          </div>
        </Group>
        {serverError ? <ErrorBox testId="depot-address-error">{serverError}</ErrorBox> : null}
        <AddressFields formik={formik} testPrefix={t} readOnly={!editing} withCode={false} />
        {!canEdit ? (
          <Text c="dimmed" size="sm">
            {st('tenants.readOnlyDepot')}
          </Text>
        ) : editing ? (
          <Group gap="sm">
            <FormikSubmit formik={formik} testId="depot-address-save" fullWidth={false} size="sm">
              {st('partners.save')}
            </FormikSubmit>
            <Button
              variant="default"
              size="sm"
              onClick={() => {
                formik.resetForm();
                setEditing(false);
                clearServerError();
              }}
            >
              {st('partners.cancel')}
            </Button>
          </Group>
        ) : (
          <Button
            variant="light"
            size="sm"
            onClick={() => setEditing(true)}
            style={{ alignSelf: 'flex-start' }}
            data-testid="depot-address-update"
          >
            {st('partners.update')}
          </Button>
        )}
      </Stack>
    </form>
  );
}
