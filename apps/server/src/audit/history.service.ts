import type { HistoryEntityType, HistoryEntry, RowsPage } from '@mk/contracts';
import { AccessDeniedError, isAdmin } from '../auth/policy';
import type { DbOrTx } from '../db/database';
import type { AuthUser } from '../fastify-augment';
import { apiError, NotFoundError } from '../http/errors';
import type { Page } from '../http/pagination';
import { historyChanges } from './history-changes';
import { listHistory, type HistoryRow } from './history.repository';
import { withReferenceNames } from './record-names';
import { recordOwner } from './record-owner';

const entryView = (row: HistoryRow): HistoryEntry => ({
  at: row.created_at.toISOString(),
  actor: row.actor_id ? { sys_id: row.actor_id, name: row.actor_name, role: row.actor_role ?? 'UNKNOWN' } : null,
  action: row.action,
  changes: historyChanges(row.action, row.before, row.after),
});

/**
 * A record's history, newest first. ADMIN reads any record's (one removed long ago too); a PIC only
 * that of a record of their own facilities: another's is a 403 (audited), one that does not exist a 404.
 * The records a change points at are named, not given by id.
 */
export async function recordHistory(db: DbOrTx, user: AuthUser, entityType: HistoryEntityType, id: string, page: Page): Promise<RowsPage<HistoryEntry>> {
  if (!isAdmin(user)) {
    const owner = await recordOwner(db, entityType, id);
    if (owner === undefined) throw new NotFoundError(apiError('resource.not_found'));
    if (owner !== user.sys_id) throw new AccessDeniedError({ entityType, entityId: id });
  }
  const { count, rows } = await listHistory(db, entityType, id, page);
  return { count, rows: await withReferenceNames(db, rows.map(entryView)) };
}
