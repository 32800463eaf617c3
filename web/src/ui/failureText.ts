import { classifyError } from '../app/transport';
import { st } from '../i18n/staff';

/**
 * What a staff panel says of a failed request: the server's own words, or with the server out of reach a sentence of
 * the catalogue (`common.offline`), never the browser's "Failed to fetch".
 */
export const failureText = (error: unknown): string =>
  classifyError(error) === 'network' ? st('common.offline') : error instanceof Error ? error.message : String(error);
