import type { HomeFigures } from '@mk/contracts';
import { api } from './api';

/**
 * The Home figures (issue 29): the caller's own counts, one section per kind of thing they run
 * (ADMIN's, or a PIC's clinics, pharmacies and centers). The Home asks again when the socket says
 * `home_changed`; nothing here polls.
 */
export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHomeFigures: build.query<HomeFigures, void>({
      query: () => ({ url: 'dashboard-read/home' }),
      providesTags: [{ type: 'Home', id: 'FIGURES' }],
    }),
  }),
});

export const { useGetHomeFiguresQuery } = homeApi;

