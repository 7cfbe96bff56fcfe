import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { auditLog, type AuditRow } from '../db/schema';

export type NewAuditRecord = typeof auditLog.$inferInsert;

export async function insertAudit(db: DbOrTx, record: NewAuditRecord): Promise<void> {
  await db.insert(auditLog).values(record);
}

export async function listAudit(
  db: DbOrTx,
  filter: { entity_type?: string; entity_id?: string },
  page: { limit: number; offset: number },
): Promise<{ count: number; rows: AuditRow[] }> {
  const conditions: SQL[] = [];
  if (filter.entity_type) conditions.push(eq(auditLog.entity_type, filter.entity_type));
  if (filter.entity_id) conditions.push(eq(auditLog.entity_id, filter.entity_id));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db.select().from(auditLog).where(where).orderBy(desc(auditLog.id)).limit(page.limit).offset(page.offset),
    db.select({ value: count() }).from(auditLog).where(where),
  ]);
  return { count: Number(total.value), rows };
}
