import type { FastifyRequest } from 'fastify';
import type { StoredSlot } from '@mk/contracts';
import { physicianSlotMinutes } from '@mk/scheduling';
import { MESSAGES, physicianScheduleSchema } from '@mk/validators';
import { recordAudit } from '../audit/audit.service';
import type { Db, DbOrTx } from '../db/database';
import type { AuthUser } from '../fastify-augment';
import { validateBody, validationError } from '../http/validate';
import { managedPhysician } from '../physicians/managed-physician';
import { physicianBusyTimes, type BusyTime } from './busy-times';
import { checkedPeriods, physicianSlotsFor } from './schedule-periods';
import { deleteSlotsOf, insertSlots, slotsOf } from './schedule.repository';

/** `get-operating-hour/{physicianId}`: the stored slots. */
export async function operatingHours(db: DbOrTx, user: AuthUser, physicianId: string): Promise<StoredSlot[]> {
  const physician = await managedPhysician(db, user, physicianId);
  return slotsOf(db, physician.sys_id);
}

/** `physician-appointments/{physicianId}`: the busy times. */
export async function busyTimes(db: DbOrTx, user: AuthUser, physicianId: string): Promise<BusyTime[]> {
  const physician = await managedPhysician(db, user, physicianId);
  return physicianBusyTimes(db, physician.sys_id);
}

/**
 * `set-operating-hour-v3`: replaces the physician's schedule with the slots of `periods`, cut by
 * the consultation duration (capped at 60). Everything is checked before anything is written, and
 * the delete and the insert share one transaction: a refused body leaves the stored slots as they were.
 */
export async function setOperatingHours(db: Db, request: FastifyRequest, user: AuthUser, body: unknown): Promise<StoredSlot[]> {
  const schedule = await validateBody(physicianScheduleSchema, body);
  if (schedule.periods.length === 0) throw validationError(MESSAGES.required);
  return db.transaction(async (tx) => {
    const physician = await managedPhysician(tx, user, schedule.physician_id, true);
    const slotMinutes = physicianSlotMinutes(physician.consultation_duration);
    const periods = checkedPeriods(schedule.periods, slotMinutes);
    const slots = physicianSlotsFor(periods, physician.consultation_duration);
    const before = await slotsOf(tx, physician.sys_id);
    await deleteSlotsOf(tx, physician.sys_id);
    await insertSlots(tx, slots.map((slot) => ({ ...slot, physician_id: physician.sys_id })));
    await recordAudit(tx, request, {
      action: 'set_schedule',
      entityType: 'physician',
      entityId: physician.sys_id,
      before: { slots: before },
      after: { periods, slotMinutes, slots },
    });
    return slots;
  });
}

/** `reset-operating-hour/{physicianId}`: empties the schedule; the physician leaves the patient app. */
export async function resetOperatingHours(db: Db, request: FastifyRequest, user: AuthUser, physicianId: string): Promise<{ removed: number }> {
  return db.transaction(async (tx) => {
    const physician = await managedPhysician(tx, user, physicianId, true);
    const before = await slotsOf(tx, physician.sys_id);
    const removed = await deleteSlotsOf(tx, physician.sys_id);
    await recordAudit(tx, request, {
      action: 'reset_schedule',
      entityType: 'physician',
      entityId: physician.sys_id,
      before: { slots: before },
      after: { slots: [] },
    });
    return { removed };
  });
}
