import type { FastifyRequest } from 'fastify';
import type { DataPage } from '@mk/contracts';
import { countryIdFromNationalId, patientSchema, toWesternDigits, validateNationalId } from '@mk/validators';
import { recordAudit } from '../audit/audit.service';
import type { Db, DbOrTx } from '../db/database';
import type { AuthUser } from '../fastify-augment';
import { apiError, BadRequestError, ConflictError } from '../http/errors';
import type { Page } from '../http/pagination';
import { validateBody, validationError } from '../http/validate';
import { isUniqueViolation } from '../db/unique-violation';
import { normalizeBirthDate, normalizePatientPhone } from './patient-fields';
import type { PatientView } from './patient.view';
import { findPatientsByPhoneOrNationalId, insertPatient, listPatients, type PatientSearch } from './patients.repository';

export const PHONE_REQUIRED = apiError('patient.phone_required');
export const PATIENT_NOT_FOUND = apiError('patient.not_found');
export const NO_PATIENT_WITH_PHONE = apiError('patient.no_patient_with_phone');
export const PHONE_TAKEN = apiError('patient.phone_taken');
export const NATIONAL_ID_TAKEN = apiError('patient.national_id_taken');
export const BIRTH_DATE_INVALID = apiError('patient.birth_date_invalid');

/** `patient-read/`: every patient, newest first (ADMIN only; the route checks the role). */
/**
 * The patient list's search (issue 16): digits (Western or Arabic-Indic, spaces and '+' allowed)
 * look for a phone or a national id, anything else for a name. Blank means no search.
 */
export function readPatientSearch(query: unknown): PatientSearch | undefined {
  const raw = (query as { search?: unknown } | null)?.search;
  if (typeof raw !== 'string') return undefined;
  const text = raw.trim().slice(0, 100);
  if (!text) return undefined;
  const compact = toWesternDigits(text).replace(/[\s+()-]/g, '');
  if (/^\d+$/.test(compact)) return { digits: compact, phone: normalizePatientPhone(compact) };
  return { name: text };
}

export async function pagedPatients(db: DbOrTx, page: Page, search?: PatientSearch): Promise<DataPage<PatientView>> {
  return listPatients(db, page, search);
}

/** Which of a phone and a national id other patients already hold; `holders` are those patients' ids. */
export interface TakenIdentity {
  phone_taken: boolean;
  national_id_taken: boolean;
  holders: string[];
}

/**
 * The one uniqueness rule of patients: registration refuses what it finds (below) and the wizard's
 * check (`POST patient-read/identity-check`) answers it, so the two never disagree. Both values as
 * stored: the phone normalised (`normalizePatientPhone`), the national id with Western digits.
 */
export async function takenIdentity(db: DbOrTx, identity: { phone?: string; nationalId?: string }): Promise<TakenIdentity> {
  const { phone, nationalId } = identity;
  const holders = await findPatientsByPhoneOrNationalId(db, phone ? [phone] : [], nationalId ? [nationalId] : []);
  return {
    phone_taken: Boolean(phone) && holders.some((patient) => patient.phone === phone),
    national_id_taken: Boolean(nationalId) && holders.some((patient) => patient.national_id === nationalId),
    holders: holders.map((patient) => patient.sys_id),
  };
}

/** Which of a phone and a national id another patient already holds, as the 409 to answer. */
async function assertPatientFree(db: DbOrTx, phone: string, nationalId: string): Promise<void> {
  const taken = await takenIdentity(db, { phone, nationalId });
  if (taken.phone_taken) throw new ConflictError(PHONE_TAKEN);
  if (taken.national_id_taken) throw new ConflictError(NATIONAL_ID_TAKEN);
}

/**
 * `POST patient-write` (the booking wizard's create-patient form): the shared `patientSchema`,
 * then the national id's checksum (the form only checks its length), the phone normalised, and
 * phone and national id unique (409 with words). `clinicName` is kept as given.
 */
export async function createPatient(db: Db, request: FastifyRequest, user: AuthUser, body: unknown): Promise<PatientView> {
  const input = await validateBody(patientSchema, body);
  const idError = validateNationalId(input.national_id);
  if (idError) throw validationError(idError);
  const birthDate = normalizeBirthDate(input.date_of_birth);
  if (!birthDate) throw new BadRequestError(BIRTH_DATE_INVALID);
  const phone = normalizePatientPhone(input.phone);
  try {
    return await db.transaction(async (tx) => {
      await assertPatientFree(tx, phone, input.national_id);
      const patient = await insertPatient(tx, {
        name: input.name,
        phone,
        national_id: input.national_id,
        date_of_birth: birthDate,
        gender: input.gender ?? null,
        country_id: countryIdFromNationalId(input.national_id) ?? null,
        clinic_name: input.clinicName || null,
        created_by: user.sys_id,
      });
      await recordAudit(tx, request, { action: 'create', entityType: 'patient', entityId: patient.sys_id, after: { name: patient.name } });
      return patient;
    });
  } catch (error) {
    // Two registrations of one phone racing past the check: the unique indexes refuse the second.
    if (isUniqueViolation(error, 'patients_phone_idx')) throw new ConflictError(PHONE_TAKEN);
    if (isUniqueViolation(error, 'patients_national_id_idx')) throw new ConflictError(NATIONAL_ID_TAKEN);
    throw error;
  }
}
