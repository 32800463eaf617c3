import { argsFrom } from '../../core/graphql/input-type';
import { RetentionForTenantCommand } from './retention.commands';

/* The retention setting's arguments, built from its command (issue 42): declared once, in the command. */
export const RetentionForTenantArgs = argsFrom('RetentionForTenantArgs', RetentionForTenantCommand);
export type RetentionForTenantArgs = InstanceType<typeof RetentionForTenantArgs>;
