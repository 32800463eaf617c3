import { fill, nodeAt, type Leaves, type Values } from '../src/i18n/fill';
import { enAuth } from '../src/i18n/locales/en-auth';
import { enStaff } from '../src/i18n/locales/en-staff';

/** The staff screens' words as they show them (web/src/i18n/staff.ts `st`), for the browser tests to look for. */
export const st = (key: Leaves<typeof enStaff>, values?: Values): string => fill(nodeAt(enStaff, key) as string, values);
/** The sign-in pages' words (web/src/i18n/auth.ts `at`). */
export const at = (key: Leaves<typeof enAuth>, values?: Values): string => fill(nodeAt(enAuth, key) as string, values);
