import { inputTypeFrom } from '../../core/graphql/input-type';
import { AddDepotCommand, DepotDetails } from './depot.commands';

/** Add location / edit location (spec 5): Code, Line 1, Line 2, County, EirCode required. */
export const DepotInput = inputTypeFrom('DepotInput', DepotDetails, { description: "A depot's code, address and time zone." });
export type DepotInput = InstanceType<typeof DepotInput>;

export const AddDepotInput = inputTypeFrom('AddDepotInput', AddDepotCommand, {
  description: 'A new depot: its details and, for a SuperAdmin, its tenant.',
});
export type AddDepotInput = InstanceType<typeof AddDepotInput>;
