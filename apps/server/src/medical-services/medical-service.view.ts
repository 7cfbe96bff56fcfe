import type { MedicalService } from '@mk/contracts';
import type { MedicalServiceRow } from '../db/schema';

/** A service as the API returns it (spec 3 section 3), without the internal deleted_at; the times as ISO 8601 text. */
export function medicalServiceView(row: MedicalServiceRow): MedicalService {
  return {
    sys_id: row.sys_id,
    name: row.name,
    name_ar: row.name_ar,
    price: row.price,
    type: row.type,
    center_id: row.center_id,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
