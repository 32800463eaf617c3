import { ID } from 'type-graphql';
import { DepotListCommand } from '../../core/command';
import { argsFrom } from '../../core/graphql/input-type';
import { PartnerAttendancesCommand } from './partner-attendance.commands';
import { PartnerLookupCommand, ShiftValidationCommand } from './partner.commands';

/*
 * The partner operations' arguments, built from their commands (issue 42): declared once, in the command. The kiosk's
 * depot is a text in the commands (the REST twins take it as sent) and an ID in the schema.
 */
export const ShiftValidationArgs = argsFrom('ShiftValidationArgs', ShiftValidationCommand, {
  fields: { depotId: { type: () => ID, nullable: false } },
});
export type ShiftValidationArgs = InstanceType<typeof ShiftValidationArgs>;
export const PartnerLookupArgs = argsFrom('PartnerLookupArgs', PartnerLookupCommand, { fields: { depotId: { type: () => ID } } });
export type PartnerLookupArgs = InstanceType<typeof PartnerLookupArgs>;
export const PartnerListArgs = argsFrom('PartnerListArgs', DepotListCommand, {
  fields: {
    page: { nullable: false, defaultValue: 1, description: 'Page number from 1 (default 1); pageSize is in the answer.' },
    search: { description: 'Work id or name (contains, any case)' },
  },
});
export type PartnerListArgs = InstanceType<typeof PartnerListArgs>;
export const PartnerAttendancesArgs = argsFrom('PartnerAttendancesArgs', PartnerAttendancesCommand, {
  fields: { page: { defaultValue: 1 } },
});
export type PartnerAttendancesArgs = InstanceType<typeof PartnerAttendancesArgs>;
