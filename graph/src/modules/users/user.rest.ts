import { parse } from '../../core/command';
import { withMessage, type RestRoute } from '../../core/http/rest';
import { LoginCommand, RequestPasswordResetCommand, ResetPasswordCommand } from './password.commands';
import type { Services } from '../../services';
import { Messages } from '../../contracts/messages';
import { legacyRegisterUser, RegisterUserCommand } from './user.commands';
import { UserType } from './user.type';

export const userRoutes: RestRoute<Services>[] = [
  {
    method: 'POST',
    path: 'api/login',
    auth: 'public',
    tag: 'Users',
    summary:
      'Log in: username, password -> token and user. Refused (403) for an account with two-step sign-in (TOTP), which this login cannot ask for: use GraphQL signIn',
    command: LoginCommand,
    run: async (s, actor, { body, ip }) => {
      const { token, user } = await s.auth.login(actor, parse(LoginCommand, body), ip);
      return { ...UserType.from(user), token };
    },
  },
  {
    method: 'GET',
    path: 'api/user',
    auth: 'staff',
    tag: 'Users',
    summary: 'The signed-in user',
    run: async (s, actor) => UserType.from(await s.auth.me(actor)),
  },
  {
    method: 'POST',
    path: 'api/register-user',
    roles: ['SuperAdmin', 'TenantAdmin'],
    auth: 'staff',
    tag: 'Users',
    summary: 'Register a New User (TenantAdmin, SuperAdmin)',
    status: 201,
    command: RegisterUserCommand,
    run: async (s, actor, { body }) =>
      UserType.from(
        await s.users.register(actor, parse(RegisterUserCommand, legacyRegisterUser.decode(body), legacyRegisterUser.names(body))),
      ),
  },
  {
    method: 'GET',
    path: 'request-password-email/:username',
    auth: 'public',
    tag: 'Users',
    summary: 'Forgot password: e-mails a reset link (always answers the same)',
    run: async (s, actor, { params, ip }) => ({
      ok: await s.auth.requestPasswordReset(actor, parse(RequestPasswordResetCommand, { username: params.username }), ip),
    }),
  },
  {
    method: 'POST',
    path: 'api/user-reset-password',
    auth: 'public',
    tag: 'Users',
    summary: 'Reset a password with the e-mailed token',
    command: ResetPasswordCommand,
    run: async (s, actor, { body, ip }) => ({ ok: await s.auth.resetPassword(actor, parse(ResetPasswordCommand, body), ip) }),
  },
  {
    method: 'POST',
    path: 'api/logout',
    auth: 'staff',
    tag: 'Users',
    summary: 'Revoke every token of the signed-in user',
    run: async (s, actor) => ({ ok: await s.auth.logout(actor) }),
  },
  {
    method: 'PUT',
    path: 'api/disable-user/:id',
    roles: ['SuperAdmin', 'TenantAdmin'],
    auth: 'staff',
    tag: 'Users',
    summary: "Disable a user: its tokens stop working at once (SuperAdmin any, TenantAdmin its tenant's; not oneself)",
    run: async (s, actor, { params }) =>
      withMessage(UserType.from(await s.users.setDisabled(actor, params.id, true)), Messages.userDisabled),
  },
  {
    method: 'PUT',
    path: 'api/enable-user/:id',
    roles: ['SuperAdmin', 'TenantAdmin'],
    auth: 'staff',
    tag: 'Users',
    summary: 'Enable a disabled user again',
    run: async (s, actor, { params }) =>
      withMessage(UserType.from(await s.users.setDisabled(actor, params.id, false)), Messages.userEnabled),
  },
  {
    method: 'POST',
    path: 'api/send-password-reset/:id',
    roles: ['SuperAdmin', 'TenantAdmin'],
    auth: 'staff',
    tag: 'Users',
    summary: 'E-mail a user the reset-password link (not a disabled user)',
    run: async (s, actor, { params }) => ({ ok: await s.users.sendPasswordReset(actor, params.id), message: Messages.passwordResetSent }),
  },
];
