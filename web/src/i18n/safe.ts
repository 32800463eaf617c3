import { catalogue } from './catalogue';
import { enSafe } from './locales/en-safe';

/**
 * The "I am safe" page's words (issue 39): a public page in the person's kiosk language, its English in its own chunk
 * (locales/en-safe.ts, never the kiosk's first load), the other languages under `safe` in theirs. `sft('safeTitle')`.
 */
export const { t: sft } = catalogue('safe', { ...enSafe });
