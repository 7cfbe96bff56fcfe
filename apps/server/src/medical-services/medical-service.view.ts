import type { MedicalServiceRow } from '../db/schema';

export type MedicalServiceView = Omit<MedicalServiceRow, 'deleted_at'>;

/** A service as the API returns it (spec 3 section 3), without the internal deleted_at. */
export function medicalServiceView(row: MedicalServiceRow): MedicalServiceView {
  const { deleted_at: _deleted, ...view } = row;
  return view;
}
