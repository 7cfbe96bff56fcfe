import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { media, type MediaRow } from '../db/schema';

export async function insertMedia(db: DbOrTx, row: typeof media.$inferInsert): Promise<MediaRow> {
  const [created] = await db.insert(media).values(row).returning();
  return created;
}

export async function findMedia(db: DbOrTx, sysId: string): Promise<MediaRow | undefined> {
  const [row] = await db.select().from(media).where(eq(media.sys_id, sysId)).limit(1);
  return row;
}
