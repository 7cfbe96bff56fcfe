import type { ClinicRow } from '../db/schema';
import type { TagItem } from '../tags/tags.repository';

export type ClinicView = Omit<ClinicRow, 'deleted_at'>;
export type TaggedClinicView = ClinicView & { tags: TagItem[] };

/** A clinic as the API returns it: every field of spec 1 section 3, without the internal deleted_at. */
export function clinicView(row: ClinicRow): ClinicView {
  const { deleted_at: _deleted, ...view } = row;
  return view;
}

export function taggedClinicView(row: ClinicRow, tags: Map<string, TagItem[]>): TaggedClinicView {
  return { ...clinicView(row), tags: tags.get(row.sys_id) ?? [] };
}
