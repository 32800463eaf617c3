import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';
import pg from 'pg';

const require = createRequire(import.meta.url);

/**
 * Runs `fn` once in this process and measures wall time and peak memory above the starting point
 * (RSS and heap sampled every 10 ms). Not a test: figures only.
 */
export async function measure(fn) {
  globalThis.gc?.();
  const start = process.memoryUsage();
  let peakRss = start.rss;
  let peakHeap = start.heapUsed;
  const timer = setInterval(() => {
    const m = process.memoryUsage();
    if (m.rss > peakRss) peakRss = m.rss;
    if (m.heapUsed > peakHeap) peakHeap = m.heapUsed;
  }, 10);
  const t0 = performance.now();
  const out = await fn();
  const ms = performance.now() - t0;
  clearInterval(timer);
  const end = process.memoryUsage();
  peakRss = Math.max(peakRss, end.rss);
  peakHeap = Math.max(peakHeap, end.heapUsed);
  return { ms, rssMb: (peakRss - start.rss) / 1048576, heapMb: (peakHeap - start.heapUsed) / 1048576, out };
}

/** A full collection on demand (the bench runs without --expose-gc). */
v8.setFlagsFromString('--expose_gc');
const fullGc = globalThis.gc ?? vm.runInNewContext('gc');

/**
 * What `fn` keeps, not what it has thrown away yet: every 100 ms a full collection, then the heap in use and the RSS,
 * above the same after a collection at the start; the highest of each. A sampled peak without collections (`measure`)
 * grows with the run's length as garbage waits for the next major collection; this one grows only with what is held.
 */
export async function measureLive(fn) {
  fullGc();
  const start = process.memoryUsage();
  let heap = 0;
  let rss = 0;
  const sample = () => {
    fullGc();
    const m = process.memoryUsage();
    heap = Math.max(heap, m.heapUsed - start.heapUsed);
    rss = Math.max(rss, m.rss - start.rss);
  };
  const timer = setInterval(sample, 100);
  await fn();
  clearInterval(timer);
  sample();
  return { liveHeapMb: heap / 1048576, liveRssMb: rss / 1048576 };
}

/** Runs of each side in the export scenarios: a median of pairs, and the first run shown on its own. */
export const EXPORT_RUNS = Number(process.env.BENCH_EXPORT_RUNS ?? 5);

/**
 * Runs `baseline` and `variant` (an xlsx export) alternately, `runs` pairs, each measured as `measure` does. This machine's
 * timings drift by 20-40% from one second to the next (a 2-core VM); one pair gave 2.2x to 3.3x for the same
 * code, while the median of interleaved pairs does not move with the drift. Each side's row is the median run
 * (its memory the highest peak of any run). The first run of each is kept as its own row: the first export in
 * a fresh process also pays for V8's compiling of the row path, which a worker pays once.
 */
export async function measurePairs(runs, baseline, variant, label = 'xlsx export') {
  const a = [];
  const b = [];
  for (let i = 0; i < runs; i++) {
    a.push(await measure(baseline));
    b.push(await measure(variant));
  }
  const median = (xs) => {
    const byTime = [...xs].sort((x, y) => x.ms - y.ms);
    return {
      ...byTime[(byTime.length - 1) >> 1],
      rssMb: Math.max(...xs.map((x) => x.rssMb)),
      heapMb: Math.max(...xs.map((x) => x.heapMb)),
    };
  };
  return {
    baseline: median(a),
    [label]: median(b),
    'baseline, 1st': a[0],
    [`${label.split(' ')[0]}, 1st`]: b[0],
  };
}

/**
 * An export scenario's runs. The baseline: a plain `COPY (sql) TO STDOUT (FORMAT csv, header)` of the same rows into
 * `dataDir/exports/csv` on a connection of its own. The export: graph's runner, on one export job a run (`job`'s
 * fields), created before the runs (the runner leaves a finished job alone). Both go through `measurePairs`; a side
 * that did not write the `expected` rows is reported.
 */
export async function measureExportPairs({ orm, databaseUrl, dataDir, sql, params, csv, job, expected }) {
  const { runExport } = require('../graph/dist/modules/exports/export-runner.js');
  const { ExportJob } = require('../graph/dist/modules/exports/export-job.entity.js');
  // The export's own placeholder inlining (COPY takes no bind parameters): both sides run the same SQL text.
  const { inlineParams } = require('../graph/dist/modules/exports/copy-rows.js');
  await mkdir(`${dataDir}/exports`, { recursive: true });
  const em = orm.em.fork();
  const jobs = Array.from({ length: EXPORT_RUNS }, () => em.create(ExportJob, { fileName: 'bench.xlsx', ...job }));
  await em.flush();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const copyText = `copy (${inlineParams(sql, params, client)}) to stdout (format csv, header)`;
  const copyCsv = async () => {
    const out = createWriteStream(`${dataDir}/exports/${csv}`);
    let lines = 0;
    const copy = new CopyOut(copyText, (chunk) => {
      lines++;
      out.write(chunk);
    });
    client.query(copy);
    await copy.done;
    out.end();
    await once(out, 'finish');
    return lines - 1; // one CopyData message per row, after the header's
  };
  let run = 0;
  try {
    const results = await measurePairs(EXPORT_RUNS, copyCsv, () => runExport(orm.em, jobs[run++].id, dataDir));
    const rows = { csv: results.baseline.out, xlsx: results['xlsx export'].out?.rowCount };
    if (rows.csv !== expected || rows.xlsx !== expected)
      console.log(`  (rows: COPY csv ${rows.csv}, xlsx ${rows.xlsx}; expected ${expected})`);
    // Two more runs of each side for what it keeps (full collections every 100 ms: slower, so not timed); the second
    // is reported: the first can still load modules of the process (a heap snapshot showed module sources there).
    const liveJobs = [0, 1].map(() => em.create(ExportJob, { fileName: 'bench.xlsx', ...job }));
    await em.flush();
    results.live = {};
    for (const liveJob of liveJobs)
      results.live = {
        baseline: await measureLive(copyCsv),
        'xlsx export': await measureLive(() => runExport(orm.em, liveJob.id, dataDir)),
      };
    return results;
  } finally {
    await client.end();
  }
}

export function reportMemory(title, { live, ...results }) {
  const base = results.baseline;
  console.log(`\n${title}`);
  console.log('  variant            time ms   +peak RSS MB   +peak heap MB   time vs baseline   RSS vs baseline   heap vs baseline');
  for (const [k, r] of Object.entries(results)) {
    const ratio = (a, b) => (b > 0.5 ? `${(a / b).toFixed(2)}x` : 'n/a');
    console.log(
      `  ${k.padEnd(16)} ${r.ms.toFixed(0).padStart(9)}   ${r.rssMb.toFixed(1).padStart(12)}   ${r.heapMb.toFixed(1).padStart(13)}   ${(r.ms / base.ms).toFixed(2).padStart(15)}x   ${ratio(r.rssMb, base.rssMb).padStart(15)}   ${ratio(r.heapMb, base.heapMb).padStart(16)}`,
    );
  }
  if (live)
    for (const [k, r] of Object.entries(live))
      console.log(
        `  ${`${k}, kept`.padEnd(22)} +heap ${r.liveHeapMb.toFixed(1)} MB, +RSS ${r.liveRssMb.toFixed(1)} MB (highest after a full collection, sampled every 100 ms)`,
      );
}

/** `COPY ... TO STDOUT` through node-postgres without a helper package: a submittable that receives the CopyData messages. */
export class CopyOut {
  constructor(text, onChunk) {
    this.text = text;
    this.onChunk = onChunk;
    this.done = new Promise((resolve, reject) => {
      this.resolve = resolve;
      this.reject = reject;
    });
    this.error = null;
  }
  submit(connection) {
    connection.query(this.text);
  }
  handleCopyData(msg) {
    this.onChunk(msg.chunk);
  }
  handleCommandComplete() {}
  handleError(err) {
    this.error = err;
  }
  handleReadyForQuery() {
    if (this.error) this.reject(this.error);
    else this.resolve();
  }
}
