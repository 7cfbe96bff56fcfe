import type { FastifyRequest } from 'fastify';
import type { StoredSlot } from '@mk/contracts';
import { SLOT_MINUTES, slotsForPeriods } from '@mk/scheduling';
import { MESSAGES, packageScheduleSchema } from '@mk/validators';
import { recordAudit } from '../audit/audit.service';
import type { Db, DbOrTx } from '../db/database';
import type { AuthUser } from '../fastify-augment';
import { apiError } from '../http/errors';
import { validateBody, validationError } from '../http/validate';
import { checkedPeriods, type PeriodWording } from '../schedules/schedule-periods';
import { deletePackageSlots, insertPackageSlots, packageSlotsOf } from './packages.repository';
import { managedPackage } from './packages.service';

/** A package's refusals: 'Error invalid time' (spec 3 section 5), and a period shorter than its 30-minute slot. */
const PACKAGE_WORDING: PeriodWording = {
  invalidTime: MESSAGES.periodInvalidTime,
  tooShort: (period) => apiError('package.period_too_short', { from: period.from, until: period.until }),
};

/** `GET promotion-read/package-times/{id}`: the stored 30-minute slots (day, from, until in HHmm). */
export async function packageTimes(db: DbOrTx, user: AuthUser, packageId: string): Promise<StoredSlot[]> {
  const { row } = await managedPackage(db, user, packageId);
  return packageSlotsOf(db, row.sys_id);
}

/**
 * `POST promotion-write/update-timeslots`: replaces the package's timetable with the 30-minute
 * slots of `periods` (spec 3 section 9: 09:00-10:00 gives 0900-0929 and 0930-0959). The periods
 * pass the same checks as a center's ('Error invalid time', 'Select another time or day' for a
 * repeat or an overlap on a shared day). The package row is locked, and the delete and the insert
 * commit together: a reader sees the old timetable or the new one, and a refused body changes nothing.
 */
export async function setPackageTimes(db: Db, request: FastifyRequest, user: AuthUser, body: unknown): Promise<StoredSlot[]> {
  const schedule = await validateBody(packageScheduleSchema, body);
  if (schedule.periods.length === 0) throw validationError(MESSAGES.required);
  const periods = checkedPeriods(schedule.periods, SLOT_MINUTES.package, PACKAGE_WORDING);
  const slots = slotsForPeriods(periods, SLOT_MINUTES.package);
  return db.transaction(async (tx) => {
    const { row } = await managedPackage(tx, user, schedule.package_id, { forUpdate: true });
    const before = await packageSlotsOf(tx, row.sys_id);
    await deletePackageSlots(tx, row.sys_id);
    await insertPackageSlots(tx, slots.map((slot) => ({ ...slot, package_id: row.sys_id })));
    await recordAudit(tx, request, {
      action: 'set_schedule',
      entityType: 'package',
      entityId: row.sys_id,
      before: { slots: before },
      after: { periods, slotMinutes: SLOT_MINUTES.package, slots },
    });
    return slots;
  });
}

/** `DELETE promotion-write/reset-hours/{id}`: empties the timetable; the package leaves the app until new slots are added. */
export async function resetPackageTimes(db: Db, request: FastifyRequest, user: AuthUser, packageId: string): Promise<{ removed: number }> {
  return db.transaction(async (tx) => {
    const { row } = await managedPackage(tx, user, packageId, { forUpdate: true });
    const before = await packageSlotsOf(tx, row.sys_id);
    const removed = await deletePackageSlots(tx, row.sys_id);
    await recordAudit(tx, request, { action: 'reset_schedule', entityType: 'package', entityId: row.sys_id, before: { slots: before }, after: { slots: [] } });
    return { removed };
  });
}
