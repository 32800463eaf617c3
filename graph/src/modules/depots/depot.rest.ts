import { parse } from '../../core/command';
import { AddDepotCommand, DepotDetails, FindDepotCommand } from './depot.commands';
import { KIOSK_PER_MINUTE, type RestRoute } from '../../core/http/rest';
import type { DepotsScope } from '.';
import { DepotType, KioskDepotType } from './depot.type';

export const depotRoutes: RestRoute<DepotsScope>[] = [
  {
    method: 'GET',
    path: 'api/depots/:tenantId',
    auth: 'staff',
    tag: 'Depots',
    summary: "A tenant's depots with dropdown fields (DepotManager: its own depot)",
    run: async (s, actor, { params }) => (await s.depots.list(actor, params.tenantId)).map((v) => DepotType.from(v)),
  },
  {
    method: 'PUT',
    path: 'api/update-depot-details/:id',
    roles: ['SuperAdmin', 'TenantAdmin'],
    auth: 'staff',
    tag: 'Depots',
    summary: 'Edit a location: code, line1, line2, county, eirCode, optional timeZone',
    run: async (s, actor, { params, body }) => DepotType.from(await s.depots.update(actor, params.id, parse(DepotDetails, body))),
  },
  {
    method: 'POST',
    path: 'api/add-depot',
    roles: ['SuperAdmin', 'TenantAdmin'],
    auth: 'staff',
    tag: 'Depots',
    summary: 'Add Location (TenantAdmin, SuperAdmin)',
    status: 201,
    run: async (s, actor, { body }) => DepotType.from(await s.depots.add(actor, parse(AddDepotCommand, body))),
  },
  {
    method: 'GET',
    path: 'api/find-depot/:tenantName/:depotCode',
    auth: 'public',
    tag: 'Depots',
    summary: 'Kiosk: a depot by tenant name and depot code',
    perMinute: KIOSK_PER_MINUTE,
    run: async (s, actor, { params }) => KioskDepotType.from(await s.depots.findKioskView(actor, parse(FindDepotCommand, params))),
  },
  {
    method: 'POST',
    path: 'api/depot-login',
    reads: true,
    auth: 'public',
    tag: 'Depots',
    summary: 'Kiosk start: tenantName, depotCode -> the depot (as find-depot)',
    perMinute: KIOSK_PER_MINUTE,
    run: async (s, actor, { body }) => KioskDepotType.from(await s.depots.findKioskView(actor, parse(FindDepotCommand, body))),
  },
];
