import { argsFrom } from '../../core/graphql/input-type';
import { CheckResetLinkCommand, LoginCommand, RequestPasswordResetCommand } from '../users/password.commands';
import {
  CompleteOidcCommand,
  ConfirmTotpCommand,
  DisableTotpCommand,
  SignInCodeCommand,
  StartOidcCommand,
  StartTotpCommand,
} from './auth.commands';

/*
 * The arguments of the sign-in and account operations, built from their commands (issue 42): each field's name,
 * type, nullability and description are the command's, declared once.
 */
export const LoginArgs = argsFrom('LoginArgs', LoginCommand);
export type LoginArgs = InstanceType<typeof LoginArgs>;
export const RequestPasswordResetArgs = argsFrom('RequestPasswordResetArgs', RequestPasswordResetCommand);
export type RequestPasswordResetArgs = InstanceType<typeof RequestPasswordResetArgs>;
export const CheckResetLinkArgs = argsFrom('CheckResetLinkArgs', CheckResetLinkCommand);
export type CheckResetLinkArgs = InstanceType<typeof CheckResetLinkArgs>;
export const SignInCodeArgs = argsFrom('SignInCodeArgs', SignInCodeCommand);
export type SignInCodeArgs = InstanceType<typeof SignInCodeArgs>;
export const StartTotpArgs = argsFrom('StartTotpArgs', StartTotpCommand);
export type StartTotpArgs = InstanceType<typeof StartTotpArgs>;
export const ConfirmTotpArgs = argsFrom('ConfirmTotpArgs', ConfirmTotpCommand);
export type ConfirmTotpArgs = InstanceType<typeof ConfirmTotpArgs>;
export const DisableTotpArgs = argsFrom('DisableTotpArgs', DisableTotpCommand);
export type DisableTotpArgs = InstanceType<typeof DisableTotpArgs>;
export const StartOidcArgs = argsFrom('StartOidcArgs', StartOidcCommand);
export type StartOidcArgs = InstanceType<typeof StartOidcArgs>;
export const CompleteOidcArgs = argsFrom('CompleteOidcArgs', CompleteOidcCommand);
export type CompleteOidcArgs = InstanceType<typeof CompleteOidcArgs>;
