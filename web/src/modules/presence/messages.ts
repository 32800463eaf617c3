import { st, stMap, live } from '../../i18n/staff';

/** The presence screens' words with values (issue 23): the texts are in the staff catalogue (i18n/locales/en-staff.ts). */
export const presenceUi = {
  onSiteCount: (n: number) => st('presence.onSiteCount', { n }),
  depotOnSite: (code: string, n: number) => st('presence.depotOnSite', { code, n }),
  earlierDayCount: (n: number) => st('presence.earlierDayCount', { n }),
} as const;

/** Issue 27: entries a kiosk held while offline and the server refused when they were sent. */
export const refusedEntriesUi = live(
  () =>
    ({
      title: (n: number) => st('refusedEntries.title', { n }),
      kinds: stMap('refusedEntries.kinds'),
    }) as const,
);

export const evacuationUi = {
  startConfirm: (depot: string, n: number) => st('evacuation.startConfirm', { depot, n }),
  safeBy: (when: string, by: string | null, self = false) =>
    self ? st('evacuation.safeSelf', { when }) : by ? st('evacuation.safeAtBy', { when, by }) : st('evacuation.safeAt', { when }),
  endConfirm: (missing: number) => st('evacuation.endConfirm', { missing }),
  recordLine: (started: string, ended: string | null) =>
    ended ? st('evacuation.recordLine', { started, ended }) : st('evacuation.recordLineOpen', { started }),
} as const;

/** The Kiosks screen (issue 27): each kiosk tablet's state from its heartbeats. */
export const kioskDevicesUi = live(
  () =>
    ({
      status: stMap('kioskDevices.status'),
      summary: (online: number, silent: number) =>
        silent ? st('kioskDevices.summarySilent', { online, silent }) : st('kioskDevices.summary', { online }),
      unnamed: (deviceId: string) => st('kioskDevices.unnamed', { id: deviceId.slice(0, 8) }),
      heldCount: (n: number) => st('kioskDevices.heldCount', { n }),
      ago: (minutes: number) =>
        minutes < 1
          ? st('kioskDevices.agoNow')
          : minutes < 60
            ? st('kioskDevices.agoMinutes', { n: minutes })
            : minutes < 1440
              ? st('kioskDevices.agoHours', { n: Math.floor(minutes / 60) })
              : st('kioskDevices.agoDays', { n: Math.floor(minutes / 1440) }),
    }) as const,
);
