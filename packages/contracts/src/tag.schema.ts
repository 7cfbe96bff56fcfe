import { Type, type Static } from '@sinclair/typebox';

/*
 * The tags API's replies as JSON Schema (TypeBox): the server's routes reply through these schemas and
 * the types the dashboard reads are derived from them, so the two cannot differ. A module of its own,
 * so a bundle that only needs the types does not carry the schemas.
 */

const arabicName = Type.Union([Type.String(), Type.Null()], {
  description: 'The Arabic name, shown in the Arabic UI; null when none was given (the English name is shown)',
});

/** A tag as the API sends it (`GET tags-read/tags`, and the replies of the tag writes). */
export const TagSchema = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  name: Type.String(),
  name_ar: arabicName,
  active: Type.Boolean({ description: 'Inactive tags stay on the entities they were given to, but pickers no longer offer them' }),
});
export type Tag = Static<typeof TagSchema>;

/** An item of `GET tags-read/search-tags`: an active tag. */
export const TagSearchItemSchema = Type.Object({ id: Type.Integer({ minimum: 1 }), name: Type.String(), name_ar: arabicName });
export type TagSearchItem = Static<typeof TagSearchItemSchema>;

/** What `POST tags-write/assign-tag` answers: the items sent (a duplicate counted once) and those newly added. */
export const AssignTagsResultSchema = Type.Object({ requested: Type.Integer({ minimum: 0 }), added: Type.Integer({ minimum: 0 }) });
export type AssignTagsResult = Static<typeof AssignTagsResultSchema>;
