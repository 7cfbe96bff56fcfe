import type { FastifyRequest } from 'fastify';
import type { PackagesDeleted } from '@mk/contracts';
import { recordAudit } from '../audit/audit.service';
import { AccessDeniedError, isAdmin } from '../auth/policy';
import type { Db } from '../db/database';
import type { AuthUser } from '../fastify-augment';
import { apiError, BadRequestError, NotFoundError } from '../http/errors';
import { isSysId } from '../http/id-param';
import { recordRemoval } from '../trash/trash.service';
import { ownersOf } from './package-owners';
import { packageView } from './package.view';
import { lockLivePackages, softDeletePackages } from './packages.repository';

/** The most packages one delete may name (the list's page holds at most 100). */
export const MAX_DELETE_IDS = 100;

/** `{ ids }`: 1 to MAX_DELETE_IDS package sys_ids, repeats counted once; anything else is a 400. */
function idsOf(body: unknown): string[] {
  const ids = (body as { ids?: unknown } | null)?.ids;
  if (!Array.isArray(ids) || ids.length === 0 || ids.length > MAX_DELETE_IDS || !ids.every(isSysId)) {
    throw new BadRequestError(apiError('package.ids_invalid', { max: MAX_DELETE_IDS }));
  }
  return [...new Set(ids.map((id) => id.toLowerCase()))];
}

/**
 * `DELETE promotion-write/delete-package`: all or nothing, in one transaction. The named live
 * packages are locked first; if any id is unknown or already deleted (404
 * `package.ids_not_found`), or for a PIC not of a facility in their charge (403
 * `package.ids_not_yours`, audited), nothing is deleted and the reply names the offending ids.
 * Deleted packages leave every list, read and the patient app; one audit entry for the request.
 */
export async function deletePackages(db: Db, request: FastifyRequest, user: AuthUser, body: unknown): Promise<PackagesDeleted> {
  const ids = idsOf(body);
  return db.transaction(async (tx) => {
    const rows = await lockLivePackages(tx, ids);
    const found = new Set(rows.map((row) => row.sys_id));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length > 0) throw new NotFoundError(apiError('package.ids_not_found', { ids: missing.join(', ') }));
    if (!isAdmin(user)) {
      const owners = await ownersOf(tx, rows);
      const foreign = rows.filter((row) => owners.get(row.sys_id)?.pic_id !== user.sys_id).map((row) => row.sys_id);
      if (foreign.length > 0) {
        throw new AccessDeniedError({ entityType: 'package', entityId: foreign[0] }, apiError('package.ids_not_yours', { ids: foreign.join(', ') }));
      }
    }
    const at = new Date();
    const deleted = await softDeletePackages(tx, ids, at);
    // Issue 29: each goes to the Trash, restorable for TRASH_DAYS days.
    await recordRemoval(tx, { entityType: 'PACKAGE', sysIds: ids, removedAt: at, removedBy: user.sys_id });
    await recordAudit(tx, request, {
      action: 'delete',
      entityType: 'package',
      entityId: ids.length === 1 ? ids[0] : null,
      before: { packages: rows.map(packageView) },
      after: { deleted: ids },
    });
    return { deleted, ids };
  });
}
