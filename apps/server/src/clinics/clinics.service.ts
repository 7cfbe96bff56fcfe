import { CITIES, SPECIALIZATIONS, type City, type DataPage, type FacilityStatus, type RowsPage, type Specialization } from '@mk/contracts';
import { assertCanAccess, ownerScope } from '../auth/policy';
import type { DbOrTx } from '../db/database';
import type { AuthUser } from '../fastify-augment';
import { statusFilterOf } from '../auth/facility-gate';
import { apiError, NotFoundError } from '../http/errors';
import type { Page } from '../http/pagination';
import { queryOneOf, queryTagIds, queryText } from '../http/query';
import { publicMediaLink } from '../media/media-link';
import { activeTagsOf } from '../tags/tags.repository';
import { clinicView, taggedClinicView, type ClinicView, type TaggedClinicView } from './clinic.view';
import { filterClinics, findLiveClinic, listClinics, listPublicClinics, type ClinicFilter, type PublicClinic } from './clinics.repository';

/** The paged clinic list: a PIC gets their own clinics, an ADMIN all of them; `status` keeps one approval status. */
export async function pagedClinics(db: DbOrTx, user: AuthUser, page: Page, status?: FacilityStatus): Promise<DataPage<ClinicView>> {
  const { count, rows } = await listClinics(db, { picId: ownerScope(user), status }, page);
  return { count, data: rows.map(clinicView) };
}



/** Reads the ADMIN list's filters from the query string (unknown values are a 400, not an empty list). */
export function clinicFilterOf(query: unknown): ClinicFilter {
  return {
    name: queryText(query, 'name'),
    city: queryOneOf<City>(query, 'city', CITIES),
    specialization: queryOneOf<Specialization>(query, 'specialization', SPECIALIZATIONS),
    tagIds: queryTagIds(query),
    status: statusFilterOf(query),
  };
}

/** The ADMIN list with filters; each row carries its active tags. */
export async function filteredClinics(db: DbOrTx, filter: ClinicFilter, page: Page): Promise<RowsPage<TaggedClinicView>> {
  const { count, rows } = await filterClinics(db, filter, page);
  const tags = await activeTagsOf(db, 'CLINIC', rows.map((row) => row.sys_id));
  return { count, rows: rows.map((row) => taggedClinicView(row, tags)) };
}

/** One clinic with its tags; 404 when unknown or deleted, 403 (audited) for another PIC's clinic. */
export async function clinicById(db: DbOrTx, user: AuthUser, sysId: string): Promise<TaggedClinicView> {
  const row = await findLiveClinic(db, sysId);
  if (!row) throw new NotFoundError(apiError('clinic.not_found'));
  assertCanAccess(user, row, 'clinic');
  return taggedClinicView(row, await activeTagsOf(db, 'CLINIC', [row.sys_id]));
}

export async function publicClinics(db: DbOrTx, page: Page, publicUrl: string): Promise<RowsPage<PublicClinic>> {
  const { count, rows } = await listPublicClinics(db, page);
  // The app is off this origin: a stored logo path is made a whole link here, from PUBLIC_URL.
  return { count, rows: rows.map((row) => (row.avatar ? { ...row, avatar: publicMediaLink(row.avatar, publicUrl) } : row)) };
}
