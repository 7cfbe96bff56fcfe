import { Type } from '@sinclair/typebox';
import { APPOINTMENT_TYPE_LABELS, GENDER_LABELS, SPECIALIZATION_LABELS, TITLE_LABELS, type Locale } from '@mk/contracts';
import { ownerScope } from '../auth/policy';
import type { DbOrTx } from '../db/database';
import type { AuthUser } from '../fastify-augment';
import { labelOf, listIn, nameIn, riyadhDateTime, yesNo, type ExportColumn } from '../exports/export-cells';
import type { ExportRoute } from '../exports/export-route';
import { activeTagsOf, type TagItem } from '../tags/tags.repository';
import type { PhysicianView } from './physician.view';
import { listPhysicianPage, type PhysicianFilter } from './physicians.repository';
import { physicianFilterOf } from './physicians.service';

type ExportedPhysician = PhysicianView & { tags: TagItem[] };

/** The kinds of consultation the list filters on (`consultationType`), as the physician offers them; online is any of audio, text and video. */
function servicesOf(row: PhysicianView, locale: Locale): string {
  const offered = [
    (row.audio_enabled || row.text_enabled || row.video_enabled) && APPOINTMENT_TYPE_LABELS.online[locale],
    row.walkin_enabled && APPOINTMENT_TYPE_LABELS.walkin[locale],
    row.homecare_enabled && APPOINTMENT_TYPE_LABELS.homecare[locale],
  ];
  return listIn(locale, offered.filter((label): label is string => Boolean(label)));
}

/** The list's columns (ID, name with its tags, clinic) and what the profile shows of the practice; never contact or identity data. */
const PHYSICIAN_COLUMNS: ExportColumn<ExportedPhysician>[] = [
  { header: { en: 'ID', ar: 'المعرّف' }, value: (row) => row.sys_id },
  { header: { en: 'Physician Name', ar: 'اسم الطبيب' }, value: (row, locale) => nameIn(locale, row.name, row.arabic_name) },
  { header: { en: 'Specialization', ar: 'التخصص' }, value: (row, locale) => labelOf(SPECIALIZATION_LABELS, row.specialization, locale) },
  { header: { en: 'Clinic', ar: 'العيادة' }, value: (row, locale) => nameIn(locale, row.clinic.registered_clinic_name, row.clinic.registered_clinic_name_arabic) },
  { header: { en: 'Title', ar: 'اللقب المهني' }, value: (row, locale) => labelOf(TITLE_LABELS, row.title, locale) },
  { header: { en: 'Gender', ar: 'الجنس' }, value: (row, locale) => labelOf(GENDER_LABELS, row.gender, locale) },
  { header: { en: 'Services', ar: 'الخدمات' }, value: servicesOf },
  { header: { en: 'Online Consultation Fees (SAR)', ar: 'رسوم الاستشارة عن بُعد (ريال)' }, value: (row) => Number(row.consultation_fees) },
  { header: { en: 'Walk-In Fees (SAR)', ar: 'رسوم زيارة العيادة (ريال)' }, value: (row) => Number(row.walkin_fees) },
  { header: { en: 'Home Care Fees (SAR)', ar: 'رسوم الرعاية المنزلية (ريال)' }, value: (row) => Number(row.homecare_fees) },
  { header: { en: 'App Access', ar: 'الدخول إلى التطبيق' }, value: (row, locale) => yesNo(row.app_access, locale) },
  { header: { en: 'Tags', ar: 'الوسوم' }, value: (row, locale) => listIn(locale, row.tags.map((tag) => nameIn(locale, tag.name, tag.name_ar))) },
  { header: { en: 'Registered', ar: 'تاريخ التسجيل' }, value: (row) => riyadhDateTime(row.createdAt) },
];

async function readPhysicians(db: DbOrTx, _user: AuthUser, filter: PhysicianFilter, window: { limit: number; offset: number }): Promise<ExportedPhysician[]> {
  const rows = await listPhysicianPage(db, filter, window);
  const tags = await activeTagsOf(db, 'PHYSICIAN', rows.map((row) => row.sys_id));
  return rows.map((row) => ({ ...row, tags: tags.get(row.sys_id) ?? [] }));
}

/** `GET doctor-read/export`: the physician list (`doctor-read/v2`) with its filters as a file; a PIC's only of their clinics, as the list. */
export const physicianExport: ExportRoute<ExportedPhysician, PhysicianFilter> = {
  path: '/doctor-read/export',
  summary: "The physician list as a CSV or XLSX file with the list's filters, by name (a PIC: of their clinics), in the reader's language",
  access: 'signed-in',
  filters: {
    name: Type.Optional(Type.String({ description: 'Part of the English or the Arabic name, any case' })),
    city: Type.Optional(Type.String({ description: "One of CITIES: the city of the physician's clinic" })),
    consultationType: Type.Optional(Type.String({ description: "'online' (audio, text or video), 'walkin' or 'homecare'" })),
    specialization: Type.Optional(Type.String({ description: 'One of SPECIALIZATIONS' })),
    tags: Type.Optional(Type.String({ description: 'Tag ids, comma separated: physicians carrying any of them' })),
    clinic: Type.Optional(Type.String({ description: 'A clinic sys_id: its physicians only' })),
  },
  list: 'physicians',
  title: { en: 'Physicians', ar: 'الأطباء' },
  columns: PHYSICIAN_COLUMNS,
  filterOf: (query, user) => ({ ...physicianFilterOf(query), picId: ownerScope(user) }),
  read: readPhysicians,
};
