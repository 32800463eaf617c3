import { performance } from 'node:perf_hooks';

/** Closed-loop load: `concurrency` clients for `requests` calls in all (after a warm-up); bounded in count. */
export async function load(call, { requests = 3000, concurrency = 16, warmup = 200 } = {}) {
  for (let i = 0; i < warmup; i++) {
    const r = await call();
    await r.text();
  }
  const latencies = [];
  let next = 0;
  let errors = 0;
  const started = performance.now();
  const cpu0 = process.cpuUsage();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) {
        next++;
        const t0 = performance.now();
        const r = await call();
        await r.text();
        if (!r.ok) errors++;
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpu0);
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))];
  return {
    rps: latencies.length / seconds,
    p50: pct(0.5),
    p99: pct(0.99),
    errors,
    cpuMs: (cpu.user + cpu.system) / 1000 / latencies.length,
  };
}

export function report(title, results) {
  const base = results.baseline;
  console.log(`\n${title}`);
  console.log('  variant     req/s     p50 ms   p99 ms   errors   throughput vs baseline   p50 vs baseline');
  for (const [k, r] of Object.entries(results)) {
    console.log(
      `  ${k.padEnd(10)} ${r.rps.toFixed(0).padStart(7)}   ${r.p50.toFixed(2).padStart(6)}   ${r.p99.toFixed(2).padStart(6)}   ${String(r.errors).padStart(6)}   ${(r.rps / base.rps).toFixed(2).padStart(22)}x   ${(r.p50 / base.p50).toFixed(2).padStart(14)}x`,
    );
  }
}
