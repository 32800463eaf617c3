import { st, stMap, live } from '../../i18n/staff';

/** The audit trail screen's words with values (issue 25): the texts are in the staff catalogue (i18n/locales/en-staff.ts). */
export const auditUi = live(() => ({
  /** Past 10,000 matching entries the server estimates the total (issue 41): "About 3,100,000 changes". */
  total: (n: number, exact = true) => (exact ? st('audit.total', { n }) : st('audit.totalEstimate', { n })),
  operation: stMap('audit.operation'),
}));
