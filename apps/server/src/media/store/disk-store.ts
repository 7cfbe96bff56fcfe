import { createReadStream } from 'node:fs';
import { access, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { MediaStore, StoredFile } from './media-store';

export const UPLOADS_FOLDER = 'uploads';

/** The embedded database's store: files under DATA_DIR/uploads, served by this process only. */
export function diskMediaStore(dataDir: string): MediaStore & { fileOf(file: StoredFile): string } {
  const folder = path.join(dataDir, UPLOADS_FOLDER);
  // Names are `{uuid}.{ext}` from the server itself; basename keeps any other name inside the folder.
  const fileOf = (file: StoredFile) => path.join(folder, path.basename(file.name));
  const has = async (file: StoredFile) =>
    access(fileOf(file)).then(
      () => true,
      () => false,
    );
  return {
    kind: 'disk',
    fileOf,
    async save(_tx, file, bytes) {
      await mkdir(folder, { recursive: true });
      await writeFile(fileOf(file), bytes);
      return () => rm(fileOf(file), { force: true });
    },
    has,
    async open(file) {
      if (!(await has(file))) return undefined;
      return createReadStream(fileOf(file)) as Readable;
    },
  };
}
