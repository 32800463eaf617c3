import { argsFrom } from '../../core/graphql/input-type';
import { HostIdCommand, HostListCommand, HostSuggestCommand } from './host.commands';

/* The directory operations' arguments, built from their commands (issue 42): declared once, in the command. */
export const HostListArgs = argsFrom('HostListArgs', HostListCommand);
export type HostListArgs = InstanceType<typeof HostListArgs>;
export const HostSuggestArgs = argsFrom('HostSuggestArgs', HostSuggestCommand);
export type HostSuggestArgs = InstanceType<typeof HostSuggestArgs>;
export const HostIdArgs = argsFrom('HostIdArgs', HostIdCommand);
export type HostIdArgs = InstanceType<typeof HostIdArgs>;
