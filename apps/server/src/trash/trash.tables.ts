import { sql } from 'drizzle-orm';
import { check, index, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TrashEntityType } from '@mk/contracts';

/**
 * The Trash (issue 29): one row per removal of a clinic, physician, center, service or package,
 * written in the removal's transaction. The removed row itself stays soft-deleted (`deleted_at`) in
 * its own table; this row says who removed it, when, what removal took it along (a clinic's
 * physicians) and when it leaves the Trash (`purge_at`). A restore sets `restored_at`, the purge job
 * `purged_at`; an entry with neither is in the Trash. No foreign keys: the kinds live in different
 * tables (as tag assignments) and the remover's account may go.
 */
export const trashEntries = pgTable(
  'trash_entries',
  {
    id: serial('id').primaryKey(),
    entity_type: text('entity_type').$type<TrashEntityType>().notNull(),
    sys_id: uuid('sys_id').notNull(),
    removed_at: timestamp('removed_at', { withTimezone: true }).notNull(),
    /** The administrator who removed it (null: a removal without an account). */
    removed_by: uuid('removed_by'),
    /** The removal that took this one along (a clinic for its physicians), restored with it. */
    removed_with_type: text('removed_with_type').$type<TrashEntityType>(),
    removed_with_id: uuid('removed_with_id'),
    purge_at: timestamp('purge_at', { withTimezone: true }).notNull(),
    restored_at: timestamp('restored_at', { withTimezone: true }),
    purged_at: timestamp('purged_at', { withTimezone: true }),
  },
  (t) => [
    // The list: live entries, newest removal first (id breaking ties).
    index('trash_entries_live_removed_idx').on(t.removed_at, t.id).where(sql`${t.restored_at} IS NULL AND ${t.purged_at} IS NULL`),
    // A restore's lookup, and the entries a removal took along.
    index('trash_entries_entity_idx').on(t.entity_type, t.sys_id),
    index('trash_entries_removed_with_idx').on(t.removed_with_type, t.removed_with_id).where(sql`${t.removed_with_id} IS NOT NULL`),
    // The purge job: live entries by the time they leave.
    index('trash_entries_live_purge_idx').on(t.purge_at).where(sql`${t.restored_at} IS NULL AND ${t.purged_at} IS NULL`),
    check('trash_entries_entity_type_check', sql`${t.entity_type} IN ('CLINIC', 'PHYSICIAN', 'CENTER', 'SERVICE', 'PACKAGE', 'PROMO_CODE')`),
  ],
);

export type TrashEntryRow = typeof trashEntries.$inferSelect;
export type NewTrashEntryRow = typeof trashEntries.$inferInsert;
