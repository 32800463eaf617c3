import { stMap, live } from '../../i18n/staff';

/** The partner screens' column names: the texts are in the staff catalogue (i18n/locales/en-staff.ts). */
export const partnerUi = live(
  () =>
    ({
      col: stMap('partners.col'),
    }) as const,
);
