import { Type, type Static } from '@sinclair/typebox';
import { isoTime, sysId, text } from './schema-fields';
import { TRASH_ENTITY_TYPES } from './trash';

/* The Trash's replies and body as JSON Schema (TypeBox); its kinds, days and error codes are in trash.ts (no TypeBox, so the pages' start-up code can read them). */

const TrashEntityTypeSchema = Type.Union(
  TRASH_ENTITY_TYPES.map((type) => Type.Literal(type)),
  { description: 'One of TRASH_ENTITY_TYPES' },
);

/** One removed record of `GET trash-read` (ADMIN): what it was, who removed it and when it leaves the Trash. */
export const TrashItemSchema = Type.Object({
  entity_type: TrashEntityTypeSchema,
  sys_id: sysId(),
  name: Type.String({ description: 'Its name (English), as its list showed it' }),
  name_ar: text('Its Arabic name, when it has one'),
  removed_at: isoTime('When it was removed'),
  removed_by: text('The name of who removed it; null when that account is gone'),
  purge_at: isoTime('When it leaves the Trash for good (removed_at + TRASH_DAYS days)'),
  /** A record removed along with another (a clinic's physicians): restored with it, not alone. */
  removed_with: Type.Union([Type.Object({ entity_type: TrashEntityTypeSchema, sys_id: sysId() }), Type.Null()], {
    description: 'The record whose removal took this one along (a clinic for its physicians), or null',
  }),
});
export type TrashItem = Static<typeof TrashItemSchema>;

/** `POST trash-write/restore` body. */
export const TrashRestoreSchema = Type.Object({ entity_type: TrashEntityTypeSchema, sys_id: sysId('The removed record') });
export type TrashRestore = Static<typeof TrashRestoreSchema>;

/** `POST trash-write/restore` reply: the records brought back (the one asked for first, then those removed with it). */
export const TrashRestoredSchema = Type.Object({
  restored: Type.Array(Type.Object({ entity_type: TrashEntityTypeSchema, sys_id: sysId() })),
});
export type TrashRestored = Static<typeof TrashRestoredSchema>;
