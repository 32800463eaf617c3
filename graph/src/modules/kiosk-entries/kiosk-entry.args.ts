import { argsFrom } from '../../core/graphql/input-type';
import { DismissRefusedEntryCommand, RefusedEntriesCommand } from './kiosk-entry.commands';

/* The refused entries' arguments, built from their commands (issue 42): declared once, in the command. */
export const RefusedEntriesArgs = argsFrom('RefusedEntriesArgs', RefusedEntriesCommand);
export type RefusedEntriesArgs = InstanceType<typeof RefusedEntriesArgs>;
export const DismissRefusedEntryArgs = argsFrom('DismissRefusedEntryArgs', DismissRefusedEntryCommand);
export type DismissRefusedEntryArgs = InstanceType<typeof DismissRefusedEntryArgs>;
