import { inputTypeFrom } from '../../core/graphql/input-type';
import { ChangePasswordCommand, ResetPasswordCommand } from './password.commands';
import { RegisterUserCommand } from './user.commands';

export const RegisterUserInput = inputTypeFrom('RegisterUserInput', RegisterUserCommand, { description: 'A new staff user.' });
export type RegisterUserInput = InstanceType<typeof RegisterUserInput>;

export const ResetPasswordInput = inputTypeFrom('ResetPasswordInput', ResetPasswordCommand, {
  description: 'A password reset from an e-mailed link.',
  omit: ['password_confirmation'],
});
export type ResetPasswordInput = InstanceType<typeof ResetPasswordInput>;

export const ChangePasswordInput = inputTypeFrom('ChangePasswordInput', ChangePasswordCommand, {
  description: "The signed-in user's password change.",
});
export type ChangePasswordInput = InstanceType<typeof ChangePasswordInput>;
