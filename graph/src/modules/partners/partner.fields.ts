import { badInput } from '../../core/errors';
import { bool, email as validEmail, requireFields, str } from '../../core/validate';
import { Messages } from '../../contracts/messages';
import { capitalFirst } from '../../contracts/normalise';

type Input = Record<string, unknown>;

/** Numeric work id (spec 3, 5): digits only, at most 18 (the column's width). */
export const WORK_ID = /^\d{1,18}$/;

/** A typed work id, trimmed; not digits is a clear 400. */
export function workIdOf(input: Input, key = 'workId'): string {
  const { v } = requireFields({ v: input[key] ?? input.WorkId ?? input.workID }, { v: 'Work ID' }, 40);
  if (!WORK_ID.test(v)) throw badInput(Messages.workIdNumeric, { workId: [Messages.workIdNumeric] });
  return v;
}

export interface PartnerFields {
  name: string; organisation: string; email: string | null;
  shiftId: string | null | undefined; roleId: string | null | undefined; depotId: string | undefined;
  signFlag: boolean; badgeNumFlag: boolean; singleSignFlag: boolean; enterTemperature: boolean;
}

/**
 * One partner's fields (spec 3 Partner, 5): organisation and name required (the work id separately, it is
 * set once), e-mail optional but valid; the spec's aliases (emailaddress, shifttiming/shiftTiming, Role/roleId)
 * accepted; flags default to the current values (or off). Ids are checked against the tenant by the caller.
 */
export function partnerFields(input: Input, current?: Partial<PartnerFields>): PartnerFields {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) throw badInput('The request body must be an object');
  const f = requireFields(input, { organisation: 'Organisation', name: 'Name' }, 120);
  const email = str(input, 'emailaddress', 'Email', 254) ?? str(input, 'email', 'Email', 254);
  const idOrNone = (...keys: string[]) => {
    for (const k of keys) if (k in input) return str(input, k, k, 64) ?? null;
    return undefined;
  };
  return {
    name: capitalFirst(f.name),
    organisation: capitalFirst(f.organisation),
    email: email ? validEmail(email, 'email') : (current ? current.email ?? null : null),
    shiftId: idOrNone('shiftId', 'shifttiming', 'shiftTiming'),
    roleId: idOrNone('roleId', 'Role'),
    depotId: str(input, 'depotId', 'Location', 64) ?? str(input, 'depot', 'Location', 64),
    signFlag: bool(input, 'signFlag', current?.signFlag ?? false),
    badgeNumFlag: bool(input, 'badgeNumFlag', current?.badgeNumFlag ?? false),
    singleSignFlag: bool(input, 'singleSignFlag', current?.singleSignFlag ?? false),
    enterTemperature: bool(input, 'enterTemperature', current?.enterTemperature ?? false),
  };
}
