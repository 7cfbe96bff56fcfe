import { readFile, rm } from 'node:fs/promises';
import { asc } from 'drizzle-orm';
import type { Db } from '../db/database';
import { media } from '../db/schema';
import { diskMediaStore } from './store/disk-store';
import { storedFileOf, type MediaStore } from './store';

export interface MoveReport {
  moved: number;
  /** Already in the target store (an earlier run); their disk copies are removed too. */
  alreadyThere: number;
  /** Media rows with no file on disk nor in the target: named so someone can look for them. */
  missing: string[];
}

/**
 * `npm run move-uploads`: the files a disk-store server kept under DATA_DIR/uploads go into the
 * configured store, one transaction each, and leave the disk once stored. Safe to run again: what
 * is already there is skipped.
 */
export async function moveUploadsToStore(db: Db, dataDir: string, target: MediaStore): Promise<MoveReport> {
  if (target.kind === 'disk') throw new Error('MEDIA_STORE is disk: the files are already where this store keeps them');
  const disk = diskMediaStore(dataDir);
  const report: MoveReport = { moved: 0, alreadyThere: 0, missing: [] };
  const rows = await db.select({ sys_id: media.sys_id, path: media.path }).from(media).orderBy(asc(media.createdAt), asc(media.sys_id));
  for (const row of rows) {
    const file = storedFileOf(row);
    const onDisk = disk.fileOf(file);
    if (await target.has(file)) {
      report.alreadyThere += 1;
      await rm(onDisk, { force: true });
      continue;
    }
    const bytes = await readFile(onDisk).catch(() => undefined);
    if (!bytes) {
      report.missing.push(file.name);
      continue;
    }
    await db.transaction(async (tx) => {
      await target.save(tx, file, bytes);
    });
    report.moved += 1;
    await rm(onDisk, { force: true });
  }
  return report;
}
