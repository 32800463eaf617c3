import { stMap, live } from '../../i18n/staff';
/** The data retention screen's words (issue 25). */
export const retentionUi = live(() => ({
  kinds: stMap('retention.kinds'),
}));
