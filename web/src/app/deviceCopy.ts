import { classifyError } from './transport';

/*
 * Answers kept on the device (issue 27): the kiosk's public data (its depot and tenant, its texts, the visit
 * reasons), stored in localStorage each time the server gives them, and used in their place when the network is
 * down, so a kiosk once opened for a depot starts and works with no network. Nothing personal is kept this way.
 */
const PREFIX = 'device-copy:';

function load<T>(key: string): T | undefined {
  try {
    const raw = localStorage.getItem(PREFIX + key);
    return raw === null ? undefined : (JSON.parse(raw) as T);
  } catch {
    return undefined;
  }
}

function save(key: string, data: unknown): void {
  try {
    localStorage.setItem(PREFIX + key, JSON.stringify(data));
  } catch {
    // storage full or refused: the kiosk still works online
  }
}

/** The answer of `fetcher`, kept under `key`; with no network, the answer kept last time (else the failure). */
export async function withDeviceCopy<T>(key: string, fetcher: () => Promise<T>): Promise<T> {
  try {
    const data = await fetcher();
    save(key, data);
    return data;
  } catch (error) {
    if (classifyError(error) === 'network') {
      const kept = load<T>(key);
      if (kept !== undefined) return kept;
    }
    throw error;
  }
}
