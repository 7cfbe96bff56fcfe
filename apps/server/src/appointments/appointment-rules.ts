import {
  APPOINTMENT_STATUS_LABELS,
  APPOINTMENT_TYPE_LABELS,
  NO_SHOW_WINDOW_MS,
  TILE_STATES,
  type AppointmentStatus,
  type AppointmentType,
  type TileState,
} from '@mk/contracts';
import { apiError, type ErrorText } from '../http/errors';

/*
 * The appointment rules of spec 2 sections 4 and 9, pure so they are tested without a database.
 * Times are UTC instants; "now" always comes from the caller (the app's clock).
 */

/** Not yet served: these can still be cancelled or marked no-show. */
export const OPEN_STATUSES: readonly AppointmentStatus[] = ['pending', 'confirmed', 'waiting'];

/** A booking is created confirmed (the wizard's case) or pending (published later by `confirmation`). */
export const CREATE_STATUSES = ['confirmed', 'pending'] as const;

export type AppointmentAction = 'confirm' | 'cancel' | 'noshow';

/**
 * The only transitions the back office makes (spec 2 section 4: "transitions beyond the calls
 * cancel, publish/confirm and set no-show are not shown"). Confirming a confirmed appointment is
 * allowed and changes nothing: the wizard creates it confirmed and then publishes it.
 */
export const TRANSITIONS: Record<AppointmentAction, { from: readonly AppointmentStatus[]; to: AppointmentStatus; verb: string }> = {
  confirm: { from: ['pending', 'confirmed'], to: 'confirmed', verb: 'confirmed' },
  cancel: { from: OPEN_STATUSES, to: 'canceled', verb: 'cancelled' },
  noshow: { from: OPEN_STATUSES, to: 'patient_noshow', verb: 'marked as no-show' },
};

export function transitionError(action: AppointmentAction, status: AppointmentStatus): ErrorText | undefined {
  const { from, verb } = TRANSITIONS[action];
  if (from.includes(status)) return undefined;
  return apiError('appointment.status_forbids', { verb, status: APPOINTMENT_STATUS_LABELS[status]?.en ?? status });
}

export const CANCEL_TOO_LATE = apiError('appointment.cancel_too_late');
export const NO_SHOW_TOO_EARLY = apiError('appointment.no_show_too_early');
export const NO_SHOW_TOO_LATE = apiError('appointment.no_show_too_late');

/** Cancel works strictly before the start: at 09:00:00 an appointment of 09:00 can no longer be cancelled. */
export function cancelWindowError(startsAt: Date, now: Date): ErrorText | undefined {
  return now.getTime() < startsAt.getTime() ? undefined : CANCEL_TOO_LATE;
}

/**
 * No-show opens at the start and closes 48 hours later (spec 2 section 9): for 09:00 on 1 May it
 * works from 09:00:00 on 1 May until 08:59:59.999 on 3 May.
 */
export function noShowWindowError(startsAt: Date, now: Date): ErrorText | undefined {
  const elapsed = now.getTime() - startsAt.getTime();
  if (elapsed < 0) return NO_SHOW_TOO_EARLY;
  return elapsed < NO_SHOW_WINDOW_MS ? undefined : NO_SHOW_TOO_LATE;
}

/** The monitor's tile: 2 no-show, 1 completed (served, or its time has passed), 0 upcoming. */
export function tileState(status: string, startsAt: Date, now: Date): TileState {
  if (status === 'patient_noshow') return TILE_STATES.noShow;
  if (status === 'done' || startsAt.getTime() <= now.getTime()) return TILE_STATES.completed;
  return TILE_STATES.upcoming;
}

/** The consultation flags of a physician (spec 1 section 3). */
export interface OfferedServices {
  walkin_enabled: boolean;
  audio_enabled: boolean;
  video_enabled: boolean;
  text_enabled: boolean;
  homecare_enabled: boolean;
  walkin_fees: number;
  consultation_fees: number;
  homecare_fees: number;
}

/**
 * Whether the physician offers this type: walkin, audio, video and chat (text) by their own flag,
 * online by any of the three remote ones, homecare by its flag. An emergency is not booked in a slot.
 */
export function offersType(physician: OfferedServices, type: AppointmentType): boolean {
  switch (type) {
    case 'walkin':
      return physician.walkin_enabled;
    case 'audio':
      return physician.audio_enabled;
    case 'video':
      return physician.video_enabled;
    case 'chat':
      return physician.text_enabled;
    case 'online':
      return physician.audio_enabled || physician.video_enabled || physician.text_enabled;
    case 'homecare':
      return physician.homecare_enabled;
    default:
      return false;
  }
}

export const typeNotOffered = (type: AppointmentType) => apiError('appointment.type_not_offered', { type: APPOINTMENT_TYPE_LABELS[type].en });

/** The fee of a booked type in SAR: walk-in fees, home care fees, or the (online) consultation fees. */
export function feeFor(physician: OfferedServices, type: AppointmentType): number {
  if (type === 'walkin') return Number(physician.walkin_fees);
  if (type === 'homecare') return Number(physician.homecare_fees);
  return Number(physician.consultation_fees);
}

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/;

/**
 * The create payload's date_time, 'YYYY-MM-DD HH:MM' in UTC (spec 2: appointment times are UTC),
 * as an instant; undefined for any other text or an impossible date ('2025-02-30 10:00', '24:00').
 */
export function parseAppointmentDateTime(text: string): Date | undefined {
  const match = DATE_TIME.exec(text.trim());
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  if (hour > 23 || minute > 59) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : undefined;
}

/** 'YYYY-MM-DD' of a monitor day as the UTC day it covers, [start, end); undefined when not a real date. */
export function utcDayRange(day: string): { start: Date; end: Date } | undefined {
  const start = parseAppointmentDateTime(`${day} 00:00`);
  return start && { start, end: new Date(start.getTime() + 24 * 60 * 60 * 1000) };
}

/** The stored slot an instant falls on: its weekday (0 Sunday) and start as HHMM. */
export function slotKeyOf(startsAt: Date): { day: number; from: string } {
  const pad = (n: number) => String(n).padStart(2, '0');
  return { day: startsAt.getUTCDay(), from: `${pad(startsAt.getUTCHours())}${pad(startsAt.getUTCMinutes())}` };
}
