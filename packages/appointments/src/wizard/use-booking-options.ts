import type { AppointmentType } from '@mk/contracts';
import { useIntl } from 'react-intl';
import {
  useGetOperatingHoursQuery,
  useGetPhysicianBusyTimesQuery,
  useGetPhysiciansQuery,
  type ListedPhysician,
  type PhysicianBusyTime,
} from '@mk/api';
import { PAGE_LIMITS } from '@mk/contracts';
import { apiErrorText } from '@mk/i18n';
import { daySlots, type DaySlot } from '@mk/scheduling';
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
  /** The chosen slot, while it is still available. */
  selectedSlot?: DaySlot;
  loadingPhysicians: boolean;
  loadingSlots: boolean;
  error: string | null;
}

const busyStart = (busy: PhysicianBusyTime) => (typeof busy === 'string' ? busy : busy.from);

/**
 * The choices of step 3 and their defaults: the first clinic, the physicians of the chosen clinic,
 * only the types the physician offers (the first by default), and the day's slots from the
 * physician's stored hours, busy where an appointment exists and gone before `now`. Slot times are
 * UTC, as appointment times are (spec 2 section 1).
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

  const types = offeredTypes(physician);
  const type = value.type && types.includes(value.type) ? value.type : types[0];
  const slots =
    physician && hours.data
      ? daySlots({ date: value.date, slots: hours.data, minutes: 60, busy: (busy.data ?? []).map(busyStart), now, timeZone: 'UTC' })
      : [];
  const selectedSlot = slots.find((slot) => slot.dateTime === value.slot && slot.type === 'available');
  const failure = clinicOptions.error ?? (physicianList.error || hours.error || busy.error ? apiErrorText(intl, physicianList.error ?? hours.error ?? busy.error) : null);

  return {
    clinics: clinicOptions.options,
    clinic,
    physicians,
    physician,
    types,
    type,
    slots,
    selectedSlot,
    loadingPhysicians: clinicOptions.loading || physicianList.isFetching,
    loadingSlots: hours.isFetching || busy.isFetching,
    error: failure,
  };
}
