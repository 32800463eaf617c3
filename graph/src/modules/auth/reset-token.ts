import { createHash } from 'node:crypto';

/** Reset tokens: only their sha256 is stored; they expire after 30 minutes and work once. */
export const RESET_TOKEN_TTL_MINUTES = 30;
export const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');
