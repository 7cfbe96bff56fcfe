import { MESSAGES, patientSchema, validatePhone } from '@mk/validators';
import type { FastifyRequest } from 'fastify';
import { recordAudit } from '../audit/audit.service';
import { AccessDeniedError, isAdmin } from '../auth/policy';
import type { Db, DbOrTx } from '../db/database';
import type { AuthUser } from '../fastify-augment';
import { BadRequestError, NotFoundError } from '../http/errors';
import { queryText } from '../http/query';
import { validateBody, validationError } from '../http/validate';
import { normalizePatientPhone } from './patient-fields';
import { maskNationalId, type PatientLookupView } from './patient.view';
import { findPatientByPhone, hasVisitedClinicOf, isInChargeOfClinics } from './patients.repository';
import { NO_PATIENT_WITH_PHONE, PHONE_REQUIRED, takenIdentity } from './patients.service';

/**
 * Who finds and registers patients: those who book them, ADMIN and the PICs in charge of a live
 * clinic. A pharmacy's or center's PIC is refused (403, audited as `access_denied`).
 */
export async function assertBooksPatients(db: DbOrTx, user: AuthUser): Promise<void> {
  if (isAdmin(user) || (await isInChargeOfClinics(db, user.sys_id))) return;
  throw new AccessDeniedError({ entityType: 'patient', entityId: null });
}

/**
 * `GET patient-read/search?phone=` (the booking wizard's first step). Who: ADMIN, or a PIC in charge
 * of a clinic (a pharmacy's or center's PIC books no one: 403, audited). What: one full phone number
 * passing the spec's phone rule, never a part of one, and only the fields booking shows, the
 * national id masked unless the caller is ADMIN or the patient has an appointment at one of the
 * caller's clinics. Every lookup that reaches the database is audited (found or not), one record.
 */
export async function searchPatientForBooking(db: Db, request: FastifyRequest, user: AuthUser, query: unknown): Promise<PatientLookupView> {
  await assertBooksPatients(db, user);
  const phone = queryText(query, 'phone', 30);
  if (!phone) throw new BadRequestError(PHONE_REQUIRED);
  const phoneError = validatePhone(phone);
  if (phoneError) throw validationError(phoneError);

  const patient = await findPatientByPhone(db, normalizePatientPhone(phone));
  await recordAudit(db, request, { action: 'search', entityType: 'patient', entityId: patient?.sys_id ?? null, after: { by: 'phone', found: Boolean(patient) } });
  if (!patient) throw new NotFoundError(NO_PATIENT_WITH_PHONE);

  const seesFullId = isAdmin(user) || (await hasVisitedClinicOf(db, patient.sys_id, user.sys_id));
  return {
    sys_id: patient.sys_id,
    name: patient.name,
    phone: patient.phone,
    national_id: seesFullId ? patient.national_id : maskNationalId(patient.national_id),
    date_of_birth: patient.date_of_birth,
    gender: patient.gender,
  };
}

/** The two values registration keeps unique, by the create form's own rules; either may be left out. */
export const identityCheckSchema = patientSchema.pick(['phone', 'national_id']).partial();

/** The answer of the identity check: only whether each value is taken, never by whom. */
export interface IdentityCheckView {
  national_id_taken: boolean;
  phone_taken: boolean;
}

/**
 * `POST patient-read/identity-check` `{ national_id?, phone? }`: the booking wizard asks, on its
 * patient step, whether a new patient's national id or phone already belongs to a patient, so it
 * refuses them before a slot is chosen. The values pass the create form's rules (the national id
 * rule: 'Invalid National/Residence ID'; the phone rule) and the answer is registration's own
 * uniqueness rule (`takenIdentity`). The same callers as the phone search, audited as a search.
 */
export async function checkPatientIdentity(db: Db, request: FastifyRequest, user: AuthUser, body: unknown): Promise<IdentityCheckView> {
  await assertBooksPatients(db, user);
  const input = await validateBody(identityCheckSchema, body);
  if (!input.national_id && !input.phone) throw validationError(MESSAGES.required);

  const taken = await takenIdentity(db, { phone: input.phone ? normalizePatientPhone(input.phone) : undefined, nationalId: input.national_id });
  const by = [...(input.national_id ? ['national_id'] : []), ...(input.phone ? ['phone'] : [])];
  await recordAudit(db, request, { action: 'search', entityType: 'patient', entityId: taken.holders[0] ?? null, after: { by, holders: taken.holders } });
  return { national_id_taken: taken.national_id_taken, phone_taken: taken.phone_taken };
}
