// A graph server as its own OS process (the compiled build, graph/dist/main.js) on the bench's database and
// Redis: what the scale-out, sustained-load and startup scenarios measure (a replica, its memory, its start).
import { spawn } from 'node:child_process';
import { appendFileSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

export function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/**
 * Starts `node graph/dist/main.js` and waits for `/readyz` to answer 200. `readyMs` is the time from the
 * spawn to that answer (polled every 5 ms). Throttles are raised so the load is not refused.
 */
export async function startServer({ databaseUrl, redisPrefix, env = {}, nodeArgs = [] }) {
  const port = await freePort();
  const t0 = performance.now();
  // BENCH_CPU_PROF=<dir>: every replica writes a V8 CPU profile there when it stops (where the time goes).
  const prof = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  // BENCH_NODE_ARGS: more flags for every replica (e.g. --trace-gc; the output goes to BENCH_SERVER_LOG).
  prof.push(...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []));
  const proc = spawn(process.execPath, [...prof, ...nodeArgs, path.join(root, 'graph/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      REDIS_PREFIX: redisPrefix,
      JWT_SECRET: 'bench',
      DATA_DIR: '/tmp/dr-bench',
      LOG_LEVEL: 'warn',
      LOGIN_LIMIT_PER_IP: '1000000000',
      RESET_LIMIT_PER_IP: '1000000000',
      KIOSK_LIMIT_PER_IP: '1000000000',
      SUPERADMIN_PASSWORD: 'Bench-Unused-1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  proc.stdout.on('data', (d) => (output += d));
  if (process.env.BENCH_SERVER_LOG) proc.stdout.on('data', (d) => appendFileSync(`${process.env.BENCH_SERVER_LOG}.${port}`, d));
  proc.stderr.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`graph server exited: ${output}`);
    const ok = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      proc.kill('SIGKILL');
      throw new Error(`graph server did not become ready: ${output}`);
    }
    await new Promise((r) => setTimeout(r, 5));
  }
  const readyMs = performance.now() - t0;
  return {
    url,
    pid: proc.pid,
    readyMs,
    output: () => output,
    /** Resident memory of the server process, MB (from /proc). */
    rssMb: () => {
      const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${proc.pid}/status`, 'utf8'));
      return m ? Number(m[1]) / 1024 : NaN;
    },
    stop: () =>
      new Promise((resolve) => {
        if (proc.exitCode !== null) return resolve();
        proc.once('exit', () => resolve());
        proc.kill('SIGTERM');
        setTimeout(() => proc.kill('SIGKILL'), 10_000).unref();
      }),
  };
}

/** The kiosk's rule answers a walk-in sends when every rule is accepted (spec section 7's ruleAnswers). */
export const WALK_IN_RULES = {
  hr_1: 'yes',
  hr_2: 'yes',
  hr_3: 'yes',
  hr_4: 'yes',
  hr_5: 'yes',
  hr_7: 'yes',
  hsr_5: 'yes',
  sr_1: 'yes',
  sr_2: 'yes',
  hsr_1: 'no',
  hsr_2: 'no',
  hsr_3: 'no',
  hsr_4: 'no',
  hsr_6: 'yes',
  or_1: 'yes',
  or_2: 'yes',
};

export const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(p * s.length))] ?? NaN;
};

/** CPU seconds (user + system) a process has used so far, from /proc (Linux). */
export function cpuSeconds(pid) {
  try {
    const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(f[11]) + Number(f[12])) / 100;
  } catch {
    return 0;
  }
}

/** CPU seconds used so far by each process whose command is `comm` (PostgreSQL's backends, redis-server), by pid. */
export function cpuSecondsOf(comm) {
  const by = new Map();
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === comm) by.set(pid, cpuSeconds(pid));
    } catch {
      // gone
    }
  }
  return by;
}

/** What the processes of `comm` used between two readings: those alive at both (a backend that ended took its count). */
const usedBetween = (before, after) => [...after].reduce((sum, [pid, s]) => sum + (before.has(pid) ? s - before.get(pid) : 0), 0);

/** Where the CPU of a phase went: call at its start, then call the result at its end. */
export function cpuMeter(parts) {
  const read = () => ({
    ...Object.fromEntries(Object.entries(parts).map(([k, pid]) => [k, cpuSeconds(pid)])),
    bench: process.cpuUsage().user / 1e6 + process.cpuUsage().system / 1e6,
  });
  const t0 = performance.now();
  const before = read();
  const services = { postgres: cpuSecondsOf('postgres'), redis: cpuSecondsOf('redis-server') };
  return () => {
    const after = read();
    const wall = (performance.now() - t0) / 1000;
    return {
      ...Object.fromEntries(Object.keys(after).map((k) => [k, (after[k] - before[k]) / wall])),
      postgres: usedBetween(services.postgres, cpuSecondsOf('postgres')) / wall,
      redis: usedBetween(services.redis, cpuSecondsOf('redis-server')) / wall,
    };
  };
}

// A process that does nothing but a 5 ms timer, and reports each firing's lateness with its wall-clock time.
const SENTINEL = `
const samples = [];
let last = performance.now();
const timer = setInterval(() => {
  const now = performance.now();
  samples.push([performance.timeOrigin + now, now - last - 5]);
  last = now;
}, 5);
process.on('message', () => {
  clearInterval(timer);
  process.send(samples, () => process.exit(0));
});
process.on('disconnect', () => process.exit(0));
`;

/**
 * How late an idle process beside the scenario gets the CPU: a child that only runs a 5 ms timer. A stall of the
 * whole machine (the host taking its cores away) shows here; the wait of a busy process for a core does not, as the
 * scheduler lets a process that mostly sleeps run first. `stop()` answers the lateness as [epoch ms, ms late] pairs.
 */
export function machineLagMeter() {
  const child = spawn(process.execPath, ['-e', SENTINEL], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  return {
    stop: () =>
      new Promise((resolve, reject) => {
        child.once('message', resolve);
        child.once('error', reject);
        child.send('stop');
      }),
  };
}

/** "A 0.92, B 0.41, ..." cores busy on average over the phase. */
export const formatCpu = (cpu) =>
  Object.entries(cpu)
    .map(([k, v]) => `${k} ${v.toFixed(2)}`)
    .join(', ');
