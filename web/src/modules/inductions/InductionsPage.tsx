import { Stack } from '@mantine/core';
import { useAuth } from '../../app/auth';
import { isTenantAdminOrSuper } from '../../app/roles';
import { StaffPage } from '../../ui/StaffPage';
import { useDepotChoice } from '../staff/useDepots';
import { InductionCourses } from './InductionCourses';
import { InductionStatusList } from './InductionStatusList';
import { VisitorInductionStatusList } from './VisitorInductionStatusList';
import { st } from '../../i18n/staff';

/**
 * /inductions (issue 38): a TenantAdmin manages its tenant's courses (a SuperAdmin picks the tenant); they and the
 * depot's managers see who at a depot is inducted, whose pass expires within 30 days, and record a pass given in person.
 */
export function InductionsPage() {
  const { user } = useAuth();
  const admin = isTenantAdminOrSuper(user?.role);
  const choice = useDepotChoice();
  const tenantId = choice.superAdmin ? choice.tenantId : null;
  return (
    <StaffPage
      section={st('screens.inductions')}
      title={st('inductions.title')}
      intro={admin ? st('inductions.intro') : st('inductions.introManager')}
    >
      <Stack gap="md">
        {choice.picker}
        {admin && (!choice.superAdmin || tenantId) ? <InductionCourses key={tenantId ?? 'own'} tenantId={tenantId} /> : null}
        {choice.depotId ? <InductionStatusList key={choice.depotId} depotId={choice.depotId} timeZone={choice.depot?.timeZone} /> : null}
        {choice.depotId ? (
          <VisitorInductionStatusList key={`v${choice.depotId}`} depotId={choice.depotId} timeZone={choice.depot?.timeZone} />
        ) : null}
      </Stack>
    </StaffPage>
  );
}
