import { TAG_ENTITY_TYPES, type TagEntityType } from '@mk/contracts';
import { apiError, BadRequestError } from '../http/errors';
import { isSysId } from '../http/id-param';

export const MAX_ASSIGNMENTS = 1000;

/** One item as sent; `valid` is false when its ids cannot name anything (reported as unknown later, in order). */
export interface ParsedAssignment {
  label: string;
  entity_type: TagEntityType;
  entity_sys_id: string;
  tag_id: number | undefined;
  rawTagId: unknown;
  entityIdValid: boolean;
}

function tagIdOf(raw: unknown): number | undefined {
  const value = typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : raw;
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 && value <= 2_147_483_647 ? value : undefined;
}

/**
 * Checks the shape of `POST tags-write/assign-tag`: a non-empty list of
 * `{entity_sys_id, entity_type, tag_id}`. A malformed item fails at once, naming the item
 * ('Item 2: ...', counted from 1); ids that cannot exist are left to the in-order existence check.
 */
export function parseAssignments(body: unknown): ParsedAssignment[] {
  if (!Array.isArray(body) || body.length === 0) throw new BadRequestError(apiError('tag.assign_list'));
  if (body.length > MAX_ASSIGNMENTS) throw new BadRequestError(apiError('tag.assign_too_many', { max: MAX_ASSIGNMENTS }));
  return body.map((item: unknown, index) => {
    const label = `Item ${index + 1}`;
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      throw new BadRequestError(apiError('tag.assign_item_shape', { item: label }));
    }
    const { entity_sys_id, entity_type, tag_id } = item as Record<string, unknown>;
    if (typeof entity_type !== 'string' || !(TAG_ENTITY_TYPES as readonly string[]).includes(entity_type)) {
      throw new BadRequestError(apiError('tag.assign_entity_type', { item: label, types: TAG_ENTITY_TYPES.join(', ') }));
    }
    if (typeof entity_sys_id !== 'string' || entity_sys_id.trim() === '') {
      throw new BadRequestError(apiError('tag.assign_entity_required', { item: label }));
    }
    if (tag_id === undefined || tag_id === null || tag_id === '') throw new BadRequestError(apiError('tag.assign_tag_required', { item: label }));
    const sysId = entity_sys_id.trim().toLowerCase();
    return {
      label,
      entity_type: entity_type as TagEntityType,
      entity_sys_id: sysId,
      tag_id: tagIdOf(tag_id),
      rawTagId: tag_id,
      entityIdValid: isSysId(sysId),
    };
  });
}
