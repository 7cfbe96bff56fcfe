import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/**
 * Tags (spec 1 section 3): `id`, `name`, `active`. Names are unique whatever their case.
 * `name_ar` (ours): the Arabic name the Arabic UI shows; null when none was given.
 */
export const tags = pgTable(
  'tags',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    name_ar: text('name_ar'),
    active: boolean('active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [uniqueIndex('tags_name_lower_idx').on(sql`lower(${t.name})`)],
);

/**
 * A tag on an entity of one of TAG_ENTITY_TYPES. No foreign key to the entity: the types live in
 * different tables, and an assignment must survive a soft-deleted entity (history).
 */
export const tagAssignments = pgTable(
  'tag_assignments',
  {
    entity_type: text('entity_type').notNull(),
    entity_sys_id: uuid('entity_sys_id').notNull(),
    tag_id: integer('tag_id')
      .notNull()
      .references(() => tags.id),
    createdAt: timestamp('createdAt', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Unique on the three: assigning twice is a no-op (ON CONFLICT DO NOTHING).
    primaryKey({ name: 'tag_assignments_pk', columns: [t.entity_type, t.entity_sys_id, t.tag_id] }),
    // The ADMIN clinic filter looks clinics up by tag.
    index('tag_assignments_tag_idx').on(t.tag_id, t.entity_type),
  ],
);

export type TagRow = typeof tags.$inferSelect;
export type TagAssignmentRow = typeof tagAssignments.$inferSelect;
