import { asc, count } from 'drizzle-orm';
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
