import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../core/db/embedded-postgres';

/**
 * A second graph server as its own OS process (the compiled build), on the run's database and Redis:
 * proves what crosses processes (pub/sub fan-out) really does.
 */
export async function startChildServer(
  env: Record<string, string> = {},
  main = path.resolve(__dirname, '../../dist/main.js'),
): Promise<{ url: string; proc: ChildProcess; stop(): Promise<void> }> {
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
  const deadline = Date.now() + 60000;
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

/**
 * The worker as its own OS process (worker/dist/main.js, as `npm start` and the image run it), on `env`'s database and
 * Redis prefix. Resolves once it says it is ready; `output()` is what it printed (JSON lines).
 */
export async function startChildWorker(
  env: Record<string, string>,
): Promise<{ proc: ChildProcess; output(): string; stop(): Promise<void> }> {
  const main = path.resolve(__dirname, '../../../worker/dist/main.js');
  if (!existsSync(main)) throw new Error(`${main} is missing: build the worker first (npm test does: npm run build -w worker)`);
  const proc = spawn(process.execPath, [main], {
    env: { ...process.env, JWT_SECRET: 'test-secret-' + (process.env.TEST_RUN_ID ?? 'x'), DATA_DIR: '/tmp/depot-register-test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`child worker did not start: ${output}`)), 30_000);
    const onData = (d: Buffer) => {
      output += d;
      if (output.includes('ready: queues under prefix')) {
        clearTimeout(timer);
        resolve();
      }
    };
    proc.stdout!.on('data', onData);
    proc.stderr!.on('data', onData);
    proc.once('exit', () => {
      clearTimeout(timer);
      reject(new Error(`child worker exited: ${output}`));
    });
  });
  await ready;
  return {
    proc,
    output: () => output,
    stop: () =>
      new Promise<void>((resolve) => {
        if (proc.exitCode !== null) return resolve();
        proc.once('exit', () => resolve());
        proc.kill('SIGTERM');
        setTimeout(() => proc.kill('SIGKILL'), 10_000).unref();
      }),
  };
}

/**
 * The embedded database (PGlite behind its socket server, the compiled build) in a process of its own: PGlite
 * cannot start inside a jest test (its dynamic imports need --experimental-vm-modules), and a process of its own is
 * how `npm start` runs it anyway. Stopped (and its folder removed) by `stop`.
 */
export async function startChildEmbedded(maxConnections: number): Promise<{ url: string; stop(): Promise<void> }> {
  const lib = path.resolve(__dirname, '../../dist/core/db/embedded-postgres.js');
  if (!existsSync(lib)) throw new Error(`${lib} is missing: build graph first (npm test does: npm run build -w graph)`);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dr-embedded-'));
  const script = `require(${JSON.stringify(lib)}).startEmbeddedPostgres(${JSON.stringify(dir)}, ${maxConnections})
    .then((pg) => {
      console.log(pg.url);
      const stop = () => pg.close().then(() => process.exit(0));
      process.on('SIGTERM', stop);
      process.stdin.on('end', stop); // the test process is gone (a jest worker ended): never outlive it
      process.stdin.resume();
    })
    .catch((err) => { console.error(err); process.exit(1); });`;
  const proc = spawn(process.execPath, ['-e', script], { stdio: ['pipe', 'pipe', 'pipe'] });
  // Nothing here keeps the test process alive: when it ends, the child reads the end of its stdin and stops.
  proc.unref();
  for (const stream of [proc.stdin, proc.stdout, proc.stderr]) (stream as unknown as { unref?(): void }).unref?.();
  let output = '';
  proc.stderr!.on('data', (d) => (output += d));
  const url = await new Promise<string>((resolve, reject) => {
    proc.stdout!.on('data', (d) => {
      const line = String(d).trim();
      if (line.startsWith('postgresql://')) resolve(line);
    });
    proc.once('exit', () => reject(new Error(`embedded database exited: ${output}`)));
  });
  return {
    url,
    async stop() {
      if (proc.exitCode === null && proc.signalCode === null) {
        const exited = new Promise((resolve) => proc.once('exit', resolve));
        proc.kill('SIGTERM');
        const hard = setTimeout(() => proc.kill('SIGKILL'), 5000);
        await exited;
        clearTimeout(hard);
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
