import { useMutation } from '@apollo/client/react';
import { Paper, Stack, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { localErrors } from '../../../app/apollo';
import { toastSuccess } from '../../../app/notify';
import { paths } from '../../../app/paths';
import { Messages } from '@contracts/messages';
import { RegisterPartnerDocument } from '../../../modules/staff/documents';
import { EMPTY_PARTNER, PartnerForm, partnerInput } from '../../../modules/staff/PartnerForm';
import { StaffPage } from '../../../modules/staff/StaffPage';
import { UploadPanel } from '../../../modules/staff/UploadPanel';
import { useDepotChoice } from '../../../modules/staff/useDepots';

/** Register a partner (spec 2.2, 4.7): one at a time, or many from an xlsx file; stays on /register-partner. */
export function RegisterPartnerPage() {
  const navigate = useNavigate();
  const { depotId, picker } = useDepotChoice();
  const [register] = useMutation(RegisterPartnerDocument, { context: localErrors });
  return (
    <StaffPage section="Manage Visits" tabs="visit">
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md">
          <Title order={2} size="h3">Register a partner</Title>
          {picker}
          <PartnerForm initial={EMPTY_PARTNER} submitLabel="Register partner" onSubmit={async (v) => {
            await register({ variables: { input: partnerInput(v, depotId) } });
            toastSuccess(Messages.partnerSaved, { autoClose: 4000 });
            navigate(paths.registerPartner);
          }} />
        </Stack>
      </Paper>
      <UploadPanel kind="partner" depotId={depotId} />
    </StaffPage>
  );
}
