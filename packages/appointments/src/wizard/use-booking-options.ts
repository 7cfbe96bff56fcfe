import type { AppointmentType } from '@mk/contracts';
import { useIntl } from 'react-intl';
import {
  useGetHolidaysQuery,
  useGetOperatingHoursQuery,
  useGetScheduleExceptionsQuery,
  useGetPhysicianBusyTimesQuery,
  useGetPhysiciansQuery,
  type ListedPhysician,
  type PhysicianBusyTime,
} from '@mk/api';
import { PAGE_LIMITS } from '@mk/contracts';
import { apiErrorText } from '@mk/i18n';
import { closedDay, daySlots, physicianSlotMinutes, shiftDate, type DaySlot } from '@mk/scheduling';
import { useClinicOptions, type ClinicOption } from '../shared/use-clinic-options';
import { offeredTypes } from './booking-rules';

/** What the user chose on step 3; unset choices fall back to the defaults below. */
export interface BookingValue {
  clinic?: string;
  physician?: string;
  type?: AppointmentType;
  /** 'YYYY-MM-DD'. */
  date: string;
  /** The chosen slot's 'YYYY-MM-DD HH:MM'. */
  slot?: string;
}

export interface BookingOptions {
  clinics: ClinicOption[];
  clinic?: ClinicOption;
  physicians: ListedPhysician[];
  physician?: ListedPhysician;
  types: AppointmentType[];
  type?: AppointmentType;
  slots: DaySlot[];
  /** Why the day has no slots, when an exception or a confirmed holiday closes it (issue 30). */
  closed?: ClosedDay;
  /** The chosen slot, while it is still available. */
  selectedSlot?: DaySlot;
  loadingPhysicians: boolean;
  loadingSlots: boolean;
  error: string | null;
}

/** A day the physician's day off or a public holiday closes: the reason the wizard shows. */
export type ClosedDay = { reason: 'off'; note: string | null } | { reason: 'holiday'; name_en: string; name_ar: string };

const busyStart = (busy: PhysicianBusyTime) => (typeof busy === 'string' ? busy : busy.from);

/**
 * The choices of step 3 and their defaults: the first clinic, the physicians of the chosen clinic,
 * only the types the physician offers (the first by default), and the day's slots from the
 * physician's stored hours, busy where an appointment exists and gone before `now`. Slot times are
 * UTC, as appointment times are (spec 2 section 1). The physician's exceptions and the marketplace's
 * confirmed holidays apply through the same engine rules as the server's booking (issue 30): a day
 * off or a holiday empties the day and says why; other hours or a season replace the weekly slots.
 */
export function useBookingOptions(value: BookingValue, now: number, active: boolean): BookingOptions {
  const intl = useIntl();
  const clinicOptions = useClinicOptions();
  const clinic = clinicOptions.options.find((option) => option.value === value.clinic) ?? clinicOptions.options[0];
  const physicianList = useGetPhysiciansQuery(
    { clinic: clinic?.value, page: 1, limit: PAGE_LIMITS.physicianMax },
    { skip: !active || !clinic, refetchOnMountOrArgChange: true },
  );
  const physicians = clinic ? (physicianList.data?.rows ?? []) : [];
  const physician = physicians.find((row) => row.sys_id === value.physician);
  const hours = useGetOperatingHoursQuery(physician?.sys_id ?? '', { skip: !active || !physician, refetchOnMountOrArgChange: true });
  const busy = useGetPhysicianBusyTimesQuery(physician?.sys_id ?? '', { skip: !active || !physician, refetchOnMountOrArgChange: true });
  const exceptions = useGetScheduleExceptionsQuery(
    { owner: 'physician', ownerId: physician?.sys_id ?? '' },
    { skip: !active || !physician, refetchOnMountOrArgChange: true },
  );
  // The eve too: a season's night runs past midnight into the day.
  const holidays = useGetHolidaysQuery({ from: shiftDate(value.date, -1), until: value.date }, { skip: !active || !physician });

  const types = offeredTypes(physician);
  const type = value.type && types.includes(value.type) ? value.type : types[0];
  const calendar = {
    exceptions: exceptions.data ?? [],
    holidays: (holidays.data ?? []).filter((holiday) => holiday.confirmed),
  };
  const slots =
    physician && hours.data
      ? daySlots({
          date: value.date,
          slots: hours.data,
          minutes: physicianSlotMinutes(physician.consultation_duration),
          busy: (busy.data ?? []).map(busyStart),
          now,
          timeZone: 'UTC',
          ...calendar,
        })
      : [];
  const closing = physician ? closedDay(value.date, calendar) : undefined;
  const closed: ClosedDay | undefined =
    closing?.reason === 'off'
      ? { reason: 'off', note: closing.exception.note ?? null }
      : closing?.reason === 'holiday'
        ? { reason: 'holiday', name_en: closing.holiday.name_en, name_ar: closing.holiday.name_ar }
        : undefined;
  const selectedSlot = slots.find((slot) => slot.dateTime === value.slot && slot.type === 'available');
  const slotError = physicianList.error ?? hours.error ?? busy.error ?? exceptions.error ?? holidays.error;
  const failure = clinicOptions.error ?? (slotError ? apiErrorText(intl, slotError) : null);

  return {
    clinics: clinicOptions.options,
    clinic,
    physicians,
    physician,
    types,
    type,
    slots,
    closed,
    selectedSlot,
    loadingPhysicians: clinicOptions.loading || physicianList.isFetching,
    loadingSlots: hours.isFetching || busy.isFetching || exceptions.isFetching || holidays.isFetching,
    error: failure,
  };
}
