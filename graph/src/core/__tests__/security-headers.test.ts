/**
 * Every answer carries the security headers (@fastify/helmet, core/http/security-headers.ts): pages (the reset
 * page carries its token in the URL), static files, REST, GraphQL, errors. The browser suite checks that the
 * app itself runs under the policy (web/e2e/harness.ts fails a test on any CSP violation).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { startTestServer, type TestServer } from '../../test/server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ worker: false });
});
afterAll(async () => {
  await s.close();
});

const expectSecurityHeaders = (what: string, h: Headers) => {
  const csp = h.get('content-security-policy') ?? '';
  expect({ what, referrer: h.get('referrer-policy'), nosniff: h.get('x-content-type-options'), frame: h.get('x-frame-options') }).toEqual({
    what,
    referrer: 'no-referrer',
    nosniff: 'nosniff',
    frame: 'DENY',
  });
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe/);
  expect(csp).toContain("object-src 'none'");
};

it('on pages, files, REST, GraphQL and error answers alike', async () => {
  const answers: [string, Promise<Response>][] = [
    ['reset page', fetch(`${s.url}/resetPassword/QUJD/SLASHRE/PLUSRg==/someone/someone%40example.test`)],
    ['kiosk page', fetch(`${s.url}/`)],
    ['REST', fetch(`${s.url}/api/openapi.json`)],
    ['REST error', fetch(`${s.url}/api/user`)],
    ['REST 404', fetch(`${s.url}/api/no-such-route`)],
    [
      'GraphQL',
      fetch(`${s.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ __typename }' }),
      }),
    ],
    ['bad JSON', fetch(`${s.url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' })],
    ['health', fetch(`${s.url}/healthz`)],
  ];
  if (s.config.webDist) {
    const asset = readdirSync(path.join(s.config.webDist, 'assets')).find((f) => f.endsWith('.js'));
    answers.push(['asset', fetch(`${s.url}/assets/${asset}`)]);
  }
  for (const [what, pending] of answers) {
    const r = await pending;
    expectSecurityHeaders(what, r.headers);
  }
});
