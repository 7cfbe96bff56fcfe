import type { Clinic, ClinicListQuery, ClinicWrite, DataPage, DeletedClinic, RowsPage, TagSearchItem } from '@mk/contracts';
import { api, providesList } from './api';
import { entityWrites } from './entity-endpoints';

/** A clinic of the ADMIN list and of `clinic-read/{id}`: the record with its active tags. */
export type TaggedClinic = Clinic & { tags?: TagSearchItem[] };

/** What `DELETE clinic-write/{id}` answers (its reply schema's type). */
export type { DeletedClinic } from '@mk/contracts';

export interface ClinicPageArgs {
  page: number;
  limit: number;
}

const writes = entityWrites('clinic-write', 'Clinic');

export const clinicsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** PIC list (spec 1 section 6): page and limit only; payload `count` and `data`. */
    getClinicsPage: build.query<DataPage<Clinic>, ClinicPageArgs>({
      query: ({ page, limit }) => ({ url: 'clinic-read/', params: { page, limit } }),
      providesTags: (result) => providesList(result?.data, 'Clinic'),
    }),
    /** ADMIN list with filters; empty filters are left out of the query string. */
    getClinics: build.query<RowsPage<TaggedClinic>, ClinicListQuery>({
      query: (filters) => ({ url: 'clinic-read/clinics', params: { ...filters } }),
      providesTags: (result) => providesList(result?.rows, 'Clinic'),
    }),
    /** The payload is an array whose first item is the clinic (spec 1 section 3). */
    getClinic: build.query<TaggedClinic, string>({
      query: (id) => ({ url: `clinic-read/${encodeURIComponent(id)}` }),
      transformResponse: (payload: TaggedClinic[] | TaggedClinic) => (Array.isArray(payload) ? payload[0] : payload),
      providesTags: (_result, _error, id) => [{ type: 'Clinic', id }],
    }),
    createClinic: build.mutation<Clinic, Partial<ClinicWrite>>(writes.create),
    updateClinic: build.mutation<Clinic, { id: string; changes: Partial<ClinicWrite> }>(writes.update),
    deleteClinic: build.mutation<DeletedClinic, string>(writes.remove),
  }),
});

export const {
  useGetClinicsPageQuery,
  useGetClinicsQuery,
  useGetClinicQuery,
  useCreateClinicMutation,
  useUpdateClinicMutation,
  useDeleteClinicMutation,
} = clinicsApi;
