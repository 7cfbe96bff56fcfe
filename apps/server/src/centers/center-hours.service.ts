import type { FastifyRequest } from 'fastify';
import type { StoredSlot } from '@mk/contracts';
import { SLOT_MINUTES, slotsForPeriods } from '@mk/scheduling';
import { centerScheduleSchema, MESSAGES } from '@mk/validators';
import { recordAudit } from '../audit/audit.service';
import type { Db, DbOrTx } from '../db/database';
import type { AuthUser } from '../fastify-augment';
import { apiError } from '../http/errors';
import { validateBody, validationError } from '../http/validate';
import { checkedPeriods, type PeriodWording } from '../schedules/schedule-periods';
import { centerSlotsOf, deleteCenterSlots, insertCenterSlots } from './center-hours.repository';
import { managedCenter } from './centers.service';

/** A center's refusals: 'Error: invalid time' (spec 3 section 5), and a period shorter than its hourly slot. */
const CENTER_WORDING: PeriodWording = {
  invalidTime: MESSAGES.centerPeriodInvalidTime,
  tooShort: (period) => apiError('center.period_too_short', { from: period.from, until: period.until }),
};

/** `GET medical-service-read/center-operating-hour/{id}`: the stored hourly slots. */
export async function centerHours(db: DbOrTx, user: AuthUser, centerId: string): Promise<StoredSlot[]> {
  const center = await managedCenter(db, user, centerId);
  return centerSlotsOf(db, center.sys_id);
}

/**
 * `POST medical-service-write/center-operating-hour`: replaces the center's timetable with the
 * hourly slots of `periods` (spec 3 section 9: 60 minutes; 09:00-12:00 gives 0900-0959,
 * 1000-1059, 1100-1159). The periods pass the physicians' checks in the centers' wording ('Error:
 * invalid time', 'Select another time or day' for a repeat or an overlap on a shared day). The
 * center row is locked, and the delete and the insert commit together: a reader sees the old
 * timetable or the new one, never a mix, and a refused body changes nothing.
 */
export async function setCenterHours(db: Db, request: FastifyRequest, user: AuthUser, body: unknown): Promise<StoredSlot[]> {
  const schedule = await validateBody(centerScheduleSchema, body);
  if (schedule.periods.length === 0) throw validationError(MESSAGES.required);
  const periods = checkedPeriods(schedule.periods, SLOT_MINUTES.center, CENTER_WORDING);
  const slots = slotsForPeriods(periods, SLOT_MINUTES.center);
  return db.transaction(async (tx) => {
    const center = await managedCenter(tx, user, schedule.center_id, { forUpdate: true });
    const before = await centerSlotsOf(tx, center.sys_id);
    await deleteCenterSlots(tx, center.sys_id);
    await insertCenterSlots(tx, slots.map((slot) => ({ ...slot, center_id: center.sys_id })));
    await recordAudit(tx, request, {
      action: 'set_schedule',
      entityType: 'center',
      entityId: center.sys_id,
      before: { slots: before },
      after: { periods, slotMinutes: SLOT_MINUTES.center, slots },
    });
    return slots;
  });
}

/** `DELETE medical-service-write/reset-operating-hour/{id}`: empties the timetable; the center leaves the patient app. */
export async function resetCenterHours(db: Db, request: FastifyRequest, user: AuthUser, centerId: string): Promise<{ removed: number }> {
  return db.transaction(async (tx) => {
    const center = await managedCenter(tx, user, centerId, { forUpdate: true });
    const before = await centerSlotsOf(tx, center.sys_id);
    const removed = await deleteCenterSlots(tx, center.sys_id);
    await recordAudit(tx, request, { action: 'reset_schedule', entityType: 'center', entityId: center.sys_id, before: { slots: before }, after: { slots: [] } });
    return { removed };
  });
}
