import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { AppointmentStatus, ClinicHome } from '@mk/contracts';
import type { DbOrTx } from '../db/database';
import { preparedPerDatabase } from '../db/prepared';
import { appointments } from '../db/schema';
import type { HomeCalendar } from './home-calendar';
import { at, isAnyOf } from './home-sql';
import { nextFreeSlots } from './next-free-slot';
import type { NamedFacility } from './owned-facilities';

const from = sql.placeholder('from');
const until = sql.placeholder('until');

/**
 * Hours since Riyadh midnight are the Riyadh hour (the day has no clock change), so no time-zone
 * arithmetic runs in the database. Read through (clinic_id, starts_at).
 */
const riyadhHour = sql<number>`floor(extract(epoch from ${appointments.starts_at} - ${from}::timestamptz) / 3600)::int`.mapWith(Number);

const todayByHour = preparedPerDatabase('home_clinic_today_by_hour', (db, name) =>
  db
    .select({ clinic_id: appointments.clinic_id, hour: riyadhHour, status: appointments.status, count: count() })
    .from(appointments)
    .where(and(isAnyOf(appointments.clinic_id, 'clinicIds'), gte(appointments.starts_at, from), lt(appointments.starts_at, until)))
    // The hour by its place in the select list: written again, its placeholder would be another
    // parameter, and PostgreSQL would not know the two expressions for the same.
    .groupBy(appointments.clinic_id, sql`2`, appointments.status)
    .orderBy(sql`2`, appointments.status)
    .prepare(name),
);

/** Read through (status, starts_at, clinic_id): the week's no-shows of every clinic are few, and filtered in the index. */
const noShows = preparedPerDatabase('home_clinic_no_shows', (db, name) =>
  db
    .select({ count: count() })
    .from(appointments)
    .where(and(eq(appointments.status, 'patient_noshow'), gte(appointments.starts_at, from), lt(appointments.starts_at, until), isAnyOf(appointments.clinic_id, 'clinicIds')))
    .prepare(name),
);

/** The clinic section of a PIC who runs `clinics` (at least one). */
export async function clinicFigures(db: DbOrTx, clinics: readonly NamedFacility[], calendar: HomeCalendar): Promise<ClinicHome> {
  const clinicIds = clinics.map((clinic) => clinic.sys_id);
  const [hours, [week], nextFree] = await Promise.all([
    todayByHour(db).execute({ clinicIds, from: at(calendar.dayStart), until: at(calendar.dayEnd) }),
    noShows(db).execute({ clinicIds, from: at(calendar.weekStart), until: at(calendar.dayEnd) }),
    nextFreeSlots(db, clinicIds, calendar.now),
  ]);
  return {
    clinics: clinics.map((clinic) => ({
      ...clinic,
      today_by_hour: hours
        .filter((row) => row.clinic_id === clinic.sys_id)
        .map((row) => ({ hour: row.hour, status: row.status as AppointmentStatus, count: row.count })),
    })),
    no_shows_week: week.count,
    next_free: nextFree,
  };
}
