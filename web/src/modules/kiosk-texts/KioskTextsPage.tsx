import { Stack } from '@mantine/core';
import { KioskLanguagesForm } from './KioskLanguagesForm';
import { KioskTextsForm } from './KioskTextsForm';
import { StaffPage } from '../../ui/StaffPage';
import { AgreementVersions } from '../agreements/AgreementVersions';
import { useTenantChoice } from '../tenants/useTenantChoice';
import { st } from '../../i18n/staff';

/** /kiosk-texts (issue 23): a TenantAdmin's own tenant; a SuperAdmin picks one (or comes from its details). */
export function KioskTextsPage() {
  const { tenantId, picker } = useTenantChoice();
  return (
    <StaffPage section={st('screens.manageTenant')} title={st('kioskTexts.title')} intro={st('kioskTexts.intro')}>
      <Stack gap="md">
        {picker}
        <KioskLanguagesForm key={`languages-${tenantId ?? 'none'}`} tenantId={tenantId} />
        <KioskTextsForm key={tenantId ?? 'none'} tenantId={tenantId} />
        <AgreementVersions key={`versions-${tenantId ?? 'none'}`} tenantId={tenantId} />
      </Stack>
    </StaffPage>
  );
}
