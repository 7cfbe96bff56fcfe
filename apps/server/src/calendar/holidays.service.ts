import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { HolidayPayload, HolidayRule, MarketplaceHoliday } from '@mk/contracts';
import { holidayConflict, missingProposals } from '@mk/scheduling';
import { holidaySchema } from '@mk/validators';
import { noteUnchanged, recordAudit } from '../audit/audit.service';
import type { Db, DbOrTx, Tx } from '../db/database';
import type { AuthUser } from '../fastify-augment';
import { apiError, BadRequestError, ConflictError, NotFoundError } from '../http/errors';
import { isSysId } from '../http/id-param';
import { validateBody } from '../http/validate';
import { deleteHoliday, findHoliday, holidaysBetween, insertHoliday, updateHoliday } from './calendar.repository';
import type { MarketplaceHolidayRow } from './calendar.tables';
import { holidayView } from './calendar.view';

export const HOLIDAY_NOT_FOUND = apiError('calendar.holiday_not_found');
/** The years the Umm al-Qura proposals cover (Intl's calendar data is reliable well beyond them). */
const PROPOSAL_YEARS = { first: 2000, last: 2100 } as const;

/** `GET calendar-read/holidays?from&until`: the calendar's entries sharing a day with the range (all without one). */
export async function listHolidays(db: DbOrTx, range: { from?: string; until?: string }): Promise<MarketplaceHoliday[]> {
  return (await holidaysBetween(db, range)).map(holidayView);
}

/** Writes of the calendar wait for each other, so two overlapping entries cannot both pass the check. */
async function lockCalendar(tx: Tx): Promise<void> {
  await tx.execute(sql`LOCK TABLE marketplace_holidays IN SHARE ROW EXCLUSIVE MODE`);
}

function refuseOverlap(candidate: HolidayRule, existing: readonly HolidayRule[]): void {
  const conflict = holidayConflict(candidate, existing);
  if (conflict) {
    throw new ConflictError(apiError('calendar.holiday_overlap', { name: conflict.name_en, from_date: conflict.from_date, until_date: conflict.until_date }));
  }
}

async function holidayBody(body: unknown): Promise<Required<HolidayPayload>> {
  const input = await validateBody(holidaySchema, body);
  return {
    kind: input.kind,
    name_en: input.name_en,
    name_ar: input.name_ar,
    from_date: input.from_date,
    until_date: input.until_date,
    confirmed: input.confirmed ?? false,
  };
}

/** `POST calendar-write/holidays` (ADMIN): a public holiday or a Ramadan season; overlapping one of its kind is refused. */
export async function addHoliday(db: Db, request: FastifyRequest, user: AuthUser, body: unknown): Promise<MarketplaceHoliday> {
  const input = await holidayBody(body);
  return db.transaction(async (tx) => {
    await lockCalendar(tx);
    refuseOverlap(input, await holidaysBetween(tx));
    const row = await insertHoliday(tx, { ...input, updated_by: user.sys_id });
    await recordAudit(tx, request, { action: 'create', entityType: 'holiday', entityId: row.sys_id, after: holidayView(row) });
    return holidayView(row);
  });
}

async function existingHoliday(tx: Tx, holidayId: string): Promise<MarketplaceHolidayRow> {
  const row = isSysId(holidayId) ? await findHoliday(tx, holidayId.toLowerCase(), true) : undefined;
  if (!row) throw new NotFoundError(HOLIDAY_NOT_FOUND);
  return row;
}

/** `PATCH calendar-write/holidays/{holidayId}` (ADMIN): new dates or names, or `confirmed: true` once checked. */
export async function changeHoliday(db: Db, request: FastifyRequest, user: AuthUser, holidayId: string, body: unknown): Promise<MarketplaceHoliday> {
  const input = await holidayBody(body);
  return db.transaction(async (tx) => {
    await lockCalendar(tx);
    const before = await existingHoliday(tx, holidayId);
    refuseOverlap({ ...input, sys_id: before.sys_id }, await holidaysBetween(tx));
    const row = await updateHoliday(tx, before.sys_id, { ...input, updated_by: user.sys_id, updated_at: new Date() });
    await recordAudit(tx, request, { action: 'update', entityType: 'holiday', entityId: row.sys_id, before: holidayView(before), after: holidayView(row) });
    return holidayView(row);
  });
}

/** `DELETE calendar-write/holidays/{holidayId}` (ADMIN). */
export async function removeHoliday(db: Db, request: FastifyRequest, holidayId: string): Promise<MarketplaceHoliday> {
  return db.transaction(async (tx) => {
    await lockCalendar(tx);
    const before = await existingHoliday(tx, holidayId);
    await deleteHoliday(tx, before.sys_id);
    await recordAudit(tx, request, { action: 'delete', entityType: 'holiday', entityId: before.sys_id, before: holidayView(before) });
    return holidayView(before);
  });
}

/**
 * `POST calendar-write/holidays/propose` (ADMIN) body `{ year }`: adds the Umm al-Qura proposals of
 * that Gregorian year (Founding Day, Ramadan, the two Eids, National Day), unconfirmed, except those
 * overlapping an entry of their kind already there; answers the ones added.
 */
export async function proposeHolidays(db: Db, request: FastifyRequest, user: AuthUser, body: unknown): Promise<MarketplaceHoliday[]> {
  const year = (body as { year?: unknown } | null)?.year;
  if (typeof year !== 'number' || !Number.isInteger(year) || year < PROPOSAL_YEARS.first || year > PROPOSAL_YEARS.last) {
    throw new BadRequestError(apiError('calendar.year_invalid', { first: PROPOSAL_YEARS.first, last: PROPOSAL_YEARS.last }), { field: 'year' });
  }
  return db.transaction(async (tx) => {
    await lockCalendar(tx);
    const added: MarketplaceHoliday[] = [];
    for (const proposal of missingProposals([year], await holidaysBetween(tx))) {
      added.push(holidayView(await insertHoliday(tx, { ...proposal, confirmed: false, updated_by: user.sys_id })));
    }
    if (added.length > 0) await recordAudit(tx, request, { action: 'propose_holidays', entityType: 'holiday', entityId: null, after: { year, added } });
    else noteUnchanged(request);
    return added;
  });
}
