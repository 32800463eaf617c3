import { parse } from '../../core/command';
import type { RestRoute } from '../../core/http/rest';
import type { TenantAdminScope } from '.';
import { Messages } from '../../contracts/messages';
import { EditRepresentativeCommand, legacyEditRepresentative } from '../users/user.commands';
import { UserType } from '../users/user.type';

export const representativeRoutes: RestRoute<TenantAdminScope>[] = [
  {
    method: 'POST',
    path: 'api/edit-representative/:id',
    roles: ['SuperAdmin', 'TenantAdmin'],
    auth: 'staff',
    tag: 'Tenants',
    summary: 'Edit a representative: name, username, email, role',
    command: EditRepresentativeCommand,
    run: async (s, actor, { params, body }) =>
      UserType.from(
        await s.representatives.edit(
          actor,
          params.id,
          parse(EditRepresentativeCommand, legacyEditRepresentative.decode(body), legacyEditRepresentative.names(body)),
        ),
      ),
  },
  {
    method: 'DELETE',
    path: 'api/remove-rep/:id',
    roles: ['SuperAdmin', 'TenantAdmin'],
    auth: 'staff',
    tag: 'Tenants',
    summary: 'Remove a representative (not oneself)',
    run: async (s, actor, { params }) => ({ ok: await s.representatives.remove(actor, params.id) }),
  },
  {
    method: 'POST',
    path: 'api/resend-confirmation-email/:id',
    roles: ['SuperAdmin', 'TenantAdmin'],
    auth: 'staff',
    tag: 'Tenants',
    summary: 'Send a representative a new confirmation e-mail',
    run: async (s, actor, { params }) => ({
      ok: await s.representatives.resendConfirmation(actor, params.id),
      message: Messages.confirmationEmailSent,
    }),
  },
];
