import type { CenterRow } from '../db/schema';

export type CenterView = Omit<CenterRow, 'deleted_at'>;

/** A center as the API returns it: every field of spec 3 section 3, without the internal deleted_at. */
export function centerView(row: CenterRow): CenterView {
  const { deleted_at: _deleted, ...view } = row;
  return view;
}
