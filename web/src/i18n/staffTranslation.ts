import type { enStaff } from './locales/en-staff';
import type { enAuth } from './locales/en-auth';

/** A translation of a catalogue: the same keys, each a text (ICU, the same values as the English). */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };
/** A translation that may lack keys (the engine says those in English); the catalogue test names the complete ones. */
export type PartialTranslation<T> = { [K in keyof T]?: T[K] extends string ? string : PartialTranslation<T[K]> };

/** A language's words of the staff screens (locales/<lng>-staff.ts), typed against locales/en-staff.ts. */
export type StaffTranslation = PartialTranslation<typeof enStaff>;
export type CompleteStaffTranslation = Translation<typeof enStaff>;

/** A language's words of the sign-in pages (locales/<lng>-auth.ts, issue 39), typed against locales/en-auth.ts. */
export type AuthTranslation = PartialTranslation<typeof enAuth>;
export type CompleteAuthTranslation = Translation<typeof enAuth>;
