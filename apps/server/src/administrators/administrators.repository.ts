import { asc, count, eq, sql } from 'drizzle-orm';
import type { Administrator } from '@mk/contracts';
import type { DbOrTx } from '../db/database';
import { administrators } from '../db/schema';

export async function listAdministrators(
  db: DbOrTx,
  page: { limit: number; offset: number },
): Promise<{ count: number; rows: Administrator[] }> {
  const [rows, [total]] = await Promise.all([
    db
      .select({ name: administrators.name, email: administrators.email, role: administrators.role, sys_id: administrators.sys_id })
      .from(administrators)
      .orderBy(asc(administrators.name), asc(administrators.sys_id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(administrators),
  ]);
  return { count: Number(total.value), rows };
}

/**
 * Ends every token issued to the administrator so far: tokens carry the version they were issued
 * with (`ver`), and authenticateToken refuses any other. Returns false when there is no such row.
 */
export async function endAdministratorSessions(db: DbOrTx, sysId: string): Promise<boolean> {
  const rows = await db
    .update(administrators)
    .set({ token_version: sql`${administrators.token_version} + 1` })
    .where(eq(administrators.sys_id, sysId))
    .returning({ sys_id: administrators.sys_id });
  return rows.length > 0;
}
