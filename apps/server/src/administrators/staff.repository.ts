import { and, asc, count, eq, ilike, inArray, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { OwnedFacility, Role, StaffUser, UserStatus } from '@mk/contracts';
import type { DbOrTx } from '../db/database';
import { administrators, centers, clinics, pharmacies } from '../db/schema';
import { filterShape, preparedPerDatabase, shapeUses } from '../db/prepared';
import { containsPattern } from '../http/query';

/** The three kinds of facility a PIC is put in charge of, each with the columns its names live in. */
export const FACILITY_KINDS = {
  clinics: { table: clinics, name: clinics.registered_clinic_name, nameAr: clinics.registered_clinic_name_arabic, type: 'clinic' },
  pharmacies: { table: pharmacies, name: pharmacies.name, nameAr: pharmacies.name_ar, type: 'pharmacy' },
  centers: { table: centers, name: centers.center_name, nameAr: centers.center_name_arabic, type: 'center' },
} as const;

export type FacilityKind = keyof typeof FACILITY_KINDS;
export const FACILITY_KIND_NAMES = Object.keys(FACILITY_KINDS) as FacilityKind[];

export type FacilityIds = Record<FacilityKind, string[]>;

export interface StaffListFilter {
  limit: number;
  offset: number;
  search?: string;
  role?: Role;
  status?: UserStatus;
}

/** The columns of an account a staff screen may show: never the hash or the token version. */
const staffColumns = {
  sys_id: administrators.sys_id,
  name: administrators.name,
  email: administrators.email,
  role: administrators.role,
  status: administrators.status,
  last_login_at: administrators.last_login_at,
  /** Whether a second factor is on (the secret itself never leaves the services). */
  two_factor: sql<boolean>`(${administrators.totp_secret} IS NOT NULL)`,
};

export type StaffAccount = Omit<StaffUser, 'clinics' | 'pharmacies' | 'centers' | 'last_login_at'> & { last_login_at: Date | null };

/** The live facilities of each kind whose person in charge is one of `userIds`, by user. */
async function facilitiesOf(db: DbOrTx, userIds: string[]): Promise<Map<string, Record<FacilityKind, OwnedFacility[]>>> {
  const byUser = new Map(userIds.map((id) => [id, { clinics: [], pharmacies: [], centers: [] } as Record<FacilityKind, OwnedFacility[]>]));
  if (userIds.length === 0) return byUser;
  // One kind after another: inside a transaction the three reads share one connection, which
  // runs one query at a time anyway (node-postgres warns when several are queued on it at once).
  for (const kind of FACILITY_KIND_NAMES) {
    const { table, name, nameAr } = FACILITY_KINDS[kind];
    const rows = await db
      .select({ sys_id: table.sys_id, name, name_ar: nameAr, pic_id: table.pic_id })
      .from(table)
      .where(and(inArray(table.pic_id, userIds), isNull(table.deleted_at)))
      .orderBy(asc(name), asc(table.sys_id));
    for (const { pic_id, ...facility } of rows) byUser.get(pic_id!)![kind].push(facility);
  }
  return byUser;
}

const withFacilities = async (db: DbOrTx, accounts: StaffAccount[]): Promise<StaffUser[]> => {
  const facilities = await facilitiesOf(db, accounts.map((account) => account.sys_id));
  return accounts.map((account) => ({ ...account, ...facilities.get(account.sys_id)!, last_login_at: account.last_login_at?.toISOString() ?? null }));
};

/** Which filters a list request uses: its prepared queries' shape, e.g. 'search_role'. */
const shapeOf = (filter: StaffListFilter) => filterShape([filter.search && 'search', filter.role && 'role', filter.status && 'status']);

function shapeConditions(shape: string): SQL | undefined {
  const used = shapeUses(shape);
  const conditions: (SQL | undefined)[] = [];
  if (used.has('search')) {
    const pattern = sql.placeholder('pattern');
    conditions.push(or(ilike(administrators.name, pattern), ilike(administrators.email, pattern)));
  }
  if (used.has('role')) conditions.push(eq(administrators.role, sql.placeholder('role')));
  if (used.has('status')) conditions.push(eq(administrators.status, sql.placeholder('status')));
  return conditions.length ? and(...conditions) : undefined;
}

// The Users list page: one prepared statement per filter shape (see db/prepared.ts).
const staffPage = preparedPerDatabase('staff_page', (db, name, shape: string) =>
  db
    .select(staffColumns)
    .from(administrators)
    .where(shapeConditions(shape))
    .orderBy(asc(administrators.name), asc(administrators.sys_id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name),
);

const staffCount = preparedPerDatabase('staff_count', (db, name, shape: string) =>
  db.select({ value: count() }).from(administrators).where(shapeConditions(shape)).prepare(name),
);

/** A page of accounts by name, with their facilities; search matches part of the name or e-mail, any case. */
export async function listStaff(db: DbOrTx, filter: StaffListFilter): Promise<{ count: number; rows: StaffUser[] }> {
  const shape = shapeOf(filter);
  const values = { pattern: filter.search && containsPattern(filter.search), role: filter.role, status: filter.status };
  const [accounts, [total]] = await Promise.all([
    staffPage(db, shape).execute({ ...values, limit: filter.limit, offset: filter.offset }),
    staffCount(db, shape).execute(values),
  ]);
  return { count: Number(total.value), rows: await withFacilities(db, accounts) };
}

/** One account as the staff screens show it, or undefined. */
export async function findStaffUser(db: DbOrTx, sysId: string): Promise<StaffUser | undefined> {
  const accounts = await db.select(staffColumns).from(administrators).where(eq(administrators.sys_id, sysId)).limit(1);
  return accounts.length ? (await withFacilities(db, accounts))[0] : undefined;
}

/** The stored account with its hash (for the services' checks; never for a reply). */
export async function findAccount(db: DbOrTx, sysId: string) {
  const [row] = await db.select().from(administrators).where(eq(administrators.sys_id, sysId)).limit(1);
  return row;
}

/**
 * The active ADMIN accounts, locked until the transaction ends: two ADMINs disabling each other at
 * the same moment are serialised here, so one of them always stays.
 */
export async function lockActiveAdmins(tx: DbOrTx): Promise<string[]> {
  const rows = await tx
    .select({ sys_id: administrators.sys_id })
    .from(administrators)
    .where(and(eq(administrators.role, 'ADMIN'), eq(administrators.status, 'active')))
    .orderBy(asc(administrators.sys_id))
    .for('update');
  return rows.map((row) => row.sys_id);
}

/** Whether any active ADMIN exists (the server's start-up hint). */
export async function hasActiveAdmin(db: DbOrTx): Promise<boolean> {
  const [row] = await db
    .select({ value: count() })
    .from(administrators)
    .where(and(eq(administrators.role, 'ADMIN'), eq(administrators.status, 'active')));
  return Number(row.value) > 0;
}

/** The ids among `ids` that name no live facility of this kind. */
export async function unknownFacilityIds(db: DbOrTx, kind: FacilityKind, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const { table } = FACILITY_KINDS[kind];
  const found = await db.select({ sys_id: table.sys_id }).from(table).where(and(inArray(table.sys_id, ids), isNull(table.deleted_at)));
  const known = new Set(found.map((row) => row.sys_id));
  return ids.filter((id) => !known.has(id));
}

/** The user's live facilities of this kind become exactly `ids`: the ones left out lose their person in charge. */
export async function replaceFacilities(tx: DbOrTx, kind: FacilityKind, userId: string, ids: string[]): Promise<void> {
  const { table } = FACILITY_KINDS[kind];
  const leaving = ids.length ? notInArray(table.sys_id, ids) : sql`true`;
  await tx.update(table).set({ pic_id: null }).where(and(eq(table.pic_id, userId), isNull(table.deleted_at), leaving));
  if (ids.length) await tx.update(table).set({ pic_id: userId }).where(and(inArray(table.sys_id, ids), isNull(table.deleted_at)));
}

/** Ids of the user's live facilities, each kind sorted (what the audit records before and after). */
export async function facilityIdsOf(db: DbOrTx, userId: string): Promise<FacilityIds> {
  const facilities = (await facilitiesOf(db, [userId])).get(userId)!;
  const ids = (kind: FacilityKind) => facilities[kind].map((facility) => facility.sys_id).sort();
  return { clinics: ids('clinics'), pharmacies: ids('pharmacies'), centers: ids('centers') };
}
