import { id, legacyFields, optionalText, text, z } from '../../core/command';

const where = { depot: id('depot', 'Depot'), depotcode: optionalText('Depot code', 20), tenant: optionalText('Tenant', 200) };

/** planned- and regular-visit-email-notification (spec 7: depot, depotcode, meetingRef, tenant). */
export const ConfirmVisitNotification = z.object({ ...where, meetingRef: text('Reference', 32) });
/** unplanned-visit-email-notification (spec 7: depot, depotcode, reason, name, company). */
export const ConfirmWalkInNotification = z.object({
  ...where,
  name: text('Name', 200),
  reason: optionalText('Reason', 200),
  company: optionalText('Company', 200),
});

export type ConfirmNotificationCommand =
  | ({ kind: 'planned' | 'regular' } & z.output<typeof ConfirmVisitNotification>)
  | ({ kind: 'unplanned' } & z.output<typeof ConfirmWalkInNotification>);

/** The legacy payloads name the depot as depot (or depotId). */
export const legacyNotification = legacyFields({ depot: ['depot', 'depotId'] });
