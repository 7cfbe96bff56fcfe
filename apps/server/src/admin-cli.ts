import { AdminCommandError, runAdminCommand } from './administrators/admin-command';
import { loadConfig } from './config';
import { runCommand } from './kit/run-command';
import { openDatabase } from './db/database';

/** Standard input to its end (a piped password; a terminal ends it with Ctrl-D). */
async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * `npm run admin -- create ...` (dist/admin-cli.js): the same configuration as the server (DATA_DIR's
 * embedded database or DATABASE_URL), migrated as the server migrates it, then administrators/admin-command.ts.
 */
async function main(): Promise<number> {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    console.log(await runAdminCommand(process.argv.slice(2), { db: database.db, origin: config.publicUrl, readStdin }));
    return 0;
  } catch (error) {
    if (!(error instanceof AdminCommandError)) throw error;
    console.error(error.message);
    return 1;
  } finally {
    await database.close();
  }
}

runCommand(main);
