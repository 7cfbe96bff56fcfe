import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { recordAudit } from '../audit/audit.service';
import type { Db } from '../db/database';
import type { MediaRow } from '../db/schema';
import { insertMedia } from './media.repository';
import type { StoredFormat } from './upload-presets';

export const UPLOADS_FOLDER = 'uploads';

export function storedFileName(row: Pick<MediaRow, 'sys_id' | 'path'>): string {
  return path.basename(row.path);
}

/** Writes the file under DATA_DIR/uploads and records it (row and audit entry in one transaction). */
export async function storeUpload(
  db: Db,
  dataDir: string,
  request: FastifyRequest,
  upload: { preset: string; originalName: string; bytes: Buffer; format: StoredFormat },
): Promise<MediaRow> {
  const sysId = randomUUID();
  const relative = path.join(UPLOADS_FOLDER, `${sysId}.${upload.format.ext}`);
  const absolute = path.join(dataDir, relative);
  await mkdir(path.dirname(absolute), { recursive: true });
  await writeFile(absolute, upload.bytes);
  try {
    return await db.transaction(async (tx) => {
      const row = await insertMedia(tx, {
        sys_id: sysId,
        preset: upload.preset,
        original_name: upload.originalName.slice(0, 255),
        mime: upload.format.mime,
        size: upload.bytes.length,
        path: relative,
        uploaded_by: request.user?.sys_id ?? null,
      });
      await recordAudit(tx, request, { action: 'create', entityType: 'media', entityId: row.sys_id, after: row });
      return row;
    });
  } catch (error) {
    await rm(absolute, { force: true });
    throw error;
  }
}
