import { useFormik, type FormikErrors, type FormikProps } from 'formik';
import { useState } from 'react';
import type { ApiErrorCode, Gender, PatientCreate } from '@mk/contracts';
import type { PatientIdentityTaken } from '@mk/api';
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
    ...identityOf(draft),
    date_of_birth: birthDateToIsoTime(draft.date_of_birth),
    ...(draft.gender ? { gender: draft.gender } : {}),
    ...(clinicName ? { clinicName } : {}),
  };
}

/** The fields whose value only the server can refuse: another patient already holds it. */
export type RefusableField = 'national_id' | 'phone';

/** The code of `POST patient-write`'s refusal of each field (409), which the identity check's answer stands for. */
const TAKEN_CODE = { national_id: 'patient.national_id_taken', phone: 'patient.phone_taken' } as const satisfies Record<RefusableField, ApiErrorCode>;
const REFUSABLE = Object.keys(TAKEN_CODE) as RefusableField[];

/** The field a `POST patient-write` refusal is about, from its code; undefined for other failures. */
export function refusedField(error: unknown): RefusableField | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return REFUSABLE.find((field) => TAKEN_CODE[field] === code);
}

/** A value as the server compares it, so '١٠٠...' and '100...' are the same refused id. */
const storedValue = (field: RefusableField, value: string) => (field === 'phone' ? normalizePhone(value) : toWesternDigits(value.trim()));

/** The national id and phone as registration stores them: the body of the identity check. */
export function identityOf(draft: PatientDraft): Record<RefusableField, string> {
  return { national_id: storedValue('national_id', draft.national_id), phone: storedValue('phone', draft.phone) };
}

/**
 * The identity check's answer as the refusals registration would give: each taken field with the
 * words of the same code (`say` translates an API error), so Next and Book refuse alike.
 */
export function takenRefusals(taken: PatientIdentityTaken, say: (error: { code: ApiErrorCode }) => string): IdentityRefusals {
  const fields = REFUSABLE.filter((field) => taken[`${field}_taken`]);
  return Object.fromEntries(fields.map((field) => [field, say({ code: TAKEN_CODE[field] })]));
}

/** The words refusing each taken field, in the user's language. */
export type IdentityRefusals = Partial<Record<RefusableField, string>>;

/** The wizard's identity check: the refusals, or why the check could not be made (it then stops Next too). */
export type IdentityCheck = (draft: PatientDraft) => Promise<{ refused: IdentityRefusals } | { failure: string }>;

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
  /** Why the last identity check could not be made (the network failed), until the next Next. */
  checkFailure: string | null;
}

/**
 * The create-patient form of step 2, held by the wizard so Back and Next keep what was typed.
 * Formik owns values, touched fields and submit attempts (Next is loading while a submit runs); the
 * shared patientSchema (the rules `POST patient-write` applies) validates. Then `check` asks the
 * server whether the national id or phone is taken: a refused value (here or at Book) stops Next
 * until it is changed, its message on the field; a failed check stops Next with its reason.
 */
export function usePatientForm(onValid: (draft: PatientDraft) => void, check: IdentityCheck): PatientForm {
  const [refusals, setRefusals] = useState<Refusal[]>([]);
  const [checkFailure, setCheckFailure] = useState<string | null>(null);
  const refusalIn = (values: PatientDraft, field: keyof PatientDraft) =>
    refusals.find((refusal) => refusal.field === field && refusal.value === storedValue(refusal.field, values[refusal.field]));
  const refusalsOf = (values: PatientDraft, refused: IdentityRefusals): Refusal[] =>
    REFUSABLE.flatMap((field) => {
      const text = refused[field];
      return text ? [{ field, value: storedValue(field, values[field]), text }] : [];
    });
  const formik = useFormik<PatientDraft>({
    initialValues: emptyPatientDraft(),
    validate: async (values) => (await validateWith(patientSchema, values)) as unknown as FormikErrors<PatientDraft>,
    onSubmit: async (values) => {
      if (refusals.some((refusal) => refusalIn(values, refusal.field))) return;
      setCheckFailure(null);
      const answer = await check(values);
      if ('failure' in answer) setCheckFailure(answer.failure);
      else if (Object.keys(answer.refused).length > 0) setRefusals((current) => [...current, ...refusalsOf(values, answer.refused)]);
      else onValid(values);
    },
  });
  return {
    formik,
    refusalOf: (field) => refusalIn(formik.values, field)?.text,
    refuse: (field, text) => setRefusals((current) => [...current, ...refusalsOf(formik.values, { [field]: text })]),
    reset: (phone) => {
      setRefusals([]);
      setCheckFailure(null);
      formik.resetForm({ values: emptyPatientDraft(phone) });
    },
    checkFailure,
  };
}
