import type { Center, CenterListQuery, CenterWrite, OperatingPeriod, RemovedCenter, RowsPage, StoredSlot } from '@mk/contracts';
import { api, providesList } from './api';
import { entityWrites } from './entity-endpoints';

const writes = entityWrites('center-write', 'Center');

/** Arguments of `POST medical-service-write/center-operating-hour`. */
export interface CenterHoursArgs {
  centerId: string;
  /** Days 0 (Sunday) to 6; from and until as HH:mm or HHmm. */
  periods: OperatingPeriod[];
}

/**
 * Centers and their operating hours (spec 3 section 7). A PIC reads and writes only their own
 * centers; only ADMIN registers, naming the person in charge (`pic_id`). An update ignores id,
 * sys_id and pic_id. The hours come back as hourly slots (day, from, until in HHmm).
 */
export const centersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Payload `count` and `rows`; page 1 and limit 10 by default (spec 3 section 9). */
    getCenters: build.query<RowsPage<Center>, CenterListQuery | void>({
      query: (args) => ({
        url: 'center-read',
        params:
          args?.paginated === false
            ? { paginated: false, name: args.name }
            : { page: args?.page ?? 1, limit: args?.limit ?? 10, name: args?.name, status: args?.status },
      }),
      providesTags: (result) => providesList(result?.rows, 'Center'),
    }),
    getCenter: build.query<Center, string>({
      query: (id) => ({ url: `center-read/${encodeURIComponent(id)}` }),
      providesTags: (_result, _error, id) => [{ type: 'Center', id }],
    }),
    createCenter: build.mutation<Center, Partial<CenterWrite>>(writes.create),
    updateCenter: build.mutation<Center, { id: string; changes: Partial<CenterWrite> }>(writes.update),
    /** Hides the center from every list; its services and hours go with it. */
    deleteCenter: build.mutation<RemovedCenter, string>({
      ...writes.remove,
      invalidatesTags: (result, error, id) => [...writes.remove.invalidatesTags(result, error, id), { type: 'Schedule', id }, { type: 'Service', id: 'LIST' }],
    }),
    getCenterHours: build.query<StoredSlot[], string>({
      query: (centerId) => ({ url: `medical-service-read/center-operating-hour/${encodeURIComponent(centerId)}` }),
      providesTags: (_result, _error, centerId) => [{ type: 'Schedule', id: centerId }],
    }),
    /** Replaces the whole timetable ('Operating hours successfully set'). */
    setCenterHours: build.mutation<StoredSlot[], CenterHoursArgs>({
      query: ({ centerId, periods }) => ({ url: 'medical-service-write/center-operating-hour', method: 'POST', body: { center_id: centerId, periods } }),
      invalidatesTags: (_result, _error, { centerId }) => [{ type: 'Schedule', id: centerId }],
    }),
    resetCenterHours: build.mutation<{ removed: number }, string>({
      query: (centerId) => ({ url: `medical-service-write/reset-operating-hour/${encodeURIComponent(centerId)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, centerId) => [{ type: 'Schedule', id: centerId }],
    }),
  }),
});

export const {
  useGetCentersQuery,
  useGetCenterQuery,
  useCreateCenterMutation,
  useUpdateCenterMutation,
  useDeleteCenterMutation,
  useGetCenterHoursQuery,
  /** The editor loads the hours when it needs them (first show, after a save or a reset). */
  useLazyGetCenterHoursQuery,
  useSetCenterHoursMutation,
  useResetCenterHoursMutation,
} = centersApi;
