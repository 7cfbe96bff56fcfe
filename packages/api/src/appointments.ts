import type { Appointment, AppointmentConfirmation, AppointmentCreate, AppointmentTile } from '@mk/contracts';
import { api } from './api';

/**
 * A time a physician is already booked (`GET appointment-management/physician-appointments/{id}`):
 * `{from, until}` ISO strings. The spec only says "ISO strings", so a bare string is accepted too.
 */
export type PhysicianBusyTime = { from: string; until?: string } | string;

/** What `create-appointment-v2` answers: the stored appointment, named by one of these ids. */
export interface CreatedAppointment {
  sys_id?: string;
  id?: string | number;
  appointmentId?: string;
  appointment_id?: string;
}

export interface ClinicDayArgs {
  clinicId: string;
  /** 'YYYY-MM-DD'. */
  day: string;
}

export interface InsuranceArgs {
  id: string;
  insurance: boolean;
}

/** The id of a created appointment, whichever name the server gives it. */
export function createdAppointmentId(created: CreatedAppointment | null | undefined): string | undefined {
  const id = created?.appointmentId ?? created?.sys_id ?? created?.appointment_id ?? created?.id;
  return id === undefined || id === null || id === '' ? undefined : String(id);
}

// Tag ids inside 'Appointment': one per appointment, LIST for every monitored day, BUSY for every
// physician's busy times (a booking or a cancel frees or takes a slot the wizard may be showing).
const DAYS = { type: 'Appointment' as const, id: 'LIST' };
const BUSY = { type: 'Appointment' as const, id: 'BUSY' };

export const appointmentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The Appointment Monitor's tiles of one clinic and day (spec 2 section 7). */
    getClinicAppointments: build.query<AppointmentTile[], ClinicDayArgs>({
      query: ({ clinicId, day }) => ({ url: `monitoring/appointment-by-clinic/${encodeURIComponent(clinicId)}`, params: { day } }),
      providesTags: (result) => [...(result ?? []).map((tile) => ({ type: 'Appointment' as const, id: tile.appointmentId })), DAYS],
    }),
    getAppointment: build.query<Appointment, string>({
      query: (id) => ({ url: `monitoring/appointment-by-id/${encodeURIComponent(id)}` }),
      providesTags: (_result, _error, id) => [{ type: 'Appointment', id }],
    }),
    createAppointment: build.mutation<CreatedAppointment, AppointmentCreate>({
      query: (body) => ({ url: 'appointment-management/create-appointment-v2', method: 'POST', body }),
      invalidatesTags: [DAYS, BUSY],
    }),
    /** Publishes a created appointment. */
    confirmAppointment: build.mutation<unknown, string>({
      query: (appointmentId) => ({
        url: 'appointment-management/confirmation',
        method: 'POST',
        body: { appointment_id: appointmentId } satisfies AppointmentConfirmation,
      }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Appointment', id }, DAYS],
    }),
    /** Cancel by the person in charge. */
    cancelAppointment: build.mutation<unknown, string>({
      query: (id) => ({ url: `appointment-management/pic-cancel/${encodeURIComponent(id)}`, method: 'PATCH' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Appointment', id }, DAYS, BUSY],
    }),
    setAppointmentInsurance: build.mutation<unknown, InsuranceArgs>({
      query: ({ id, insurance }) => ({
        url: `appointment-management/insurance/${encodeURIComponent(id)}`,
        method: 'PATCH',
        params: { insurance: String(insurance) },
      }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Appointment', id }],
    }),
    markAppointmentNoShow: build.mutation<unknown, string>({
      query: (id) => ({ url: `appointment-management/noshow/${encodeURIComponent(id)}`, method: 'PATCH' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Appointment', id }, DAYS],
    }),
    getPhysicianBusyTimes: build.query<PhysicianBusyTime[], string>({
      query: (physicianId) => ({ url: `appointment-management/physician-appointments/${encodeURIComponent(physicianId)}` }),
      providesTags: [BUSY],
    }),
  }),
});

export const {
  useGetClinicAppointmentsQuery,
  useGetAppointmentQuery,
  useCreateAppointmentMutation,
  useConfirmAppointmentMutation,
  useCancelAppointmentMutation,
  useSetAppointmentInsuranceMutation,
  useMarkAppointmentNoShowMutation,
  useGetPhysicianBusyTimesQuery,
} = appointmentsApi;
