import { catalogue } from './catalogue';
import { enPreArrival } from './locales/en-pre-arrival';

/**
 * The pre-arrival page's words (issue 38): a public page in the visitor's language, its English in its own chunk
 * (locales/en-pre-arrival.ts, never the kiosk's first load), the other languages under `preArrival` in theirs.
 * `pat('title')`.
 */
export const { t: pat } = catalogue('preArrival', { ...enPreArrival });
