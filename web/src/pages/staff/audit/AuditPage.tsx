import { Paper } from '@mantine/core';
import { AuditTrail } from '../../../modules/audit/AuditTrail';
import { auditUi } from '../../../app/messages';
import { StaffPage } from '../../../modules/staff/StaffPage';

/** Audit trail (issue 25): TenantAdmin (its tenant) and SuperAdmin (every tenant). */
export function AuditPage() {
  return (
    <StaffPage section={auditUi.title} intro={auditUi.intro}>
      <Paper withBorder radius="md" p="md">
        <AuditTrail />
      </Paper>
    </StaffPage>
  );
}
