import type {
  DeletedPhysician,
  OperatingPeriod,
  Physician,
  PhysicianCreate,
  PhysicianListQuery,
  PhysicianUpdate,
  RowsPage,
  StoredSlot,
  TagSearchItem,
} from '@mk/contracts';
import { api, providesList } from './api';
import { entityWrites } from './entity-endpoints';

/** A physician of `doctor-read/v2` and `doctor-read/{id}`: the record with its clinic names and tags. */
export type ListedPhysician = Physician & { tags?: TagSearchItem[] };

/** What `DELETE doctor-write/{id}` answers (its reply schema's type). */
export type { DeletedPhysician } from '@mk/contracts';

/** Arguments of `PATCH doctor-write/{id}`: only the fields to change. */
export interface PhysicianUpdateArgs {
  id: string;
  changes: PhysicianUpdate;
}

export interface PhysicianScheduleArgs {
  physicianId: string;
  periods: OperatingPeriod[];
}

const writes = entityWrites('doctor-write', 'Physician');

export const physiciansApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The filtered list (spec 1 section 7); empty filters are left out of the query string. */
    getPhysicians: build.query<RowsPage<ListedPhysician>, PhysicianListQuery>({
      query: (filters) => ({ url: 'doctor-read/v2', params: { ...filters } }),
      providesTags: (result) => providesList(result?.rows, 'Physician'),
    }),
    getPhysician: build.query<ListedPhysician, string>({
      query: (id) => ({ url: `doctor-read/${encodeURIComponent(id)}` }),
      providesTags: (_result, _error, id) => [{ type: 'Physician', id }],
    }),
    /** Register (spec 1 section 7); a new physician belongs in every list, so the lists reload. */
    createPhysician: build.mutation<ListedPhysician, Partial<PhysicianCreate>>(writes.create),
    /** Update: the physician's own reads and the lists showing it (name, clinic) reload. */
    updatePhysician: build.mutation<ListedPhysician, PhysicianUpdateArgs>(writes.update),
    /** A removed physician's schedule goes with it. */
    deletePhysician: build.mutation<DeletedPhysician, string>({
      ...writes.remove,
      invalidatesTags: (result, error, id) => [...writes.remove.invalidatesTags(result, error, id), { type: 'Schedule', id }],
    }),
    /** The stored slots (day, from, until in HHMM). */
    getOperatingHours: build.query<StoredSlot[], string>({
      query: (physicianId) => ({ url: `appointment-management/get-operating-hour/${encodeURIComponent(physicianId)}` }),
      providesTags: (_result, _error, physicianId) => [{ type: 'Schedule', id: physicianId }],
    }),
    /** Periods carry HHMM times; the server cuts them into slots. */
    setOperatingHours: build.mutation<unknown, PhysicianScheduleArgs>({
      query: ({ physicianId, periods }) => ({
        url: 'appointment-management/set-operating-hour-v3',
        method: 'POST',
        body: { physician_id: physicianId, periods },
      }),
      invalidatesTags: (_result, _error, { physicianId }) => [{ type: 'Schedule', id: physicianId }],
    }),
    resetOperatingHours: build.mutation<unknown, string>({
      query: (physicianId) => ({ url: `appointment-management/reset-operating-hour/${encodeURIComponent(physicianId)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, physicianId) => [{ type: 'Schedule', id: physicianId }],
    }),
  }),
});

export const {
  useGetPhysiciansQuery,
  useGetPhysicianQuery,
  useCreatePhysicianMutation,
  useUpdatePhysicianMutation,
  useDeletePhysicianMutation,
  useGetOperatingHoursQuery,
  useLazyGetOperatingHoursQuery,
  useSetOperatingHoursMutation,
  useResetOperatingHoursMutation,
} = physiciansApi;
