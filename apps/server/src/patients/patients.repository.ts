import { and, count, desc, eq, ilike, inArray, isNull, or, param, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { preparedPerDatabase } from '../db/prepared';
import { containsPattern } from '../http/query';
import { appointments, clinics, patients, type NewPatientRow } from '../db/schema';
import { PATIENT_VIEW_COLUMNS, type PatientView } from './patient.view';

export async function findPatient(db: DbOrTx, sysId: string): Promise<PatientView | undefined> {
  const [row] = await db.select(PATIENT_VIEW_COLUMNS).from(patients).where(eq(patients.sys_id, sysId)).limit(1);
  return row;
}

export async function findPatientByPhone(db: DbOrTx, phone: string): Promise<PatientView | undefined> {
  const [row] = await db.select(PATIENT_VIEW_COLUMNS).from(patients).where(eq(patients.phone, phone)).limit(1);
  return row;
}

/** Whether this PIC is in charge of at least one live clinic (who may look patients up to book them). */
export async function isInChargeOfClinics(db: DbOrTx, picId: string): Promise<boolean> {
  const rows = await db.select({ one: sql`1` }).from(clinics).where(and(eq(clinics.pic_id, picId), isNull(clinics.deleted_at))).limit(1);
  return rows.length > 0;
}

/** Whether the patient has an appointment at one of this PIC's clinics (a clinic they visited). */
export async function hasVisitedClinicOf(db: DbOrTx, patientId: string, picId: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(appointments)
    .innerJoin(clinics, eq(clinics.sys_id, appointments.clinic_id))
    .where(and(eq(appointments.patient_id, patientId), eq(clinics.pic_id, picId)))
    .limit(1);
  return rows.length > 0;
}

/** Patients holding any of these phones or national ids (a batch's possible duplicates). */
export async function findPatientsByPhoneOrNationalId(db: DbOrTx, phones: string[], nationalIds: string[]): Promise<PatientView[]> {
  const matches = [
    ...(phones.length > 0 ? [inArray(patients.phone, phones)] : []),
    ...(nationalIds.length > 0 ? [inArray(patients.national_id, nationalIds)] : []),
  ];
  if (matches.length === 0) return [];
  return db.select(PATIENT_VIEW_COLUMNS).from(patients).where(or(...matches));
}

/** What a front desk types in the patient list's search: a name, or the digits of a phone or a national id. */
export type PatientSearch = { name: string } | { digits: string; phone: string };

type SearchShape = 'all' | 'name' | 'digits';

const shapeOf = (search: PatientSearch | undefined): SearchShape => (!search ? 'all' : 'name' in search ? 'name' : 'digits');

/** The search's values, by placeholder name. */
function searchValues(search: PatientSearch | undefined): Record<string, string> {
  if (!search) return {};
  if ('name' in search) return { pattern: containsPattern(search.name) };
  return { phone: search.phone, digits: search.digits, prefix: `${search.digits}%` };
}

function searchCondition(shape: SearchShape): SQL | undefined {
  if (shape === 'all') return undefined;
  if (shape === 'name') return ilike(patients.name, sql.placeholder('pattern'));
  // The whole phone (as stored) or national id is found through their unique indexes; a start of one by prefix.
  const prefix = sql.placeholder('prefix');
  return or(
    eq(patients.phone, sql.placeholder('phone')),
    eq(patients.national_id, sql.placeholder('digits')),
    sql`${patients.phone} LIKE ${prefix}`,
    sql`${patients.national_id} LIKE ${prefix}`,
  );
}

const patientPage = preparedPerDatabase('patient_page', (db, name, shape: SearchShape) =>
  db
    .select(PATIENT_VIEW_COLUMNS)
    .from(patients)
    .where(searchCondition(shape))
    .orderBy(desc(patients.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name),
);

const patientMatchCount = preparedPerDatabase('patient_match_count', (db, name, shape: Exclude<SearchShape, 'all'>) =>
  db.select({ value: count() }).from(patients).where(searchCondition(shape)).prepare(name),
);

/** Delta rows past which a read folds them into one (each inserting or deleting statement adds one). */
const COUNT_PARTS_TO_FOLD = 64;

/**
 * The exact number of patients, from the deltas the triggers of migration 0015 keep (one row per
 * inserting or deleting statement, so concurrent writers never queue on one counter row): the
 * unfiltered list's total without counting the whole table. Folds the deltas into one row when
 * they pile up; a fold racing another only skips the rows the other already took.
 */
export async function countAllPatients(db: DbOrTx): Promise<number> {
  const result = await db.execute(sql`SELECT coalesce(sum("delta"), 0)::text AS total, count(*)::text AS parts FROM "patient_count_deltas"`);
  // node-postgres and PGlite both answer { rows }.
  const [counted] = (result as unknown as { rows: { total: string; parts: string }[] }).rows;
  if (Number(counted.parts) > COUNT_PARTS_TO_FOLD) {
    await db.execute(sql`WITH folded AS (DELETE FROM "patient_count_deltas" RETURNING "delta")
      INSERT INTO "patient_count_deltas" ("delta") SELECT sum("delta") FROM folded HAVING count(*) > 0`);
  }
  return Number(counted.total);
}

/** The newest first, so an upload shows on page 1; only those matching `search` when given. */
export async function listPatients(db: DbOrTx, page: { limit: number; offset: number }, search?: PatientSearch): Promise<{ count: number; data: PatientView[] }> {
  const shape = shapeOf(search);
  const values = searchValues(search);
  const [data, total] = await Promise.all([
    patientPage(db, shape).execute({ ...values, limit: page.limit, offset: page.offset }),
    shape === 'all' ? countAllPatients(db) : patientMatchCount(db, shape).execute(values).then(([row]) => Number(row.value)),
  ]);
  return { count: total, data };
}

/** A patient as the list's export writes it: the list's columns and when the patient was registered. */
export type ExportedPatient = PatientView & { createdAt: Date };

const patientExportPage = preparedPerDatabase('patient_export_page', (db, name, shape: SearchShape) =>
  db
    .select({ ...PATIENT_VIEW_COLUMNS, createdAt: patients.createdAt })
    .from(patients)
    .where(searchCondition(shape))
    .orderBy(desc(patients.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name),
);

/**
 * One page of the list's rows for its export (issue 29): the list's search and order (newest first,
 * by the unique `id`, so offset pages never overlap), without the list's count.
 */
export async function patientExportRows(db: DbOrTx, page: { limit: number; offset: number }, search?: PatientSearch): Promise<ExportedPatient[]> {
  const shape = shapeOf(search);
  return patientExportPage(db, shape).execute({ ...searchValues(search), limit: page.limit, offset: page.offset });
}

export async function insertPatient(db: DbOrTx, values: NewPatientRow): Promise<PatientView> {
  const [row] = await db.insert(patients).values(values).returning(PATIENT_VIEW_COLUMNS);
  return row;
}

export type PatientInsert = Pick<NewPatientRow, 'name' | 'phone' | 'national_id' | 'date_of_birth' | 'country_id'> & {
  sys_id?: string;
  gender?: 'Male' | 'Female' | null;
  created_by?: string | null;
};

/**
 * Inserts many patients with one statement of array parameters (`unnest`), skipping any row whose
 * phone or national id is already stored (ON CONFLICT DO NOTHING, whichever unique index it hits):
 * returns the rows actually inserted. Used by the bulk upload (500 rows) and the seed (thousands).
 */
export async function insertPatientsSkippingTaken(db: DbOrTx, rows: PatientInsert[]): Promise<{ sys_id: string; phone: string }[]> {
  if (rows.length === 0) return [];
  const column = <K extends keyof PatientInsert>(key: K) => param(rows.map((row) => row[key] ?? null));
  const ids = param(rows.map((row) => row.sys_id ?? null));
  const result = await db.execute(sql`
    INSERT INTO ${patients} ("sys_id", "name", "phone", "national_id", "date_of_birth", "gender", "country_id", "created_by")
    SELECT coalesce(sys_id, gen_random_uuid()), name, phone, national_id, date_of_birth, gender, country_id, created_by
    FROM unnest(${ids}::uuid[], ${column('name')}::text[], ${column('phone')}::text[], ${column('national_id')}::text[],
                ${column('date_of_birth')}::text[], ${column('gender')}::text[], ${column('country_id')}::text[], ${column('created_by')}::uuid[])
      AS input(sys_id, name, phone, national_id, date_of_birth, gender, country_id, created_by)
    ON CONFLICT DO NOTHING
    RETURNING "sys_id", "phone"`);
  // node-postgres and PGlite both answer { rows }.
  return (result as unknown as { rows: { sys_id: string; phone: string }[] }).rows;
}
