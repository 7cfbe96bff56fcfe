import { SPECIALIZATION_LABELS, type Specialization } from '@mk/contracts';
import { clinicCreateSchema, clinicUpdateSchema } from '@mk/validators';
import { AccessDeniedError, assertCanAccess, isAdmin, resolvePicIdForCreate } from '../auth/policy';
import type { DbOrTx } from '../db/database';
import { and, eq, gt, isNull, notInArray } from 'drizzle-orm';
import { appointments, clinics, physicians, type ClinicRow, type NewClinicRow } from '../db/schema';
import { apiError, BadRequestError, ConflictError, NotFoundError, type ErrorText } from '../http/errors';
import { chosenPath, slugify, uniquePath } from '../kit/entity-path';
import { initialFacilityStatus } from '../auth/facility-gate';
import { defineEntityWriter } from '../kit/entity-write';
import { recordRemoval } from '../trash/trash.service';
import { CLINIC_KEEP_ON_NULL, isInternalFlag } from './clinic.body';
import { clinicView } from './clinic.view';
import { findLiveClinic } from './clinics.repository';

export const CLINIC_NOT_FOUND = apiError('clinic.not_found');
const HAS_UPCOMING_APPOINTMENTS = apiError('clinic.has_upcoming_appointments');
const PATH_TAKEN = apiError('clinic.path_taken');

/** A refused field change: audited as access_denied like any other 403, with its own words. */
class FieldChangeDeniedError extends AccessDeniedError {
  override readonly code: string;

  constructor(text: ErrorText, clinic: ClinicRow) {
    super({ entityType: 'clinic', entityId: clinic.sys_id });
    this.message = text.message;
    this.code = text.code;
  }
}

function specializationArabic(specialization: Specialization | undefined): string | null {
  return specialization ? SPECIALIZATION_LABELS[specialization].ar : null;
}

/** A path the client chose is kept as chosen (slugified) or refused; a missing one is made from the English name. */
async function pathFor(tx: DbOrTx, requested: string | null | undefined, englishName: string, exceptSysId?: string): Promise<string> {
  if (requested) return chosenPath(tx, clinics, requested, { fallback: 'clinic', taken: PATH_TAKEN, exceptSysId });
  return uniquePath(tx, clinics, slugify(englishName, 'clinic'), exceptSysId);
}

/**
 * Clinic writes (POST, PATCH and DELETE clinic-write). A PIC's clinic is always theirs (pic_id
 * filled before validating, since the shared schema requires it; is_internal stays false); an
 * ADMIN must name an existing PIC, and only an ADMIN may change either later. The Arabic
 * specialization is derived from the English one; the profile path is made unique. A PIC's clinic
 * waits for ADMIN's approval (status 'pending'); a body never writes status (facility-status/).
 */
const clinicWriter = defineEntityWriter({
  entityType: 'clinic',
  trash: 'CLINIC',
  table: clinics,
  createSchema: clinicCreateSchema,
  updateSchema: clinicUpdateSchema,
  apart: ['pic_id', 'specialization_arabic'],
  keepOnNull: CLINIC_KEEP_ON_NULL,
  mediaLinks: ['avatar'],
  errors: {
    notAnObject: () => new BadRequestError(apiError('clinic.not_object')),
    notFound: () => new NotFoundError(CLINIC_NOT_FOUND),
  },
  // Two writes choosing the same generated path at once: the index refuses one, which tries again.
  clashes: { clinics_path_idx: { retry: true, error: () => new ConflictError(PATH_TAKEN) } },
  find: findLiveClinic,
  access: (_tx, user, row) => assertCanAccess(user, row, 'clinic'),
  view: (row) => clinicView(row),
  onCreate: {
    input: (body, user) => ({ pic_id: isAdmin(user) ? body.pic_id : user.sys_id }),
    async row({ tx, user, body, values, columns }) {
      const isInternal = isAdmin(user) ? (isInternalFlag(body) ?? false) : false;
      return {
        ...columns,
        pic_id: await resolvePicIdForCreate(tx, user, values.pic_id),
        is_internal: isInternal,
        status: initialFacilityStatus(user),
        specialization_arabic: specializationArabic(values.specialization),
        path: await pathFor(tx, values.path, values.registered_clinic_name),
      };
    },
  },
  // Issue 16: a clinic leaves nothing behind it. While patients still expect to be seen there the
  // removal is refused; once it goes, its physicians go with it (no physician listed under a clinic
  // that is gone). Past appointments stay, with the clinic's name, in the patients' history.
  // Issue 29: the physicians go to the Trash with it, and come back when it is restored.
  async onRemove({ tx, user, row }) {
    const now = new Date();
    const [upcoming] = await tx
      .select({ sys_id: appointments.sys_id })
      .from(appointments)
      .where(and(eq(appointments.clinic_id, row.sys_id), gt(appointments.starts_at, now), notInArray(appointments.status, ['canceled', 'patient_noshow', 'done'])))
      .limit(1);
    if (upcoming) throw new ConflictError(HAS_UPCOMING_APPOINTMENTS);
    const taken = await tx
      .update(physicians)
      .set({ deleted_at: now })
      .where(and(eq(physicians.clinic_id, row.sys_id), isNull(physicians.deleted_at)))
      .returning({ sys_id: physicians.sys_id });
    await recordRemoval(tx, {
      entityType: 'PHYSICIAN',
      sysIds: taken.map((physician) => physician.sys_id),
      removedAt: now,
      removedBy: user.sys_id,
      removedWith: { entityType: 'CLINIC', sysId: row.sys_id },
    });
  },
  onUpdate: {
    // Sending the stored value back (a form posting the whole clinic) is not a change.
    async before({ tx, user, body, row }) {
      const changes: Partial<NewClinicRow> = {};
      if (body.pic_id !== undefined && body.pic_id !== row.pic_id) {
        if (!isAdmin(user)) throw new FieldChangeDeniedError(apiError('clinic.pic_change_denied'), row);
        changes.pic_id = await resolvePicIdForCreate(tx, user, body.pic_id);
      }
      const isInternal = isInternalFlag(body);
      if (isInternal !== undefined && isInternal !== row.is_internal) {
        if (!isAdmin(user)) throw new FieldChangeDeniedError(apiError('clinic.internal_change_denied'), row);
        changes.is_internal = isInternal;
      }
      return { input: changes.pic_id ? { pic_id: changes.pic_id } : {}, changes };
    },
    changes: async ({ tx, row, values, columns }) => ({
      ...columns,
      ...('specialization' in columns && { specialization_arabic: specializationArabic(values.specialization) }),
      ...('path' in columns && { path: await pathFor(tx, values.path, values.registered_clinic_name, row.sys_id) }),
    }),
  },
});

export const createClinic = clinicWriter.create;
export const changeClinic = clinicWriter.update;
export const deleteClinic = clinicWriter.remove;
