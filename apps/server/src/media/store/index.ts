import type { Db } from '../../db/database';
import { databaseMediaStore } from './database-store';
import { diskMediaStore } from './disk-store';
import type { MediaStore, MediaStoreKind } from './media-store';

export type { MediaStore, MediaStoreKind, StoredFile, UndoSave } from './media-store';
export { UPLOADS_FOLDER } from './disk-store';

/** The configured store (MEDIA_STORE, see config.ts) on this database and data directory. */
export function openMediaStore(config: { mediaStore: MediaStoreKind; dataDir: string }, db: Db): MediaStore {
  return config.mediaStore === 'database' ? databaseMediaStore(db) : diskMediaStore(config.dataDir);
}

/** A stored file as the store knows it: the media row's id and the last part of its path. */
export function storedFileOf(row: { sys_id: string; path: string }) {
  return { sysId: row.sys_id, name: row.path.split(/[\\/]/).pop()! };
}
