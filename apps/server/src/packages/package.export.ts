import { and, desc, eq, type SQL } from 'drizzle-orm';
import { Type } from '@sinclair/typebox';
import { FACILITY_CATEGORY_LABELS, PACKAGE_TYPE_LABELS } from '@mk/contracts';
import { isAdmin, signedIn } from '../auth/policy';
import type { DbOrTx } from '../db/database';
import type { AuthUser } from '../fastify-augment';
import { packages, type PackageRow } from '../db/schema';
import { labelOf, listIn, nameIn, riyadhDateTime, yesNo, type ExportColumn } from '../exports/export-cells';
import type { ExportRoute } from '../exports/export-route';
import { apiError, BadRequestError } from '../http/errors';
import { isSysId } from '../http/id-param';
import { queryText } from '../http/query';
import { activeTagsOf, type TagItem } from '../tags/tags.repository';
import { ownersOf, type PackageOwner } from './package-owners';
import { conditionsOf, type PackageFilter } from './packages.repository';
import { packageFilterOf } from './packages.service';

type ExportedPackage = PackageRow & { owner?: PackageOwner; tags: TagItem[] };

/** The list's filters; `ownerId` is the facility of the PIC's list (`promotion-read/clinic/{ownerId}`), `picId` a PIC's own facilities. */
type PackageExportFilter = Omit<PackageFilter, 'publicOn'> & { ownerId?: string };

const SAR = { en: 'SAR', ar: 'ريال' };

/** The list's ID and title with what its details show: who offers it, the prices, the offer's days, the tags. */
const PACKAGE_COLUMNS: ExportColumn<ExportedPackage>[] = [
  { header: { en: 'ID', ar: 'المعرّف' }, value: (row) => row.sys_id },
  { header: { en: 'Package Title', ar: 'عنوان الباقة' }, value: (row, locale) => nameIn(locale, row.title, row.title_ar) },
  { header: { en: 'Offered by', ar: 'مقدمة من' }, value: (row, locale) => nameIn(locale, row.owner?.name, row.owner?.name_ar) },
  { header: { en: 'Center type', ar: 'نوع المركز' }, value: (row, locale) => labelOf(FACILITY_CATEGORY_LABELS, row.center_type, locale) },
  { header: { en: 'Package type', ar: 'نوع الباقة' }, value: (row, locale) => labelOf(PACKAGE_TYPE_LABELS, row.package_type, locale) },
  { header: { en: `Price before (${SAR.en})`, ar: `السعر قبل الخصم (${SAR.ar})` }, value: (row) => row.price_before },
  { header: { en: `Price after (${SAR.en})`, ar: `السعر بعد الخصم (${SAR.ar})` }, value: (row) => row.price_after },
  { header: { en: 'Discount (%)', ar: 'الخصم (٪)' }, value: (row) => row.discount },
  { header: { en: 'Start date', ar: 'تاريخ البداية' }, value: (row) => row.start_date },
  { header: { en: 'End date', ar: 'تاريخ النهاية' }, value: (row) => row.end_date },
  { header: { en: 'Featured', ar: 'مميزة' }, value: (row, locale) => yesNo(row.is_featured, locale) },
  { header: { en: 'Tags', ar: 'الوسوم' }, value: (row, locale) => listIn(locale, row.tags.map((tag) => nameIn(locale, tag.name, tag.name_ar))) },
  { header: { en: 'Created', ar: 'تاريخ الإنشاء' }, value: (row) => riyadhDateTime(row.createdAt) },
];

/** The list's conditions, and the one facility of `ownerId` (a clinicId or centerId naming another leaves nothing, as the PIC's list does). */
function exportConditions(db: DbOrTx, filter: PackageExportFilter): SQL | undefined {
  return filter.ownerId ? and(conditionsOf(db, filter), eq(packages.clinic_id, filter.ownerId)) : conditionsOf(db, filter);
}

/** One page of the list, newest first with sys_id breaking ties (the list's order, off its index); no count. */
async function readPackages(db: DbOrTx, _user: AuthUser, filter: PackageExportFilter, window: { limit: number; offset: number }): Promise<ExportedPackage[]> {
  const rows = await db
    .select()
    .from(packages)
    .where(exportConditions(db, filter))
    .orderBy(desc(packages.createdAt), desc(packages.sys_id))
    .limit(window.limit)
    .offset(window.offset);
  const [owners, tags] = await Promise.all([ownersOf(db, rows), activeTagsOf(db, 'PACKAGE', rows.map((row) => row.sys_id))]);
  return rows.map((row) => ({ ...row, owner: owners.get(row.sys_id), tags: tags.get(row.sys_id) ?? [] }));
}

/** `ownerId`: a sys_id, or a 400 (it names no facility). */
function ownerIdOf(query: Record<string, unknown>): string | undefined {
  const value = queryText(query, 'ownerId');
  if (value !== undefined && !isSysId(value)) throw new BadRequestError(apiError('query.unknown_value', { key: 'ownerId', value }));
  return value?.toLowerCase();
}

/**
 * `GET promotion-read/package-clinic/export`: the package list as a file. ADMIN every live package
 * (`promotion-read/admin`'s rows), a PIC those of their own facilities (`promotion-read/package-clinic`),
 * or of one of them with `ownerId` (`promotion-read/clinic/{ownerId}`); a facility not theirs gives
 * no row. The list's filters hold for both.
 */
export const packageExport: ExportRoute<ExportedPackage, PackageExportFilter> = {
  path: '/promotion-read/package-clinic/export',
  summary: "The package list as a CSV or XLSX file: ADMIN's every live package, a PIC's of their own facilities; with the list's filters, in the reader's language",
  access: signedIn({ ownership: 'package' }),
  filters: {
    title: Type.Optional(Type.String({ description: 'Part of the English or Arabic title, any case' })),
    from: Type.Optional(Type.String({ description: 'yyyy-mm-dd: offers not ended before this day' })),
    to: Type.Optional(Type.String({ description: 'yyyy-mm-dd: offers started by this day' })),
    tags: Type.Optional(Type.String({ description: 'A comma list of tag ids: packages carrying any of them' })),
    clinicId: Type.Optional(Type.String({ description: "One clinic's packages (not with centerId)" })),
    centerId: Type.Optional(Type.String({ description: "One center's packages (not with clinicId)" })),
    ownerId: Type.Optional(Type.String({ description: "One clinic's, center's or pharmacy's packages (a PIC's list: `promotion-read/clinic/{ownerId}`)" })),
  },
  list: 'packages',
  title: { en: 'Packages', ar: 'الباقات' },
  columns: PACKAGE_COLUMNS,
  filterOf: (query, user) => {
    const filter = packageFilterOf(query);
    return { ...filter, ownerId: ownerIdOf(query), picId: isAdmin(user) ? undefined : user.sys_id };
  },
  read: readPackages,
};
