import { and, asc, gte, isNull, lt, sql } from 'drizzle-orm';
import type { ClinicHome, ExceptionRule, HolidayRule, StoredSlot } from '@mk/contracts';
import { daySlots, physicianSlotMinutes, shiftDate, todayIn } from '@mk/scheduling';
import { exceptionsOfOwners, holidaysBetween } from '../calendar/calendar.repository';
import type { DbOrTx } from '../db/database';
import { preparedPerDatabase } from '../db/prepared';
import { appointments, physicians, physicianSlots } from '../db/schema';
import { at, isAnyOf } from './home-sql';

/** How far ahead the Home looks for a physician's next free slot. */
export const NEXT_FREE_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

/*
 * A physician's next free slot is what the booking wizard would offer first: their stored weekly
 * slots, UTC wall times as booking reads them (appointment-booking.service.ts, the wizard's
 * daySlots with timeZone 'UTC'), a slot free when it starts after now and no live appointment
 * starts within it, with their exceptions and the confirmed holidays applied as booking applies
 * them (issue 30). Four queries whatever the number of physicians, then the engine in memory.
 */

/** The live physicians of these clinics with their stored slots (one row per slot; none: one row of nulls). */
const physiciansWithSlots = preparedPerDatabase('home_clinic_physician_slots', (db, name) =>
  db
    .select({
      sys_id: physicians.sys_id,
      name: physicians.name,
      name_ar: physicians.arabic_name,
      clinic_id: physicians.clinic_id,
      consultation_duration: physicians.consultation_duration,
      day: physicianSlots.day,
      from: physicianSlots.from,
      until: physicianSlots.until,
    })
    .from(physicians)
    .leftJoin(physicianSlots, sql`${physicianSlots.physician_id} = ${physicians.sys_id}`)
    .where(and(isAnyOf(physicians.clinic_id, 'clinicIds'), isNull(physicians.deleted_at)))
    .orderBy(asc(physicians.sys_id), asc(physicianSlots.day), asc(physicianSlots.from))
    .prepare(name),
);

/**
 * Their live appointments in the window, through the partial unique index on (physician_id,
 * starts_at) WHERE status <> 'canceled': the condition is written as the index's own text, not
 * a parameter, so the planner may use it in a prepared (generic) plan too.
 */
const bookedStarts = preparedPerDatabase('home_clinic_booked_starts', (db, name) =>
  db
    .select({ physician_id: appointments.physician_id, starts_at: appointments.starts_at })
    .from(appointments)
    .where(
      and(
        isAnyOf(appointments.physician_id, 'physicianIds'),
        sql`${appointments.status} <> 'canceled'`,
        gte(appointments.starts_at, sql.placeholder('from')),
        lt(appointments.starts_at, sql.placeholder('until')),
      ),
    )
    .prepare(name),
);

interface PhysicianSchedule {
  sys_id: string;
  name: string;
  name_ar: string | null;
  clinic_id: string;
  slotMinutes: number;
  slots: StoredSlot[];
  exceptions: ExceptionRule[];
  /** Booked starts (epoch ms) by UTC date: a slot lies within one date, so only that date's bookings can fill it. */
  booked: Map<string, number[]>;
}

function schedulesOf(rows: Awaited<ReturnType<ReturnType<typeof physiciansWithSlots>['execute']>>): Map<string, PhysicianSchedule> {
  const byPhysician = new Map<string, PhysicianSchedule>();
  for (const row of rows) {
    let schedule = byPhysician.get(row.sys_id);
    if (!schedule) {
      schedule = {
        sys_id: row.sys_id,
        name: row.name,
        name_ar: row.name_ar,
        clinic_id: row.clinic_id,
        slotMinutes: physicianSlotMinutes(row.consultation_duration),
        slots: [],
        exceptions: [],
        booked: new Map(),
      };
      byPhysician.set(row.sys_id, schedule);
    }
    if (row.day !== null && row.from !== null && row.until !== null) schedule.slots.push({ day: row.day, from: row.from, until: row.until });
  }
  return byPhysician;
}

/** A physician's days off, other hours and seasons, the marketplace's confirmed holidays, and the slot length that cuts their periods. */
export interface SlotCalendar {
  exceptions: readonly ExceptionRule[];
  holidays: readonly HolidayRule[];
  minutes: number;
}

const NO_CALENDAR: SlotCalendar = { exceptions: [], holidays: [], minutes: 60 };

/** The first slot starting within [now, horizon) that nothing booked fills, by the booking engine; null when none. */
export function firstFreeSlot(
  slots: readonly StoredSlot[],
  booked: ReadonlyMap<string, readonly number[]>,
  now: Date,
  horizon: Date,
  calendar: SlotCalendar = NO_CALENDAR,
): string | null {
  if (slots.length === 0 && !calendar.exceptions.some((exception) => exception.kind !== 'off')) return null;
  const lastDate = todayIn(horizon, 'UTC');
  for (let date = todayIn(now, 'UTC'); date <= lastDate; date = shiftDate(date, 1)) {
    const free = daySlots({ date, slots, busy: booked.get(date) ?? [], now, timeZone: 'UTC', ...calendar }).find((slot) => slot.type === 'available');
    if (free) return Date.parse(free.startsAt) < horizon.getTime() ? free.startsAt : null;
  }
  return null;
}

type NextFree = ClinicHome['next_free'][number];

/** Soonest first, a physician with none within the window last; then by name. */
function soonestFirst(a: NextFree, b: NextFree): number {
  if (a.at !== b.at) return a.at === null ? 1 : b.at === null ? -1 : a.at < b.at ? -1 : 1;
  return a.name.localeCompare(b.name) || a.sys_id.localeCompare(b.sys_id);
}

/** Each live physician of these clinics with their next free slot within NEXT_FREE_DAYS of `now`, soonest first. */
export async function nextFreeSlots(db: DbOrTx, clinicIds: readonly string[], now: Date): Promise<NextFree[]> {
  const schedules = schedulesOf(await physiciansWithSlots(db).execute({ clinicIds }));
  if (schedules.size === 0) return [];
  const horizon = new Date(now.getTime() + NEXT_FREE_DAYS * DAY_MS);
  // Only slots starting at or after now count, so only bookings from now on can fill them; a slot
  // starting before the horizon may end up to an hour after it (slots are at most 60 minutes).
  const physicianIds = [...schedules.keys()];
  const booked = await bookedStarts(db).execute({ physicianIds, from: at(now), until: at(new Date(horizon.getTime() + 60 * 60 * 1000)) });
  // The eve of today too: a season's night runs past midnight.
  const days = { from: shiftDate(todayIn(now, 'UTC'), -1), until: todayIn(horizon, 'UTC') };
  for (const exception of await exceptionsOfOwners(db, 'physician', physicianIds, days)) schedules.get(exception.owner_id)!.exceptions.push(exception);
  const holidays = await holidaysBetween(db, { ...days, confirmedOnly: true });
  for (const { physician_id, starts_at } of booked) {
    const byDate = schedules.get(physician_id)!.booked;
    const date = starts_at.toISOString().slice(0, 10);
    const starts = byDate.get(date);
    if (starts) starts.push(starts_at.getTime());
    else byDate.set(date, [starts_at.getTime()]);
  }
  return [...schedules.values()]
    .map(({ sys_id, name, name_ar, clinic_id, slots, booked: byDate, exceptions, slotMinutes }) => ({
      sys_id,
      name,
      name_ar,
      clinic_id,
      at: firstFreeSlot(slots, byDate, now, horizon, { exceptions, holidays, minutes: slotMinutes }),
    }))
    .sort(soonestFirst);
}
