import { createHash } from 'node:crypto';

/** Reset tokens: only their sha256 is stored; a reset link expires after 30 minutes and works once. */
export const RESET_TOKEN_TTL_MINUTES = 30;
/** An invitation's set-password link (a new user or representative) lasts 72 hours (issue 23): people read mail late. */
export const INVITATION_TTL_MINUTES = 72 * 60;
export const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');
