import { st, stMap } from '../i18n/staff';

/** The audit trail screen's words with values (issue 25): the texts are in the staff catalogue (i18n/locales/en-staff.ts). */
export const auditUi = {
  total: (n: number) => st('audit.total', { n }),
  operation: stMap('audit.operation'),
};
