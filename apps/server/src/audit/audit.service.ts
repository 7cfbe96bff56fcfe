import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/database';
import { insertAudit } from './audit.repository';

/**
 * What the trail records: creates, updates, deletes, logins and refusals, and reads of personal data
 * (`read`: a patient list page, an appointment's details, a medical history page, a patient CSV file;
 * `search`: a patient phone lookup or identity check), one record per request, never one per row.
 */
export type AuditAction =
  | 'read'
  | 'search'
  | 'create'
  | 'update'
  | 'delete'
  | 'login'
  | 'login_failed'
  | 'login_refused'
  | 'access_denied'
  | (string & {});

export interface AuditEntry {
  action: AuditAction;
  entityType: string;
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
  /** Defaults to the request's authenticated user. */
  actor?: { sys_id: string; role: string } | null;
}

/**
 * The requests that recorded an entry, or said they changed nothing: the tests check that every accepted
 * write is one of them (issue 29, test/audit-check.ts).
 */
const accountedRequests = new WeakSet<FastifyRequest>();

/** Whether this request recorded an audit entry (of any action) or noted that it changed nothing. */
export function requestWasAudited(request: FastifyRequest): boolean {
  return accountedRequests.has(request);
}

/**
 * Says that an accepted write changed nothing, so it records no entry: asking for what already is
 * (enabling an active account, creating an ER order that exists).
 */
export function noteUnchanged(request: FastifyRequest): void {
  accountedRequests.add(request);
}

/**
 * Records one audit entry for a request. Pass the transaction of the write it describes, so the
 * write and its record commit together.
 */
export async function recordAudit(db: DbOrTx, request: FastifyRequest, entry: AuditEntry): Promise<void> {
  accountedRequests.add(request);
  const actor = entry.actor === undefined ? request.user : entry.actor;
  await insertAudit(db, {
    actor_id: actor?.sys_id ?? null,
    actor_role: actor?.role ?? null,
    action: entry.action,
    entity_type: entry.entityType,
    entity_id: entry.entityId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: request.ip,
  });
}
