import { argsFrom } from '../../core/graphql/input-type';
import { AgreementVersionCommand, AgreementVersionsCommand } from './agreements.commands';

/* The agreement versions' arguments, built from their commands (issue 42): declared once, in the command. */
export const AgreementVersionsArgs = argsFrom('AgreementVersionsArgs', AgreementVersionsCommand, {
  fields: { kind: { type: () => String } },
});
export type AgreementVersionsArgs = InstanceType<typeof AgreementVersionsArgs>;
export const AgreementVersionArgs = argsFrom('AgreementVersionArgs', AgreementVersionCommand);
export type AgreementVersionArgs = InstanceType<typeof AgreementVersionArgs>;
