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
