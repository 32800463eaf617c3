import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeSlackPost {
  token: string;
  channel: string;
  text: string;
  /** The HTTP status answered (503: the API down). */
  status: number;
  /** Slack's own answer: ok, or its error code. */
  ok: boolean;
  error?: string;
}

/**
 * A local stand-in for Slack's Web API (issue 39 tests): `POST /api/chat.postMessage` with the bot token as a bearer
 * token and the arguments as a form or JSON, answered as Slack does: 200 with `{ ok: true, channel, ts, message }`, or
 * 200 with `{ ok: false, error }` (invalid_auth for a token it does not know, channel_not_found for a member id it does
 * not know). `plan(statuses)`: the next requests' HTTP statuses in turn (503: down), the last repeated.
 */
export async function startFakeSlack(tokens: Set<string>, members: Set<string>) {
  const posts: FakeSlackPost[] = [];
  let plan: number[] = [200];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const answer = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify(body));
      };
      if (req.method !== 'POST' || req.url !== '/api/chat.postMessage') return answer(404, { ok: false, error: 'unknown_method' });
      const raw = Buffer.concat(chunks).toString('utf8');
      const args: Record<string, string> = (req.headers['content-type'] ?? '').includes('json')
        ? (JSON.parse(raw) as Record<string, string>)
        : Object.fromEntries(new URLSearchParams(raw));
      const token = (req.headers.authorization ?? '').replace(/^Bearer /, '') || args.token || '';
      const status = plan.length > 1 ? plan.shift()! : plan[0];
      const post: FakeSlackPost = { token, channel: args.channel ?? '', text: args.text ?? '', status, ok: false };
      posts.push(post);
      if (status >= 300) return answer(status, { ok: false, error: 'service_unavailable' });
      if (!tokens.has(token)) post.error = 'invalid_auth';
      else if (!members.has(post.channel)) post.error = 'channel_not_found';
      if (post.error) return answer(200, { ok: false, error: post.error });
      post.ok = true;
      const ts = `${Math.floor(Date.now() / 1000)}.000${posts.length}`;
      answer(200, { ok: true, channel: `D${post.channel.slice(1)}`, ts, message: { type: 'message', text: post.text, ts } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    /** SLACK_API_BASE for the server under test. */
    url: `http://127.0.0.1:${port}/api/`,
    posts,
    /** The direct messages it delivered to `member`. */
    delivered: (member: string) => posts.filter((p) => p.ok && p.channel === member),
    plan: (statuses: number[]) => (plan = [...statuses]),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type FakeSlack = Awaited<ReturnType<typeof startFakeSlack>>;
