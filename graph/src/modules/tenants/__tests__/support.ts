import { randomUUID } from 'node:crypto';
import { signToken } from '../../../core/auth/jwt';
import { makeUser, makeWorld, uniq } from '../../../test/factories';
import type { TestServer } from '../../../test/server';

/** Shared by the tenants, depots and managers tests: tokens, raw answers and a two-tenant world. */

/** A token minted as login would (tests avoid the login throttle, which counts per IP). */
export const tokenFor = (s: TestServer, user: { id: string }) => signToken(s.config, user.id, 0).token;

/** The exact status and text of an answer: isolation answers must match a missing id's byte for byte. */
export async function rawRest(s: TestServer, method: string, path: string, token?: string, body?: unknown) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${s.url}/${path.replace(/^\//, '')}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, text: await res.text() };
}

export async function rawGql(s: TestServer, query: string, variables: Record<string, unknown>, token?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${s.url}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
  return { status: res.status, text: await res.text() };
}

/** Tenant A (the victim) and tenant B (the intruder), each with a depot, a TenantAdmin and a DepotManager. */
export async function twoTenants(s: TestServer) {
  const a = await makeWorld(s.orm);
  const b = await makeWorld(s.orm);
  return { a, b, tokenA: tokenFor(s, a.admin), tokenB: tokenFor(s, b.admin) };
}

export async function superAdminToken(s: TestServer) {
  return tokenFor(s, await makeUser(s.orm, { role: 'SuperAdmin', tenant: null }));
}

export const missingId = () => randomUUID();

/** A new tenant's fields: its name, representative and first depot (fresh names each time). */
export const tenantPayload = (over: Record<string, unknown> = {}) => {
  const username = uniq('rep_');
  return {
    name: uniq('Acme Logistics '),
    rep: { name: 'Rita Rep', username, email: `${username}@example.test` },
    depots: { code: uniq('D').toUpperCase(), line1: '1 Quay Road', line2: 'Docklands', county: 'Dublin', eirCode: 'D01 X2Y3' },
    ...over,
  };
};
