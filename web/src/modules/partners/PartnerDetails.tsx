import { useMutation } from '@apollo/client/react';
import { Button, Divider, Group, Stack, Text } from '@mantine/core';
import { toastError, toastSuccess } from '../../app/notify';
import type { PartnerFieldsFragment } from '../../gql/graphql';
import { graphQLErrorText } from '../auth/errors';
import { SendPartnerQrCodeDocument } from './documents';
import type { useShiftRoleOptions } from '../shifts/shiftRoleOptions';
import { PartnerAttendanceHistory } from './PartnerAttendanceHistory';
import { PartnerDocuments } from '../documents/PartnerDocuments';
import { PartnerForm } from './PartnerForm';
import type { PartnerValues } from './partnerValues';
import { st } from '../../i18n/staff';

const toValues = (p: PartnerFieldsFragment): PartnerValues => ({
  organisation: p.organisation,
  workId: p.workId,
  name: p.name,
  email: p.email ?? '',
  phone: p.phone ?? '',
  shiftId: p.shiftId ?? '',
  roleId: p.roleId ?? '',
  signFlag: p.signFlag,
  badgeNumFlag: p.badgeNumFlag,
  singleSignFlag: p.singleSignFlag,
  enterTemperature: p.enterTemperature,
});

/** A partner's details: read-only with Update (and the QR code sent again, the attendance history), or the edit form. */
export function PartnerDetails({
  partner,
  editing,
  onUpdate,
  onSave,
  depotId,
  zone,
  options,
}: {
  partner: PartnerFieldsFragment;
  editing: boolean;
  onUpdate: () => void;
  onSave: (v: PartnerValues) => Promise<void>;
  depotId: string | null;
  zone: string;
  /** The shift and role choices, asked for with the list so the form never opens without them. */
  options: ReturnType<typeof useShiftRoleOptions>;
}) {
  const [sendQr] = useMutation(SendPartnerQrCodeDocument);
  const qr = async (id: string) => {
    try {
      await sendQr({ variables: { id } });
      toastSuccess(st('partners.qrCodeSent'), { autoClose: 4000 });
    } catch (e) {
      const text = graphQLErrorText(e);
      if (text) toastError(text);
    }
  };

  return (
    <Stack gap="md">
      {!editing && partner.email ? (
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {partner.email}
          </Text>
          <Button size="xs" variant="light" onClick={() => void qr(partner.id)} data-testid="partners-qr" style={{ flexShrink: 0 }}>
            {st('partners.sendQrCode')}
          </Button>
        </Group>
      ) : null}
      <PartnerForm
        key={`${partner.id}:${editing ? 'edit' : 'view'}`}
        mode="edit"
        initial={toValues(partner)}
        editing={editing}
        onUpdate={onUpdate}
        shifts={options.shifts}
        roles={options.roles}
        submitLabel={st('partners.save')}
        testId="partner-edit"
        onSubmit={onSave}
      />
      {!editing ? (
        <>
          <Divider />
          <PartnerDocuments partnerId={partner.id} />
          <Divider />
          <PartnerAttendanceHistory partnerId={partner.id} depotId={depotId} name={partner.name} zone={zone} />
        </>
      ) : null}
    </Stack>
  );
}
