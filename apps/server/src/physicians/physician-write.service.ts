import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { MESSAGES, messageText, physicianCreateSchema, physicianUpdateSchema } from '@mk/validators';
import { recordAudit } from '../audit/audit.service';
import { assertCanAccess } from '../auth/policy';
import { hashPassword } from '../auth/password';
import { slugify } from '../clinics/clinic-path';
import type { Db, DbOrTx } from '../db/database';
import type { NewPhysicianRow, PhysicianRow } from '../db/schema';
import type { AuthUser } from '../fastify-augment';
import { BadRequestError, ConflictError, NotFoundError } from '../http/errors';
import { validateBody } from '../http/validate';
import { isUniqueViolation } from '../tags/unique-violation';
import { isSysId } from './physician-id';
import {
  bodyObject,
  columnValue,
  isNotNullField,
  passwordOf,
  storedAsInput,
  withoutNulls,
  writableFields,
} from './physician.body';
import { physicianView, type PhysicianView } from './physician.view';
import { clinicOfPhysician, emailTaken, findLivePhysician, insertPhysician, pathTaken, updatePhysician } from './physicians.repository';
import { CLINIC_NOT_FOUND, PHYSICIAN_NOT_FOUND } from './physicians.service';

export const EMAIL_TAKEN = 'A physician with this email already exists';
export const PATH_TAKEN = 'This profile link is already used by another physician';
const EMAIL_INDEX = 'physicians_email_lower_idx';
const PATH_INDEX = 'physicians_path_idx';

type Values = Record<string, unknown>;

/** The live clinic a physician is put in, which the user must be in charge of (unless ADMIN). */
async function clinicForWrite(tx: DbOrTx, user: AuthUser, clinicId: unknown) {
  const clinic = isSysId(clinicId) ? await clinicOfPhysician(tx, clinicId.toLowerCase()) : undefined;
  if (!clinic || clinic.deleted_at) throw new BadRequestError(CLINIC_NOT_FOUND);
  assertCanAccess(user, clinic, 'clinic');
  return clinic;
}

/** A path the client chose is kept as chosen (slugified) or refused; a missing one is the name plus a random suffix. */
async function pathFor(tx: DbOrTx, requested: unknown, name: string, exceptSysId?: string): Promise<string> {
  if (typeof requested === 'string' && requested.trim() !== '') {
    const path = slugify(requested);
    if (await pathTaken(tx, path, exceptSysId)) throw new ConflictError(PATH_TAKEN);
    return path;
  }
  const base = /[a-z0-9]/i.test(name) ? slugify(name) : 'physician';
  return `${base}-${randomUUID().slice(0, 8)}`;
}

/** The email rule the index enforces, answered before writing so the caller gets a 409 with words. */
async function assertEmailFree(tx: DbOrTx, email: unknown, exceptSysId?: string): Promise<void> {
  if (typeof email === 'string' && email !== '' && (await emailTaken(tx, email, exceptSysId))) throw new ConflictError(EMAIL_TAKEN);
}

/** Two writes racing past the checks: the unique indexes refuse one; a generated path is drawn again. */
async function retryOnClash<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error, EMAIL_INDEX)) throw new ConflictError(EMAIL_TAKEN);
      if (!isUniqueViolation(error, PATH_INDEX)) throw error;
      if (attempt >= 3) throw new ConflictError(PATH_TAKEN);
    }
  }
}

/**
 * POST doctor-write. Validated with the shared create schema (app access, on by default, needs a
 * phone and a password); the clinic must be live and, for a PIC, theirs. The password is stored
 * as a scrypt hash and never returned.
 */
export async function createPhysician(db: Db, request: FastifyRequest, user: AuthUser, body: unknown): Promise<PhysicianView> {
  const fields = bodyObject(body);
  const password = passwordOf(fields);
  const input: Values = { ...withoutNulls(writableFields(fields)), ...(password !== undefined && { password }) };
  const physician = (await validateBody(physicianCreateSchema, input)) as Values;
  const passwordHash = password === undefined ? null : await hashPassword(password);

  return retryOnClash(() =>
    db.transaction(async (tx) => {
      const clinic = await clinicForWrite(tx, user, physician.clinic_id);
      await assertEmailFree(tx, physician.email);
      const values: Values = {};
      for (const key of Object.keys(physician)) {
        if (key === 'password' || key === 'path') continue;
        const value = columnValue(physician[key]);
        if (value !== null || !isNotNullField(key)) values[key] = value;
      }
      const row = await insertPhysician(tx, {
        ...values,
        clinic_id: clinic.sys_id,
        password_hash: passwordHash,
        path: await pathFor(tx, fields.path, String(physician.name)),
      } as NewPhysicianRow);
      const view = physicianView(row, clinic);
      await recordAudit(tx, request, { action: 'create', entityType: 'physician', entityId: row.sys_id, after: view });
      return view;
    }),
  );
}

/** The stored physician and its clinic, for a change by this user (404 unknown, 403 another PIC's). */
async function physicianForWrite(tx: DbOrTx, user: AuthUser, sysId: string): Promise<{ row: PhysicianRow; clinic: NonNullable<Awaited<ReturnType<typeof clinicOfPhysician>>> }> {
  const row = await findLivePhysician(tx, sysId, { forUpdate: true });
  const clinic = row && (await clinicOfPhysician(tx, row.clinic_id));
  if (!row || !clinic) throw new NotFoundError(PHYSICIAN_NOT_FOUND);
  assertCanAccess(user, { pic_id: clinic.pic_id, sys_id: row.sys_id }, 'physician');
  return { row, clinic };
}

/**
 * PATCH doctor-write/{id}. The body may be partial: it is merged over the stored physician and the
 * whole result is validated with the update schema, so the cross-field rules (services, app access
 * and phone) hold on the record. Only the fields the body names are written; a new password is
 * optional and hashed. A failure anywhere leaves the row as it was.
 */
export async function changePhysician(
  db: Db,
  request: FastifyRequest,
  user: AuthUser,
  sysId: string,
  body: unknown,
): Promise<PhysicianView> {
  const fields = bodyObject(body);
  const password = passwordOf(fields);
  const passwordHash = password === undefined ? undefined : await hashPassword(password);
  return retryOnClash(() =>
    db.transaction(async (tx) => {
      const { row, clinic: storedClinic } = await physicianForWrite(tx, user, sysId);
      const patch = writableFields(fields);
      const merged = withoutNulls({ ...storedAsInput(row), ...patch });
      const physician = (await validateBody(physicianUpdateSchema, merged)) as Values;
      // App access means logging in to the app: one who never had a password must be given one.
      if (physician.app_access === true && !row.password_hash && passwordHash === undefined) {
        throw new BadRequestError(messageText(MESSAGES.incomplete));
      }

      const changes: Values = {};
      for (const key of Object.keys(patch)) {
        const value = columnValue(physician[key]);
        if (value !== null || !isNotNullField(key)) changes[key] = value;
      }
      let clinic = storedClinic;
      if ('clinic_id' in changes && changes.clinic_id !== row.clinic_id) {
        clinic = await clinicForWrite(tx, user, changes.clinic_id);
        changes.clinic_id = clinic.sys_id;
      }
      if ('email' in changes) await assertEmailFree(tx, changes.email, row.sys_id);
      if (fields.path !== undefined) changes.path = await pathFor(tx, fields.path, String(physician.name), row.sys_id);
      if (passwordHash !== undefined) changes.password_hash = passwordHash;

      const updated = await updatePhysician(tx, row.sys_id, changes as Partial<NewPhysicianRow>);
      const view = physicianView(updated, clinic);
      await recordAudit(tx, request, {
        action: 'update',
        entityType: 'physician',
        entityId: row.sys_id,
        before: physicianView(row, storedClinic),
        after: view,
      });
      return view;
    }),
  );
}

/**
 * DELETE doctor-write/{id}: a soft delete. The row and its slots stay (past appointments keep
 * their physician), but it is gone from every listing, the public one included.
 */
export async function deletePhysician(db: Db, request: FastifyRequest, user: AuthUser, sysId: string): Promise<PhysicianView> {
  return db.transaction(async (tx) => {
    const { row, clinic } = await physicianForWrite(tx, user, sysId);
    const deleted = await updatePhysician(tx, row.sys_id, { deleted_at: new Date() });
    await recordAudit(tx, request, {
      action: 'delete',
      entityType: 'physician',
      entityId: row.sys_id,
      before: physicianView(row, clinic),
      after: { ...physicianView(deleted, clinic), deleted_at: deleted.deleted_at },
    });
    return physicianView(deleted, clinic);
  });
}
