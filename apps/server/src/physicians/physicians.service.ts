import { CITIES, SPECIALIZATIONS, type City, type RowsPage, type Specialization } from '@mk/contracts';
import { assertCanAccess, ownerScope } from '../auth/policy';
import type { DbOrTx } from '../db/database';
import type { AuthUser } from '../fastify-augment';
import { apiError, BadRequestError, NotFoundError } from '../http/errors';
import type { Page } from '../http/pagination';
import { queryOneOf, queryTagIds, queryText } from '../http/query';
import { activeTagsOf } from '../tags/tags.repository';
import { isSysId } from '../http/id-param';
import { physicianView, type PhysicianView, type PublicPhysician, type TaggedPhysicianView } from './physician.view';
import {
  clinicOfPhysician,
  findLivePhysician,
  LIST_CONSULTATION_TYPES,
  listBookablePhysicians,
  listPhysicians,
  type ListConsultationType,
  type PhysicianFilter,
} from './physicians.repository';

export const PHYSICIAN_NOT_FOUND = apiError('physician.not_found');
export const CLINIC_NOT_FOUND = apiError('clinic.not_found');

/** The paged list (`doctor-read/`): a PIC gets the physicians of their clinics, an ADMIN all. */
export async function pagedPhysicians(db: DbOrTx, user: AuthUser, page: Page): Promise<RowsPage<PhysicianView>> {
  return listPhysicians(db, { picId: ownerScope(user) }, page);
}



/** Reads the `doctor-read/v2` filters (unknown values are a 400, not an empty list). */
export function physicianFilterOf(query: unknown): Omit<PhysicianFilter, 'picId'> {
  const clinicId = queryText(query, 'clinic');
  if (clinicId !== undefined && !isSysId(clinicId)) throw new BadRequestError(apiError('clinic.unknown', { id: clinicId }));
  return {
    name: queryText(query, 'name'),
    city: queryOneOf<City>(query, 'city', CITIES),
    consultationType: queryOneOf<ListConsultationType>(query, 'consultationType', LIST_CONSULTATION_TYPES),
    specialization: queryOneOf<Specialization>(query, 'specialization', SPECIALIZATIONS),
    tagIds: queryTagIds(query),
    clinicId: clinicId?.toLowerCase(),
  };
}

/** `doctor-read/v2`: the filtered list, scoped to a PIC's clinics; each row carries its active tags. */
export async function filteredPhysicians(
  db: DbOrTx,
  user: AuthUser,
  filter: Omit<PhysicianFilter, 'picId'>,
  page: Page,
): Promise<RowsPage<TaggedPhysicianView>> {
  const { count, rows } = await listPhysicians(db, { ...filter, picId: ownerScope(user) }, page);
  const tags = await activeTagsOf(db, 'PHYSICIAN', rows.map((row) => row.sys_id));
  return { count, rows: rows.map((row) => ({ ...row, tags: tags.get(row.sys_id) ?? [] })) };
}

/** One physician with its clinic and tags; 404 when unknown or deleted, 403 (audited) for another PIC's. */
export async function physicianById(db: DbOrTx, user: AuthUser, sysId: string): Promise<TaggedPhysicianView> {
  const row = await findLivePhysician(db, sysId);
  const clinic = row && (await clinicOfPhysician(db, row.clinic_id));
  if (!row || !clinic) throw new NotFoundError(PHYSICIAN_NOT_FOUND);
  assertCanAccess(user, { pic_id: clinic.pic_id, sys_id: row.sys_id }, 'physician');
  const tags = await activeTagsOf(db, 'PHYSICIAN', [row.sys_id]);
  return { ...physicianView(row, clinic), tags: tags.get(row.sys_id) ?? [] };
}

/**
 * The patient app's list for one live clinic in service: bookable physicians only, public fields
 * only. A clinic pending approval or suspended is not listed, so neither are its physicians (404).
 */
export async function bookablePhysicians(db: DbOrTx, clinicId: string): Promise<PublicPhysician[]> {
  const clinic = await clinicOfPhysician(db, clinicId);
  if (!clinic || clinic.deleted_at || clinic.status !== 'active') throw new NotFoundError(CLINIC_NOT_FOUND);
  return listBookablePhysicians(db, clinicId);
}
