import { translate } from './core';
import type { enKiosk } from './locales/en-kiosk';

export type KioskKey = keyof typeof enKiosk;
type Values = Record<string, string | number>;

/** A kiosk text in the current language. */
export const kt = (key: KioskKey, values?: Values): string => translate(`kiosk.${key}`, values) ?? key;
