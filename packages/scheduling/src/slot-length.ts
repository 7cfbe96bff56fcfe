import { CENTER_SLOT_MINUTES, MAX_SLOT_MINUTES, PACKAGE_SLOT_MINUTES } from '@mk/contracts';

/** Fixed slot lengths: centers cut hourly slots, packages half-hourly (spec 3 section 9). */
export const SLOT_MINUTES = { center: CENTER_SLOT_MINUTES, package: PACKAGE_SLOT_MINUTES } as const;

/**
 * A physician's slot length: the consultation duration capped at 60 minutes (spec 1 section 4).
 * physicianSlotMinutes(20) === 20; physicianSlotMinutes(90) === 60. A missing, zero, negative or
 * non-numeric duration falls back to 60, so a schedule never cuts zero-length slots; a fractional
 * one is rounded down to whole minutes (at least 1).
 */
export function physicianSlotMinutes(consultationDuration?: number | string | null): number {
  const duration = Number(consultationDuration);
  if (!Number.isFinite(duration) || duration <= 0) return MAX_SLOT_MINUTES;
  return Math.max(1, Math.min(Math.floor(duration), MAX_SLOT_MINUTES));
}
