import { missingProposals } from '@mk/scheduling';
import type { Tx } from '../db/database';
import { marketplaceHolidays } from './calendar.tables';

/**
 * The demo's calendar: the Umm al-Qura proposals of this year and the next two, unconfirmed, as
 * a new marketplace would find them for ADMIN to check.
 */
export async function insertDemoHolidays(tx: Tx, adminId: string, now: Date): Promise<void> {
  const year = now.getUTCFullYear();
  const rows = missingProposals([year, year + 1, year + 2], []);
  if (rows.length > 0) await tx.insert(marketplaceHolidays).values(rows.map((row) => ({ ...row, confirmed: false, updated_by: adminId })));
}
