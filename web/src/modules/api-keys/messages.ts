import { st, stMap, live } from '../../i18n/staff';

/** The API keys screen's choices (issue 26); their words are in the staff catalogue (i18n/locales/en-staff.ts). */
export const apiKeyUi = live(() => ({
  expiries: [
    { value: 'never', label: st('apiKeys.expiryNever') },
    { value: '30', label: st('apiKeys.expiry30') },
    { value: '90', label: st('apiKeys.expiry90') },
    { value: '365', label: st('apiKeys.expiry365') },
  ],
  scopeLabels: stMap('apiKeys.scopeLabels'),
}));
