import { until } from './until';
/** Small clients for tests: REST with the error body, GraphQL over HTTP. */
export interface RestResult<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export async function rest<T = any>(
  base: string,
  method: string,
  path: string,
  opts: { token?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
): Promise<RestResult<T>> {
  const headers: Record<string, string> = { ...(opts.headers ?? {}) };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: string | undefined;
  if (opts.rawBody !== undefined) {
    body = opts.rawBody;
    headers['content-type'] ??= 'application/json';
  } else if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers['content-type'] = 'application/json';
  }
  const res = await fetch(base + '/' + path.replace(/^\//, ''), { method, headers, body });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, body: parsed as T, headers: res.headers };
}

export interface GqlResult<T = any> {
  status: number;
  data?: T;
  errors?: { message: string; extensions?: { code?: string; fields?: Record<string, string[]> } }[];
}

export async function gql<T = any>(
  base: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
  extraHeaders: Record<string, string> = {},
): Promise<GqlResult<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...extraHeaders };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(base + '/graphql', { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
  const json = (await res.json()) as GqlResult<T>;
  return { ...json, status: res.status };
}

export async function loginToken(base: string, username: string, password: string): Promise<string> {
  const r = await rest(base, 'POST', 'api/login', { body: { username, password } });
  if (r.status !== 200) throw new Error(`login failed for ${username}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.token as string;
}

/** Waits until the worker has finished an export (api/export-status/{id} says DONE or FAILED) and answers that status. */
export async function untilExportDone(base: string, token: string, id: string, timeoutMs = 30_000): Promise<any> {
  return until(
    async () => {
      const r = await rest(base, 'GET', `api/export-status/${id}`, { token });
      return r.body?.status === 'DONE' || r.body?.status === 'FAILED' ? r.body : null;
    },
    timeoutMs,
    `export ${id} finished`,
    50,
  );
}
