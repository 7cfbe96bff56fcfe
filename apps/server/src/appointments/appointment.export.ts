import { Type } from '@sinclair/typebox';
import { APPOINTMENT_STATUSES, APPOINTMENT_STATUS_LABELS, APPOINTMENT_TYPE_LABELS, PAYMENT_TYPE_LABELS, APPOINTMENT_EXPORT_ERRORS, type AppointmentStatus } from '@mk/contracts';
import { roles } from '../auth/policy';
import type { DbOrTx } from '../db/database';
import { labelOf, nameIn, riyadhDateTime, yesNo, type ExportColumn } from '../exports/export-cells';
import type { ExportRoute } from '../exports/export-route';
import { apiError, BadRequestError, domainError, NotFoundError } from '../http/errors';
import { isSysId } from '../http/id-param';
import { isDayInRange, queryOneOf, queryText } from '../http/query';
import { clinicOfPhysician } from '../physicians/physicians.repository';
import { utcDayRange } from './appointment-rules';
import { clinicAppointmentsPage, type ClinicAppointmentExportRow, type ClinicAppointmentsFilter } from './appointments.repository';

/** The longest range one file covers, in days (a year, leap or not). */
export const APPOINTMENT_EXPORT_MAX_DAYS = 366;

const exportError = (code: keyof typeof APPOINTMENT_EXPORT_ERRORS, values?: Record<string, string | number>) =>
  new BadRequestError(domainError(APPOINTMENT_EXPORT_ERRORS, code, values));

const DAY_MS = 24 * 60 * 60 * 1000;

/** A day of the range ('YYYY-MM-DD' on the appointments' clock, UTC as the monitor's `day`) as the instants it covers. */
function dayOf(query: unknown, key: 'from' | 'until'): { start: Date; end: Date } {
  const day = queryText(query, key, 10);
  if (day === undefined) throw exportError('appointment_export.range_required');
  const range = /^\d{4}-\d{2}-\d{2}$/.test(day) && isDayInRange(day) ? utcDayRange(day) : undefined;
  if (!range) throw exportError('appointment_export.day_invalid', { key });
  return range;
}

/**
 * The filters, checked before any byte is sent: the clinic (a live one, 404 otherwise), the first
 * and last day (both included, at most APPOINTMENT_EXPORT_MAX_DAYS) and a status when given.
 */
export async function appointmentExportFilterOf(db: DbOrTx, query: unknown): Promise<ClinicAppointmentsFilter> {
  const clinicId = queryText(query, 'clinicId');
  if (clinicId === undefined) throw exportError('appointment_export.clinic_required');
  if (!isSysId(clinicId)) throw new BadRequestError(apiError('clinic.unknown', { id: clinicId }));
  const from = dayOf(query, 'from').start;
  const until = dayOf(query, 'until').end;
  if (until <= from) throw exportError('appointment_export.range_reversed');
  if (until.getTime() - from.getTime() > APPOINTMENT_EXPORT_MAX_DAYS * DAY_MS) throw exportError('appointment_export.range_too_long', { max: APPOINTMENT_EXPORT_MAX_DAYS });
  const status = queryOneOf<AppointmentStatus>(query, 'status', APPOINTMENT_STATUSES);
  const clinic = await clinicOfPhysician(db, clinicId.toLowerCase());
  if (!clinic || clinic.deleted_at) throw new NotFoundError(apiError('clinic.not_found'));
  return { clinicId: clinic.sys_id, from, until, status };
}

/** An appointment's slot as stored and as the details page shows it: its wall clock is kept in UTC ('yyyy-MM-dd HH:mm'). */
const slotTime = (startsAt: Date) => startsAt.toISOString().slice(0, 16).replace('T', ' ');

/** The monitor's tile (time, physician, patient, status) and the details page's type, fee and payment. */
const APPOINTMENT_COLUMNS: ExportColumn<ClinicAppointmentExportRow>[] = [
  { header: { en: 'Appointment ID', ar: 'رقم الموعد' }, value: (row) => row.sys_id },
  { header: { en: 'Date & Time (UTC)', ar: 'التاريخ والوقت (بالتوقيت العالمي)' }, value: (row) => slotTime(row.starts_at) },
  { header: { en: 'Starts (Riyadh time)', ar: 'البداية (بتوقيت الرياض)' }, value: (row) => riyadhDateTime(row.starts_at) },
  { header: { en: 'Physician', ar: 'الطبيب' }, value: (row, locale) => nameIn(locale, row.physician_name, row.physician_arabic_name) },
  { header: { en: 'Patient Name', ar: 'اسم المريض' }, value: (row) => row.patient_name },
  { header: { en: 'Status', ar: 'الحالة' }, value: (row, locale) => labelOf(APPOINTMENT_STATUS_LABELS, row.status, locale) },
  { header: { en: 'Appointment Type', ar: 'نوع الموعد' }, value: (row, locale) => labelOf(APPOINTMENT_TYPE_LABELS, row.type, locale) },
  { header: { en: 'Amount (SAR)', ar: 'المبلغ (ريال)' }, value: (row) => Number(row.amount) },
  { header: { en: 'Payment', ar: 'الدفع' }, value: (row, locale) => labelOf(PAYMENT_TYPE_LABELS, row.payment_type, locale) },
  { header: { en: 'Insurance', ar: 'التأمين' }, value: (row, locale) => yesNo(row.is_insurance, locale) },
  { header: { en: 'Created At (Riyadh time)', ar: 'تاريخ الإنشاء (بتوقيت الرياض)' }, value: (row) => riyadhDateTime(row.createdAt) },
];

/**
 * `GET appointment-management/export?clinicId=&from=&until=`: a clinic's appointments over a range
 * of days as a file (ADMIN only). The monitor (`monitoring/appointment-by-clinic/{clinicId}?day=`)
 * lists one day; its path holds the clinic, so the export sits beside the appointment routes. The
 * days are the monitor's (UTC, the appointments' stored clock); cancelled appointments are written
 * too, with their status, unless `status` picks one.
 */
export const appointmentExport = (db: DbOrTx): ExportRoute<ClinicAppointmentExportRow, ClinicAppointmentsFilter> => ({
  path: '/appointment-management/export',
  summary: "A clinic's appointments from one day to another (at most a year) as a CSV or XLSX file, by time, in the reader's language (ADMIN only)",
  access: roles('ADMIN'),
  filters: {
    clinicId: Type.Optional(Type.String({ description: 'The clinic sys_id (required)' })),
    from: Type.Optional(Type.String({ description: 'The first day, YYYY-MM-DD, UTC as the monitor (required)' })),
    until: Type.Optional(Type.String({ description: `The last day, included, YYYY-MM-DD (required; at most ${APPOINTMENT_EXPORT_MAX_DAYS} days in all)` })),
    status: Type.Optional(Type.String({ description: 'One of APPOINTMENT_STATUSES: those appointments only (default: all, cancelled ones too)' })),
  },
  list: 'appointments',
  title: { en: 'Appointments', ar: 'المواعيد' },
  columns: APPOINTMENT_COLUMNS,
  filterOf: (query) => appointmentExportFilterOf(db, query),
  read: (database, _user, filter, window) => clinicAppointmentsPage(database, filter, window),
});
