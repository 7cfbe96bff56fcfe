import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { mediaChunks } from '../../db/schema';
import type { MediaStore, StoredFile } from './media-store';

/** Small enough that a read holds little, large enough that a 10 MB file is 20 round trips. */
export const CHUNK_BYTES = 512 * 1024;

/** Every process on the database serves every file: the bytes live in media_chunks. */
export function databaseMediaStore(db: DbOrTx): MediaStore {
  const chunk = async (name: string, seq: number): Promise<Buffer | undefined> => {
    const [row] = await db
      .select({ bytes: mediaChunks.bytes })
      .from(mediaChunks)
      .where(and(eq(mediaChunks.name, name), eq(mediaChunks.seq, seq)))
      .limit(1);
    return row?.bytes;
  };
  return {
    kind: 'database',
    async save(tx, file, bytes) {
      const rows = [];
      for (let seq = 0, start = 0; start < bytes.length || seq === 0; seq += 1, start += CHUNK_BYTES) {
        rows.push({ media_sys_id: file.sysId, name: file.name, seq, bytes: bytes.subarray(start, start + CHUNK_BYTES) });
      }
      // One chunk per statement: a single insert of every chunk would hold the whole file twice over.
      for (const row of rows) await tx.insert(mediaChunks).values(row);
      return async () => {};
    },
    async has(file: StoredFile) {
      return (await chunk(file.name, 0)) !== undefined;
    },
    async open(file) {
      const first = await chunk(file.name, 0);
      if (!first) return undefined;
      async function* chunks() {
        yield first!;
        for (let seq = 1; ; seq += 1) {
          const next = await chunk(file.name, seq);
          if (!next) return;
          yield next;
        }
      }
      return Readable.from(chunks(), { objectMode: false });
    },
  };
}
