import type { FastifyRequest } from 'fastify';
import type { TagEntityType } from '@mk/contracts';
import { recordAudit } from '../audit/audit.service';
import { assertCanAccess } from '../auth/policy';
import type { Db } from '../db/database';
import type { TagRow } from '../db/schema';
import type { AuthUser } from '../fastify-augment';
import { apiError, BadRequestError, ConflictError, NotFoundError } from '../http/errors';
import { entityExists, type TaggableEntity } from './tag-entities';
import { parseAssignments, type ParsedAssignment } from './tag-assignment.body';
import { findTag, findTagByName, findTags, insertAssignments, insertTag, updateTag, type NewAssignment, type TagChanges } from './tags.repository';
import { isUniqueViolation } from '../db/unique-violation';

export const TAG_NAME_INDEX = 'tags_name_lower_idx';

export function tagNameTaken(name: string): ConflictError {
  return new ConflictError(apiError('tag.name_taken', { name }));
}

export interface AssignResult {
  /** Items sent, duplicates within the list counted once. */
  requested: number;
  /** Items that were not assigned before. */
  added: number;
}

/**
 * All or nothing: every item is checked (in order, the first bad one is named) before any is
 * written, and the reads and the insert share one transaction.
 */
export async function assignTags(db: Db, request: FastifyRequest, user: AuthUser, body: unknown): Promise<AssignResult> {
  const items = parseAssignments(body);
  for (const item of items) {
    if (!entityExists[item.entity_type]) throw new BadRequestError(apiError('tag.assign_type_unavailable', { type: item.entity_type }));
  }
  return db.transaction(async (tx) => {
    const tagIds = [...new Set(items.flatMap((item) => (item.tag_id === undefined ? [] : [item.tag_id])))];
    const tagsById = new Map((await findTags(tx, tagIds)).map((tag) => [tag.id, tag]));
    const entities = new Map<string, TaggableEntity>();
    for (const type of new Set(items.map((item) => item.entity_type))) {
      const sysIds = [...new Set(items.filter((i) => i.entity_type === type && i.entityIdValid).map((i) => i.entity_sys_id))];
      if (sysIds.length === 0) continue;
      for (const entity of await entityExists[type]!(tx, sysIds)) entities.set(`${type}:${entity.sys_id}`, entity);
    }

    const unique = new Map<string, NewAssignment>();
    for (const item of items) {
      const tag = item.tag_id === undefined ? undefined : tagsById.get(item.tag_id);
      if (!tag) throw new BadRequestError(apiError('tag.assign_unknown_tag', { item: item.label, tag: JSON.stringify(item.rawTagId) }));
      if (!tag.active) throw new BadRequestError(apiError('tag.assign_inactive_tag', { item: item.label, name: tag.name }));
      const entity = entities.get(`${item.entity_type}:${item.entity_sys_id}`);
      if (!entity) throw new BadRequestError(apiError('tag.assign_unknown_entity', { item: item.label, type: item.entity_type, id: item.entity_sys_id }));
      assertCanAccess(user, entity, entityLabel(item));
      unique.set(`${item.entity_type}:${item.entity_sys_id}:${tag.id}`, {
        entity_type: item.entity_type,
        entity_sys_id: item.entity_sys_id,
        tag_id: tag.id,
      });
    }

    const assignments = [...unique.values()];
    const added = await insertAssignments(tx, assignments);
    await recordAudit(tx, request, {
      action: 'assign_tags',
      entityType: 'tag_assignment',
      before: null,
      after: { assignments, added },
    });
    return { requested: assignments.length, added: added.length };
  });
}

function entityLabel(item: ParsedAssignment): string {
  return (item.entity_type as TagEntityType).toLowerCase();
}

export async function createTag(db: Db, request: FastifyRequest, input: { name: string; name_ar?: string | null }): Promise<TagRow> {
  const { name } = input;
  try {
    return await db.transaction(async (tx) => {
      if (await findTagByName(tx, name)) throw tagNameTaken(name);
      const tag = await insertTag(tx, input);
      await recordAudit(tx, request, { action: 'create', entityType: 'tag', entityId: String(tag.id), after: tag });
      return tag;
    });
  } catch (error) {
    // Two admins creating the same name at once: the index refuses the second.
    if (isUniqueViolation(error, TAG_NAME_INDEX)) throw tagNameTaken(name);
    throw error;
  }
}

export async function changeTag(
  db: Db,
  request: FastifyRequest,
  id: number,
  changes: TagChanges,
): Promise<TagRow> {
  try {
    return await db.transaction(async (tx) => {
      const before = await findTag(tx, id);
      if (!before) throw new NotFoundError(apiError('tag.not_found'));
      if (changes.name !== undefined && (await findTagByName(tx, changes.name, id))) throw tagNameTaken(changes.name);
      const after = await updateTag(tx, id, changes);
      await recordAudit(tx, request, { action: 'update', entityType: 'tag', entityId: String(id), before, after });
      return after;
    });
  } catch (error) {
    if (changes.name !== undefined && isUniqueViolation(error, TAG_NAME_INDEX)) throw tagNameTaken(changes.name);
    throw error;
  }
}
