import { and, count, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { administrators, auditLog, patients } from '../db/schema';
import type { Page } from '../http/pagination';

/** Records of reading and refusing are the trail's, not a record's history. */
const NOT_HISTORY = ['read', 'search', 'access_denied'];

export interface HistoryRow {
  id: number;
  created_at: Date;
  actor_id: string | null;
  actor_role: string | null;
  actor_name: string | null;
  action: string;
  before: unknown;
  after: unknown;
}

/** One record's writes, newest first, with the names of who made them: staff, or a patient through the patient app (audit_log_entity_idx). */
export async function listHistory(db: DbOrTx, entityType: string, entityId: string, page: Page): Promise<{ count: number; rows: HistoryRow[] }> {
  const where = and(eq(auditLog.entity_type, entityType), eq(auditLog.entity_id, entityId), notInArray(auditLog.action, NOT_HISTORY));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        created_at: auditLog.created_at,
        actor_id: auditLog.actor_id,
        actor_role: auditLog.actor_role,
        actor_name: sql<string | null>`coalesce(${administrators.name}, ${patients.name})`,
        action: auditLog.action,
        before: auditLog.before,
        after: auditLog.after,
      })
      .from(auditLog)
      .leftJoin(administrators, eq(administrators.sys_id, auditLog.actor_id))
      .leftJoin(patients, and(eq(auditLog.actor_role, 'PATIENT'), eq(patients.sys_id, auditLog.actor_id)))
      .where(where)
      .orderBy(desc(auditLog.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(auditLog).where(where),
  ]);
  return { count: Number(total.value), rows };
}
