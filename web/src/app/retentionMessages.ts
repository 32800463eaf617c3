import { stMap } from '../i18n/staff';
/** The data retention screen's words (issue 25). */
export const retentionUi = {
  kinds: stMap('retention.kinds'),
};
