import { withMessage, type RestRoute } from '../../core/http/rest';
import type { ShiftsScope } from '.';
import { Messages } from '../../contracts/messages';
import { parse } from '../../core/command';
import { legacyShift, ShiftCommand } from './shift.commands';
import { ShiftType } from './shift.type';

const staff = { auth: 'staff' as const, tag: 'Shifts' };
const list: RestRoute<ShiftsScope>['run'] = async (s, actor, { query }) =>
  (await s.shifts.list(actor, query.tenantId as string | undefined)).map((x) => ShiftType.from(x));
const command = (body: Record<string, unknown>) => parse(ShiftCommand, legacyShift.decode(body), legacyShift.names(body));

export const shiftRoutes: RestRoute<ShiftsScope>[] = [
  { ...staff, method: 'GET', path: 'api/list-shifts', summary: "The tenant's shifts (query tenantId for SuperAdmin)", run: list },
  { ...staff, method: 'GET', path: 'api/get-shift/', summary: "The tenant's shifts (the spec's get-shift/ without an id)", run: list },
  {
    ...staff,
    method: 'GET',
    path: 'api/get-shift/:id',
    summary: 'One shift',
    run: async (s, actor, { params }) => ShiftType.from(await s.shifts.get(actor, params.id)),
  },
  {
    ...staff,
    method: 'POST',
    path: 'api/add-shift',
    roles: ['SuperAdmin', 'TenantAdmin', 'DepotManager'],
    status: 201,
    summary: 'Add a shift: ShiftName, StartTime, EndTime (HH:mm or a local date-time)',
    command: ShiftCommand,
    run: async (s, actor, { body }) => withMessage(ShiftType.from(await s.shifts.add(actor, command(body))), Messages.shiftAdded),
  },
  {
    ...staff,
    method: 'PUT',
    path: 'api/edit-shift/:id',
    roles: ['SuperAdmin', 'TenantAdmin', 'DepotManager'],
    summary: 'Edit a shift: Id, ShiftName, StartTime, EndTime',
    command: ShiftCommand,
    run: async (s, actor, { params, body }) =>
      withMessage(ShiftType.from(await s.shifts.edit(actor, params.id, command(body))), Messages.shiftUpdated),
  },
  {
    ...staff,
    method: 'DELETE',
    path: 'api/delete-shift/:id',
    roles: ['SuperAdmin', 'TenantAdmin', 'DepotManager'],
    summary: 'Remove a shift (its partners keep working without one)',
    run: async (s, actor, { params }) => ({ ok: await s.shifts.remove(actor, params.id), message: Messages.shiftDeleted }),
  },
];
