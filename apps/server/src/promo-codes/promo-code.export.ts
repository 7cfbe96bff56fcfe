import { desc } from 'drizzle-orm';
import { PROMO_ENTITY_TYPE_LABELS } from '@mk/promo-codes/contract';
import { roles } from '../auth/policy';
import type { DbOrTx } from '../db/database';
import { labelOf, nameIn, riyadhDateTime, type ExportColumn } from '../exports/export-cells';
import type { ExportRoute } from '../exports/export-route';
import type { AuthUser } from '../fastify-augment';
import { riyadhDay } from '../pdf/riyadh-day';
import { entityNames, type EntityName } from './promo-entities';
import { promoCodes, type PromoCodeRow } from './promo-codes.tables';

type ExportedPromoCode = PromoCodeRow & { entity?: EntityName };

/** The stored fraction as the percentage the list shows: 0.15 is 15 (no float noise: 0.07 is 7). */
const percentOf = (fraction: number) => Math.round(Number(fraction) * 10000) / 100;

/** The list's columns (ID, Promo Code, Expiration Date, Discount, Applied to, Beneficiary) and when the code was made. */
const PROMO_CODE_COLUMNS: ExportColumn<ExportedPromoCode>[] = [
  { header: { en: 'ID', ar: 'المعرّف' }, value: (row) => row.sys_id },
  { header: { en: 'Promo Code', ar: 'كود الخصم' }, value: (row) => row.promo_code },
  // The last day it is valid: the code ends at that day's midnight in Riyadh.
  { header: { en: 'Expiration Date', ar: 'تاريخ الانتهاء' }, value: (row) => riyadhDay(row.end_date) },
  { header: { en: 'Discount (%)', ar: 'الخصم (٪)' }, value: (row) => percentOf(row.discount) },
  { header: { en: 'Applied to', ar: 'يطبق على' }, value: (row, locale) => labelOf(PROMO_ENTITY_TYPE_LABELS, row.entity_type, locale) },
  { header: { en: 'Beneficiary', ar: 'المستفيد' }, value: (row, locale) => nameIn(locale, row.entity?.name, row.entity?.name_ar) },
  { header: { en: 'Beneficiary ID', ar: 'معرّف المستفيد' }, value: (row) => row.entity_id },
  { header: { en: 'Created', ar: 'تاريخ الإنشاء' }, value: (row) => riyadhDateTime(row.createdAt) },
];

/** One page of codes, newest first with sys_id breaking ties (the list's order, off its index); no count. */
async function readPromoCodes(db: DbOrTx, _user: AuthUser, _filter: Record<string, never>, window: { limit: number; offset: number }): Promise<ExportedPromoCode[]> {
  const rows = await db.select().from(promoCodes).orderBy(desc(promoCodes.createdAt), desc(promoCodes.sys_id)).limit(window.limit).offset(window.offset);
  const names = await entityNames(db, rows);
  return rows.map((row) => ({ ...row, entity: names.get(`${row.entity_type}:${row.entity_id}`) }));
}

/** `GET promotion-read/promo-codes/export`: ADMIN's promo code list (it has no filters) as a file. */
export const promoCodeExport: ExportRoute<ExportedPromoCode, Record<string, never>> = {
  path: '/promotion-read/promo-codes/export',
  summary: "ADMIN's promo code list as a CSV or XLSX file, newest first, in the reader's language",
  access: roles('ADMIN'),
  list: 'promo_codes',
  title: { en: 'Promo Codes', ar: 'أكواد الخصم' },
  columns: PROMO_CODE_COLUMNS,
  filterOf: () => ({}),
  read: readPromoCodes,
};
