import { st, stMap, live } from '../i18n/staff';

/** The partner screens' words with values (bulk uploads): the texts are in the staff catalogue (i18n/locales/en-staff.ts). */
export const partnerUi = live(
  () =>
    ({
      col: stMap('partners.col'),
      uploadTitle: (kind: 'partner' | 'visitor' | 'host') => st('partners.uploadTitle', { kind }),
      uploadProgress: (processed: number, total: number) =>
        total > 0
          ? st('partners.uploadProgressOf', { processed, total })
          : processed > 0
            ? st('partners.uploadProgress', { processed })
            : st('partners.uploadReading'),
      uploadLanded: (n: number, kind: 'partner' | 'visitor' | 'host') => st('partners.uploadLanded', { n, kind }),
    }) as const,
);
