import { stMap, live } from '../../i18n/staff';
/** The webhooks screen's words (issue 26). */
export const webhookUi = live(() => ({
  statusLabels: stMap('webhooks.statusLabels'),
  eventLabels: stMap('webhooks.eventLabels'),
}));
