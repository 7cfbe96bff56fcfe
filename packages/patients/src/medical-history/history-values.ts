import type { AppointmentHistoryItem } from '@mk/contracts';

/** The distinct prescription ids of an appointment (each prescription's medicines carry it). */
export function prescriptionIds(row: AppointmentHistoryItem): string[] {
  const ids = (row.prescriptions ?? []).flatMap((prescription) => (prescription.pre_meds ?? []).map((med) => med.prescription_id));
  return [...new Set(ids.filter(Boolean))];
}

/** The appointment's reports' diagnoses or notes, joined; '' when there are none. */
export function reportTexts(row: AppointmentHistoryItem, field: 'diagnosis' | 'notes'): string {
  return (row.reports ?? [])
    .map((report) => report[field]?.trim())
    .filter(Boolean)
    .join(' · ');
}
