import { sql } from 'drizzle-orm';
import { boolean, check, date, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ExceptionKind, ExceptionOwner, ExceptionPeriod, HolidayKind } from '@mk/contracts';

/**
 * Issue 30: the exceptions to a physician's, center's or package's weekly schedule (a day off, leave,
 * other hours on some dates, a season such as Ramadan with its own weekly periods). No foreign key:
 * the owners live in three tables (as the Trash's entries). Dates are calendar days, both included.
 * Migration 0025.
 */
export const scheduleExceptions = pgTable(
  'schedule_exceptions',
  {
    sys_id: uuid('sys_id').primaryKey().defaultRandom(),
    owner_type: text('owner_type').$type<ExceptionOwner>().notNull(),
    owner_id: uuid('owner_id').notNull(),
    kind: text('kind').$type<ExceptionKind>().notNull(),
    from_date: date('from_date', { mode: 'string' }).notNull(),
    until_date: date('until_date', { mode: 'string' }).notNull(),
    periods: jsonb('periods').$type<ExceptionPeriod[]>().notNull().default([]),
    note: text('note'),
    created_by: uuid('created_by'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // An owner's exceptions by date: the schedule page's list, the overlap check and booking's lookup.
    index('schedule_exceptions_owner_idx').on(t.owner_type, t.owner_id, t.from_date),
    check('schedule_exceptions_owner_type_check', sql`${t.owner_type} IN ('physician', 'center', 'package')`),
    check('schedule_exceptions_kind_check', sql`${t.kind} IN ('off', 'hours', 'season')`),
    check('schedule_exceptions_dates_check', sql`${t.until_date} >= ${t.from_date}`),
  ],
);
export type ScheduleExceptionRow = typeof scheduleExceptions.$inferSelect;

/**
 * The marketplace's calendar (issue 30): public holidays every facility closes on unless it sets
 * other hours on them, and the Ramadan season's dates. Hijri holidays are proposed from the Umm
 * al-Qura calendar and `confirmed` by ADMIN, since the observed dates can move by a day.
 */
export const marketplaceHolidays = pgTable(
  'marketplace_holidays',
  {
    sys_id: uuid('sys_id').primaryKey().defaultRandom(),
    kind: text('kind').$type<HolidayKind>().notNull(),
    name_en: text('name_en').notNull(),
    name_ar: text('name_ar').notNull(),
    from_date: date('from_date', { mode: 'string' }).notNull(),
    until_date: date('until_date', { mode: 'string' }).notNull(),
    confirmed: boolean('confirmed').notNull().default(false),
    updated_by: uuid('updated_by'),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('marketplace_holidays_dates_idx').on(t.from_date, t.until_date),
    check('marketplace_holidays_kind_check', sql`${t.kind} IN ('holiday', 'ramadan')`),
    check('marketplace_holidays_dates_check', sql`${t.until_date} >= ${t.from_date}`),
  ],
);
export type MarketplaceHolidayRow = typeof marketplaceHolidays.$inferSelect;
