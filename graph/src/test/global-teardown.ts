import { rmSync } from 'node:fs';

export default async function globalTeardown() {
  const db = (globalThis as Record<string, unknown>).__DR_TEST_DB__ as { drop(): Promise<void> } | undefined;
  await db?.drop();
  if (process.env.TEST_MAIL_DIR) rmSync(process.env.TEST_MAIL_DIR, { recursive: true, force: true });
}
