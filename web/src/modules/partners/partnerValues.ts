import { validationMessages } from '../../app/messages';
import { st } from '../../i18n/staff';
import { isE164, typedPhone } from '../evacuation-notices/phone';

/** A partner's form values (spec 3 Partner): the four kiosk flags off by default. */
export type PartnerValues = {
  organisation: string;
  workId: string;
  name: string;
  email: string;
  /** Issue 39: a mobile number for an evacuation SMS (E.164; blank: none). */
  phone: string;
  shiftId: string;
  roleId: string;
  signFlag: boolean;
  badgeNumFlag: boolean;
  singleSignFlag: boolean;
  enterTemperature: boolean;
};

export const blankPartner: PartnerValues = {
  organisation: '',
  workId: '',
  name: '',
  email: '',
  phone: '',
  shiftId: '',
  roleId: '',
  signFlag: false,
  badgeNumFlag: false,
  singleSignFlag: false,
  enterTemperature: false,
};

/**
 * Spec 5: registering needs organisation, workId (numeric) and name; editing needs name and
 * organisation (the work id is fixed once registered).
 */
export function validatePartner(v: PartnerValues, mode: 'register' | 'edit') {
  const e: Partial<Record<keyof PartnerValues, string>> = {};
  if (!v.organisation.trim()) e.organisation = validationMessages.required(st('partners.organisation'));
  if (!v.name.trim()) e.name = validationMessages.required(st('partners.name'));
  if (v.phone.trim() && !isE164(typedPhone(v.phone))) e.phone = st('partners.phoneInvalid');
  if (mode === 'register') {
    if (!v.workId.trim()) e.workId = validationMessages.required(st('partners.workId'));
    else if (!/^\d+$/.test(v.workId.trim())) e.workId = st('partners.workIdNumeric');
  }
  return e;
}
