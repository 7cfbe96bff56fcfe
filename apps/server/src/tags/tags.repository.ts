import { and, asc, eq, ilike, inArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { TagEntityType } from '@mk/contracts';
import type { DbOrTx } from '../db/database';
import { tagAssignments, tags, type TagRow } from '../db/schema';
import { preparedPerDatabase } from '../db/prepared';
import { containsPattern } from '../http/query';

/** A tag as pickers, searches and tagged rows show it: the Arabic UI uses `name_ar` when there is one. */
export interface TagItem {
  id: number;
  name: string;
  name_ar: string | null;
}

/** What an ADMIN may change on a tag. */
export interface TagChanges {
  name?: string;
  name_ar?: string | null;
  active?: boolean;
}

const tagList = preparedPerDatabase('tag_list', (db, name, shape: 'all' | 'active') =>
  db
    .select()
    .from(tags)
    .where(shape === 'all' ? undefined : eq(tags.active, true))
    .orderBy(asc(tags.name), asc(tags.id))
    .prepare(name),
);

export async function listTags(db: DbOrTx, options: { includeInactive: boolean }): Promise<TagRow[]> {
  return tagList(db, options.includeInactive ? 'all' : 'active').execute();
}

export async function searchActiveTags(db: DbOrTx, search: string | undefined, limit: number): Promise<TagItem[]> {
  const conditions = [eq(tags.active, true)];
  // Either name matches, so the Arabic UI finds a tag by its Arabic name.
  if (search) conditions.push(or(ilike(tags.name, containsPattern(search)), ilike(tags.name_ar, containsPattern(search)))!);
  return db
    .select({ id: tags.id, name: tags.name, name_ar: tags.name_ar })
    .from(tags)
    .where(and(...conditions))
    .orderBy(asc(tags.name), asc(tags.id))
    .limit(limit);
}

export async function findTag(db: DbOrTx, id: number): Promise<TagRow | undefined> {
  const [row] = await db.select().from(tags).where(eq(tags.id, id)).limit(1);
  return row;
}

export async function findTags(db: DbOrTx, ids: number[]): Promise<TagRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(tags).where(inArray(tags.id, ids));
}

/** Another tag with this name, whatever its case (the unique index is on lower(name)). */
export async function findTagByName(db: DbOrTx, name: string, exceptId?: number): Promise<TagRow | undefined> {
  const rows = await db
    .select()
    .from(tags)
    .where(sql`lower(${tags.name}) = lower(${name})`)
    .limit(2);
  return rows.find((row) => row.id !== exceptId);
}

export async function insertTag(db: DbOrTx, tag: { name: string; name_ar?: string | null }): Promise<TagRow> {
  const [row] = await db.insert(tags).values({ name: tag.name, name_ar: tag.name_ar ?? null }).returning();
  return row;
}

export async function updateTag(db: DbOrTx, id: number, changes: TagChanges): Promise<TagRow> {
  const [row] = await db
    .update(tags)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(tags.id, id))
    .returning();
  return row;
}

export interface NewAssignment {
  entity_type: TagEntityType;
  entity_sys_id: string;
  tag_id: number;
}

/** Inserts what is not there yet; returns only the rows it added. */
export async function insertAssignments(db: DbOrTx, items: NewAssignment[]): Promise<NewAssignment[]> {
  if (items.length === 0) return [];
  const added = await db
    .insert(tagAssignments)
    .values(items)
    .onConflictDoNothing()
    .returning({ entity_type: tagAssignments.entity_type, entity_sys_id: tagAssignments.entity_sys_id, tag_id: tagAssignments.tag_id });
  return added as NewAssignment[];
}

const activeTagsQuery = preparedPerDatabase('active_tags_of', (db, name) =>
  db
    .select({ entity_sys_id: tagAssignments.entity_sys_id, id: tags.id, name: tags.name, name_ar: tags.name_ar })
    .from(tagAssignments)
    .innerJoin(tags, eq(tags.id, tagAssignments.tag_id))
    .where(
      and(
        eq(tagAssignments.entity_type, sql.placeholder('entityType')),
        sql`${tagAssignments.entity_sys_id} = ANY(${sql.placeholder('sysIds')}::uuid[])`,
        eq(tags.active, true),
      ),
    )
    .orderBy(asc(tags.name), asc(tags.id))
    .prepare(name),
);

/** The active tags of each entity, by name: entity sys_id -> tags. */
export async function activeTagsOf(db: DbOrTx, entityType: TagEntityType, sysIds: string[]): Promise<Map<string, TagItem[]>> {
  const byEntity = new Map<string, TagItem[]>(sysIds.map((id) => [id, []]));
  if (sysIds.length === 0) return byEntity;
  const rows = await activeTagsQuery(db).execute({ entityType, sysIds });
  for (const row of rows) byEntity.get(row.entity_sys_id)?.push({ id: row.id, name: row.name, name_ar: row.name_ar });
  return byEntity;
}

/**
 * `column IN (the entities of this type carrying any of these tags)`. `tagIds` is an array of
 * numbers as one value: `param(ids)`, or `sql.placeholder(name)` in a prepared query.
 */
export function taggedWithAny(column: SQLWrapper, entityType: TagEntityType, tagIds: SQLWrapper): SQL {
  return sql`${column} IN (SELECT ${tagAssignments.entity_sys_id} FROM ${tagAssignments} WHERE ${tagAssignments.entity_type} = ${entityType} AND ${tagAssignments.tag_id} = ANY(${tagIds}::int[]))`;
}
