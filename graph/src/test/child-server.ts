import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../core/db/embedded-postgres';

/**
 * A second graph server as its own OS process (the compiled build), on the run's database and Redis:
 * proves what crosses processes (pub/sub fan-out) really does.
 */
export async function startChildServer(
  env: Record<string, string> = {},
): Promise<{ url: string; proc: ChildProcess; stop(): Promise<void> }> {
  const main = path.resolve(__dirname, '../../dist/main.js');
  if (!existsSync(main)) throw new Error(`${main} is missing: build graph first (npm test does: npm run build -w graph)`);
  const port = await freePort();
  const proc = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: process.env.TEST_DATABASE_URL!,
      REDIS_PREFIX: process.env.REDIS_PREFIX!,
      JWT_SECRET: 'test-secret-' + (process.env.TEST_RUN_ID ?? 'x'),
      DATA_DIR: '/tmp/depot-register-test',
      LOG_LEVEL: 'warn',
      LOGIN_LIMIT_PER_IP: '100000',
      RESET_LIMIT_PER_IP: '100000',
      KIOSK_LIMIT_PER_IP: '100000',
      SUPERADMIN_PASSWORD: 'unused-in-tests-1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  proc.stdout!.on('data', (d) => {
    output += d;
  });
  proc.stderr!.on('data', (d) => {
    output += d;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`child server exited: ${output}`);
    const ok = await fetch(url + '/healthz').then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      proc.kill('SIGKILL');
      throw new Error(`child server did not start: ${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    proc,
    stop: () =>
      new Promise<void>((resolve) => {
        if (proc.exitCode !== null) return resolve();
        proc.once('exit', () => resolve());
        proc.kill('SIGTERM');
        setTimeout(() => proc.kill('SIGKILL'), 5000).unref();
      }),
  };
}
