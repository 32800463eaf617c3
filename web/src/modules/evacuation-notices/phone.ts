/**
 * A mobile number as the server takes it (issue 39, graph channels/phone.ts): E.164 once spaces, dashes, dots and
 * brackets are dropped. libphonenumber-js is not installed, so a local number ("085 123 4567") is not guessed into
 * international form: the kiosk asks for the + and the country code.
 */
export const typedPhone = (v: string) => v.replace(/[\s().-]/g, '');
export const isE164 = (v: string) => /^\+[1-9]\d{7,14}$/.test(v);
