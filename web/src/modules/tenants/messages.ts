import { st, live } from '../../i18n/staff';

/** The tenant administration screens' words with values: the texts are in the staff catalogue (i18n/locales/en-staff.ts). */
export const tenantUi = live(
  () =>
    ({
      tenantCount: (n: number) => st('tenants.tenantCount', { n }),
      firstRunSteps: [st('tenants.firstRunSteps.s1'), st('tenants.firstRunSteps.s2'), st('tenants.firstRunSteps.s3')],
      removeTenantArchive: [st('tenants.removeTenantArchive.s1'), st('tenants.removeTenantArchive.s2')],
      depotsCount: (n: number) => st('tenants.depotsCount', { n }),
      usersCount: (n: number) => st('tenants.usersCount', { n }),
      qrAlt: (what: string, code: string) => st('tenants.qrAlt', { what: what.toLowerCase(), code }),
      holderConfirm: (name: string, partner: boolean, notify: boolean) =>
        partner
          ? st('tenants.holderConfirmPartner', { name })
          : notify
            ? st('tenants.holderConfirmNotify', { name })
            : st('tenants.holderConfirm', { name }),
    }) as const,
);
