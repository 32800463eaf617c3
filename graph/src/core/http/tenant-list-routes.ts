import type { ZodType } from 'zod';
import type { Actor } from '../auth/actor';
import { withMessage, type RestRoute } from './rest';

/** The service behind a tenant's short named list that staff keep (role names, shifts): one call per REST row. */
export interface TenantListService<Row, Command> {
  list(actor: Actor, tenantId?: string | null): Promise<Row[]>;
  get(actor: Actor, id: string): Promise<Row>;
  add(actor: Actor, command: Command): Promise<Row>;
  edit(actor: Actor, id: string, command: Command): Promise<Row>;
  remove(actor: Actor, id: string): Promise<boolean>;
}

interface Row {
  path: string;
  summary: string;
}
/** A row that changes the list: the spec's success text it answers with. */
interface ChangeRow extends Row {
  message: string;
}

export interface TenantListRoutes<S, R, Command> {
  tag: string;
  service: (services: S) => TenantListService<R, Command>;
  /** The answer a row of the list is sent as. */
  view: (row: R) => object;
  /** The command a body is parsed into (documented in OpenAPI) and the parsing itself (the spec's spellings). */
  command: ZodType;
  parse: (body: Record<string, unknown>) => Command;
  /** The roles that may change the list (anyone on the staff reads it). */
  editors: readonly string[];
  /** The spec's paths of the whole list (query tenantId for SuperAdmin), then one row, then the changes. */
  list: readonly Row[];
  get: Row;
  add: ChangeRow;
  edit: ChangeRow;
  remove: ChangeRow;
}

/**
 * The REST rows of a tenant's named list (spec 2.4: roles, shifts): list (under each of the spec's paths), get, add,
 * edit and remove, each ONE call of the list's service. What differs between the lists is their paths, texts, command
 * and service; the rows' shape and answers are the same, written once here.
 */
export function tenantListRoutes<S, R, Command>(t: TenantListRoutes<S, R, Command>): RestRoute<S>[] {
  const staff = { auth: 'staff' as const, tag: t.tag };
  const editors = { ...staff, roles: t.editors };
  const list: RestRoute<S>['run'] = async (s, actor, { query }) =>
    (await t.service(s).list(actor, query.tenantId as string | undefined)).map((r) => t.view(r));
  return [
    ...t.list.map(({ path, summary }): RestRoute<S> => ({ ...staff, method: 'GET', path, summary, run: list })),
    { ...staff, method: 'GET', ...t.get, run: async (s, actor, { params }) => t.view(await t.service(s).get(actor, params.id)) },
    {
      ...editors,
      method: 'POST',
      path: t.add.path,
      status: 201,
      summary: t.add.summary,
      command: t.command,
      run: async (s, actor, { body }) => withMessage(t.view(await t.service(s).add(actor, t.parse(body))), t.add.message),
    },
    {
      ...editors,
      method: 'PUT',
      path: t.edit.path,
      summary: t.edit.summary,
      command: t.command,
      run: async (s, actor, { params, body }) =>
        withMessage(t.view(await t.service(s).edit(actor, params.id, t.parse(body))), t.edit.message),
    },
    {
      ...editors,
      method: 'DELETE',
      path: t.remove.path,
      summary: t.remove.summary,
      run: async (s, actor, { params }) => ({ ok: await t.service(s).remove(actor, params.id), message: t.remove.message }),
    },
  ];
}
