import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

/** A free TCP port on the loopback address. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export interface OidcProvider {
  issuer: string;
  port: number;
  /** Drives the browser's part of a sign-in from the authorisation URL: logs in as `account`; the query string sent back. */
  signIn(authorizationUrl: string, account: string, redirectUri: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * Starts a real OpenID provider (oidc-provider 9, ESM only, by plain node in a child process: jest here runs CommonJS)
 * with the given clients and accounts. `host` is the issuer's host name (`127.0.0.1` or `localhost`).
 */
export async function startOidcProvider(opts: {
  clients: { client_id: string; client_secret: string; redirect_uris: string[] }[];
  accounts: Record<string, { email?: string; email_verified?: boolean }>;
  host?: string;
}): Promise<OidcProvider> {
  const port = await freePort();
  const issuer = `http://${opts.host ?? '127.0.0.1'}:${port}`;
  const child: ChildProcess = spawn(process.execPath, [path.join(__dirname, 'oidc-provider.mjs')], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      OIDC_PORT: String(port),
      OIDC_ISSUER: issuer,
      OIDC_CLIENTS: JSON.stringify(opts.clients),
      OIDC_ACCOUNTS: JSON.stringify(opts.accounts),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (c) => (stderr += String(c)));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`oidc-provider did not start: ${stderr}`)), 20_000);
    child.stdout!.on('data', (c) => {
      if (String(c).includes('oidc-provider ready')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`oidc-provider exited (${code}): ${stderr}`));
    });
  });

  return {
    issuer,
    port,
    async signIn(authorizationUrl, account, redirectUri) {
      const jar = new Map<string, string>();
      const send = async (url: string, init: RequestInit = {}) => {
        const headers = new Headers(init.headers);
        if (jar.size) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
        const res = await fetch(url, { ...init, headers, redirect: 'manual' });
        for (const c of res.headers.getSetCookie()) {
          const [pair] = c.split(';');
          const i = pair.indexOf('=');
          jar.set(pair.slice(0, i), pair.slice(i + 1));
        }
        return res;
      };
      let res = await send(authorizationUrl);
      for (let hops = 0; hops < 10; hops++) {
        const location = res.headers.get('location');
        if (res.status >= 300 && res.status < 400 && location) {
          const next = new URL(location, issuer).href;
          if (next.startsWith(redirectUri)) return new URL(next).search;
          res = await send(next);
          continue;
        }
        const html = await res.text();
        const action = /action="([^"]+)"/.exec(html)?.[1];
        if (res.status !== 200 || !action) throw new Error(`provider answered ${res.status}: ${html.slice(0, 300)}`);
        res = await send(new URL(action, issuer).href, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ login: account }).toString(),
        });
      }
      throw new Error('too many redirects at the provider');
    },
    async close() {
      if (child.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
    },
  };
}
