import type { RowsPage } from '@mk/contracts';
import { assertCanAccess, ownerScope } from '../auth/policy';
import type { DbOrTx } from '../db/database';
import type { CenterRow } from '../db/schema';
import type { AuthUser } from '../fastify-augment';
import { apiError, NotFoundError } from '../http/errors';
import { isSysId } from '../http/id-param';
import type { PageWindow } from '../kit/entity-table';
import { centerView, type CenterView } from './center.view';
import { findLiveCenter, listCenters, type CenterFilter } from './centers.repository';

export const CENTER_NOT_FOUND = apiError('center.not_found');

/** The center list: a PIC gets their own, an ADMIN all of them; `name` matches either language, `status` keeps one approval status. */
export async function pagedCenters(db: DbOrTx, user: AuthUser, filter: Omit<CenterFilter, 'picId'>, page: PageWindow): Promise<RowsPage<CenterView>> {
  const { count, rows } = await listCenters(db, { ...filter, picId: ownerScope(user) }, page);
  return { count, rows: rows.map(centerView) };
}

/**
 * A live center the user may manage: 404 when unknown or deleted, 403 (audited) when it is another
 * PIC's. `forUpdate` locks it, so a timetable or a service is never written beside a removal.
 */
export async function managedCenter(db: DbOrTx, user: AuthUser, centerId: unknown, options: { forUpdate?: boolean } = {}): Promise<CenterRow> {
  const row = isSysId(centerId) ? await findLiveCenter(db, centerId.toLowerCase(), options) : undefined;
  if (!row) throw new NotFoundError(CENTER_NOT_FOUND);
  assertCanAccess(user, row, 'center');
  return row;
}

/** `GET center-read/{id}`. */
export async function centerById(db: DbOrTx, user: AuthUser, sysId: string): Promise<CenterView> {
  return centerView(await managedCenter(db, user, sysId));
}
