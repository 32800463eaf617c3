import { Stack } from '@mantine/core';
import { DepotSelect, useDepotChoice } from '../staff/useDepots';
import { RegisterPartner } from './RegisterPartner';
import { BulkUpload } from '../uploads';
import { StaffPage } from '../../ui/StaffPage';
import { st } from '../../i18n/staff';

/** /register-partner (spec 2.2): one partner by form, or many from a V1.1 spreadsheet. */
export function RegisterPartnerPage() {
  const choice = useDepotChoice();
  return (
    <StaffPage
      section={st('screens.manageVisits')}
      tabs="visit"
      title={st('partners.registerPartnerTitle')}
      intro={st('partners.registerPartnerIntro')}
    >
      <Stack gap="lg">
        <DepotSelect choice={choice} testId="partner-depot" required />
        <RegisterPartner depotId={choice.depotId} />
        <BulkUpload kind="partner" depotId={choice.depotId} />
      </Stack>
    </StaffPage>
  );
}
