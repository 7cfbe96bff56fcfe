import type { Pharmacy } from '@mk/contracts';
import type { PharmacyRow } from '../db/schema';

export type PharmacyView = Pharmacy;

/** A pharmacy as the API returns it: every field of spec 2 section 3, without the internal deleted_at; the times as ISO 8601 text. */
export function pharmacyView(row: PharmacyRow): PharmacyView {
  const { deleted_at: _deleted, createdAt, updatedAt, ...view } = row;
  return { ...view, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() };
}
