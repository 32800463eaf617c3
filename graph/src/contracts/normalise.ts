/**
 * Spec 5 normalisation, in one place for the kiosk, the staff forms and the server (the server applies
 * it again: a legacy client may send anything). Plain functions: the browser bundle imports this file.
 */

/** First name, last name, company, escort and host name: a capital first letter, the rest as typed. */
export const capitalFirst = (v: string): string => {
  const t = v.trim();
  return t ? t.charAt(0).toUpperCase() + t.slice(1) : t;
};

/**
 * A partner's name and organisation, one rule wherever a partner is written (a registration, an edit, a row of the
 * bulk upload): capitalFirst, as the staff form and spec 5 say.
 */
export const partnerNames = <T extends { name: string; organisation: string }>(p: T): T => ({
  ...p,
  name: capitalFirst(p.name),
  organisation: capitalFirst(p.organisation),
});

/** Car registration, department, reference values, the find-me reference, badge numbers: uppercased. */
export const upper = (v: string): string => v.trim().toUpperCase();

/** Car registrations also lose inner spaces and dashes' surrounding spaces ("12 D 345" -> "12D345"). */
export const carReg = (v: string): string => upper(v).replace(/\s+/g, '');
