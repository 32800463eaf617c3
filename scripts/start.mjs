// `npm start`: builds what is missing, then runs the graph server and the worker together on one machine.
// With DATABASE_URL unset, the embedded PostgreSQL (PGlite) lives in the graph process; the worker is
// started once graph is healthy and reaches the same database through graph's loopback socket.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const need = [
  ['graph', 'graph/dist/main.js'],
  ['worker', 'worker/dist/main.js'],
  ['web', 'web/dist/index.html'],
];
for (const [ws, out] of need) {
  if (existsSync(path.join(root, out))) continue;
  console.log(`building ${ws}...`);
  const r = spawnSync('npm', ['run', 'build', '-w', ws], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const env = { ...process.env };
// https on the local network out of the box (issue 36: an offline kiosk needs it); HTTPS_PORT=off turns it off
env.HTTPS_PORT ??= '4443';
const port = Number(env.PORT ?? 4000);
const children = [];
const stopAll = (code) => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 200).unref();
};
process.once('SIGINT', () => stopAll(0));
process.once('SIGTERM', () => stopAll(0));

const graph = spawn(process.execPath, [path.join(root, 'graph/dist/main.js')], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
children.push(graph);
graph.on('exit', (code) => {
  console.error(`graph exited (${code})`);
  stopAll(code ?? 1);
});

// Wait for graph, then read the database URL it uses (the embedded one is announced in DATA_DIR).
const dataDir = path.resolve(root, env.DATA_DIR ?? './data');
const deadline = Date.now() + 120000;
for (;;) {
  const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
    (r) => r.ok,
    () => false,
  );
  if (ok) break;
  if (Date.now() > deadline) {
    console.error('graph did not become healthy in 120 s');
    stopAll(1);
  }
  await new Promise((r) => setTimeout(r, 300));
}
const urlFile = path.join(dataDir, 'pg.url');
const databaseUrl = env.DATABASE_URL || (existsSync(urlFile) ? readFileSync(urlFile, 'utf8').trim() : undefined);
const worker = spawn(process.execPath, [path.join(root, 'worker/dist/main.js')], {
  cwd: root,
  env: { ...env, DATABASE_URL: databaseUrl },
  stdio: ['ignore', 'inherit', 'inherit'],
});
children.push(worker);
worker.on('exit', (code) => {
  console.error(`worker exited (${code})`);
  stopAll(code ?? 1);
});
