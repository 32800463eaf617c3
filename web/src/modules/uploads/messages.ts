import { st, live } from '../../i18n/staff';

/** A bulk upload's words with values (partners, visitors, hosts): the texts are in the staff catalogue (i18n/locales/en-staff.ts). */
export const uploadUi = live(
  () =>
    ({
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
