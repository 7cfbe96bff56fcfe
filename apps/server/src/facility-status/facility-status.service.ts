import type { FastifyRequest } from 'fastify';
import type { FacilityStatusChange, PendingFacilityCounts } from '@mk/contracts';
import { facilityStatusChangeSchema } from '@mk/validators';
import { and, count, eq, isNull } from 'drizzle-orm';
import { recordAudit } from '../audit/audit.service';
import type { Db, DbOrTx } from '../db/database';
import { NotFoundError } from '../http/errors';
import { validateBody } from '../http/validate';
import { updateRow } from '../kit/entity-table';
import { FACILITY_KINDS, type FacilityKind, type FacilityStatusRow } from './facility-kinds';

/** The reason stored with a status: a suspension's (required), none once approved, a send-back's if given. */
function reasonFor(change: FacilityStatusChange): string | null {
  return change.status === 'active' ? null : change.reason || null;
}

const approval = (row: FacilityStatusRow) => ({ status: row.status, status_reason: row.status_reason });

/**
 * `PATCH {kind}-write/{id}/status` `{ status, reason? }` (ADMIN; the route checks the role):
 * approves, suspends or sends back a live facility, in one transaction with its row locked and an
 * audit record of its own ('status_change', before and after). Unknown or removed: 404, nothing changed.
 */
export async function changeFacilityStatus(db: Db, request: FastifyRequest, kind: FacilityKind, sysId: string, body: unknown): Promise<unknown> {
  const spec = FACILITY_KINDS[kind];
  const change = await validateBody(facilityStatusChangeSchema, body);
  return db.transaction(async (tx) => {
    const row = await spec.findLocked(tx, sysId);
    if (!row) throw new NotFoundError(spec.notFound);
    const changes = { status: change.status, status_reason: reasonFor(change) };
    const updated = (await updateRow(tx, spec.table, row.sys_id, changes)) as FacilityStatusRow;
    await recordAudit(tx, request, { action: 'status_change', entityType: kind, entityId: row.sys_id, before: approval(row), after: approval(updated) });
    return spec.view(updated);
  });
}

/** `GET administrator-read/pending-facilities`: how many live facilities of each kind wait for approval. */
export async function pendingFacilityCounts(db: DbOrTx): Promise<PendingFacilityCounts> {
  const pending = async ({ table }: (typeof FACILITY_KINDS)[FacilityKind]) => {
    const [total] = await db.select({ value: count() }).from(table).where(and(eq(table.status, 'pending'), isNull(table.deleted_at)));
    return Number(total.value);
  };
  const [clinics, pharmacies, centers] = await Promise.all([pending(FACILITY_KINDS.clinic), pending(FACILITY_KINDS.pharmacy), pending(FACILITY_KINDS.center)]);
  return { clinics, pharmacies, centers };
}
