import type { FastifyRequest } from 'fastify';
import type { Criterion, Procedure, RowsPage } from '@mk/contracts';
import { procedureSchema, type ProcedureInput } from '@mk/validators';
import { recordAudit } from '../audit/audit.service';
import type { Db, DbOrTx, Tx } from '../db/database';
import { procedures } from '../db/schema';
import { apiError, BadRequestError, NotFoundError } from '../http/errors';
import { isSysId } from '../http/id-param';
import { validateBody } from '../http/validate';
import type { PageWindow } from '../kit/entity-table';
import {
  allCriteria,
  existingCriteria,
  findLiveProcedure,
  listProcedures,
  setProcedureCriteria,
  updateProcedureRow,
} from './procedures.repository';

/*
 * Procedures and their criteria (spec 3 section 7). Reads for any signed-in administrator; writes
 * for ADMIN only (the routes). A procedure's criteria live in a second table, so these writes do
 * not go through the kit's single-table writer; they keep its shape: validate with the shared
 * schema, check, write and audit in one transaction, soft delete.
 */

const PROCEDURE_NOT_FOUND = apiError('procedure.not_found');

export async function pagedProcedures(db: DbOrTx, page: PageWindow): Promise<RowsPage<Procedure>> {
  return listProcedures(db, page);
}

export function criteriaList(db: DbOrTx): Promise<Criterion[]> {
  return allCriteria(db);
}

function bodyOf(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new BadRequestError(apiError('procedure.not_object'));
  return body as Record<string, unknown>;
}

/** Ids of the body (lower case, the stored form); an id that is no criterion is a 400 naming it. */
async function checkedCriteria(tx: Tx, ids: readonly string[]): Promise<string[]> {
  const wanted = ids.map((id) => id.toLowerCase());
  const known = await existingCriteria(tx, wanted.filter(isSysId));
  const unknown = wanted.find((id) => !known.has(id));
  if (unknown !== undefined) throw new BadRequestError(apiError('criteria.unknown', { id: unknown }));
  return wanted;
}

async function lockedProcedure(tx: Tx, sysId: string): Promise<Procedure> {
  const found = isSysId(sysId) ? await findLiveProcedure(tx, sysId, { forUpdate: true }) : undefined;
  if (!found) throw new NotFoundError(PROCEDURE_NOT_FOUND);
  return found;
}

/** `POST criteria-write/`: name, arabic_name and the criteria ids, which must exist. */
export async function createProcedure(db: Db, request: FastifyRequest, body: unknown): Promise<Procedure> {
  const { name, arabic_name, criteria } = await validateBody(procedureSchema, bodyOf(body));
  return db.transaction(async (tx) => {
    const ids = await checkedCriteria(tx, criteria);
    const [row] = await tx.insert(procedures).values({ name, arabic_name }).returning();
    await setProcedureCriteria(tx, row.sys_id, ids);
    const created = { sys_id: row.sys_id, name, arabic_name, criteria: ids };
    await recordAudit(tx, request, { action: 'create', entityType: 'procedure', entityId: row.sys_id, after: created });
    return created;
  });
}

/** `PATCH criteria-write/{id}` (ours: the spec shows no update call): any of the three fields, the whole record validated. */
export async function changeProcedure(db: Db, request: FastifyRequest, sysId: string, body: unknown): Promise<Procedure> {
  const patch = bodyOf(body);
  return db.transaction(async (tx) => {
    const before = await lockedProcedure(tx, sysId);
    const merged: ProcedureInput = await validateBody(procedureSchema, {
      name: patch.name ?? before.name,
      arabic_name: patch.arabic_name ?? before.arabic_name,
      criteria: patch.criteria ?? before.criteria,
    });
    const ids = await checkedCriteria(tx, merged.criteria);
    await updateProcedureRow(tx, before.sys_id, { name: merged.name, arabic_name: merged.arabic_name });
    await setProcedureCriteria(tx, before.sys_id, ids);
    const after = { sys_id: before.sys_id, name: merged.name, arabic_name: merged.arabic_name, criteria: ids };
    await recordAudit(tx, request, { action: 'update', entityType: 'procedure', entityId: before.sys_id, before, after });
    return after;
  });
}

/** `DELETE criteria-write/{id}`: hidden from the list; the row and its criteria stay (history). */
export async function removeProcedure(db: Db, request: FastifyRequest, sysId: string): Promise<Procedure> {
  return db.transaction(async (tx) => {
    const before = await lockedProcedure(tx, sysId);
    await updateProcedureRow(tx, before.sys_id, { deleted_at: new Date() });
    await recordAudit(tx, request, { action: 'delete', entityType: 'procedure', entityId: before.sys_id, before, after: { deleted: true } });
    return before;
  });
}
