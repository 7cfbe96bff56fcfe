import { useFormik, type FormikErrors, type FormikProps } from 'formik';
import { useState } from 'react';
import type { Gender, PatientCreate } from '@mk/contracts';
import {
  birthDateToIsoTime,
  compactPhone,
  isSaudiMobile,
  normalizeSaudiMobile,
  patientSchema,
  toWesternDigits,
  validateSyncWith,
  validateWith,
  type MessageDescriptor,
} from '@mk/validators';

/** The create-patient form's values; date_of_birth is the date field's 'YYYY-MM-DD'. */
export interface PatientDraft {
  name: string;
  phone: string;
  national_id: string;
  date_of_birth: string;
  gender?: Gender;
}

export type PatientErrors = Partial<Record<keyof PatientDraft, MessageDescriptor>>;

export const emptyPatientDraft = (phone = ''): PatientDraft => ({ name: '', phone, national_id: '', date_of_birth: '' });

/**
 * The shared patient rules (spec 2 section 5), first message of each failing field. Empty when the
 * patient can be registered.
 */
export function validatePatientDraft(draft: PatientDraft): PatientErrors {
  return validateSyncWith(patientSchema, draft) as PatientErrors;
}

/**
 * The phone as patients are stored and searched: a mobile as '0' plus its last 9 digits
 * ('+966 50 123 4567' -> '0501234567'), any other number with Western digits and no spaces.
 */
export function normalizePhone(phone: string): string {
  return isSaudiMobile(phone) ? normalizeSaudiMobile(phone) : compactPhone(phone.trim());
}

/** Body of `POST patient-write`: the date of birth as an ISO time, the clinic's name added (spec 2 section 3). */
export function patientPayload(draft: PatientDraft, clinicName?: string): PatientCreate {
  return {
    name: draft.name.trim(),
    phone: normalizePhone(draft.phone),
    national_id: toWesternDigits(draft.national_id.trim()),
    date_of_birth: birthDateToIsoTime(draft.date_of_birth),
    ...(draft.gender ? { gender: draft.gender } : {}),
    ...(clinicName ? { clinicName } : {}),
  };
}

/** The fields whose value only the server can refuse: another patient already holds it. */
export type RefusableField = 'national_id' | 'phone';

const REFUSED_FIELD: Record<string, RefusableField> = {
  'patient.national_id_taken': 'national_id',
  'patient.phone_taken': 'phone',
};

/** The field a `POST patient-write` refusal is about, from its code; undefined for other failures. */
export function refusedField(error: unknown): RefusableField | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? REFUSED_FIELD[code] : undefined;
}

/** A value as the server compares it, so '١٠٠...' and '100...' are the same refused id. */
const storedValue = (field: RefusableField, value: string) => (field === 'phone' ? normalizePhone(value) : toWesternDigits(value.trim()));

interface Refusal {
  field: RefusableField;
  value: string;
  text: string;
}

export interface PatientForm {
  formik: FormikProps<PatientDraft>;
  /** The server's words about the value a field holds now (a taken national id), if it refused it. */
  refusalOf: (field: keyof PatientDraft) => string | undefined;
  /** Remembers the server's refusal of the value `field` holds now, in the user's language. */
  refuse: (field: RefusableField, text: string) => void;
  /** An empty form (with a searched phone), nothing attempted or refused. */
  reset: (phone?: string) => void;
}

/**
 * The create-patient form of step 2, held by the wizard so Back and Next keep what was typed.
 * Formik owns values, touched fields and submit attempts; the shared patientSchema (the rules
 * `POST patient-write` applies) validates. A value the server refused (taken) stops Next until it
 * is changed, and its message stays on the field.
 */
export function usePatientForm(onValid: (draft: PatientDraft) => void): PatientForm {
  const [refusals, setRefusals] = useState<Refusal[]>([]);
  const refusalIn = (values: PatientDraft, field: keyof PatientDraft) =>
    refusals.find((refusal) => refusal.field === field && refusal.value === storedValue(refusal.field, values[refusal.field]));
  const formik = useFormik<PatientDraft>({
    initialValues: emptyPatientDraft(),
    validate: async (values) => (await validateWith(patientSchema, values)) as unknown as FormikErrors<PatientDraft>,
    onSubmit: (values) => {
      if (!refusals.some((refusal) => refusalIn(values, refusal.field))) onValid(values);
    },
  });
  return {
    formik,
    refusalOf: (field) => refusalIn(formik.values, field)?.text,
    refuse: (field, text) =>
      setRefusals((current) => [...current, { field, value: storedValue(field, formik.values[field]), text }]),
    reset: (phone) => {
      setRefusals([]);
      formik.resetForm({ values: emptyPatientDraft(phone) });
    },
  };
}
