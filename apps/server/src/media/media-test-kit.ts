import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { mediaChunks } from '../db/schema';
import { UPLOADS_FOLDER } from './store';

/** Test helpers of the media suites (not used by the server). */

export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(2048)]);
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(1024)]);

/** A multipart body the way the dashboard (and an image host's clients) send it: file first. */
export function multipart(parts: { name: string; value: string | Buffer; filename?: string; type?: string }[]) {
  const boundary = `----mk${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type ?? 'application/octet-stream'}`
      : `form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}


/** Files kept by either store: on DATA_DIR's disk, and in the database's media_chunks (first chunks). */
export async function storedFileCount(db: Db, dataDir: string): Promise<number> {
  const onDisk = (await readdir(path.join(dataDir, UPLOADS_FOLDER)).catch(() => [])).length;
  const [{ files }] = await db.select({ files: count() }).from(mediaChunks).where(eq(mediaChunks.seq, 0));
  return onDisk + Number(files);
}
