import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import { ANONYMOUS, refusalOf, type Actor } from '../auth/actor';
import type { ApiScope } from '../auth/api-scopes';
import { badInput, DomainError, forbidden, unauthenticated } from '../errors';
import { Messages } from '../../contracts/messages';
import { assertIds, assertNoNul } from './edge';
import type { RangedFile } from '../files/blob-store';

/** Public kiosk routes: requests per minute per client IP (KIOSK_LIMIT_PER_IP replaces it). */
export const KIOSK_PER_MINUTE = 60;

/** A REST answer that carries the spec's success text beside the row (e.g. 'Shift added successfully !'). */
export const withMessage = <T extends object>(row: T, message: string) => ({ ...row, message });

export interface UploadedFile {
  field: string;
  filename: string;
  mimetype: string;
  data: Buffer;
}

/** A route's answer that is a file (a download): sent as an attachment instead of JSON. */
export class FileAnswer {
  constructor(
    readonly fileName: string,
    readonly contentType: string,
    readonly body: Buffer | NodeJS.ReadableStream | RangedFile,
    /**
     * A file shown in the page (a course's PDF or video, issue 38): `inline`; `etag` (its content hash) answers 304 to
     * a matching If-None-Match and makes it cacheable for good (`private, immutable`: its URL never changes content);
     * a Buffer body answers a single `Range` with 206 (a tablet seeking in a video), an unsatisfiable one with 416.
     */
    readonly options: { inline?: boolean; etag?: string } = {},
  ) {}
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RestInput {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: Record<string, unknown>;
  /** Params, query and body merged (body wins): the usual way a route reads its arguments. */
  all: Record<string, unknown>;
  ip: string;
  /** Multipart routes: the uploaded files (the text fields are in `body`). */
  files?: UploadedFile[];
}

/**
 * One row of the REST shim: the spec's method and path, who may call it, and ONE service call.
 * No business rule lives here. `S` is the per-request service registry.
 */
export interface RestRoute<S = unknown> {
  method: HttpMethod;
  /** As the spec writes it ("api/find-depot/{a}/{b}" becomes "api/find-depot/:tenantName/:depotCode"). */
  path: string;
  auth: 'public' | 'staff';
  tag: string;
  summary: string;
  multipart?: boolean;
  /** A multipart route's own file size limit in bytes (absent: the app's 10 MB), from its services (their config). */
  fileLimit?: (services: S) => number;
  /** A public route that still reads a bearer token when one is sent (one path serving kiosk and staff). */
  optionalAuth?: boolean;
  /**
   * The API-key scopes that open this route (issue 26; core/auth/api-scopes.ts): a key without one of them is refused
   * a staff route (403) and is nobody on a public one. Staff are not concerned.
   */
  scopes?: readonly ApiScope[];
  /** Public kiosk routes are rate-limited per IP: requests per minute. */
  perMinute?: number;
  /**
   * A public reference lookup (a reference, QR code, work id or badge that answers whether it exists): instead of a
   * budget of its own, it takes from the client's one kiosk lookup budget (core/kiosk-lookups.ts), shared by every
   * such REST route and GraphQL field over HTTP and graphql-ws (issue 25).
   */
  kioskLookup?: boolean;
  status?: number;
  /**
   * Staff routes only: the roles that may call it (absent: any staff user). Another role answers 403 before the
   * service runs (the service checks again), and the OpenAPI document names them beside the 403 answer.
   */
  roles?: readonly string[];
  /**
   * Error answers particular to this route, beyond those the OpenAPI document derives from what the route is
   * (core/http/openapi.ts, errorAnswers): e.g. `{ status: 410, description: 'The file was removed' }`.
   */
  errors?: readonly { status: number; description: string }[];
  /** A POST that changes nothing (a search or a report read with a body): its OpenAPI entry has no 409 answer. */
  reads?: boolean;
  /** The command the body is parsed into (core/command): documents the request body in OpenAPI. */
  command?: ZodType;
  run: (services: S, actor: Actor, input: RestInput) => Promise<unknown>;
}

/**
 * A staff download: a GET whose answer is one file (a FileAnswer), read by ONE service call that checks who may see it
 * (another's or none answers 404). The row names the rest: path, tag, summary, and roles or errors when it has them.
 */
export const staffDownload = <S>(
  row: Pick<RestRoute<S>, 'path' | 'tag' | 'summary' | 'roles' | 'errors'>,
  run: (services: S, actor: Actor, input: RestInput) => Promise<FileAnswer>,
): RestRoute<S> => ({ ...row, method: 'GET', auth: 'staff', run });

export interface RestContext<S> {
  services: S;
  actor: Actor;
}

/** Registers every route: the leading "/" is optional in the spec, so both spellings are one path. */
export function registerRoutes<S>(
  app: FastifyInstance,
  routes: RestRoute<S>[],
  contextFor: (req: FastifyRequest, route: RestRoute<S>) => Promise<RestContext<S>>,
): void {
  for (const route of routes) {
    const url = '/' + route.path.replace(/^\//, '');
    app.route({
      method: route.method,
      url,
      handler: async (req: FastifyRequest, reply: FastifyReply) => {
        let ctx = await contextFor(req, route);
        if (ctx.actor.kind === 'staff' && ctx.actor.apiKey) {
          const keyScopes = ctx.actor.apiKey.scopes;
          if (!(route.scopes ?? []).some((s) => keyScopes.includes(s))) {
            if (route.auth === 'staff') throw forbidden();
            ctx = { ...ctx, actor: ANONYMOUS };
          }
        }
        if (route.auth === 'staff' && ctx.actor.kind !== 'staff') throw unauthenticated(refusalOf(ctx.actor));
        if (route.roles && (ctx.actor.kind !== 'staff' || !route.roles.includes(ctx.actor.role))) throw forbidden();
        let body = (req.body && typeof req.body === 'object' && !Buffer.isBuffer(req.body) ? req.body : {}) as Record<string, unknown>;
        let files: UploadedFile[] | undefined;
        if (route.multipart) ({ body, files } = await readMultipart(req, route.fileLimit?.(ctx.services)));
        const params = (req.params ?? {}) as Record<string, string>;
        const query = (req.query ?? {}) as Record<string, unknown>;
        // Each part on its own: merged, a query field could hide a path parameter of the same name (a NUL in
        // request-password-email/{username} went past under ?username=..., into the SQL text: 503).
        for (const part of [params, query, body]) {
          assertNoNul(part);
          assertIds(part);
        }
        const input: RestInput = {
          params,
          query,
          body,
          all: { ...query, ...params, ...body },
          ip: req.ip,
          files,
        };
        const result = await route.run(ctx.services, ctx.actor, input);
        if (result instanceof FileAnswer) return sendFile(req, reply, result);
        reply.code(route.status ?? 200);
        if (result === undefined) return { ok: true };
        return result;
      },
    });
  }
}

/**
 * A multipart body: text fields into `body`, files buffered (the size limit of @fastify/multipart in
 * app.ts applies: a larger file answers 413 before it is all read). Not multipart: a clear 400.
 */
async function readMultipart(req: FastifyRequest, fileLimit?: number): Promise<{ body: Record<string, unknown>; files: UploadedFile[] }> {
  if (!req.isMultipart()) throw badInput('Send the file as multipart/form-data', { file: ['A file is required'] });
  const body: Record<string, unknown> = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of req.parts(fileLimit ? { limits: { fileSize: fileLimit } } : undefined)) {
      if (part.type === 'file')
        files.push({ field: part.fieldname, filename: part.filename, mimetype: part.mimetype, data: await part.toBuffer() });
      else body[part.fieldname] = part.value;
    }
  } catch (err) {
    // A body busboy cannot read (no boundary, cut short, malformed parts) is the client's: a clear 400 (issue 25).
    // Its own 4xx (a file over the size limit: 413) stay as they are.
    const status = (err as { statusCode?: number }).statusCode;
    if (err instanceof DomainError || (typeof status === 'number' && status >= 400 && status < 500)) throw err;
    throw badInput(Messages.malformedMultipart, { file: [Messages.malformedMultipart] });
  }
  return { body, files };
}

/** A file answer: an attachment, or (issue 38) inline with its ETag, a 304 when the client has it, a 206 for a Range. */
function sendFile(req: FastifyRequest, reply: FastifyReply, f: FileAnswer) {
  const name = f.fileName.replace(/["\\\r\n]/g, '_');
  reply
    .header('content-type', f.contentType)
    .header('content-disposition', `${f.options.inline ? 'inline' : 'attachment'}; filename="${name}"`);
  const etag = f.options.etag ? `"${f.options.etag}"` : undefined;
  if (etag) {
    reply.header('etag', etag).header('cache-control', 'private, max-age=31536000, immutable');
    const match = req.headers['if-none-match'];
    if (match && match.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) return reply.code(304).send();
  }
  const body = f.body;
  const ranged = isRanged(body) ? body : null;
  if (!f.options.inline || !(Buffer.isBuffer(body) || ranged))
    return reply.code(200).send(isRanged(body) ? body.read(0, body.size - 1) : body);
  const size = ranged ? ranged.size : (body as Buffer).length;
  const part = (start: number, end: number) => (ranged ? ranged.read(start, end) : (body as Buffer).subarray(start, end + 1));
  reply.header('accept-ranges', 'bytes');
  const range = typeof req.headers.range === 'string' ? req.headers.range.trim() : '';
  // One byte range answers 206; several, or another unit, the whole file (a server may ignore Range).
  const m = /^bytes=(\d*)-(\d*)$/.exec(range);
  if (!m)
    return reply
      .code(200)
      .header('content-length', size)
      .send(size ? part(0, size - 1) : Buffer.alloc(0));
  const [from, to] = [m[1], m[2]];
  let start: number;
  let end: number;
  if (from === '') {
    const suffix = Number(to);
    start = Math.max(0, size - suffix);
    end = suffix > 0 ? size - 1 : -1;
  } else {
    start = Number(from);
    end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  }
  if ((from === '' && to === '') || start >= size || end < start) return reply.code(416).header('content-range', `bytes */${size}`).send();
  return reply
    .code(206)
    .header('content-range', `bytes ${start}-${end}/${size}`)
    .header('content-length', end - start + 1)
    .send(part(start, end));
}

const isRanged = (b: unknown): b is RangedFile =>
  !!b &&
  typeof b === 'object' &&
  typeof (b as RangedFile).read === 'function' &&
  typeof (b as RangedFile).size === 'number' &&
  !Buffer.isBuffer(b) &&
  !('pipe' in b);
