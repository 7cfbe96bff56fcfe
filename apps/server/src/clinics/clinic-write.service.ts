import type { FastifyRequest } from 'fastify';
import { SPECIALIZATION_LABELS, type Specialization } from '@mk/contracts';
import { clinicCreateSchema, clinicUpdateSchema } from '@mk/validators';
import { recordAudit } from '../audit/audit.service';
import { AccessDeniedError, assertCanAccess, resolvePicIdForCreate } from '../auth/policy';
import type { Db, DbOrTx } from '../db/database';
import type { ClinicRow, NewClinicRow } from '../db/schema';
import type { AuthUser } from '../fastify-augment';
import { ConflictError, NotFoundError } from '../http/errors';
import { validateBody } from '../http/validate';
import { isUniqueViolation } from '../tags/unique-violation';
import { bodyObject, DERIVED_FIELDS, isInternalFlag, storedAsInput, withoutNulls, writableFields } from './clinic.body';
import { pathTaken, slugify, uniquePath } from './clinic-path';
import { clinicView, type ClinicView } from './clinic.view';
import { findLiveClinic, insertClinic, updateClinic } from './clinics.repository';

export const CLINIC_NOT_FOUND = 'Clinic not found';
export const PIC_ID_CHANGE_DENIED = 'Only an administrator can change the person in charge of a clinic';
export const IS_INTERNAL_CHANGE_DENIED = 'Only an administrator can change whether a clinic is internal';
export const PATH_TAKEN = 'This profile link is already used by another clinic';
const PATH_INDEX = 'clinics_path_idx';

/** A refused field change: audited as access_denied like any other 403, with its own words. */
class FieldChangeDeniedError extends AccessDeniedError {
  constructor(message: string, clinic: ClinicRow) {
    super({ entityType: 'clinic', entityId: clinic.sys_id });
    this.message = message;
  }
}

type Values = Record<string, unknown>;

function specializationArabic(specialization: unknown): string | null {
  return SPECIALIZATION_LABELS[specialization as Specialization]?.ar ?? null;
}

/** A path the client chose is kept as chosen (slugified) or refused; a missing one is made from the English name. */
async function pathFor(tx: DbOrTx, requested: unknown, englishName: string, exceptSysId?: string): Promise<string> {
  if (typeof requested === 'string' && requested.trim() !== '') {
    const path = slugify(requested);
    if (await pathTaken(tx, path, exceptSysId)) throw new ConflictError(PATH_TAKEN);
    return path;
  }
  return uniquePath(tx, slugify(englishName), exceptSysId);
}

/** Two writes choosing the same generated path at once: the unique index refuses one, which tries again. */
async function retryOnPathClash<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (!isUniqueViolation(error, PATH_INDEX)) throw error;
      if (attempt >= 3) throw new ConflictError(PATH_TAKEN);
    }
  }
}

/**
 * POST clinic-write. A PIC's clinic is always theirs (pic_id filled before validating, since the
 * shared schema requires it; is_internal stays false); an ADMIN must name an existing PIC.
 */
export async function createClinic(db: Db, request: FastifyRequest, user: AuthUser, body: unknown): Promise<ClinicView> {
  const fields = bodyObject(body);
  const input: Values = { ...withoutNulls(writableFields(fields)), pic_id: user.role === 'ADMIN' ? fields.pic_id : user.sys_id };
  const clinic = (await validateBody(clinicCreateSchema, input)) as Values;
  const isInternal = user.role === 'ADMIN' ? (isInternalFlag(fields) ?? false) : false;

  return retryOnPathClash(() =>
    db.transaction(async (tx) => {
      const values = {
        ...clinic,
        pic_id: await resolvePicIdForCreate(tx, user, clinic.pic_id),
        is_internal: isInternal,
        specialization_arabic: specializationArabic(clinic.specialization),
        path: await pathFor(tx, clinic.path, String(clinic.registered_clinic_name)),
      } as NewClinicRow;
      const row = await insertClinic(tx, values);
      await recordAudit(tx, request, { action: 'create', entityType: 'clinic', entityId: row.sys_id, after: clinicView(row) });
      return clinicView(row);
    }),
  );
}

/**
 * PATCH clinic-write/{id}. The body may be partial: it is merged over the stored clinic and the
 * whole result is validated, so rules across fields (the payment flags) hold on the record.
 * Only the fields the body names are written; a failure anywhere leaves the row as it was.
 */
export async function changeClinic(
  db: Db,
  request: FastifyRequest,
  user: AuthUser,
  sysId: string,
  body: unknown,
): Promise<ClinicView> {
  const fields = bodyObject(body);
  return retryOnPathClash(() =>
    db.transaction(async (tx) => {
      const row = await findLiveClinic(tx, sysId, { forUpdate: true });
      if (!row) throw new NotFoundError(CLINIC_NOT_FOUND);
      assertCanAccess(user, row, 'clinic');

      const changes: Values = {};
      // Sending the stored value back (a form posting the whole clinic) is not a change.
      if (fields.pic_id !== undefined && fields.pic_id !== row.pic_id) {
        if (user.role !== 'ADMIN') throw new FieldChangeDeniedError(PIC_ID_CHANGE_DENIED, row);
        changes.pic_id = await resolvePicIdForCreate(tx, user, fields.pic_id);
      }
      const isInternal = isInternalFlag(fields);
      if (isInternal !== undefined && isInternal !== row.is_internal) {
        if (user.role !== 'ADMIN') throw new FieldChangeDeniedError(IS_INTERNAL_CHANGE_DENIED, row);
        changes.is_internal = isInternal;
      }

      const patch = writableFields(fields);
      const merged = withoutNulls({ ...storedAsInput(row), ...patch, pic_id: changes.pic_id ?? row.pic_id });
      const clinic = (await validateBody(clinicUpdateSchema, merged)) as Values;
      for (const key of Object.keys(patch)) {
        if (key !== 'path' && !DERIVED_FIELDS.has(key)) changes[key] = clinic[key] ?? null;
      }
      if ('specialization' in patch) changes.specialization_arabic = specializationArabic(clinic.specialization);
      if ('path' in patch) changes.path = await pathFor(tx, clinic.path, String(clinic.registered_clinic_name), row.sys_id);

      const updated = await updateClinic(tx, row.sys_id, changes as Partial<NewClinicRow>);
      await recordAudit(tx, request, {
        action: 'update',
        entityType: 'clinic',
        entityId: row.sys_id,
        before: clinicView(row),
        after: clinicView(updated),
      });
      return clinicView(updated);
    }),
  );
}

/** DELETE clinic-write/{id}: a soft delete. The row stays (history, later appointments), hidden everywhere. */
export async function deleteClinic(db: Db, request: FastifyRequest, user: AuthUser, sysId: string): Promise<ClinicView> {
  return db.transaction(async (tx) => {
    const row = await findLiveClinic(tx, sysId, { forUpdate: true });
    if (!row) throw new NotFoundError(CLINIC_NOT_FOUND);
    assertCanAccess(user, row, 'clinic');
    const deleted = await updateClinic(tx, row.sys_id, { deleted_at: new Date() });
    await recordAudit(tx, request, { action: 'delete', entityType: 'clinic', entityId: row.sys_id, before: row, after: deleted });
    return clinicView(deleted);
  });
}
