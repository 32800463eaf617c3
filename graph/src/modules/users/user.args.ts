import { argsFrom } from '../../core/graphql/input-type';
import { SetMyLanguageCommand } from './user.commands';

/* The staff user's own language argument, built from its command (issue 42): declared once, in the command. */
export const SetMyLanguageArgs = argsFrom('SetMyLanguageArgs', SetMyLanguageCommand);
export type SetMyLanguageArgs = InstanceType<typeof SetMyLanguageArgs>;
