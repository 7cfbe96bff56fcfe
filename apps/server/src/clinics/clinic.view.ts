import type { Clinic, ClinicWithTags } from '@mk/contracts';
import type { ClinicRow } from '../db/schema';
import type { TagItem } from '../tags/tags.repository';

export type ClinicView = Clinic;
export type TaggedClinicView = ClinicWithTags;

/** A clinic as the API returns it: every field of spec 1 section 3, without the internal deleted_at; the times as ISO 8601 text. */
export function clinicView(row: ClinicRow): ClinicView {
  const { deleted_at: _deleted, createdAt, updatedAt, ...view } = row;
  return { ...view, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() };
}

export function taggedClinicView(row: ClinicRow, tags: Map<string, TagItem[]>): TaggedClinicView {
  return { ...clinicView(row), tags: tags.get(row.sys_id) ?? [] };
}
