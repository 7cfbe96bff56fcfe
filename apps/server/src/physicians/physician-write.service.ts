import { randomUUID } from 'node:crypto';
import { MESSAGES, physicianCreateSchema, physicianUpdateSchema } from '@mk/validators';
import { assertCanAccess } from '../auth/policy';
import { hashPassword } from '../auth/password';
import type { DbOrTx } from '../db/database';
import { physicians, type PhysicianRow } from '../db/schema';
import type { AuthUser } from '../fastify-augment';
import { apiError, BadRequestError, ConflictError, NotFoundError } from '../http/errors';
import { isSysId } from '../http/id-param';
import { validationError } from '../http/validate';
import { chosenPath, slugify } from '../kit/entity-path';
import { defineEntityWriter } from '../kit/entity-write';
import { isBlankFee, passwordOf, PHYSICIAN_KEEP_ON_NULL } from './physician.body';
import { physicianView } from './physician.view';
import { clinicOfPhysician, emailTaken, findLivePhysician } from './physicians.repository';
import { CLINIC_NOT_FOUND, PHYSICIAN_NOT_FOUND } from './physicians.service';

const EMAIL_TAKEN = apiError('physician.email_taken');
const PATH_TAKEN = apiError('physician.path_taken');

/** The live clinic a physician is put in, which the user must be in charge of (unless ADMIN). */
async function clinicForWrite(tx: DbOrTx, user: AuthUser, clinicId: unknown) {
  const clinic = isSysId(clinicId) ? await clinicOfPhysician(tx, clinicId.toLowerCase()) : undefined;
  if (!clinic || clinic.deleted_at) throw new BadRequestError(CLINIC_NOT_FOUND);
  assertCanAccess(user, clinic, 'clinic');
  return clinic;
}

/** The clinic of a stored physician, for its view, once the user is known to be in charge of it (404, 403). */
async function clinicOfStored(tx: DbOrTx, user: AuthUser, row: PhysicianRow) {
  const clinic = await clinicOfPhysician(tx, row.clinic_id);
  if (!clinic) throw new NotFoundError(PHYSICIAN_NOT_FOUND);
  assertCanAccess(user, { pic_id: clinic.pic_id, sys_id: row.sys_id }, 'physician');
  return clinic;
}

/** A path the client chose is kept as chosen (slugified) or refused; a missing one is the name plus a random suffix. */
async function pathFor(tx: DbOrTx, requested: string | null | undefined, name: string, exceptSysId?: string): Promise<string> {
  if (requested) return chosenPath(tx, physicians, requested, { fallback: 'physician', taken: PATH_TAKEN, exceptSysId });
  const base = slugify(name, 'physician');
  return `${base}-${randomUUID().slice(0, 8)}`;
}

/** The email rule the index enforces, answered before writing so the caller gets a 409 with words. */
async function assertEmailFree(tx: DbOrTx, email: string | null | undefined, exceptSysId?: string): Promise<void> {
  if (email && (await emailTaken(tx, email, exceptSysId))) throw new ConflictError(EMAIL_TAKEN);
}

/**
 * Physician writes (POST, PATCH and DELETE doctor-write). The shared schemas hold the rules across
 * fields (app access needs a phone and, on create, a password; services; durations and fees); the
 * clinic must be live and, for a PIC, theirs. The password is stored as a scrypt hash and never
 * returned; a PATCH changes it only when one is sent.
 */
const physicianWriter = defineEntityWriter({
  entityType: 'physician',
  trash: 'PHYSICIAN',
  table: physicians,
  createSchema: physicianCreateSchema,
  updateSchema: physicianUpdateSchema,
  apart: ['password'],
  keepOnNull: PHYSICIAN_KEEP_ON_NULL,
  ignore: isBlankFee,
  blankAsNull: true,
  mediaLinks: ['avatar'],
  errors: {
    notAnObject: () => new BadRequestError(apiError('physician.not_object')),
    notFound: () => new NotFoundError(PHYSICIAN_NOT_FOUND),
  },
  // Two writes racing past the checks: the indexes refuse one; a generated path is drawn again.
  clashes: {
    physicians_email_lower_idx: { error: () => new ConflictError(EMAIL_TAKEN) },
    physicians_path_idx: { retry: true, error: () => new ConflictError(PATH_TAKEN) },
  },
  find: findLivePhysician,
  access: (tx, user, row) => clinicOfStored(tx, user, row),
  view: physicianView,
  async prepare(body) {
    const password = passwordOf(body);
    return { password, hash: password === undefined ? undefined : await hashPassword(password) };
  },
  onCreate: {
    input: (_body, _user, { password }) => (password === undefined ? {} : { password }),
    async row({ tx, user, values, columns, prepared }) {
      const clinic = await clinicForWrite(tx, user, values.clinic_id);
      await assertEmailFree(tx, values.email);
      return {
        ...columns,
        clinic_id: clinic.sys_id,
        password_hash: prepared.hash ?? null,
        path: await pathFor(tx, values.path, values.name),
      };
    },
  },
  onUpdate: {
    async changes({ tx, user, row, values, columns, prepared }) {
      // App access means logging in to the app: one who never had a password must be given one.
      if (values.app_access === true && !row.password_hash && prepared.hash === undefined) throw validationError(MESSAGES.incomplete);
      const moved = columns.clinic_id !== undefined && columns.clinic_id !== row.clinic_id;
      const clinicId = moved ? (await clinicForWrite(tx, user, columns.clinic_id)).sys_id : columns.clinic_id;
      if ('email' in columns) await assertEmailFree(tx, columns.email, row.sys_id);
      return {
        ...columns,
        ...(clinicId !== undefined && { clinic_id: clinicId }),
        ...('path' in columns && { path: await pathFor(tx, values.path, values.name, row.sys_id) }),
        ...(prepared.hash !== undefined && { password_hash: prepared.hash }),
      };
    },
  },
});

export const createPhysician = physicianWriter.create;
export const changePhysician = physicianWriter.update;
export const deletePhysician = physicianWriter.remove;
