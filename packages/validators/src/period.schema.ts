import { array, number, object, string, type InferType } from 'yup';
import type { MessageDescriptor } from './descriptor';
import { MESSAGES } from './messages';
import { TEXT_LIMITS } from './text-rules';
import { text } from './yup-rules';

const REQUIRED = MESSAGES.required;
/** 'HH:MM' (the editor) or 'HHMM' (the payloads), 00:00 to 23:59. */
const TIME = /^([01]\d|2[0-3]):?[0-5]\d$/;
const minutesOf = (time: string) => {
  const digits = time.replace(':', '');
  return Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2));
};

/**
 * An operating period (spec 1 section 5): at least one weekday (0 Sunday to 6 Saturday), a from
 * and an until, from earlier than until (`invalidTime`: 'Error invalid time' for physicians and
 * packages, 'Error: invalid time' for centers, spec 3 section 5). Missing parts read
 * 'Please fill all required fields'. Duplicates need the other periods: see `periodsSchemaWith`.
 */
export function periodSchemaWith(invalidTime: MessageDescriptor) {
  // yup's `matches` reads a plain object as its options: the descriptor must go under `message`.
  const notATime = { message: invalidTime };
  return object({
    days: array(number().integer(REQUIRED).min(0, REQUIRED).max(6, REQUIRED).required(REQUIRED))
      .required(REQUIRED)
      .min(1, REQUIRED),
    from: string().trim().required(REQUIRED).matches(TIME, notATime),
    until: string()
      .trim()
      .required(REQUIRED)
      .matches(TIME, notATime)
      .test('order', invalidTime, function order(until) {
        const from: unknown = this.parent?.from;
        if (typeof from !== 'string' || !TIME.test(from) || !until || !TIME.test(until)) return true;
        return minutesOf(from) < minutesOf(until);
      }),
  });
}

/** The physician and package wording. */
export const periodSchema = periodSchemaWith(MESSAGES.periodInvalidTime);

const periodKey = (period: { days?: number[]; from?: string; until?: string }) =>
  [
    [...(period.days ?? [])].sort((a, b) => a - b).join(','),
    minutesOf(period.from ?? ''),
    minutesOf(period.until ?? ''),
  ].join('|');

/** A list of periods with no two the same ('Select another time or day'). */
export function periodsSchemaWith(invalidTime: MessageDescriptor) {
  return array(periodSchemaWith(invalidTime))
    .required(REQUIRED)
    .test('unique', MESSAGES.periodDuplicate, (periods) => {
      const keys = (periods ?? []).map(periodKey);
      return new Set(keys).size === keys.length;
    });
}

export const periodsSchema = periodsSchemaWith(MESSAGES.periodInvalidTime);

/** Body of `POST appointment-management/set-operating-hour-v3`. */
export const physicianScheduleSchema = object({
  physician_id: text(TEXT_LIMITS.code).required(REQUIRED),
  periods: periodsSchema,
});
/** Body of `POST promotion-write/update-timeslots`. */
export const packageScheduleSchema = object({
  package_id: text(TEXT_LIMITS.code).required(REQUIRED),
  periods: periodsSchema,
});

export type PeriodInput = InferType<typeof periodSchema>;
