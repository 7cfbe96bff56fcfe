import type { AppointmentHistoryItem } from '@mk/contracts';
import { getRuntimeConfig } from '@mk/api';

/** The distinct prescription ids of an appointment (each prescription's medicines carry it). */
export function prescriptionIds(row: AppointmentHistoryItem): string[] {
  const ids = (row.prescriptions ?? []).flatMap((prescription) => (prescription.pre_meds ?? []).map((med) => med.prescription_id));
  return [...new Set(ids.filter(Boolean))];
}

/** The prescription's PDF on the API host (spec 2 section 7: pdf-creator/pdf/{id}). */
export function prescriptionPdfUrl(id: string): string {
  return `${getRuntimeConfig().apiHost.replace(/\/+$/, '')}/pdf-creator/pdf/${encodeURIComponent(id)}`;
}

/** The appointment's reports' diagnoses or notes, joined; '' when there are none. */
export function reportTexts(row: AppointmentHistoryItem, field: 'diagnosis' | 'notes'): string {
  return (row.reports ?? [])
    .map((report) => report[field]?.trim())
    .filter(Boolean)
    .join(' · ');
}
