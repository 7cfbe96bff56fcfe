import { Type } from '@sinclair/typebox';
import { CITY_LABELS, FACILITY_STATUS_LABELS, SPECIALIZATION_LABELS } from '@mk/contracts';
import { isAdmin, signedIn } from '../auth/policy';
import type { DbOrTx } from '../db/database';
import type { AuthUser } from '../fastify-augment';
import { labelOf, listIn, nameIn, riyadhDateTime, type ExportColumn } from '../exports/export-cells';
import type { ExportRoute } from '../exports/export-route';
import { activeTagsOf, type TagItem } from '../tags/tags.repository';
import { clinicFilterOf } from './clinics.service';
import type { ClinicRow } from '../db/schema';
import { filterClinics, listClinics, type ClinicFilter } from './clinics.repository';

type ExportedClinic = ClinicRow & { tags: TagItem[] };

/** The list's columns and what a desk asks of a clinic; never its bank details. */
const CLINIC_COLUMNS: ExportColumn<ExportedClinic>[] = [
  { header: { en: 'ID', ar: 'المعرّف' }, value: (row) => row.sys_id },
  { header: { en: 'Clinic Name', ar: 'اسم العيادة' }, value: (row, locale) => nameIn(locale, row.registered_clinic_name, row.registered_clinic_name_arabic) },
  { header: { en: 'Specialization', ar: 'التخصص' }, value: (row, locale) => labelOf(SPECIALIZATION_LABELS, row.specialization, locale) },
  { header: { en: 'City', ar: 'المدينة' }, value: (row, locale) => labelOf(CITY_LABELS, row.city, locale) },
  { header: { en: 'District', ar: 'الحي' }, value: (row) => row.address },
  { header: { en: 'Contact Number', ar: 'رقم التواصل' }, value: (row) => row.contact_number },
  { header: { en: 'Status', ar: 'الحالة' }, value: (row, locale) => labelOf(FACILITY_STATUS_LABELS, row.status, locale) },
  { header: { en: 'Tags', ar: 'الوسوم' }, value: (row, locale) => listIn(locale, row.tags.map((tag) => nameIn(locale, tag.name, tag.name_ar))) },
  { header: { en: 'Registered', ar: 'تاريخ التسجيل' }, value: (row) => riyadhDateTime(row.createdAt) },
];

type ClinicExportFilter = ClinicFilter & { picId?: string };

async function readClinics(db: DbOrTx, _user: AuthUser, filter: ClinicExportFilter, window: { limit: number; offset: number }): Promise<ExportedClinic[]> {
  const { rows } = filter.picId ? await listClinics(db, { picId: filter.picId, status: filter.status }, window) : await filterClinics(db, filter, window);
  const tags = await activeTagsOf(db, 'CLINIC', rows.map((row) => row.sys_id));
  return rows.map((row) => ({ ...row, tags: tags.get(row.sys_id) ?? [] }));
}

/** `GET clinic-read/export`: ADMIN's filtered clinic list, or a PIC's own clinics, as a file. */
export const clinicExport: ExportRoute<ExportedClinic, ClinicExportFilter> = {
  path: '/clinic-read/export',
  summary: "The clinic list as a CSV or XLSX file: ADMIN's with the list's filters, a PIC's own clinics; in the reader's language",
  access: signedIn({ ownership: 'clinic' }),
  filters: {
    name: Type.Optional(Type.String({ description: 'Part of the English or the Arabic name, any case (ADMIN)' })),
    city: Type.Optional(Type.String({ description: 'One of CITIES (ADMIN)' })),
    specialization: Type.Optional(Type.String({ description: 'One of SPECIALIZATIONS (ADMIN)' })),
    tags: Type.Optional(Type.String({ description: 'Tag ids, comma separated (ADMIN)' })),
    status: Type.Optional(Type.String({ description: "'pending', 'active' or 'suspended'" })),
  },
  list: 'clinics',
  title: { en: 'Clinics', ar: 'العيادات' },
  columns: CLINIC_COLUMNS,
  filterOf: (query, user) => {
    const filter = clinicFilterOf(query);
    return isAdmin(user) ? filter : { status: filter.status, picId: user.sys_id };
  },
  read: readClinics,
};
