import type { Administrator, DataPage, LoginResult, RowsPage } from '@mk/contracts';
import { api, providesList } from './api';

/**
 * The fields of a clinic, pharmacy and center the start-up sequence reads. Defined here until
 * @mk/contracts carries the full entity types.
 */
export interface StartupClinic {
  sys_id: string;
  registered_clinic_name: string;
  registered_clinic_name_arabic?: string;
}
export interface StartupPharmacy {
  sys_id: string;
  name: string;
  name_ar?: string;
}
export interface StartupCenter {
  sys_id: string;
  center_name: string;
  center_name_arabic?: string;
}

/**
 * Start-up lists are fetched before the session is stored, so the store has no token yet: the
 * caller passes the fresh login token with the request.
 */
export interface StartupPageArgs {
  page: number;
  limit: number;
  token: string;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The session, or (an account with a second factor) the challenge of the code step. */
    login: build.mutation<LoginResult, { email: string; password: string }>({
      query: (body) => ({ url: 'administrator-read/login', method: 'POST', body }),
    }),
    /** Ends the session on the server: every token of the user is refused afterwards (HTTP and socket). */
    logout: build.mutation<null, void>({
      query: () => ({ url: 'administrator-read/logout', method: 'POST' }),
    }),
    getAdministrators: build.query<RowsPage<Administrator>, { page?: number; limit?: number } | void>({
      query: (args) => ({
        url: 'administrator-Read/',
        params: { page: args?.page ?? 1, limit: args?.limit ?? 100 },
      }),
      // Spec 1 section 7: administrators are cached for 2 minutes per page and limit.
      keepUnusedDataFor: 120,
      providesTags: (result) => providesList(result?.rows, 'Administrator'),
    }),
    getStartupClinics: build.query<DataPage<StartupClinic>, StartupPageArgs>({
      query: ({ page, limit, token }) => ({ url: 'clinic-read/', params: { page, limit }, headers: bearer(token) }),
    }),
    getStartupPharmacies: build.query<RowsPage<StartupPharmacy>, StartupPageArgs>({
      query: ({ page, limit, token }) => ({ url: 'pharmacy-read', params: { page, limit }, headers: bearer(token) }),
    }),
    getStartupCenters: build.query<RowsPage<StartupCenter>, StartupPageArgs>({
      query: ({ page, limit, token }) => ({ url: 'center-read', params: { page, limit }, headers: bearer(token) }),
    }),
  }),
});

export const { useLoginMutation, useLogoutMutation, useGetAdministratorsQuery } = sessionApi;
