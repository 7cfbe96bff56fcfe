import { and, asc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { Type } from '@sinclair/typebox';
import { ROLES, USER_STATUSES, type Label, type LabelMap, type Locale, type Role, type UserStatus } from '@mk/contracts';
import { roles } from '../auth/policy';
import type { DbOrTx } from '../db/database';
import { administrators } from '../db/schema';
import { labelOf, listIn, nameIn, riyadhDateTime, yesNo, type ExportColumn } from '../exports/export-cells';
import type { ExportRoute } from '../exports/export-route';
import type { AuthUser } from '../fastify-augment';
import { containsPattern, queryOneOf, queryText } from '../http/query';
import { FACILITY_KIND_NAMES, FACILITY_KINDS, type FacilityKind } from './staff.repository';

/** A role as the Users list writes it (its `users.roles.*` words); contracts has no label map of roles. */
const ROLE_LABELS: LabelMap<Role> = {
  ADMIN: { en: 'Administrator', ar: 'مسؤول النظام' },
  PIC: { en: 'Person in charge', ar: 'مسؤول منشأة' },
};

/** An account's status as the Users list writes it (its `users.statuses.*` words). */
const USER_STATUS_LABELS: LabelMap<UserStatus> = {
  active: { en: 'Active', ar: 'نشط' },
  disabled: { en: 'Disabled', ar: 'معطّل' },
};

/** The Users list's facility groups (its `users.list.facilities.*` words). */
const FACILITY_KIND_LABELS: Record<FacilityKind, Label> = {
  clinics: { en: 'Clinics', ar: 'العيادات' },
  pharmacies: { en: 'Pharmacies', ar: 'الصيدليات' },
  centers: { en: 'Centers', ar: 'المراكز' },
};

/**
 * What an exported account shows: the list's columns and when it was made. Never the password hash,
 * the token version, a second factor's secret or a set-password link: they are not even read.
 */
const exportedColumns = {
  sys_id: administrators.sys_id,
  name: administrators.name,
  email: administrators.email,
  role: administrators.role,
  status: administrators.status,
  last_login_at: administrators.last_login_at,
  createdAt: administrators.createdAt,
  two_factor: sql<boolean>`(${administrators.totp_secret} IS NOT NULL)`,
};

type ExportedUser = {
  sys_id: string;
  name: string;
  email: string;
  role: Role;
  status: UserStatus;
  last_login_at: Date | null;
  createdAt: Date;
  two_factor: boolean;
} & Record<FacilityKind, { sys_id: string; name: string; name_ar: string | null }[]>;

interface UserExportFilter {
  search?: string;
  role?: Role;
  status?: UserStatus;
}

/** 'Clinics: Al Noor, Dar; Centers: Al Borg' in the reader's language (Arabic writes '؛' between groups). */
function facilitiesCell(user: ExportedUser, locale: Locale): string {
  return FACILITY_KIND_NAMES.filter((kind) => user[kind].length > 0)
    .map((kind) => `${FACILITY_KIND_LABELS[kind][locale]}: ${listIn(locale, user[kind].map((facility) => nameIn(locale, facility.name, facility.name_ar)))}`)
    .join(locale === 'ar' ? '؛ ' : '; ');
}

const USER_COLUMNS: ExportColumn<ExportedUser>[] = [
  { header: { en: 'ID', ar: 'المعرّف' }, value: (row) => row.sys_id },
  { header: { en: 'Name', ar: 'الاسم' }, value: (row) => row.name },
  { header: { en: 'Email', ar: 'البريد الإلكتروني' }, value: (row) => row.email },
  { header: { en: 'Role', ar: 'الدور' }, value: (row, locale) => labelOf(ROLE_LABELS, row.role, locale) },
  { header: { en: 'Facilities', ar: 'المنشآت' }, value: facilitiesCell },
  { header: { en: 'Status', ar: 'الحالة' }, value: (row, locale) => labelOf(USER_STATUS_LABELS, row.status, locale) },
  { header: { en: 'Two-step sign-in', ar: 'التحقق بخطوتين' }, value: (row, locale) => yesNo(row.two_factor, locale) },
  { header: { en: 'Last sign-in', ar: 'آخر تسجيل دخول' }, value: (row) => riyadhDateTime(row.last_login_at) },
  { header: { en: 'Created', ar: 'تاريخ الإنشاء' }, value: (row) => riyadhDateTime(row.createdAt) },
];

/** The list's conditions (staff.repository.ts): part of the name or e-mail in any case, the role, the status. */
function conditionsOf(filter: UserExportFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.search) conditions.push(or(ilike(administrators.name, containsPattern(filter.search)), ilike(administrators.email, containsPattern(filter.search))));
  if (filter.role) conditions.push(eq(administrators.role, filter.role));
  if (filter.status) conditions.push(eq(administrators.status, filter.status));
  return conditions.length ? and(...conditions) : undefined;
}

/** One page of accounts by name, sys_id breaking ties (the list's order), with their live facilities by name; no count. */
async function readUsers(db: DbOrTx, _user: AuthUser, filter: UserExportFilter, window: { limit: number; offset: number }): Promise<ExportedUser[]> {
  const accounts = await db
    .select(exportedColumns)
    .from(administrators)
    .where(conditionsOf(filter))
    .orderBy(asc(administrators.name), asc(administrators.sys_id))
    .limit(window.limit)
    .offset(window.offset);
  if (accounts.length === 0) return [];
  const byUser = new Map(accounts.map((account) => [account.sys_id, { ...account, clinics: [], pharmacies: [], centers: [] } as ExportedUser]));
  // One kind after another, as the list reads them (a transaction's connection runs one query at a time).
  for (const kind of FACILITY_KIND_NAMES) {
    const { table, name, nameAr } = FACILITY_KINDS[kind];
    const rows = await db
      .select({ sys_id: table.sys_id, name, name_ar: nameAr, pic_id: table.pic_id })
      .from(table)
      .where(and(inArray(table.pic_id, [...byUser.keys()]), isNull(table.deleted_at)))
      .orderBy(asc(name), asc(table.sys_id));
    for (const { pic_id, ...facility } of rows) byUser.get(pic_id!)![kind].push(facility);
  }
  return [...byUser.values()];
}

/** `GET administrator-read/users/export`: ADMIN's Users list (the staff accounts) as a file, with the list's filters. */
export const userExport: ExportRoute<ExportedUser, UserExportFilter> = {
  path: '/administrator-read/users/export',
  summary: "ADMIN's list of staff accounts as a CSV or XLSX file, by name, with the list's filters, in the reader's language",
  access: roles('ADMIN'),
  filters: {
    search: Type.Optional(Type.String({ description: 'Part of the name or the email, case-insensitive' })),
    role: Type.Optional(Type.String({ description: "'ADMIN' or 'PIC'" })),
    status: Type.Optional(Type.String({ description: "'active' or 'disabled'" })),
  },
  list: 'users',
  title: { en: 'Users', ar: 'المستخدمون' },
  columns: USER_COLUMNS,
  filterOf: (query) => ({ search: queryText(query, 'search'), role: queryOneOf(query, 'role', ROLES), status: queryOneOf(query, 'status', USER_STATUSES) }),
  read: readUsers,
};
