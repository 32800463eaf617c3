import { dateTimeIn } from '../../app/time';
import { st } from '../../i18n/staff';

/** The zone a screen without a depot shows times in: the browser's. */
export const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** "Version 3, saved 20/11/2026 14:05" or "The built-in default words" (number 0). */
export const versionLabel = (number: number | null | undefined, savedAt: unknown, zone: string) =>
  number === 0 || number == null
    ? st('agreements.defaultWords')
    : st('agreements.versionSaved', { number, when: dateTimeIn(savedAt, zone) });
