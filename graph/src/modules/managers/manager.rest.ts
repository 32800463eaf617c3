import type { RestRoute } from '../../core/http/rest';
import type { ManagersScope } from '.';
import { Messages } from '../../contracts/messages';
import { parse } from '../../core/command';
import { AddManagerCommand, EditManagerCommand } from './manager.commands';
import { ManagerType } from '../depots/manager.type';

export const managerRoutes: RestRoute<ManagersScope>[] = [
  {
    method: 'POST',
    path: 'api/add-manager-data',
    roles: ['SuperAdmin', 'TenantAdmin'],
    auth: 'staff',
    tag: 'Managers',
    summary: 'Add a manager: name, email, repeatEmail, depotId, department, receiveEmailFlag',
    status: 201,
    command: AddManagerCommand,
    run: async (s, actor, { body }) => ManagerType.from(await s.managers.add(actor, parse(AddManagerCommand, body))),
  },
  {
    method: 'GET',
    path: 'api/list-managers/:depotId',
    auth: 'staff',
    tag: 'Managers',
    summary: 'The managers of a depot',
    run: async (s, actor, { params }) => (await s.managers.list(actor, params.depotId)).map((m) => ManagerType.from(m)),
  },
  {
    method: 'GET',
    path: 'api/list-emailmanagers/:depotId',
    auth: 'staff',
    tag: 'Managers',
    summary: 'The managers of a depot who receive e-mails',
    run: async (s, actor, { params }) => (await s.managers.list(actor, params.depotId, true)).map((m) => ManagerType.from(m)),
  },
  {
    method: 'PUT',
    path: 'api/edit-manager-details/:id',
    roles: ['SuperAdmin', 'TenantAdmin'],
    auth: 'staff',
    tag: 'Managers',
    summary: 'Edit a manager: name, email, department, receiveEmailFlag',
    command: EditManagerCommand,
    run: async (s, actor, { params, body }) => ManagerType.from(await s.managers.edit(actor, params.id, parse(EditManagerCommand, body))),
  },
  {
    method: 'DELETE',
    path: 'api/delete-manager-details/:id',
    roles: ['SuperAdmin', 'TenantAdmin'],
    auth: 'staff',
    tag: 'Managers',
    summary: 'Delete a manager',
    run: async (s, actor, { params }) => ({ ok: await s.managers.remove(actor, params.id), message: Messages.managerDeleted }),
  },
];
