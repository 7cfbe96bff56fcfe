import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { preparedPerDatabase } from '../db/prepared';
import { centers, clinics, pharmacies } from '../db/schema';

/** A facility as the Home names it. */
export interface NamedFacility {
  sys_id: string;
  name: string;
  name_ar: string | null;
}

/** The facilities a PIC runs, by kind: each list empty when they run none of that kind. */
export interface OwnedFacilities {
  clinics: NamedFacility[];
  pharmacies: NamedFacility[];
  centers: NamedFacility[];
}

/*
 * The lists' ownership rule (clinics.repository.ts, pharmacies.repository.ts, centers.repository.ts
 * with `picId`): the PIC is the facility's pic_id and the facility is not removed (a trashed one has
 * deleted_at set). Whatever their approval status: a pending clinic is still theirs to watch. Each
 * read goes through the table's pic_id index.
 */
const picId = sql.placeholder('picId');

const ownedClinics = preparedPerDatabase('home_owned_clinics', (db, name) =>
  db
    .select({ sys_id: clinics.sys_id, name: clinics.registered_clinic_name, name_ar: clinics.registered_clinic_name_arabic })
    .from(clinics)
    .where(and(eq(clinics.pic_id, picId), isNull(clinics.deleted_at)))
    .orderBy(asc(clinics.registered_clinic_name), asc(clinics.sys_id))
    .prepare(name),
);

const ownedPharmacies = preparedPerDatabase('home_owned_pharmacies', (db, name) =>
  db
    .select({ sys_id: pharmacies.sys_id, name: pharmacies.name, name_ar: pharmacies.name_ar })
    .from(pharmacies)
    .where(and(eq(pharmacies.pic_id, picId), isNull(pharmacies.deleted_at)))
    .orderBy(asc(pharmacies.name), asc(pharmacies.sys_id))
    .prepare(name),
);

const ownedCenters = preparedPerDatabase('home_owned_centers', (db, name) =>
  db
    .select({ sys_id: centers.sys_id, name: centers.center_name, name_ar: centers.center_name_arabic })
    .from(centers)
    .where(and(eq(centers.pic_id, picId), isNull(centers.deleted_at)))
    .orderBy(asc(centers.center_name), asc(centers.sys_id))
    .prepare(name),
);

export async function ownedFacilities(db: DbOrTx, picIdValue: string): Promise<OwnedFacilities> {
  const [clinicRows, pharmacyRows, centerRows] = await Promise.all([
    ownedClinics(db).execute({ picId: picIdValue }),
    ownedPharmacies(db).execute({ picId: picIdValue }),
    ownedCenters(db).execute({ picId: picIdValue }),
  ]);
  return { clinics: clinicRows, pharmacies: pharmacyRows, centers: centerRows };
}

/** The facilities' ids, as one array value for `= ANY($ids::uuid[])`. */
export const idsOf = (facilities: readonly NamedFacility[]): string[] => facilities.map((facility) => facility.sys_id);
