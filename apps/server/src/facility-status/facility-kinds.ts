import type { FacilityStatus } from '@mk/contracts';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { centerView } from '../centers/center.view';
import { findLiveCenter } from '../centers/centers.repository';
import { CENTER_NOT_FOUND } from '../centers/centers.service';
import { CLINIC_NOT_FOUND } from '../clinics/clinic-write.service';
import { clinicView } from '../clinics/clinic.view';
import { findLiveClinic } from '../clinics/clinics.repository';
import type { DbOrTx } from '../db/database';
import { centers, clinics, pharmacies } from '../db/schema';
import type { ErrorText } from '../http/errors';
import type { EntityTable } from '../kit/entity-table';
import { findLivePharmacy } from '../pharmacies/pharmacies.repository';
import { PHARMACY_NOT_FOUND } from '../pharmacies/pharmacies.service';
import { pharmacyView } from '../pharmacies/pharmacy.view';

/** What every facility row has of its approval. */
export interface FacilityStatusRow {
  sys_id: string;
  status: FacilityStatus;
  status_reason: string | null;
}

/** How the status calls reach one kind of facility: its table, its live row (locked), its view. */
export interface FacilityKindSpec {
  /** Its table, with the approval columns of migration 0017. */
  table: EntityTable & { status: PgColumn };
  notFound: ErrorText;
  findLocked(db: DbOrTx, sysId: string): Promise<FacilityStatusRow | undefined>;
  view(row: FacilityStatusRow): unknown;
}

/** The three kinds of facility that have an approval status, named as the audit trail and their write routes name them. */
export const FACILITY_KINDS = {
  pharmacy: {
    table: pharmacies,
    notFound: PHARMACY_NOT_FOUND,
    findLocked: (db, sysId) => findLivePharmacy(db, sysId, { forUpdate: true }),
    view: pharmacyView as FacilityKindSpec['view'],
  },
  clinic: {
    table: clinics,
    notFound: CLINIC_NOT_FOUND,
    findLocked: (db, sysId) => findLiveClinic(db, sysId, { forUpdate: true }),
    view: clinicView as FacilityKindSpec['view'],
  },
  center: {
    table: centers,
    notFound: CENTER_NOT_FOUND,
    findLocked: (db, sysId) => findLiveCenter(db, sysId, { forUpdate: true }),
    view: centerView as FacilityKindSpec['view'],
  },
} satisfies Record<string, FacilityKindSpec>;

export type FacilityKind = keyof typeof FACILITY_KINDS;
