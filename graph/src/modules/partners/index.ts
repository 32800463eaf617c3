import { feature, need, type ContextOf, type Needed, type Scope } from '../../core/feature';
import type { AgreementsService } from '../agreements/agreements.service';
import type { AttendanceService } from '../attendance/attendance.service';
import type { DepotService } from '../depots/depot.service';
import type { KioskEntryService } from '../kiosk-entries/kiosk-entry.service';
import { PartnerAttendanceService } from './partner-attendance.service';
import { PartnerKioskResolver } from './partner-kiosk.resolver';
import { partnerKioskRoutes } from './partner-kiosk.rest';
import { PartnerKioskService } from './partner-kiosk.service';
import { handlePartnerQr } from './partner-qr.job';
import { PartnerResolver } from './partner.resolver';
import { partnerRoutes } from './partner.rest';
import { PartnerService } from './partner.service';

/** Its services and needs, named (its REST rows' type cannot be read from the manifest that lists them). */
export interface PartnersServices {
  partners: PartnerService;
  partnerKiosk: PartnerKioskService;
  partnerAttendances: PartnerAttendanceService;
}
const needs = {
  depots: need<DepotService>('depots'),
  attendance: need<AttendanceService>('attendance'),
  kioskEntries: need<KioskEntryService>('kiosk-entries'),
  agreements: need<AgreementsService>('agreements'),
};
export type PartnersNeeds = Needed<typeof needs>;

/**
 * Partners (spec 3, 4.5, 7): the registered partners of a tenant, their attendance history, their QR code (its job)
 * and the partner kiosk (shift validation, clock-in, clock-out, signature). It needs `depots` (the kiosk's
 * depot; the depots the actor may see are `visibleDepot`'s), `attendance` (opening, closing and signing an attendance), `kiosk-entries` (a kiosk
 * write made once by its entry id) and `agreements` (the partner's acceptance at clock-in).
 */
export const partners = feature<PartnersServices, PartnersNeeds>({
  name: 'partners',
  needs,
  services: {
    partners: (d) => new PartnerService(d),
    partnerKiosk: (d, { depots, attendance, kioskEntries, agreements }) =>
      new PartnerKioskService(d, depots, attendance, kioskEntries, agreements),
    partnerAttendances: (d) => new PartnerAttendanceService(d, new PartnerService(d)),
  },
  resolvers: [PartnerResolver, PartnerKioskResolver],
  routes: [...partnerRoutes, ...partnerKioskRoutes],
  jobs: { 'partner-qr-code': handlePartnerQr },
});

/** What the feature's resolvers see: its own services and its needs, not the whole registry. */
export type PartnersContext = ContextOf<typeof partners>;
/** What its REST rows see (the scope `feature()` checks them against). */
export type PartnersScope = Scope<PartnersServices & PartnersNeeds>;
