// The scheduling ENGINE: pure TypeScript, no React and no DOM, so the server can import it.
// The React schedule editor is the second entry, '@mk/scheduling/editor' (src/editor).
export {
  to24Hour,
  to12Hour,
  format12Hour,
  clampHour,
  clampMinute,
  parseTime,
  toHHMM,
  fromHHMM,
  minutesOfDay,
  formatMinutes,
  type Meridiem,
} from './time';
export { SLOT_MINUTES, physicianSlotMinutes } from './slot-length';
export { generateSlots, periodEndMinutes, uniqueSortedSlots, type Slot } from './slots';
export {
  validatePeriod,
  normalizePeriod,
  toPeriodPayload,
  slotsForPeriods,
  periodsFromStoredSlots,
  type Period,
  type PeriodCandidate,
} from './period';
export { weeklyPreview, slotLabel, type PreviewSlot } from './preview';
export { daySlots, weekdayOf, todayIn, shiftDate, type DaySlot, type DaySlotsInput } from './booking';
export {
  dayRule,
  closedDay,
  exceptionConflict,
  holidayConflict,
  validateExceptionPeriods,
  type DayRule,
  type DayCalendar,
} from './exceptions';
export { hijriOf, formatHijri, gregorianOfHijri, hijriMonthLength, type HijriParts } from '@mk/validators';
export { proposedHolidays, missingProposals, FOUNDING_DAY_FIRST_YEAR } from './marketplace-holidays';
