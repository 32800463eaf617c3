import { argsFrom } from '../../core/graphql/input-type';
import { ApiKeyIdCommand } from './api-key.commands';

/* The API key operations' arguments, built from their commands (issue 42): declared once, in the command. */
export const ApiKeyIdArgs = argsFrom('ApiKeyIdArgs', ApiKeyIdCommand);
export type ApiKeyIdArgs = InstanceType<typeof ApiKeyIdArgs>;
