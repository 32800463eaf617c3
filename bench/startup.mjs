// Scenario: startup of the graph server (the compiled build, its own OS process) on an existing, migrated
// database: the time from the process's spawn to the first 200 of `/readyz`. Three starts, one after another.
import { startServer } from './lib-server.mjs';

export const name = 'startup: process start to /readyz on an existing database';

export async function run({ databaseUrl, redisPrefix }) {
  const runs = [];
  for (let i = 0; i < 3; i++) {
    const s = await startServer({ databaseUrl, redisPrefix: `${redisPrefix}:startup` });
    runs.push(s.readyMs);
    await s.stop();
  }
  return { runs };
}

export function report(title, { runs }) {
  const sorted = [...runs].sort((a, b) => a - b);
  console.log(`\n${title}`);
  console.log(`  ${runs.map((ms) => `${ms.toFixed(0)} ms`).join(', ')}   median ${sorted[1].toFixed(0)} ms`);
}
