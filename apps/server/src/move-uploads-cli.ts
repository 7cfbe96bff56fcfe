import { loadConfig } from './config';
import { runCommand } from './kit/run-command';
import { openDatabase } from './db/database';
import { moveUploadsToStore } from './media/move-uploads';
import { openMediaStore } from './media/store';

/**
 * `npm run move-uploads` (dist/move-uploads.js): on the server's configuration, moves the files kept
 * under DATA_DIR/uploads into the configured MEDIA_STORE (object storage with S3_BUCKET, else the database with DATABASE_URL).
 */
async function main(): Promise<number> {
  const config = loadConfig();
  if (config.mediaStore === 'disk') {
    console.error('MEDIA_STORE is disk: there is nowhere else to move the files. Set DATABASE_URL or S3_BUCKET (or MEDIA_STORE) first.');
    return 1;
  }
  const database = await openDatabase(config);
  try {
    const report = await moveUploadsToStore(database.db, config.dataDir, openMediaStore(config, database.db));
    console.log(`Moved ${report.moved} file(s) from ${config.dataDir}/uploads into the ${config.mediaStore} store; ${report.alreadyThere} were already there.`);
    if (report.missing.length > 0) {
      console.error(`${report.missing.length} file(s) were in neither place: ${report.missing.join(', ')}`);
      return 1;
    }
    return 0;
  } finally {
    await database.close();
  }
}

runCommand(main);
