import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { ExceptionOwner } from '@mk/contracts';
import type { DbOrTx } from '../db/database';
import { marketplaceHolidays, scheduleExceptions, type MarketplaceHolidayRow, type ScheduleExceptionRow } from './calendar.tables';

/** An owner's exceptions, by first day; with `from`/`until`, only those sharing a day with that range. */
export async function exceptionsOf(
  db: DbOrTx,
  ownerType: ExceptionOwner,
  ownerId: string,
  range?: { from: string; until: string },
): Promise<ScheduleExceptionRow[]> {
  const owner = and(eq(scheduleExceptions.owner_type, ownerType), eq(scheduleExceptions.owner_id, ownerId));
  const where = range ? and(owner, lte(scheduleExceptions.from_date, range.until), gte(scheduleExceptions.until_date, range.from)) : owner;
  return db.select().from(scheduleExceptions).where(where).orderBy(asc(scheduleExceptions.from_date), asc(scheduleExceptions.created_at));
}

/** The exceptions of several owners of one kind sharing a day with `from`..`until`, by owner and first day. */
export async function exceptionsOfOwners(
  db: DbOrTx,
  ownerType: ExceptionOwner,
  ownerIds: readonly string[],
  range: { from: string; until: string },
): Promise<ScheduleExceptionRow[]> {
  if (ownerIds.length === 0) return [];
  return db
    .select()
    .from(scheduleExceptions)
    .where(
      and(
        eq(scheduleExceptions.owner_type, ownerType),
        inArray(scheduleExceptions.owner_id, [...ownerIds]),
        lte(scheduleExceptions.from_date, range.until),
        gte(scheduleExceptions.until_date, range.from),
      ),
    )
    .orderBy(asc(scheduleExceptions.owner_id), asc(scheduleExceptions.from_date));
}

export async function insertException(db: DbOrTx, values: typeof scheduleExceptions.$inferInsert): Promise<ScheduleExceptionRow> {
  const [row] = await db.insert(scheduleExceptions).values(values).returning();
  return row;
}

export async function deleteException(db: DbOrTx, ownerType: ExceptionOwner, ownerId: string, exceptionId: string): Promise<ScheduleExceptionRow | undefined> {
  const [row] = await db
    .delete(scheduleExceptions)
    .where(and(eq(scheduleExceptions.sys_id, exceptionId), eq(scheduleExceptions.owner_type, ownerType), eq(scheduleExceptions.owner_id, ownerId)))
    .returning();
  return row;
}

/**
 * The marketplace's calendar, by first day; with `from`/`until`, only entries sharing a day with that
 * range; with `confirmedOnly`, only the entries ADMIN confirmed (the ones that close facilities).
 */
export async function holidaysBetween(db: DbOrTx, range?: { from?: string; until?: string; confirmedOnly?: boolean }): Promise<MarketplaceHolidayRow[]> {
  const conditions = [
    range?.confirmedOnly ? eq(marketplaceHolidays.confirmed, true) : undefined,
    range?.until ? lte(marketplaceHolidays.from_date, range.until) : undefined,
    range?.from ? gte(marketplaceHolidays.until_date, range.from) : undefined,
  ].filter((condition) => condition !== undefined);
  return db
    .select()
    .from(marketplaceHolidays)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(asc(marketplaceHolidays.from_date), asc(marketplaceHolidays.kind));
}

export async function findHoliday(db: DbOrTx, holidayId: string, forUpdate = false): Promise<MarketplaceHolidayRow | undefined> {
  const query = db.select().from(marketplaceHolidays).where(eq(marketplaceHolidays.sys_id, holidayId)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function insertHoliday(db: DbOrTx, values: typeof marketplaceHolidays.$inferInsert): Promise<MarketplaceHolidayRow> {
  const [row] = await db.insert(marketplaceHolidays).values(values).returning();
  return row;
}

export async function updateHoliday(db: DbOrTx, holidayId: string, values: Partial<typeof marketplaceHolidays.$inferInsert>): Promise<MarketplaceHolidayRow> {
  const [row] = await db.update(marketplaceHolidays).set(values).where(eq(marketplaceHolidays.sys_id, holidayId)).returning();
  return row;
}

export async function deleteHoliday(db: DbOrTx, holidayId: string): Promise<MarketplaceHolidayRow | undefined> {
  const [row] = await db.delete(marketplaceHolidays).where(eq(marketplaceHolidays.sys_id, holidayId)).returning();
  return row;
}
