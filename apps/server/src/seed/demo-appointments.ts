import { NO_SHOW_WINDOW_MS, type AppointmentStatus, type AppointmentType, type PaymentType } from '@mk/contracts';
import { physicianSlotMinutes, type Period } from '@mk/scheduling';
import { feeFor, offersType, type OfferedServices } from '../appointments/appointment-rules';
import { physicianSlotsFor } from '../schedules/schedule-periods';
import { pickFrom, seededRandom, seededUuid } from './demo-random';

/** The seeded window: two weeks back and two weeks ahead of the seeding day (UTC). */
export const DEMO_APPOINTMENT_DAYS = 14;

export interface DemoBookablePhysician extends OfferedServices {
  sys_id: string;
  clinic_id: string;
  /** Index of the physician's clinic among the seeded ones (the clinic PIC's two come first). */
  clinicIndex: number;
  consultation_duration: number | null | undefined;
  periods: Period[];
}

export interface DemoAppointment {
  sys_id: string;
  patient_id: string;
  physician_id: string;
  clinic_id: string;
  type: AppointmentType;
  service_type: 'consultation';
  starts_at: string;
  status: AppointmentStatus;
  payment_type: PaymentType;
  amount: number;
  is_insurance: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface DemoPrescription {
  sys_id: string;
  appointment_id: string;
  patient_id: string;
  physician_id: string;
  createdAt: string;
}

export interface DemoMedicine {
  prescription_id: string;
  generic_name: string;
  strength_value: string;
  strength_value_unit: string;
  dosage_form: string;
  note: string;
}

export interface DemoReport {
  sys_id: string;
  appointment_id: string;
  diagnosis: string;
  notes: string;
  createdAt: string;
}

export interface DemoAppointmentData {
  appointments: DemoAppointment[];
  prescriptions: DemoPrescription[];
  medicines: DemoMedicine[];
  reports: DemoReport[];
}

const MEDICINES: [string, string, string, string][] = [
  ['Paracetamol', '500', 'mg', 'Tablet'],
  ['Amoxicillin', '500', 'mg', 'Capsule'],
  ['Ibuprofen', '400', 'mg', 'Tablet'],
  ['Omeprazole', '20', 'mg', 'Capsule'],
  ['Metformin', '500', 'mg', 'Tablet'],
  ['Amlodipine', '5', 'mg', 'Tablet'],
  ['Cetirizine', '10', 'mg', 'Tablet'],
  ['Salbutamol', '100', 'mcg', 'Inhaler'],
  ['Azithromycin', '250', 'mg', 'Tablet'],
  ['Cholecalciferol', '50000', 'IU', 'Capsule'],
  ['Fluticasone', '50', 'mcg', 'Nasal spray'],
  ['Chlorhexidine', '0.12', '%', 'Mouthwash'],
];
const DOSES = ['Once daily after breakfast', 'Twice daily for 5 days', 'Three times daily after meals', 'When needed, at most 3 a day', 'At bedtime for 2 weeks'];
const DIAGNOSES = [
  'Acute pharyngitis',
  'Seasonal allergic rhinitis',
  'Essential hypertension, controlled',
  'Type 2 diabetes mellitus follow-up',
  'Vitamin D deficiency',
  'Lower back strain',
  'Gastroesophageal reflux',
  'Dental caries',
  'Mild persistent asthma',
  'Tension headache',
];
const NOTES = [
  'Advised rest and fluids; review in one week if symptoms persist.',
  'Blood pressure within target; continue current plan.',
  'HbA1c requested before the next visit.',
  'Diet and exercise advice given.',
  'Patient educated about warning signs; follow up as needed.',
];

const DAY_MS = 24 * 60 * 60 * 1000;
const BOOKABLE_TYPES: AppointmentType[] = ['walkin', 'audio', 'video', 'chat', 'homecare'];

/**
 * A status that fits where the appointment sits in time: served or missed in the past (confirmed
 * ones still inside the 48-hour no-show window), waiting or in progress around now, confirmed or
 * pending ahead; a few cancelled everywhere.
 */
function statusAt(start: number, end: number, now: number, random: () => number): AppointmentStatus {
  const roll = random();
  if (roll < 0.1) return 'canceled';
  if (start <= now && now < end) return roll < 0.55 ? 'progressing' : 'waiting';
  if (end <= now) {
    if (now - start < NO_SHOW_WINDOW_MS) return roll < 0.45 ? 'confirmed' : roll < 0.6 ? 'patient_noshow' : 'done';
    return roll < 0.25 ? 'patient_noshow' : 'done';
  }
  if (start - now < 2 * 60 * 60 * 1000 && roll < 0.4) return 'waiting';
  return roll < 0.25 ? 'pending' : 'confirmed';
}

/**
 * The demo appointments of the seeded physicians, inside their weekly schedules, over the two
 * weeks before and after `now` (UTC days), in every status, with prescriptions and reports on the
 * served ones. The clinic PIC's clinics (the first two) are busier so their monitor is full.
 * Deterministic for a given `now`: a seeded PRNG draws slots, patients, types and statuses.
 */
export function demoAppointments(physicians: readonly DemoBookablePhysician[], patientIds: readonly string[], now: Date): DemoAppointmentData {
  const random = seededRandom(7_301_965);
  const data: DemoAppointmentData = { appointments: [], prescriptions: [], medicines: [], reports: [] };
  const nowMs = now.getTime();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());

  for (const physician of physicians) {
    const types = BOOKABLE_TYPES.filter((type) => offersType(physician, type));
    if (types.length === 0) continue;
    const slotMs = physicianSlotMinutes(physician.consultation_duration) * 60_000;
    // The slot starts of each weekday, in milliseconds after midnight.
    const startsByWeekday: number[][] = [[], [], [], [], [], [], []];
    for (const slot of physicianSlotsFor(physician.periods, physician.consultation_duration)) {
      startsByWeekday[slot.day].push((Number(slot.from.slice(0, 2)) * 60 + Number(slot.from.slice(2))) * 60_000);
    }
    const fill = physician.clinicIndex < 2 ? 0.3 : 0.06;
    for (let offset = -DEMO_APPOINTMENT_DAYS; offset <= DEMO_APPOINTMENT_DAYS; offset++) {
      const day = today + offset * DAY_MS;
      for (const startInDay of startsByWeekday[new Date(day).getUTCDay()]) {
        if (random() >= fill) continue;
        const start = day + startInDay;
        const status = statusAt(start, start + slotMs, nowMs, random);
        const type = pickFrom(random, types);
        const online = type !== 'walkin' && type !== 'homecare';
        const createdAt = Math.min(nowMs, start - (1 + Math.floor(random() * 10)) * DAY_MS + Math.floor(random() * DAY_MS));
        const appointment: DemoAppointment = {
          sys_id: seededUuid(random),
          patient_id: pickFrom(random, patientIds),
          physician_id: physician.sys_id,
          clinic_id: physician.clinic_id,
          type,
          service_type: 'consultation',
          starts_at: new Date(start).toISOString(),
          status,
          payment_type: online || random() < 0.3 ? 'online_pay' : 'clinic_pay',
          amount: feeFor(physician, type),
          is_insurance: random() < 0.2,
          createdAt: new Date(createdAt).toISOString(),
          updatedAt: new Date(Math.min(nowMs, Math.max(createdAt, start))).toISOString(),
        };
        data.appointments.push(appointment);
        if (status === 'done') addRecords(data, appointment, start + slotMs, random);
      }
    }
  }
  keepOneToMarkAsNoShow(data, new Set(physicians.filter((physician) => physician.clinicIndex < 2).map((physician) => physician.clinic_id)), nowMs);
  return data;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * The clinic PIC's monitor always has a past appointment it may still mark as a no-show: when the
 * draws left none confirmed at its clinics between 45 minutes and 40 hours ago (a Saturday evening
 * after a quiet Friday, say), the latest served or missed one of that span stays confirmed instead,
 * its records dropped.
 */
function keepOneToMarkAsNoShow(data: DemoAppointmentData, clinicIds: ReadonlySet<string>, nowMs: number): void {
  const span = data.appointments.filter((appointment) => {
    const start = Date.parse(appointment.starts_at);
    return clinicIds.has(appointment.clinic_id) && appointment.status !== 'canceled' && start <= nowMs - 0.75 * HOUR_MS && start > nowMs - 40 * HOUR_MS;
  });
  if (span.some((appointment) => appointment.status === 'confirmed')) return;
  const latest = span.sort((a, b) => Date.parse(b.starts_at) - Date.parse(a.starts_at))[0];
  if (!latest) return;
  latest.status = 'confirmed';
  const dropped = new Set(data.prescriptions.filter((prescription) => prescription.appointment_id === latest.sys_id).map((prescription) => prescription.sys_id));
  data.prescriptions = data.prescriptions.filter((prescription) => !dropped.has(prescription.sys_id));
  data.medicines = data.medicines.filter((medicine) => !dropped.has(medicine.prescription_id));
  data.reports = data.reports.filter((report) => report.appointment_id !== latest.sys_id);
}

/** Most served appointments leave a report, many a prescription of one to three medicines. */
function addRecords(data: DemoAppointmentData, appointment: DemoAppointment, end: number, random: () => number): void {
  const at = new Date(end).toISOString();
  if (random() < 0.9) {
    data.reports.push({ sys_id: seededUuid(random), appointment_id: appointment.sys_id, diagnosis: pickFrom(random, DIAGNOSES), notes: pickFrom(random, NOTES), createdAt: at });
  }
  if (random() < 0.7) {
    const prescription: DemoPrescription = {
      sys_id: seededUuid(random),
      appointment_id: appointment.sys_id,
      patient_id: appointment.patient_id,
      physician_id: appointment.physician_id,
      createdAt: at,
    };
    data.prescriptions.push(prescription);
    const count = 1 + Math.floor(random() * 3);
    const first = Math.floor(random() * MEDICINES.length);
    for (let k = 0; k < count; k++) {
      const [generic_name, strength_value, strength_value_unit, dosage_form] = MEDICINES[(first + k * 5) % MEDICINES.length];
      data.medicines.push({ prescription_id: prescription.sys_id, generic_name, strength_value, strength_value_unit, dosage_form, note: pickFrom(random, DOSES) });
    }
  }
}
