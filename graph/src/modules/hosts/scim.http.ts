import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import SCIMMYImport from 'scimmy';
import type { Actor } from '../../core/auth/actor';
import { DomainError } from '../../core/errors';
import { Messages } from '../../contracts/messages';
import { isLanguage } from '../../contracts/languages';
import { E164 } from '../channels/channel-kinds';
import type { Host, ScimGroup } from './host.entity';
import type { ScimGroupInput, ScimService, ScimUserInput } from './scim.service';

// scimmy ships CommonJS with its module object as `default`.
const SCIMMY = ((SCIMMYImport as unknown as { default?: typeof SCIMMYImport }).default ?? SCIMMYImport) as typeof SCIMMYImport;

export const SCIM_BASE = '/scim/v2';
const ENTERPRISE = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
const ERROR_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:Error';
const SCIM_TYPE = 'application/scim+json; charset=utf-8';

/** What a SCIM request's handlers see: who asks (an API key with the SCIM scope) and the storage. */
interface ScimCtx {
  actor: Actor;
  scim: ScimService;
}

type Json = Record<string, any>;

// ---------------------------------------------------------------------------------------------------------------
// The directory's rows as SCIM resources, and back.

function splitName(name: string): { givenName: string; familyName: string } {
  const i = name.trim().lastIndexOf(' ');
  return i < 0 ? { givenName: name.trim(), familyName: '' } : { givenName: name.slice(0, i).trim(), familyName: name.slice(i + 1).trim() };
}

const meta = (row: { createdAt: Date; updatedAt: Date }) => ({ created: row.createdAt, lastModified: row.updatedAt });

export function userOut(h: Host): Json {
  const parts = splitName(h.name);
  return {
    id: h.id,
    externalId: h.externalId ?? undefined,
    userName: h.userName ?? h.email,
    active: h.active,
    displayName: h.name,
    name: { formatted: h.name, ...parts },
    emails: [{ value: h.email, type: 'work', primary: true }],
    ...(h.phone ? { phoneNumbers: [{ value: h.phone, type: 'mobile' }] } : {}),
    ...(h.language ? { preferredLanguage: h.language } : {}),
    ...(h.department ? { [ENTERPRISE]: { department: h.department } } : {}),
    meta: meta(h),
  };
}

function groupOut(g: ScimGroup, names: Map<string, string>): Json {
  return {
    id: g.id,
    externalId: g.externalId ?? undefined,
    displayName: g.displayName,
    members: g.memberIds.map((value) => ({ value, display: names.get(value), type: 'User' })),
    meta: meta(g),
  };
}

const invalid = (message: string) => new SCIMMY.Types.Error(400, 'invalidValue', message);
const isEmail = (v: unknown): v is string => typeof v === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v);

/** A SCIM User (as scimmy checked it against the schema) as the directory keeps it; what cannot be kept is a 400. */
export function userIn(u: Json): ScimUserInput {
  const userName = String(u.userName ?? '').trim();
  if (!userName || userName.length > 254) throw invalid('userName is required, at most 254 characters');
  const emails: Json[] = Array.isArray(u.emails) ? u.emails : [];
  const email = (emails.find((e) => e.primary)?.value ?? emails[0]?.value ?? (isEmail(userName) ? userName : undefined)) as unknown;
  if (!isEmail(email) || email.length > 254) throw invalid('A work e-mail (emails) is required: the host is told by it');
  const phones: Json[] = Array.isArray(u.phoneNumbers) ? u.phoneNumbers : [];
  const rawPhone = (phones.find((p) => p.type === 'mobile') ?? phones[0])?.value as unknown;
  const phone = typeof rawPhone === 'string' ? rawPhone.replace(/[\s().-]/g, '') : null;
  if (phone && !E164.test(phone)) throw invalid(Messages.channelsPhone);
  const n = (u.name ?? {}) as Json;
  const given = [n.givenName, n.familyName].filter((x) => typeof x === 'string' && x.trim()).join(' ');
  const name = (given || n.formatted || u.displayName || userName).toString().trim().slice(0, 120);
  const lang = String(u.preferredLanguage ?? u.locale ?? '')
    .slice(0, 2)
    .toLowerCase();
  const department = (u[ENTERPRISE] as Json | undefined)?.department;
  return {
    userName,
    externalId: typeof u.externalId === 'string' ? u.externalId.slice(0, 254) : null,
    active: u.active !== false,
    name,
    email: email.toLowerCase(),
    phone: phone || null,
    department: typeof department === 'string' && department.trim() ? department.trim().slice(0, 120) : null,
    language: isLanguage(lang) ? lang : null,
  };
}

function groupIn(g: Json): ScimGroupInput {
  const displayName = String(g.displayName ?? '').trim();
  if (!displayName || displayName.length > 120) throw invalid('displayName is required, at most 120 characters');
  const members: Json[] = Array.isArray(g.members) ? g.members : [];
  return {
    displayName,
    externalId: typeof g.externalId === 'string' ? g.externalId.slice(0, 254) : null,
    memberIds: [...new Set(members.map((m) => String(m.value ?? '')))].filter(Boolean),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Filters: scimmy parses them; the directory's values are matched here, strings case-insensitively (userName,
// e-mails and displayName are not case-exact in SCIM's core schema), and an expression without its value is a 400.

type Cond = [string, unknown?];

function checkFilter(f: unknown): void {
  const branches = Array.isArray(f) ? f : [f];
  for (const b of branches) {
    if (!b || typeof b !== 'object') continue;
    for (const cond of Object.values(b as Json)) {
      if (Array.isArray(cond) && typeof cond[0] === 'string') {
        if (cond[0] !== 'pr' && cond.length < 2) throw new SCIMMY.Types.Error(400, 'invalidFilter', `The filter expression is incomplete`);
      } else if (Array.isArray(cond)) cond.forEach((c) => checkFilter([{ x: c }]));
      else checkFilter([cond]);
    }
  }
}

/**
 * What scimmy's parser lets through and SCIM does not allow: a filter that ends in, or starts with, a logical operator
 * ("userName eq \"a\" and"), or whose brackets do not balance.
 */
function checkFilterText(filter: string): void {
  const bare = filter.replace(/"(?:[^"\\]|\\.)*"/g, '""');
  let depth = 0;
  for (const c of bare) {
    depth += c === '(' || c === '[' ? 1 : c === ')' || c === ']' ? -1 : 0;
    if (depth < 0) break;
  }
  if (depth !== 0 || /\b(and|or|not)\s*$/i.test(bare) || /^\s*(and|or)\b/i.test(bare))
    throw new SCIMMY.Types.Error(400, 'invalidFilter', 'The filter expression is incomplete');
}

function compare(value: unknown, [op, expected]: Cond): boolean {
  const values = Array.isArray(value) ? value : [value];
  return values.some((v) => {
    if (op === 'pr') return v !== undefined && v !== null && v !== '';
    const a = typeof v === 'string' ? v.toLowerCase() : v instanceof Date ? v.toISOString() : v;
    const e = typeof expected === 'string' ? expected.toLowerCase() : expected;
    switch (op) {
      case 'eq':
        return a === e;
      case 'ne':
        return a !== e;
      case 'co':
        return typeof a === 'string' && typeof e === 'string' && a.includes(e);
      case 'sw':
        return typeof a === 'string' && typeof e === 'string' && a.startsWith(e);
      case 'ew':
        return typeof a === 'string' && typeof e === 'string' && a.endsWith(e);
      case 'gt':
        return (a as never) > (e as never);
      case 'ge':
        return (a as never) >= (e as never);
      case 'lt':
        return (a as never) < (e as never);
      case 'le':
        return (a as never) <= (e as never);
      default:
        return false;
    }
  });
}

function matchBranch(branch: Json, res: Json): boolean {
  return Object.entries(branch).every(([k, cond]) => {
    const key = Object.keys(res).find((x) => x.toLowerCase() === k.toLowerCase());
    const v = key ? res[key] : undefined;
    if (Array.isArray(cond) && typeof cond[0] === 'string') return compare(v, cond as Cond);
    if (Array.isArray(cond)) return cond.every((c) => (Array.isArray(c) ? compare(v, c as Cond) : matchBranch({ [k]: c }, res)));
    if (cond && typeof cond === 'object') {
      const items = (Array.isArray(v) ? v : [v]).filter((x) => x && typeof x === 'object') as Json[];
      return items.some((item) => matchBranch(cond as Json, item));
    }
    return false;
  });
}

const matching = (filter: unknown, rows: Json[]) =>
  !filter || (Array.isArray(filter) && filter.length === 0) ? rows : rows.filter((r) => (filter as Json[]).some((b) => matchBranch(b, r)));

// ---------------------------------------------------------------------------------------------------------------
// The resources' handlers (declared once: scimmy's registry is global; each request passes its own context).

/** Our errors in SCIM's words: 404, 409 uniqueness, 400 invalidValue; anything else is thrown on (a 500 is logged). */
function scimError(err: unknown): unknown {
  if (err instanceof DomainError) {
    if (err.code === 'NOT_FOUND') return new SCIMMY.Types.Error(404, null as never, err.message);
    if (err.code === 'CONFLICT') return new SCIMMY.Types.Error(409, 'uniqueness', err.message);
    if (err.code === 'BAD_USER_INPUT') return new SCIMMY.Types.Error(400, 'invalidValue', err.message);
  }
  return err;
}

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    throw scimError(err);
  }
}

let declared = false;
function declare(): void {
  if (declared) return;
  declared = true;
  SCIMMY.Config.set({
    documentationUri: 'https://github.com/depot-register/docs/integrators.md#scim',
    patch: true,
    filter: { supported: true, maxResults: 200 },
    bulk: false,
    changePassword: false,
    sort: false,
    etag: false,
    authenticationSchemes: [
      {
        type: 'oauthbearertoken',
        name: 'API key',
        description: 'The bearer token of an API key of the tenant with the SCIM scope (Settings > API keys)',
        primary: true,
      },
    ],
  });
  SCIMMY.Resources.declare(SCIMMY.Resources.User.extend(SCIMMY.Schemas.EnterpriseUser, false))
    .egress((async (resource: any, ctx: ScimCtx) =>
      guarded(async () => {
        const hosts = await ctx.scim.users(ctx.actor, resource.id);
        if (resource.id && !hosts.length) throw new SCIMMY.Types.Error(404, null as never, `Resource ${resource.id} not found`);
        if (!resource.id) checkFilter(resource.filter);
        const rows = hosts.map(userOut);
        return resource.id ? rows : matching(resource.filter, rows);
      })) as never)
    .ingress((async (resource: any, instance: Json, ctx: ScimCtx) =>
      guarded(async () => userOut(await ctx.scim.putUser(ctx.actor, resource.id ?? null, userIn(instance))))) as never)
    .degress(async (resource: any, ctx: ScimCtx) => guarded(() => ctx.scim.removeUser(ctx.actor, resource.id)));
  SCIMMY.Resources.declare(SCIMMY.Resources.Group)
    .egress((async (resource: any, ctx: ScimCtx) =>
      guarded(async () => {
        const groups = await ctx.scim.groups(ctx.actor, resource.id);
        if (resource.id && !groups.length) throw new SCIMMY.Types.Error(404, null as never, `Resource ${resource.id} not found`);
        if (!resource.id) checkFilter(resource.filter);
        const names = new Map((await ctx.scim.users(ctx.actor)).map((h) => [h.id, h.userName ?? h.email]));
        const rows = groups.map((g) => groupOut(g, names));
        return resource.id ? rows : matching(resource.filter, rows);
      })) as never)
    .ingress((async (resource: any, instance: Json, ctx: ScimCtx) =>
      guarded(async () => {
        const g = await ctx.scim.putGroup(ctx.actor, resource.id ?? null, groupIn(instance));
        const names = new Map((await ctx.scim.users(ctx.actor)).map((h) => [h.id, h.userName ?? h.email]));
        return groupOut(g, names);
      })) as never)
    .degress(async (resource: any, ctx: ScimCtx) => guarded(() => ctx.scim.removeGroup(ctx.actor, resource.id)));
}

// ---------------------------------------------------------------------------------------------------------------
// What Entra ID sends that SCIM does not say (recorded from its documentation; see scim.http's tests): "Replace" and
// "Add" with capital letters (scimmy takes any case), booleans as the strings "True" and "False", and a member removed
// by a value list instead of a filter in the path. Rewritten to plain SCIM before scimmy reads the PatchOp.

const stringBool = (v: unknown) => (typeof v === 'string' && /^(true|false)$/i.test(v) ? v.toLowerCase() === 'true' : v);

export function plainPatch(body: unknown): unknown {
  if (!body || typeof body !== 'object' || !Array.isArray((body as Json).Operations)) return body;
  const ops: Json[] = [];
  for (const raw of (body as Json).Operations as unknown[]) {
    if (!raw || typeof raw !== 'object') {
      ops.push(raw as Json);
      continue;
    }
    const op = { ...(raw as Json) };
    const name = typeof op.op === 'string' ? op.op.toLowerCase() : op.op;
    const path = typeof op.path === 'string' ? op.path : undefined;
    if (path && path.toLowerCase() === 'active') op.value = stringBool(op.value);
    if (!path && op.value && typeof op.value === 'object' && !Array.isArray(op.value)) {
      op.value = Object.fromEntries(
        Object.entries(op.value as Json).map(([k, v]) => [k, k.toLowerCase() === 'active' ? stringBool(v) : v]),
      );
    }
    if (name === 'remove' && path?.toLowerCase() === 'members' && Array.isArray(op.value)) {
      for (const m of op.value as Json[]) {
        const id = String(m?.value ?? '').replace(/"/g, '');
        if (id) ops.push({ op: 'remove', path: `members[value eq "${id}"]` });
      }
      continue;
    }
    ops.push(op);
  }
  return { ...(body as Json), Operations: ops };
}

// ---------------------------------------------------------------------------------------------------------------
// The routes.

function sendError(reply: FastifyReply, err: unknown) {
  const e = err as { status?: number; scimType?: string; message?: string };
  if (err instanceof SCIMMY.Types.Error || (typeof e.status === 'number' && e.status >= 400 && e.status < 500)) {
    return reply
      .code(e.status!)
      .header('content-type', SCIM_TYPE)
      .send({ schemas: [ERROR_SCHEMA], status: String(e.status), ...(e.scimType ? { scimType: e.scimType } : {}), detail: e.message });
  }
  throw err;
}

/** No token, or one that is no live API key: 401; a live key of the tenant without the SCIM scope: 403. */
const refuse = (reply: FastifyReply, status: 401 | 403) =>
  reply
    .code(status)
    .header('content-type', SCIM_TYPE)
    .header('www-authenticate', 'Bearer realm="scim"')
    .send({ schemas: [ERROR_SCHEMA], status: String(status), detail: Messages.scimToken });

export type ScimCaller = ScimCtx | 401 | 403;
type Who = (req: FastifyRequest) => Promise<ScimCaller>;

/**
 * SCIM 2.0 (RFC 7643/7644) at /scim/v2 (issue 39), on scimmy's resources: Users and Groups (list with filter and
 * paging, read, create, replace, PATCH, delete), ServiceProviderConfig, ResourceTypes and Schemas. Every request
 * carries an API key of the tenant with the SCIM scope (no key: 401; a key without the scope: 403; both in SCIM's error
 * format); the tenant written
 * is the key's. Errors are SCIM's error messages with a 4xx status.
 */
export async function registerScim(app: FastifyInstance, who: Who): Promise<void> {
  declare();
  await app.register(
    async (scope) => {
      for (const type of ['application/scim+json', 'application/json']) {
        scope.removeContentTypeParser(type);
        scope.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 1024 * 1024 }, (_req, body, done) => {
          if (body === '' || body === undefined) return done(null, undefined);
          try {
            done(null, JSON.parse(body as string));
          } catch {
            done(
              Object.assign(new SCIMMY.Types.Error(400, 'invalidSyntax', 'The request body is not JSON'), { statusCode: 400 }),
              undefined,
            );
          }
        });
      }
      scope.setErrorHandler((err, _req, reply) => {
        const e = err as { status?: number; statusCode?: number; message: string };
        const status = e.status ?? e.statusCode ?? 500;
        if (status >= 400 && status < 500)
          return sendError(reply, { status, scimType: (err as { scimType?: string }).scimType, message: e.message });
        throw err;
      });
      const handle =
        (run: (ctx: ScimCtx, req: FastifyRequest, reply: FastifyReply) => Promise<unknown>) =>
        async (req: FastifyRequest, reply: FastifyReply) => {
          const ctx = await who(req);
          if (typeof ctx === 'number') return refuse(reply, ctx);
          try {
            const out = await run(ctx, req, reply);
            if (reply.sent) return;
            return reply.header('content-type', SCIM_TYPE).send(out);
          } catch (err) {
            return sendError(reply, err);
          }
        };
      const q = (req: FastifyRequest) => req.query as Json;
      const listParams = (req: FastifyRequest) => {
        const query = q(req);
        const num = (v: unknown) => (v === undefined || v === '' ? undefined : Number(v));
        const startIndex = num(query.startIndex);
        const count = num(query.count);
        if ((startIndex !== undefined && !Number.isFinite(startIndex)) || (count !== undefined && !Number.isFinite(count)))
          throw new SCIMMY.Types.Error(400, 'invalidValue', 'startIndex and count must be numbers');
        if (typeof query.filter === 'string') checkFilterText(query.filter);
        return {
          ...(typeof query.filter === 'string' ? { filter: query.filter } : {}),
          ...(typeof query.attributes === 'string' ? { attributes: query.attributes } : {}),
          ...(typeof query.excludedAttributes === 'string' ? { excludedAttributes: query.excludedAttributes } : {}),
          ...(startIndex !== undefined ? { startIndex: Math.max(1, Math.trunc(startIndex)) } : {}),
          ...(count !== undefined ? { count: Math.min(200, Math.max(0, Math.trunc(count))) } : {}),
        };
      };
      const idOf = (req: FastifyRequest) => (req.params as { id: string }).id;
      const body = (req: FastifyRequest) => {
        const b = req.body;
        if (!b || typeof b !== 'object' || Array.isArray(b))
          throw new SCIMMY.Types.Error(400, 'invalidSyntax', 'The request body must be a JSON object');
        return b as Json;
      };
      const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
      const known = (req: FastifyRequest) => {
        const id = idOf(req);
        if (!isUuid(id)) throw new SCIMMY.Types.Error(404, null as never, `Resource ${id} not found`);
        return id;
      };

      for (const [path, Resource] of [
        ['Users', SCIMMY.Resources.User],
        ['Groups', SCIMMY.Resources.Group],
      ] as const) {
        const R = Resource as any;
        scope.get(
          `/${path}`,
          handle((ctx, req) => new R(listParams(req)).read(ctx)),
        );
        scope.post(
          `/${path}/.search`,
          handle((ctx, req) => new R(body(req)).read(ctx)),
        );
        scope.get(
          `/${path}/:id`,
          handle((ctx, req) => new R(known(req), listParams(req)).read(ctx)),
        );
        scope.post(
          `/${path}`,
          handle(async (ctx, req, reply) => {
            const out = await new R().write(body(req), ctx);
            reply.code(201);
            return out;
          }),
        );
        scope.put(
          `/${path}/:id`,
          handle((ctx, req) => new R(known(req)).write(body(req), ctx)),
        );
        scope.patch(
          `/${path}/:id`,
          handle(async (ctx, req, reply) => {
            const out = await new R(known(req)).patch(plainPatch(body(req)), ctx);
            if (out === undefined) return reply.code(204).send();
            return out;
          }),
        );
        scope.delete(
          `/${path}/:id`,
          handle(async (ctx, req, reply) => {
            await new R(known(req)).dispose(ctx);
            return reply.code(204).send();
          }),
        );
      }
      scope.get(
        '/ServiceProviderConfig',
        handle(() => new SCIMMY.Resources.ServiceProviderConfig().read()),
      );
      scope.get(
        '/ResourceTypes',
        handle(() => new SCIMMY.Resources.ResourceType().read()),
      );
      scope.get(
        '/ResourceTypes/:id',
        handle((_c, req) => new SCIMMY.Resources.ResourceType(idOf(req)).read()),
      );
      scope.get(
        '/Schemas',
        handle(() => new SCIMMY.Resources.Schema().read()),
      );
      scope.get(
        '/Schemas/:id',
        handle((_c, req) => new SCIMMY.Resources.Schema(idOf(req)).read()),
      );
    },
    { prefix: SCIM_BASE },
  );
}
