import { defineApiErrors } from './api-errors';
import type { LabelMap } from './labels';
import type { FacilityStatus } from './staff';

/** The file formats a list exports to (issue 29): `?format=csv|xlsx` on a list's `/export` path. */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_MEDIA_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** A facility's approval status as an exported file writes it (the dashboard's `ui.facilityStatus.*` words). */
export const FACILITY_STATUS_LABELS: LabelMap<FacilityStatus> = {
  pending: { en: 'Pending approval', ar: 'بانتظار الموافقة' },
  active: { en: 'Active', ar: 'نشط' },
  suspended: { en: 'Suspended', ar: 'موقوف' },
};

/**
 * The export's own refusals, in the domain error style (`defineApiErrors`): the server's English
 * message and the dashboard's words. The appointments pages' catalogue holds their words.
 */
export const APPOINTMENT_EXPORT_ERRORS = defineApiErrors({
  'appointment_export.clinic_required': {
    message: 'clinicId is required: the clinic whose appointments to export',
    en: 'Choose the clinic whose appointments to export',
    ar: 'اختر العيادة التي تريد تصدير مواعيدها',
  },
  'appointment_export.range_required': {
    message: 'from and until are required, each a day written YYYY-MM-DD',
    en: 'Choose the first and the last day of the appointments to export',
    ar: 'اختر اليوم الأول والأخير للمواعيد التي تريد تصديرها',
  },
  'appointment_export.day_invalid': {
    message: '{key} must be a date written YYYY-MM-DD',
    en: 'The days of the range must be dates written YYYY-MM-DD',
    ar: 'يجب كتابة أيام الفترة بالصيغة YYYY-MM-DD',
  },
  'appointment_export.range_reversed': {
    message: 'until must be on or after from',
    en: 'The last day must be on or after the first day',
    ar: 'يجب أن يكون اليوم الأخير في اليوم الأول أو بعده',
  },
  'appointment_export.range_too_long': {
    message: 'The range must be at most {max} days',
    en: 'Export at most a year of appointments at once',
    ar: 'يمكن تصدير مواعيد سنة واحدة على الأكثر في المرة الواحدة',
  },
});
