import type { ListedPackage, PublicPackage, RowsPage } from '@mk/contracts';
import { MESSAGES } from '@mk/validators';
import { AccessDeniedError, isAdmin } from '../auth/policy';
import type { DbOrTx } from '../db/database';
import type { PackageRow } from '../db/schema';
import type { AuthUser } from '../fastify-augment';
import { apiError, BadRequestError, NotFoundError } from '../http/errors';
import { isSysId } from '../http/id-param';
import type { Page } from '../http/pagination';
import { queryDay as queryDayOf, queryTagIds, queryText } from '../http/query';
import { validationError } from '../http/validate';
import type { PageWindow } from '../kit/entity-table';
import { publicMediaLink } from '../media/media-link';
import { activeTagsOf } from '../tags/tags.repository';
import { findAnyOwner, findOwner, ownersOf, type PackageOwner } from './package-owners';
import { listedPackageView } from './package.view';
import { findLivePackage, listPackages, type PackageFilter } from './packages.repository';

export const PACKAGE_NOT_FOUND = apiError('package.not_found');

const queryDay = (query: unknown, key: string) => queryDayOf(query, key, 'package.day_invalid');

/** A sys_id query parameter, or undefined; anything else names no facility (400). */
function querySysId(query: unknown, key: string): string | undefined {
  const value = queryText(query, key);
  if (value !== undefined && !isSysId(value)) throw new BadRequestError(apiError('query.unknown_value', { key, value }));
  return value?.toLowerCase();
}

/**
 * The filters every package list reads (spec 3 section 4): title, from/to (an offer overlapping
 * the range; from after to is the picker's 'Invalid date range'), tags (any of them), and
 * clinicId or centerId, never both.
 */
export function packageFilterOf(query: unknown): PackageFilter {
  const from = queryDay(query, 'from');
  const to = queryDay(query, 'to');
  if (from && to && from > to) throw validationError(MESSAGES.dateRangeInvalid);
  const clinicId = querySysId(query, 'clinicId');
  const centerId = querySysId(query, 'centerId');
  if (clinicId && centerId) throw new BadRequestError(apiError('package.owner_filters_exclusive'));
  const owner = clinicId ? { id: clinicId, types: ['CLINIC' as const] } : centerId ? { id: centerId, types: ['LAB' as const, 'RADIOLOGY' as const] } : undefined;
  return { title: queryText(query, 'title'), from, to, tagIds: queryTagIds(query), owner };
}

/** Rows with their owners' names and active tags. */
async function listed(db: DbOrTx, rows: PackageRow[]): Promise<ListedPackage[]> {
  const [owners, tags] = await Promise.all([ownersOf(db, rows), activeTagsOf(db, 'PACKAGE', rows.map((row) => row.sys_id))]);
  return rows.map((row) => listedPackageView(row, owners.get(row.sys_id), tags.get(row.sys_id) ?? []));
}

async function pageOf(db: DbOrTx, filter: PackageFilter, page: PageWindow): Promise<RowsPage<ListedPackage>> {
  const { count, rows } = await listPackages(db, filter, page);
  return { count, rows: await listed(db, rows) };
}

/** `promotion-read/admin` (ADMIN) and `promotion-read/package-clinic`: ADMIN every package, a PIC those of all their facilities. */
export function pagedPackages(db: DbOrTx, user: AuthUser, filter: PackageFilter, page: Page): Promise<RowsPage<ListedPackage>> {
  return pageOf(db, isAdmin(user) ? filter : { ...filter, picId: user.sys_id }, page);
}

/**
 * `promotion-read/clinic/{ownerId}`: the packages of one clinic, center or pharmacy; 404 when no
 * live facility has that id, 403 (audited) when a PIC is not in charge of it.
 */
export async function ownerPackages(db: DbOrTx, user: AuthUser, ownerId: string, filter: PackageFilter, page: Page): Promise<RowsPage<ListedPackage>> {
  const owner = await findAnyOwner(db, ownerId);
  if (!owner) throw new NotFoundError(apiError('package.owner_not_found', { type: 'facility', id: ownerId }));
  assertOwnsFacility(user, owner, 'facility');
  // The path names the facility; a clinicId or centerId filter naming another one leaves nothing.
  if (filter.owner && filter.owner.id !== owner.sys_id) return { count: 0, rows: [] };
  return pageOf(db, { ...filter, owner: { id: owner.sys_id, types: filter.owner?.types } }, page);
}

/**
 * `GET patient-app/packages` (public, like the app's other listings): live packages whose offer has
 * not ended by `today` (Riyadh), of live facilities, with a timetable; newest first. A deleted or
 * reset package is not listed (spec 3 section 2).
 */
export async function publicPackages(db: DbOrTx, today: string, filter: PackageFilter, page: Page, publicUrl: string): Promise<RowsPage<PublicPackage>> {
  const { count, rows } = await listPackages(db, { ...filter, publicOn: today }, page);
  const owners = await ownersOf(db, rows);
  return {
    count,
    rows: rows.map((row) => {
      const { tags: _tags, ...view } = listedPackageView(row, owners.get(row.sys_id), []);
      // The app is off this origin: a stored path is made a whole link here, from PUBLIC_URL.
      return { ...view, promo_img: publicMediaLink(view.promo_img, publicUrl) };
    }),
  };
}

/** A PIC may touch only a facility in their charge (403, audited); ADMIN any. */
export function assertOwnsFacility(user: AuthUser, owner: PackageOwner, entityType: string): void {
  if (isAdmin(user)) return;
  if (owner.pic_id !== user.sys_id) throw new AccessDeniedError({ entityType, entityId: owner.sys_id });
}

/**
 * A live package the user may manage: 404 (`package.not_found`, 'Package Not Found') when unknown
 * or deleted, 403 (audited) when a PIC is not in charge of its facility. `forUpdate` locks it.
 */
export async function managedPackage(db: DbOrTx, user: AuthUser, packageId: unknown, options: { forUpdate?: boolean } = {}): Promise<{ row: PackageRow; owner: PackageOwner | undefined }> {
  const row = isSysId(packageId) ? await findLivePackage(db, packageId.toLowerCase(), options) : undefined;
  if (!row) throw new NotFoundError(PACKAGE_NOT_FOUND);
  const owner = await findOwner(db, row.center_type, row.clinic_id);
  if (!isAdmin(user) && owner?.pic_id !== user.sys_id) throw new AccessDeniedError({ entityType: 'package', entityId: row.sys_id });
  return { row, owner };
}

/** `GET promotion-read/package/{id}`: one live package with its owner's names and tags. */
export async function packageById(db: DbOrTx, user: AuthUser, packageId: string): Promise<ListedPackage> {
  const { row } = await managedPackage(db, user, packageId);
  return (await listed(db, [row]))[0];
}
