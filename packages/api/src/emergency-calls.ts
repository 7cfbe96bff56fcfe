import type { DataPage, EmergencyCall } from '@mk/contracts';
import { api } from './api';

export interface AcceptedCallsArgs {
  pharmacyId: string;
  page?: number;
  limit?: number;
}

/** Emergency calls (spec 3): the calls a pharmacy accepted, 10 a page. */
export const emergencyCallsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET emergency-read/accepted-calls/{pharmacyId}`: payload.count and payload.data. */
    getAcceptedEmergencyCalls: build.query<DataPage<EmergencyCall>, AcceptedCallsArgs>({
      query: ({ pharmacyId, page = 1, limit = 10 }) => ({ url: `emergency-read/accepted-calls/${encodeURIComponent(pharmacyId)}`, params: { page, limit } }),
      providesTags: [{ type: 'EmergencyCall', id: 'LIST' }],
    }),
  }),
});

export const { useGetAcceptedEmergencyCallsQuery } = emergencyCallsApi;
