import { Paper } from '@mantine/core';
import { AuditTrail } from './AuditTrail';
import { StaffPage } from '../../ui/StaffPage';
import { st } from '../../i18n/staff';

/** Audit trail (issue 25): TenantAdmin (its tenant) and SuperAdmin (every tenant). */
export function AuditPage() {
  return (
    <StaffPage section={st('audit.title')} intro={st('audit.intro')}>
      <Paper withBorder radius="md" p="md">
        <AuditTrail />
      </Paper>
    </StaffPage>
  );
}
