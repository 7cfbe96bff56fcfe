import type { FacilityStatusChange, PendingFacilityCounts } from '@mk/contracts';
import { api } from './api';
import { recordAndLists } from './entity-endpoints';

/** The three kinds of facility ADMIN approves, with the write path and cache tag of each. */
export const FACILITY_KINDS = {
  clinic: { path: 'clinic-write', tag: 'Clinic' },
  pharmacy: { path: 'pharmacy-write', tag: 'Pharmacy' },
  center: { path: 'center-write', tag: 'Center' },
} as const;
export type FacilityKind = keyof typeof FACILITY_KINDS;

export interface FacilityStatusArgs {
  kind: FacilityKind;
  id: string;
  change: FacilityStatusChange;
}

/**
 * Facility approval (issue 25): ADMIN approves or suspends a clinic, pharmacy or center (a reason is
 * required to suspend), and Home counts those waiting.
 */
export const facilityStatusApi = api.injectEndpoints({
  endpoints: (build) => ({
    changeFacilityStatus: build.mutation<unknown, FacilityStatusArgs>({
      query: ({ kind, id, change }) => ({ url: `${FACILITY_KINDS[kind].path}/${encodeURIComponent(id)}/status`, method: 'PATCH', body: change }),
      invalidatesTags: (_result, error, { kind, id }) =>
        error ? [] : [...recordAndLists(FACILITY_KINDS[kind].tag, id), { type: 'PendingFacilities' as const, id: 'COUNT' }],
    }),
    getPendingFacilityCounts: build.query<PendingFacilityCounts, void>({
      query: () => ({ url: 'administrator-read/pending-facilities' }),
      providesTags: [{ type: 'PendingFacilities', id: 'COUNT' }],
    }),
  }),
});

export const { useChangeFacilityStatusMutation, useGetPendingFacilityCountsQuery } = facilityStatusApi;
