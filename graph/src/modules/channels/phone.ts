import { z } from '../../core/command';
import { Messages } from '../../contracts/messages';
import { E164 } from './channel-kinds';

/** As typed: spaces, dashes, dots and brackets dropped; blank is none. */
const typed = (v: unknown) => (typeof v === 'string' ? v.replace(/[\s().-]/g, '') : typeof v === 'number' ? String(v) : v);
const e164 = z.string({ error: Messages.channelsPhone }).regex(E164, Messages.channelsPhone);

/**
 * A person's optional mobile number (issue 39: a visitor at a walk-in, a partner): E.164 once spaces and dashes are
 * dropped, else the catalogue's 400 (Messages.channelsPhone). Absent, null or blank: none.
 */
export const optionalPhone = () =>
  z.preprocess((v) => {
    const t = typed(v);
    return t === null || t === '' ? undefined : t;
  }, e164.optional());

/**
 * A phone on an edit: absent keeps the one held (a legacy client that never sends it clears nothing), null or blank
 * clears it, anything else must be E.164.
 */
export const editablePhone = () =>
  z.preprocess((v) => {
    if (v === undefined) return undefined;
    const t = typed(v);
    return t === null || t === '' ? null : t;
  }, e164.nullable().optional());
