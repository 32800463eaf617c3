import { parse } from '../../core/command';
import { withMessage, type RestRoute } from '../../core/http/rest';
import type { UsersScope } from '.';
import { Messages } from '../../contracts/messages';
import { legacyRegisterUser, RegisterUserCommand } from './user.commands';
import { UserType } from './user.type';

/** Disables or enables the user of the path: the user, with the spec's success text. */
const setDisabled =
  (disabled: boolean, message: string): RestRoute<UsersScope>['run'] =>
  async (s, actor, { params }) =>
    withMessage(UserType.from(await s.users.setDisabled(actor, params.id, disabled)), message);

export const userRoutes: RestRoute<UsersScope>[] = [
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
    method: 'PUT',
    path: 'api/disable-user/:id',
    roles: ['SuperAdmin', 'TenantAdmin'],
    auth: 'staff',
    tag: 'Users',
    summary: "Disable a user: its tokens stop working at once (SuperAdmin any, TenantAdmin its tenant's; not oneself)",
    run: setDisabled(true, Messages.userDisabled),
  },
  {
    method: 'PUT',
    path: 'api/enable-user/:id',
    roles: ['SuperAdmin', 'TenantAdmin'],
    auth: 'staff',
    tag: 'Users',
    summary: 'Enable a disabled user again',
    run: setDisabled(false, Messages.userEnabled),
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
