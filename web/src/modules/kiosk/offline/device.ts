/**
 * This kiosk device's id (issue 27): made once on the device and kept in its storage, sent with every held entry
 * (and, later, with the kiosk's heartbeat). `crypto.randomUUID` needs a secure context; on plain http the same
 * version 4 UUID is made from `crypto.getRandomValues`.
 */
const DEVICE_KEY = 'kiosk-device-id';

export function newId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export function deviceId(): string {
  try {
    const kept = localStorage.getItem(DEVICE_KEY);
    if (kept) return kept;
    const made = newId();
    localStorage.setItem(DEVICE_KEY, made);
    return made;
  } catch {
    return 'no-storage';
  }
}

/**
 * Issue 40: the device secret this kiosk got when it was paired for a depot (from the pairing link staff made), kept
 * beside the device id, one per depot. Heartbeats, held entries and refused-entry reports send it (X-Kiosk-Secret);
 * without one the kiosk works online as before, does not beat, and its held entries are dated when they arrive.
 */
const SECRET_KEY = (depotId: string) => `kiosk-device-secret:${depotId}`;
export const deviceSecret = (depotId: string): string | null => {
  try {
    return localStorage.getItem(SECRET_KEY(depotId));
  } catch {
    return null;
  }
};
export const keepDeviceSecret = (depotId: string, secret: string | null) => {
  try {
    if (secret) localStorage.setItem(SECRET_KEY(depotId), secret);
    else localStorage.removeItem(SECRET_KEY(depotId));
  } catch {
    // storage refused: the kiosk stays unpaired
  }
};

/** The last kiosk opened on this device (its home path): where the installed app starts (/kiosk). */
const LAST_KIOSK_KEY = 'kiosk-last-home';
export const rememberKiosk = (homePath: string) => {
  try {
    localStorage.setItem(LAST_KIOSK_KEY, homePath);
  } catch {
    // storage full or refused: the installed app starts on the landing page instead
  }
};
export const lastKiosk = (): string | null => {
  try {
    return localStorage.getItem(LAST_KIOSK_KEY);
  } catch {
    return null;
  }
};
