import http from 'node:http';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';

export interface FakeSms {
  accountSid: string;
  to: string;
  from: string;
  body: string;
  /** The status answered. */
  status: number;
  receivedAt: number;
}

/**
 * A local stand-in for Twilio's Messages API (issue 39 tests): `POST /2010-04-01/Accounts/{AccountSid}/Messages.json`
 * with HTTP basic auth (the Account SID and auth token) and a form body (To, From, Body), answered as Twilio does: 201
 * with the message resource as JSON, 401 for wrong credentials, 400 (code 21211) without To. `plan(statuses)`: the
 * next requests' statuses in turn (503: the provider down, answered with Twilio's error JSON), the last repeated.
 */
export async function startFakeTwilio(credentials: Record<string, string>) {
  const messages: FakeSms[] = [];
  let plan: number[] = [201];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const answer = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const m = /^\/2010-04-01\/Accounts\/(AC[0-9a-fA-F]{32})\/Messages\.json$/.exec(req.url ?? '');
      if (req.method !== 'POST' || !m) return answer(404, { code: 20404, message: 'The requested resource was not found', status: 404 });
      const [user, pass] = Buffer.from((req.headers.authorization ?? '').replace(/^Basic /, ''), 'base64')
        .toString()
        .split(':');
      if (user !== m[1] || credentials[user] !== pass) return answer(401, { code: 20003, message: 'Authenticate', status: 401 });
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const status = plan.length > 1 ? plan.shift()! : plan[0];
      messages.push({
        accountSid: m[1],
        to: form.get('To') ?? '',
        from: form.get('From') ?? '',
        body: form.get('Body') ?? '',
        status,
        receivedAt: Date.now(),
      });
      if (!form.get('To')) return answer(400, { code: 21211, message: "The 'To' number is not a valid phone number.", status: 400 });
      if (status >= 300) return answer(status, { code: 20503, message: 'Service unavailable', status });
      const now = new Date().toUTCString();
      answer(201, {
        sid: `SM${randomBytes(16).toString('hex')}`,
        account_sid: m[1],
        to: form.get('To'),
        from: form.get('From'),
        body: form.get('Body'),
        status: 'queued',
        num_segments: '1',
        direction: 'outbound-api',
        date_created: now,
        date_updated: now,
        api_version: '2010-04-01',
        uri: `/2010-04-01/Accounts/${m[1]}/Messages/SM.json`,
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    messages,
    /** The messages it accepted (201) to `to`. */
    accepted: (to?: string) => messages.filter((x) => x.status === 201 && (!to || x.to === to)),
    plan: (statuses: number[]) => (plan = [...statuses]),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type FakeTwilio = Awaited<ReturnType<typeof startFakeTwilio>>;
