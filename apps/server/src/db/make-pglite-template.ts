import { writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_DIR, PGLITE_TEMPLATE_FILE } from '../paths';

/**
 * Build step: writes dist/pglite-template.tar.gz, an in-memory PGlite cluster with every migration
 * applied and no data. openDatabase unpacks it into a fresh DATA_DIR instead of running initdb.
 */
async function makeTemplate(): Promise<void> {
  const client = await PGlite.create();
  await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
  const dump = await client.dumpDataDir('gzip');
  writeFileSync(PGLITE_TEMPLATE_FILE, Buffer.from(await dump.arrayBuffer()));
  await client.close();
}

makeTemplate().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
