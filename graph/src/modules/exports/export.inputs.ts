import { inputTypeFrom } from '../../core/graphql/input-type';
import { PartnerExportFields } from '../reports/report.commands';

/** A day or a range: the range's ends are optional here (a day export has none); the range command requires both. */
export const ExportPartnerReportInput = inputTypeFrom('ExportPartnerReportInput', PartnerExportFields, {
  description: 'A partner report export: a day (date) or a range (dateFrom and dateTo, at most 93 days).',
  fields: { dateFrom: { nullable: true }, dateTo: { nullable: true } },
});
export type ExportPartnerReportInput = InstanceType<typeof ExportPartnerReportInput>;
