import { z } from 'zod';
import { Messages, required } from '../contracts/messages';
import { isLanguage, LANGUAGES } from '../contracts/languages';
import { badInput } from './errors';
import { idMessage, isEmail, isId } from './validate';

/**
 * Typed edges: every operation's input is parsed once, at the edge, into its command (a zod schema per
 * operation). The REST row maps the legacy spellings onto the command's fields and the resolver passes its
 * input type; both call `parse`, so the rules of shape (required, type, length, id, enum) live once, in the
 * schema, and the service takes `(actor, command)`. The same schema documents the REST body in OpenAPI.
 */
export { z };

/**
 * Parses `input` into the command, or a 400 naming every bad field (`rep.email`) with its message. A REST
 * row passes `names` (command field -> the spelling its client sent) so the answer names the client's field.
 */
export function parse<S extends z.ZodType>(schema: S, input: unknown, names: Record<string, string> = {}): z.output<S> {
  const r = schema.safeParse(input ?? {});
  if (r.success) return r.data;
  const fields: Record<string, string[]> = {};
  for (const issue of r.error.issues) {
    const path = issue.path.map(String).join('.');
    const key = names[path] ?? (path || 'Error');
    (fields[key] ??= []).push(issue.message);
  }
  throw badInput(r.error.issues[0].message, fields);
}

/** Blank text is absent: forms send '' for a field left empty. Numbers are accepted as text. */
const blankToUndefined = (v: unknown) => {
  if (v === null || v === undefined) return undefined;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  if (typeof v === 'string') return v.trim() === '' ? undefined : v.trim();
  return v;
};

const textSchema = (label: string, max: number) =>
  z
    .string({ error: (iss) => (iss.input === undefined ? required(label) : `${label} must be text`) })
    .max(max, `${label} is too long (at most ${max} characters)`);

/** Required text, trimmed: 'Name is required', 'Name must be text', 'Name is too long (at most 120 characters)'. */
export const text = (label: string, max = 500) => z.preprocess(blankToUndefined, textSchema(label, max));

/** Optional text, trimmed; blank is absent. */
export const optionalText = (label: string, max = 500) => z.preprocess(blankToUndefined, textSchema(label, max).optional());

/** An e-mail address (required), lowercased: 'Email is required', 'Email is not a valid e-mail address' (core/validate's rule). */
export const emailAddress = (label: string, max = 254) =>
  text(label, max)
    .refine(isEmail, { message: `${label} is not a valid e-mail address` })
    .transform((v) => v.toLowerCase());

/** An optional e-mail address: blank is absent. */
export const optionalEmailAddress = (label: string, max = 254) =>
  optionalText(label, max)
    .refine((v) => v === undefined || isEmail(v), { message: `${label} is not a valid e-mail address` })
    .transform((v) => v?.toLowerCase());

/**
 * For a REST row's legacy decoding: the first of `keys` the body carries with a value (not absent, null or
 * ''), as the legacy clients name one field several ways (`FirstName`, `firstName`, `AttendeeFirstName`).
 */
export function firstOf(body: Record<string, unknown> | null | undefined, ...keys: string[]): unknown {
  if (!body || typeof body !== 'object') return undefined;
  for (const k of keys) {
    const v = body[k];
    if (v !== undefined && v !== null && v !== '') return v;
  }
  return undefined;
}

/**
 * For a REST row's 400 when a field has several legacy spellings: each command field named as the client
 * sent it (the first of its spellings the body carries), else its first spelling. Pass it to `parse` as `names`.
 */
export function sentNames(
  body: Record<string, unknown> | null | undefined,
  spellings: Record<string, readonly string[]>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(spellings).map(([field, keys]) => [field, keys.find((k) => body?.[k] !== undefined) ?? keys[0]]),
  );
}

/**
 * A REST row's legacy decoding from its list of spellings alone (issue 24: the mapper only renames spec-7 fields):
 * the body as sent, with each listed command field taken from the first of its spellings the body carries
 * (`firstOf`), and the 400's names from the same list (`sentNames`, the spelling the client sent, else the first).
 * The command strips what it does not know. A row whose command has a field a client must not set (the REST shim's
 * own) or whose legacy body nests a block keeps its own mapper.
 */
export function legacyFields<F extends string>(spellings: { readonly [K in F]: readonly string[] }) {
  const entries = Object.entries(spellings) as [F, readonly string[]][];
  return {
    decode: (body: Record<string, unknown>): Record<string, unknown> => ({
      ...body,
      ...Object.fromEntries(entries.map(([field, keys]) => [field, firstOf(body, ...keys)])),
    }),
    names: (body: Record<string, unknown>) => sentNames(body, spellings),
  };
}

/** A record's id: a UUID, or 'field is not a valid id'; absent: 'Label is required'. */
export const id = (field: string, label = field) =>
  z.preprocess(
    blankToUndefined,
    markId(
      z
        .string({ error: (iss) => (iss.input === undefined ? required(label) : idMessage(field)) })
        .refine(isId, { message: idMessage(field) }),
    ),
  );

export const optionalId = (field: string) =>
  z.preprocess(blankToUndefined, markId(z.string({ error: idMessage(field) }).refine(isId, { message: idMessage(field) })).optional());

/** The schemas of `id()` and `optionalId()`: a GraphQL input built from a command types their fields ID. */
const idSchemas = new WeakSet<z.ZodType>();
const markId = <S extends z.ZodType>(s: S): S => (idSchemas.add(s), s);
export const isIdSchema = (s: z.ZodType) => idSchemas.has(s);

/**
 * A form's repeated e-mail, when sent, must match (spec 5: 'Emails do not match'): checked on the whole
 * command, reported on `repeat`.
 */
export function repeatMatches<T extends Record<string, unknown>>(emailKey: keyof T & string, repeatKey: keyof T & string, message: string) {
  return (cmd: T, ctx: z.RefinementCtx) => {
    const a = cmd[emailKey];
    const b = cmd[repeatKey];
    if (typeof a === 'string' && typeof b === 'string' && a.toLowerCase() !== b.toLowerCase())
      ctx.addIssue({ code: 'custom', path: [repeatKey], message });
  };
}

/** A flag as the legacy clients send it (true/false, 'true'/'false', 1/0); absent takes the default. */
export const flag = (field: string, fallback?: boolean) =>
  z.preprocess(
    (v) =>
      v === undefined || v === null || v === ''
        ? fallback
        : v === 'true' || v === 1 || v === '1'
          ? true
          : v === 'false' || v === 0 || v === '0'
            ? false
            : v,
    fallback === undefined
      ? z.boolean({ error: `${field} must be true or false` }).optional()
      : z.boolean({ error: `${field} must be true or false` }),
  );

/** A whole page number (1 when absent). */
export const page = () =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? 1 : typeof v === 'string' ? Number(v) : v),
    z
      .number({ error: 'page must be a whole number' })
      .int('page must be a whole number')
      .min(1, 'page must be 1 or more')
      .max(100_000, 'page is too large'),
  );

/** A 1-based page as asked, clamped to >= 1 (legacy clients send offset=0 for the first page); not a whole number: 400. */
export const clampedPage = () =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? 1 : typeof v === 'string' ? Number(v.trim()) : v),
    z
      .number({ error: 'page must be a whole number' })
      .int('page must be a whole number')
      .max(100_000, 'page is too large')
      .transform((n) => Math.max(1, n)),
  );

/** Spec 9: the reports' page size (visits, and a partner's attendances). */
export const VISIT_PAGE_SIZE = 5;

/** How many pages `total` rows make (0 when there are none). */
export const pagesOf = (total: number, pageSize: number) => Math.ceil(total / pageSize);

/** A list of a depot's rows: the depot, a page, an optional search text (contains, any case). */
export const DepotListCommand = z.object({
  depotId: id('depotId', 'Depot').describe("The depot's id (of the caller's tenant)."),
  page: clampedPage().describe('Page number from 1 (default 1).'),
  search: optionalText('search', 100).describe('Words of the name (contains, any case)'),
});
export type DepotListCommand = z.output<typeof DepotListCommand>;

/** `%text%` for ILIKE, with the pattern characters of the text escaped. */
export const containsPattern = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A search's words (at most 5), each a contains pattern: every word must match one of the fields. */
export const searchWords = (search: string | null | undefined): string[] =>
  (search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 5).map(containsPattern);

/** The JSON schema of a command, for the OpenAPI document (input side: what a client sends). */
export function jsonSchemaOf(schema: z.ZodType): Record<string, unknown> {
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  } catch {
    return { type: 'object' };
  }
}

/** The kiosk's language (issue 27): the visitor's e-mails are in it. Legacy clients send none (English, no e-mail). */
export const kioskLanguage = z
  .string({ error: 'language must be a language code' })
  .trim()
  .refine((c) => isLanguage(c), { error: (iss) => Messages.languageUnknown(String(iss.input), LANGUAGES.join(', ')) })
  .nullish()
  .transform((v) => v ?? undefined);
