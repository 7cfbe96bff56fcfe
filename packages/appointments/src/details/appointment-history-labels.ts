import { APPOINTMENT_STATUS_LABELS, APPOINTMENT_TYPE_LABELS } from '@mk/contracts';

/** An appointment's fields as the trail names them, with the labels of its details sheet (the History tab's names). */
const FIELD = (key: string) => `appointments.details.fields.${key}`;

export const APPOINTMENT_FIELD_LABELS: Readonly<Record<string, string>> = {
  status: FIELD('status'),
  type: FIELD('type'),
  is_insurance: FIELD('insurance'),
  starts_at: FIELD('startsAt'),
  physician_id: FIELD('physicianName'),
  patient_id: FIELD('patientName'),
};

/** Its codes by the contract's labels. */
export const APPOINTMENT_VALUE_LABELS = { status: APPOINTMENT_STATUS_LABELS, type: APPOINTMENT_TYPE_LABELS };
