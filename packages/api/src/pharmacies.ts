import type { Pharmacy, PharmacyListQuery, PharmacyUpdated, PharmacyWrite, RowsPage } from '@mk/contracts';
import { api, providesList } from './api';
import { entityWrites } from './entity-endpoints';

const writes = entityWrites('pharmacy-write', 'Pharmacy');

/**
 * Pharmacies (spec 2 section 7). A PIC reads and writes only their own pharmacies; ADMIN all of
 * them and names the person in charge (`pic_id`, an administrator whose role is PIC: see
 * `useGetAdministratorsQuery`). The update answers `payload.id` with the stored pharmacy.
 */
export const pharmaciesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Payload `count` and `rows`; page 1 and limit 10 by default (spec 2 section 9). */
    getPharmacies: build.query<RowsPage<Pharmacy>, PharmacyListQuery | void>({
      query: (args) => ({ url: 'pharmacy-read', params: { page: args?.page ?? 1, limit: args?.limit ?? 10, status: args?.status } }),
      providesTags: (result) => providesList(result?.rows, 'Pharmacy'),
    }),
    getPharmacy: build.query<Pharmacy, string>({
      query: (id) => ({ url: `pharmacy-read/${encodeURIComponent(id)}` }),
      providesTags: (_result, _error, id) => [{ type: 'Pharmacy', id }],
    }),
    createPharmacy: build.mutation<Pharmacy, Partial<PharmacyWrite>>(writes.create),
    updatePharmacy: build.mutation<PharmacyUpdated, { id: string; changes: Partial<PharmacyWrite> }>(writes.update),
  }),
});

export const { useGetPharmaciesQuery, useGetPharmacyQuery, useCreatePharmacyMutation, useUpdatePharmacyMutation } = pharmaciesApi;
