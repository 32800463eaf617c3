import type { RestRoute } from '../../core/http/rest';
import { tenantListRoutes } from '../../core/http/tenant-list-routes';
import type { ShiftsScope } from '.';
import { Messages } from '../../contracts/messages';
import { parse } from '../../core/command';
import { legacyShift, ShiftCommand } from './shift.commands';
import { ShiftType } from './shift.type';

export const shiftRoutes: RestRoute<ShiftsScope>[] = tenantListRoutes({
  tag: 'Shifts',
  service: (s: ShiftsScope) => s.shifts,
  view: (x) => ShiftType.from(x),
  command: ShiftCommand,
  parse: (body) => parse(ShiftCommand, legacyShift.decode(body), legacyShift.names(body)),
  editors: ['SuperAdmin', 'TenantAdmin', 'DepotManager'],
  list: [
    { path: 'api/list-shifts', summary: "The tenant's shifts (query tenantId for SuperAdmin)" },
    { path: 'api/get-shift/', summary: "The tenant's shifts (the spec's get-shift/ without an id)" },
  ],
  get: { path: 'api/get-shift/:id', summary: 'One shift' },
  add: {
    path: 'api/add-shift',
    summary: 'Add a shift: ShiftName, StartTime, EndTime (HH:mm or a local date-time)',
    message: Messages.shiftAdded,
  },
  edit: { path: 'api/edit-shift/:id', summary: 'Edit a shift: Id, ShiftName, StartTime, EndTime', message: Messages.shiftUpdated },
  remove: {
    path: 'api/delete-shift/:id',
    summary: 'Remove a shift (its partners keep working without one)',
    message: Messages.shiftDeleted,
  },
});
