import { stMap } from '../i18n/staff';
/** The webhooks screen's words (issue 26). */
export const webhookUi = {
  statusLabels: stMap('webhooks.statusLabels'),
  eventLabels: stMap('webhooks.eventLabels'),
};
