import type { RowsPage } from '@mk/contracts';
import { ownerScope } from '../auth/policy';
import type { DbOrTx } from '../db/database';
import type { CenterRow } from '../db/schema';
import type { AuthUser } from '../fastify-augment';
import type { Page } from '../http/pagination';
import { listCenters } from './centers.repository';

/** The paged center list: a PIC gets their own, an ADMIN all of them. */
export async function pagedCenters(db: DbOrTx, user: AuthUser, page: Page): Promise<RowsPage<CenterRow>> {
  return listCenters(db, { picId: ownerScope(user) }, page);
}
