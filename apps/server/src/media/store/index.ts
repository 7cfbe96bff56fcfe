import type { Db } from '../../db/database';
import { databaseMediaStore } from './database-store';
import { diskMediaStore } from './disk-store';
import type { MediaStore, MediaStoreKind } from './media-store';
import { s3MediaStore, type S3Settings } from './s3-store';

export type { MediaStore, MediaStoreKind, StoredFile, UndoSave } from './media-store';
export { UPLOADS_FOLDER } from './disk-store';
export type { S3Settings } from './s3-store';

/** The configured store (MEDIA_STORE, see config.ts) on this database and data directory. */
export function openMediaStore(config: { mediaStore: MediaStoreKind; dataDir: string; s3?: S3Settings }, db: Db): MediaStore {
  if (config.mediaStore === 's3') {
    if (!config.s3) throw new Error('MEDIA_STORE=s3 needs S3_BUCKET');
    return s3MediaStore(config.s3);
  }
  return config.mediaStore === 'database' ? databaseMediaStore(db) : diskMediaStore(config.dataDir);
}

/** A stored file as the store knows it: the media row's id and the last part of its path. */
export function storedFileOf(row: { sys_id: string; path: string }) {
  return { sysId: row.sys_id, name: row.path.split(/[\\/]/).pop()! };
}
