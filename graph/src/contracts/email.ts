/**
 * The one e-mail rule, for the server (core/validate.ts, core/command.ts `emailAddress`) and the kiosk's forms: at
 * most 254 characters; a local part, '@' and a domain of dot-separated labels that ends in a suffix of two letters or
 * more ('.ie', '.com', an IDN's 'xn--...'), so 'walter@deliveries' or 'walter@deliveries.c' is refused (issue 27).
 * Plain, dependency-free: the browser bundle imports it.
 */
const LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]{0,61}[\\p{L}\\p{N}])?';
const EMAIL = new RegExp(`^[^\\s@]+@(?:${LABEL}\\.)+(?:\\p{L}{2,63}|xn--[a-z0-9-]{1,59})$`, 'iu');

export const isEmail = (value: string): boolean => value.length <= 254 && EMAIL.test(value);
