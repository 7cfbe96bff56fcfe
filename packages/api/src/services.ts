import type { DeletedMedicalService, MedicalService, MedicalServiceCreate, MedicalServiceListQuery, MedicalServiceWrite, RowsPage } from '@mk/contracts';
import { api, providesList } from './api';
import type { ApiError } from './base-query';
import { recordAndLists } from './entity-endpoints';

/** What a read of one service answers when no live service has the id (the server's own words). */
const SERVICE_NOT_FOUND: ApiError = { status: 404, message: 'Service not found', code: 'service.not_found' };

/**
 * A center's medical services (spec 3 section 7). Create writes one service per chosen center,
 * all or nothing, and answers them all; delete is a PATCH with an empty body.
 */
export const servicesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Payload `count` and `rows`; page 1 and limit 10 by default (spec 3 section 9). */
    getServices: build.query<RowsPage<MedicalService>, MedicalServiceListQuery>({
      query: ({ centerId, page, limit, paginated }) => ({
        url: `medical-service-read/services/${encodeURIComponent(centerId)}`,
        params: paginated === false ? { paginated: false } : { paginated: true, page: page ?? 1, limit: limit ?? 10 },
      }),
      providesTags: (result) => providesList(result?.rows, 'Service'),
    }),
    /** The services with these ids (public: the patient app's basket). */
    getServicesByIds: build.query<MedicalService[], string[]>({
      query: (ids) => ({ url: 'medical-service-read/ids', method: 'POST', body: { ids } }),
      providesTags: (result) => providesList(result, 'Service'),
    }),
    /**
     * One service by id, for the update form opened without the list's row. The server has no read
     * of one service; its `medical-service-read/ids` answers the live ones among the ids asked.
     */
    getService: build.query<MedicalService, string>({
      queryFn: async (id, _api, _extra, baseQuery) => {
        const result = await baseQuery({ url: 'medical-service-read/ids', method: 'POST', body: { ids: [id] } });
        if (result.error) return { error: result.error as ApiError };
        const found = (result.data as MedicalService[] | undefined)?.find((service) => service.sys_id === id.toLowerCase());
        return found ? { data: found } : { error: SERVICE_NOT_FOUND };
      },
      providesTags: (_result, _error, id) => [{ type: 'Service', id }],
    }),
    createService: build.mutation<MedicalService[], MedicalServiceCreate>({
      query: (body) => ({ url: 'medical-service-write/create-service', method: 'POST', body }),
      invalidatesTags: [{ type: 'Service', id: 'LIST' }],
    }),
    updateService: build.mutation<MedicalService, { id: string; changes: Partial<MedicalServiceWrite> }>({
      query: ({ id, changes }) => ({ url: `medical-service-write/update-service/${encodeURIComponent(id)}`, method: 'PATCH', body: changes }),
      invalidatesTags: (_result, _error, { id }) => recordAndLists('Service', id),
    }),
    /** 'Service Deleted Successfully'; restorable from the Trash for 30 days. */
    deleteService: build.mutation<DeletedMedicalService, string>({
      query: (id) => ({ url: `medical-service-write/delete-service/${encodeURIComponent(id)}`, method: 'PATCH', body: {} }),
      invalidatesTags: (_result, _error, id) => recordAndLists('Service', id),
    }),
  }),
});

export const { useGetServicesQuery, useGetServicesByIdsQuery, useGetServiceQuery, useCreateServiceMutation, useUpdateServiceMutation, useDeleteServiceMutation } = servicesApi;
