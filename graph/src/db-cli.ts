/* Database chores: `node dist/db-cli.js migration:create [--initial]` (run from graph/) and `migrate`. */
import 'reflect-metadata';
import { loadConfig } from './core/config';
import { initOrm, migrate } from './entities';
import { roleOf } from './core/db/roles';
import { prepareDatabase } from './core/db/prepare';

async function main() {
  const [cmd, flag] = process.argv.slice(2);
  const config = loadConfig();
  if (!config.databaseUrl) throw new Error('Set DATABASE_URL to the database to diff against');
  const orm = await initOrm(config.databaseUrl);
  try {
    if (cmd === 'migration:create') {
      await migrate(orm);
      const result = await orm.getMigrator().createMigration('src/migrations', false, flag === '--initial');
      console.log(result.fileName ? `wrote ${result.fileName}` : 'no changes');
    } else if (cmd === 'migrate') {
      // As the owner when there is one, then the server's role is granted its rights (core/db/roles.ts).
      if (config.databaseOwnerUrl) {
        const owner = await initOrm(config.databaseOwnerUrl);
        try {
          await prepareDatabase(owner, config.auditRetentionDays, roleOf(config.databaseUrl));
        } finally {
          await owner.close();
        }
      } else await prepareDatabase(orm, config.auditRetentionDays);
      console.log('migrated');
    } else {
      console.log('usage: db-cli.js migration:create [--initial] | migrate');
    }
  } finally {
    await orm.close();
  }
}
main().catch((err) => {
  console.error(err);
  process.exit(1);
});
