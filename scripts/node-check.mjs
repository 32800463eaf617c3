// Which Node runs here, and do the native modules load on it? CI runs this before the tests on each Node it
// tests (`.ci/run`). Fails when the Node is outside `engines` or a native module falls back or does not load.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const fail = (why) => {
  console.error(`node-check: ${why}`);
  process.exit(1);
};

// engines: "^20.19.0 || ^24.0.0" style ranges (the ones package.json uses): one caret range per alternative.
const engines = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).engines.node;
const [major, minor] = process.versions.node.split('.').map(Number);
const supported = engines.split('||').some((alt) => {
  const m = /^\s*\^(\d+)\.(\d+)\.\d+\s*$/.exec(alt);
  if (!m) fail(`engines range "${alt.trim()}" is not a caret range this check reads`);
  return major === Number(m[1]) && minor >= Number(m[2]);
});
if (!supported) fail(`Node ${process.version} is outside engines "${engines}"`);

// graph's password hashing: @node-rs/argon2 must load its native binding (not a WebAssembly fallback).
const graphRequire = createRequire(path.join(root, 'graph/package.json'));
const argon2 = graphRequire('@node-rs/argon2');
const hash = await argon2.hash('node-check');
if (!(await argon2.verify(hash, 'node-check'))) fail('@node-rs/argon2 does not verify its own hash');
const argonBinding = Object.keys(graphRequire.cache).find((f) => /argon2.*\.node$/.test(f));
if (!argonBinding) fail('@node-rs/argon2 loaded without its native binding');

// The worker's queues: BullMQ packs with msgpackr, whose native string extractor (msgpackr-extract) must load.
const bullmq = createRequire(path.join(root, 'worker/package.json')).resolve('bullmq');
const msgpackr = createRequire(bullmq)('msgpackr');
if (!msgpackr.isNativeAccelerationEnabled) fail('msgpackr runs without its native extractor (msgpackr-extract)');

console.log(`node-check: Node ${process.version} (engines "${engines}"), ${path.basename(argonBinding)} and msgpackr-extract load`);
