import type { PharmacyRow } from '../db/schema';

export type PharmacyView = Omit<PharmacyRow, 'deleted_at'>;

/** A pharmacy as the API returns it: every field of spec 2 section 3, without the internal deleted_at. */
export function pharmacyView(row: PharmacyRow): PharmacyView {
  const { deleted_at: _deleted, ...view } = row;
  return view;
}
