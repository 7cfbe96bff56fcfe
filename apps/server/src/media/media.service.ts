import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { recordAudit } from '../audit/audit.service';
import type { Db } from '../db/database';
import type { MediaRow } from '../db/schema';
import { insertMedia } from './media.repository';
import { UPLOADS_FOLDER, type MediaStore, type UndoSave } from './store';
import type { StoredFormat } from './upload-presets';

export function storedFileName(row: Pick<MediaRow, 'sys_id' | 'path'>): string {
  return path.basename(row.path);
}

/** Keeps the file in the media store and records it (row, bytes where the store is the database, and audit entry in one transaction). */
export async function storeUpload(
  db: Db,
  store: MediaStore,
  request: FastifyRequest,
  upload: { preset: string; originalName: string; bytes: Buffer; format: StoredFormat },
): Promise<MediaRow> {
  const sysId = randomUUID();
  const name = `${sysId}.${upload.format.ext}`;
  let undo: UndoSave | undefined;
  try {
    return await db.transaction(async (tx) => {
      const row = await insertMedia(tx, {
        sys_id: sysId,
        preset: upload.preset,
        original_name: upload.originalName.slice(0, 255),
        mime: upload.format.mime,
        size: upload.bytes.length,
        path: path.posix.join(UPLOADS_FOLDER, name),
        uploaded_by: request.user?.sys_id ?? null,
      });
      undo = await store.save(tx, { sysId, name }, upload.bytes);
      await recordAudit(tx, request, { action: 'create', entityType: 'media', entityId: row.sys_id, after: row });
      return row;
    });
  } catch (error) {
    await undo?.();
    throw error;
  }
}
