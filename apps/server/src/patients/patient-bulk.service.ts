import type { FastifyRequest } from 'fastify';
import { BULK_PATIENT_BATCH_SIZE, type BulkPatientResult, type BulkPatientRowResult } from '@mk/contracts';
import { countryIdFromNationalId, patientCsvRowSchema, strictTypeProblem, type MessageDescriptor } from '@mk/validators';
import { ValidationError } from 'yup';
import { recordAudit } from '../audit/audit.service';
import { AccessDeniedError } from '../auth/policy';
import type { Db } from '../db/database';
import type { AuthUser } from '../fastify-augment';
import { apiError, BadRequestError, type ErrorText } from '../http/errors';
import { validationText } from '../http/validate';
import { normalizeBirthDate, normalizePatientPhone } from './patient-fields';
import { findPatientsByPhoneOrNationalId, insertPatientsSkippingTaken, type PatientInsert } from './patients.repository';

export const BATCH_SIZE = apiError('patient.batch_size', { max: BULK_PATIENT_BATCH_SIZE });
export const NOT_A_ROW = apiError('patient.not_a_row');
export const PHONE_OF_ANOTHER = apiError('patient.phone_of_another');
export const NATIONAL_ID_OF_ANOTHER = apiError('patient.national_id_of_another');

type Candidate = PatientInsert & { index: number; phone: string; national_id: string };

/** Checks one row with the client's rules (`patientCsvRowSchema`) and normalises it, or says why not. */
async function checkRow(raw: unknown, index: number): Promise<Candidate | { index: number; refused: ErrorText }> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { index, refused: NOT_A_ROW };
  try {
    // A field sent as null is a field not sent (the browser leaves out a missing date or country).
    const fields = Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== null));
    // Strict JSON types first: yup would hand an array to `.trim()` (a 500 for the whole batch).
    const typeProblem = strictTypeProblem(patientCsvRowSchema, fields);
    if (typeProblem) return { index, refused: validationText(typeProblem) };
    const row = await patientCsvRowSchema.validate(fields, { abortEarly: true, stripUnknown: true });
    return {
      index,
      name: row.name,
      phone: normalizePatientPhone(row.phone),
      national_id: row.national_id,
      // As in the browser: an invalid date of birth is dropped and the row still goes in.
      date_of_birth: normalizeBirthDate(row.date_of_birth) ?? null,
      country_id: countryIdFromNationalId(row.national_id) ?? null,
    };
  } catch (error) {
    if (error instanceof ValidationError) return { index, refused: validationText(error.errors[0] as unknown as MessageDescriptor) };
    throw error;
  }
}

/** A refused row says why in English (`reason`) and by `code`, which the dashboard translates. */
function rejected(index: number, refused: ErrorText): BulkPatientRowResult {
  return { index, outcome: 'rejected', reason: refused.message, code: refused.code };
}

/** A patient already known (stored, or earlier in the batch) that a row matches or clashes with. */
interface Known {
  sys_id?: string;
  /** The batch row it came from, when it is new. */
  index?: number;
  phone: string;
  national_id: string | null;
}

function outcomeAgainst(known: Known | undefined, candidate: Candidate): 'new' | 'same' | ErrorText {
  if (!known) return 'new';
  if (known.phone === candidate.phone && known.national_id === candidate.national_id) return 'same';
  return known.phone === candidate.phone ? PHONE_OF_ANOTHER : NATIONAL_ID_OF_ANOTHER;
}

/**
 * `POST patient-write/bulk-create/{userId}`: one batch of the CSV upload (at most 500 rows).
 * Every row is checked with the same rules as the browser; the valid rows that are new go in with
 * one statement inside one transaction, so a failure leaves nothing behind. Each row is answered:
 * created, existing (the same phone and national id are already stored, or earlier in the batch:
 * sending a batch twice creates nothing the second time) or rejected with the reason.
 */
export async function bulkCreatePatients(db: Db, request: FastifyRequest, user: AuthUser, userId: string, body: unknown): Promise<BulkPatientResult> {
  if (userId !== user.sys_id) throw new AccessDeniedError({ entityType: 'patient_upload', entityId: userId });
  if (!Array.isArray(body) || body.length === 0 || body.length > BULK_PATIENT_BATCH_SIZE) throw new BadRequestError(BATCH_SIZE);
  const checked = await Promise.all(body.map(checkRow));
  const candidates = checked.filter((row): row is Candidate => 'phone' in row);
  const results: BulkPatientRowResult[] = checked.map((row) =>
    'refused' in row ? rejected(row.index, row.refused) : { index: row.index, outcome: 'created' },
  );

  return db.transaction(async (tx) => {
    const stored = await findPatientsByPhoneOrNationalId(
      tx,
      candidates.map((row) => row.phone),
      candidates.map((row) => row.national_id),
    );
    const byPhone = new Map<string, Known>(stored.map((patient) => [patient.phone, patient]));
    const byNationalId = new Map<string, Known>(stored.flatMap((patient) => (patient.national_id ? [[patient.national_id, patient] as const] : [])));
    const fresh: Candidate[] = [];
    const sameAs = new Map<number, Known>();
    for (const candidate of candidates) {
      const known = byPhone.get(candidate.phone) ?? byNationalId.get(candidate.national_id);
      const outcome = outcomeAgainst(known, candidate);
      if (outcome === 'new') {
        const mine: Known = { index: candidate.index, phone: candidate.phone, national_id: candidate.national_id };
        byPhone.set(candidate.phone, mine);
        byNationalId.set(candidate.national_id, mine);
        fresh.push(candidate);
      } else if (outcome === 'same') {
        sameAs.set(candidate.index, known!);
      } else {
        results[candidate.index] = rejected(candidate.index, outcome);
      }
    }

    const inserted = await insertPatientsSkippingTaken(
      tx,
      fresh.map(({ index: _index, ...row }) => ({ ...row, created_by: user.sys_id })),
    );
    const insertedByPhone = new Map(inserted.map((row) => [row.phone, row.sys_id]));
    const lateClashes: Candidate[] = [];
    for (const candidate of fresh) {
      const sysId = insertedByPhone.get(candidate.phone);
      if (sysId) {
        results[candidate.index] = { index: candidate.index, outcome: 'created', sys_id: sysId };
      } else {
        lateClashes.push(candidate);
      }
    }
    // Rows another upload stored between our read and our insert: answered like stored ones.
    if (lateClashes.length > 0) {
      const now = await findPatientsByPhoneOrNationalId(tx, lateClashes.map((row) => row.phone), lateClashes.map((row) => row.national_id));
      for (const candidate of lateClashes) {
        const known = now.find((patient) => patient.phone === candidate.phone) ?? now.find((patient) => patient.national_id === candidate.national_id);
        const outcome = outcomeAgainst(known, candidate);
        results[candidate.index] =
          outcome === 'same'
            ? { index: candidate.index, outcome: 'existing', sys_id: known!.sys_id }
            : rejected(candidate.index, outcome === 'new' ? PHONE_OF_ANOTHER : outcome);
      }
    }
    // A repeat of an earlier row of this batch shares that row's fate and patient.
    for (const [index, known] of sameAs) {
      const first = known.index === undefined ? undefined : results[known.index];
      results[index] =
        first?.outcome === 'rejected'
          ? { index, outcome: 'rejected', reason: first.reason, code: first.code }
          : { index, outcome: 'existing', sys_id: known.sys_id ?? first?.sys_id };
    }

    const summary: BulkPatientResult = {
      created: results.filter((row) => row.outcome === 'created').length,
      existing: results.filter((row) => row.outcome === 'existing').length,
      rejected: results.filter((row) => row.outcome === 'rejected').length,
      rows: results,
    };
    await recordAudit(tx, request, {
      action: 'bulk_create',
      entityType: 'patient',
      after: { created: summary.created, existing: summary.existing, rejected: summary.rejected },
    });
    return summary;
  });
}
