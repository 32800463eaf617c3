import { keepOnDevice } from '../../../app/graphqlFetch';
import { KioskOfflineInductionsDocument } from '../../inductions/documents';
import type { KioskCourse } from './KioskInductionModal';

/*
 * The offline kiosk's courses (issue 38): while online, the depot's every-partner courses (text, questions without
 * their answers) are kept on the device as its other public data (app/deviceCopy.ts, `keepOnDevice`), and their PDF
 * and video files in Cache Storage; with the network down the kiosk shows them from there (a file as a blob: URL).
 * A browser without Cache Storage (plain http) keeps the text and questions only.
 */
const CACHE = 'depot-kiosk-induction-material';
/** Kept again at most this often per depot (every kiosk screen asks). */
const EVERY_MS = 10 * 60_000;
const keptAt = new Map<string, number>();

const cacheStorage = (): CacheStorage | undefined => (typeof caches === 'undefined' ? undefined : caches);
const absolute = (url: string) => new URL(url, window.location.origin).href;

/** Keeps the depot's courses and their files on the device (online; a failure keeps what was kept before). */
export async function keepOfflineCourses(depotId: string, force = false): Promise<void> {
  if (!force && Date.now() - (keptAt.get(depotId) ?? 0) < EVERY_MS) return;
  keptAt.set(depotId, Date.now());
  const courses = (await keepOnDevice(KioskOfflineInductionsDocument, { depotId })).kioskOfflineInductions;
  const store = cacheStorage();
  if (!store) return;
  const cache = await store.open(CACHE);
  const wanted = new Set(courses.flatMap((c) => c.material.map((m) => absolute(m.url))));
  for (const req of await cache.keys())
    if (req.url.includes(`/api/kiosk-induction-material/${depotId}/`) && !wanted.has(req.url)) await cache.delete(req);
  for (const url of wanted) if (!(await cache.match(url))) await cache.add(url);
}

/** The depot's courses kept on the device (with no network: the copy kept last time; none kept: none). */
export async function offlineCourses(depotId: string): Promise<KioskCourse[]> {
  try {
    return (await keepOnDevice(KioskOfflineInductionsDocument, { depotId })).kioskOfflineInductions;
  } catch {
    return [];
  }
}

/** A kept file as a blob: URL (the caller revokes it), or null when it is not kept. */
export async function keptFileUrl(url: string): Promise<string | null> {
  const hit = await cacheStorage()?.match(absolute(url), { cacheName: CACHE });
  return hit ? URL.createObjectURL(await hit.blob()) : null;
}
