import type { ExceptionOwner, ExceptionRule, HolidayRule } from '@mk/contracts';
import type { DbOrTx } from '../db/database';
import { exceptionsOf, holidaysBetween } from './calendar.repository';

/** What the slot engine needs to know about a schedule's days from `from` to `until`. */
export interface OwnerCalendar {
  exceptions: ExceptionRule[];
  holidays: HolidayRule[];
}

/**
 * The owner's exceptions and the marketplace's confirmed holidays (a proposal closes nothing until
 * ADMIN confirms it) sharing a day with `from`..`until`
 * ('YYYY-MM-DD'). A caller asking about a day D passes D's eve as `from`: a season's night on the
 * eve runs past midnight into D.
 */
export async function ownerCalendar(db: DbOrTx, ownerType: ExceptionOwner, ownerId: string, from: string, until: string): Promise<OwnerCalendar> {
  // One after the other: inside a transaction both would queue on its one connection anyway.
  const exceptions = await exceptionsOf(db, ownerType, ownerId, { from, until });
  const holidays = await holidaysBetween(db, { from, until, confirmedOnly: true });
  return { exceptions, holidays };
}
