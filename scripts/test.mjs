// `npm test`: builds what the tests run against (graph's compiled server for the second-process tests,
// the web app for the browser tests), then one jest run whose last line is "N passed, N failed".
import { spawnSync } from 'node:child_process';

const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', shell: process.platform === 'win32' });
  return r.status ?? 1;
};

for (const ws of ['graph', 'worker', 'web']) {
  if (run('npm', ['run', 'build', '--silent', '-w', ws]) !== 0) {
    console.error(`\nbuild of ${ws} failed\n0 passed, 1 failed`);
    process.exit(1);
  }
}
process.exit(run('npx', ['jest', ...process.argv.slice(2)]));
