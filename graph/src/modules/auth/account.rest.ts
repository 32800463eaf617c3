import { parse } from '../../core/command';
import type { RestRoute } from '../../core/http/rest';
import type { AuthScope } from '.';
import { LoginCommand, RequestPasswordResetCommand, ResetPasswordCommand } from '../users/password.commands';
import { UserType } from '../users/user.type';

/** The account's REST rows (issue 42: login, logout and the password operations live in `auth`; their tag stays 'Users'). */
export const accountRoutes: RestRoute<AuthScope>[] = [
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
];
