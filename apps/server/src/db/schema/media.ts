import { customType, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sysId } from './columns';

export const media = pgTable('media', {
  sys_id: sysId(),
  preset: text('preset').notNull(),
  original_name: text('original_name').notNull(),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  /** `uploads/{sys_id}.{ext}`: relative to DATA_DIR on the disk store; its last part is the file's name in every store. */
  path: text('path').notNull(),
  uploaded_by: uuid('uploaded_by'),
  createdAt: timestamp('createdAt', { withTimezone: true }).notNull().defaultNow(),
});

export type MediaRow = typeof media.$inferSelect;

/** node-postgres gives a Buffer, PGlite a Uint8Array: both read as a Buffer without a copy. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

/**
 * The database media store (media/store): a file's bytes in numbered chunks, so a read streams
 * one chunk at a time instead of holding the whole file. Keyed by the stored name, never by the id
 * alone: a private CSV's id under an image's name finds nothing.
 */
export const mediaChunks = pgTable(
  'media_chunks',
  {
    media_sys_id: uuid('media_sys_id')
      .notNull()
      .references(() => media.sys_id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    seq: integer('seq').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (table) => [primaryKey({ columns: [table.name, table.seq] })],
);
