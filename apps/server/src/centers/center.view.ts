import type { Center } from '@mk/contracts';
import type { CenterRow } from '../db/schema';

export type CenterView = Center;

/** A center as the API returns it: every field of spec 3 section 3, without the internal deleted_at; the times as ISO 8601 text. */
export function centerView(row: CenterRow): CenterView {
  const { deleted_at: _deleted, createdAt, updatedAt, ...view } = row;
  return { ...view, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() };
}
