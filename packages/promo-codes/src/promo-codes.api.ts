import type { RowsPage } from '@mk/contracts';
import type { PromoCode, PromoCodeCreate } from './contract';
import { api, providesList } from '@mk/api';

export interface PromoCodePageArgs {
  page: number;
  limit: number;
}

/**
 * Promo codes (spec 3 section 7), ADMIN only. Create makes one code for one entity; the form
 * calls it once per chosen entity. Codes are unique per entity without regard to case.
 */
export const promoCodesApi = api.enhanceEndpoints({ addTagTypes: ['PromoCode'] }).injectEndpoints({
  endpoints: (build) => ({
    /** Newest first; payload `count` and `rows`. */
    getPromoCodes: build.query<RowsPage<PromoCode>, PromoCodePageArgs>({
      query: ({ page, limit }) => ({ url: 'promotion-read/promo-codes', params: { page, limit } }),
      providesTags: (result) => providesList(result?.rows, 'PromoCode'),
    }),
    createPromoCode: build.mutation<PromoCode, PromoCodeCreate>({
      query: (body) => ({ url: 'promotion-write/promo', method: 'POST', body }),
      invalidatesTags: [{ type: 'PromoCode', id: 'LIST' }],
    }),
  }),
});

export const { useGetPromoCodesQuery, useCreatePromoCodeMutation } = promoCodesApi;

// The endpoint names join @mk/api's list, so the test kits' fakes are keyed by them too.
declare module '@mk/api' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the names
  interface DomainEndpointNames extends Record<keyof (typeof promoCodesApi)['endpoints'], true> {}
}
