import type { RowsPage, TrashEntityType, TrashItem, TrashRestore, TrashRestored } from '@mk/contracts';
import { api, providesList } from '@mk/api';

export interface TrashPageArgs {
  page: number;
  limit: number;
  /** One kind only; all kinds when undefined (not sent). */
  entity_type?: TrashEntityType;
}

/** The list tag of each kind the Trash gives back (@mk/api's TAG_TYPES, and the promo codes' own). */
const LIST_TAG = {
  CLINIC: 'Clinic',
  PHYSICIAN: 'Physician',
  CENTER: 'Center',
  SERVICE: 'Service',
  PACKAGE: 'Package',
  PROMO_CODE: 'PromoCode',
} as const satisfies Record<TrashEntityType, string>;

/**
 * The Trash (issue 29), ADMIN only: the removed records, newest removal first, and Restore, which
 * brings one back with those removed along with it. A restore refreshes the Trash and the lists of
 * what came back.
 */
export const trashApi = api.enhanceEndpoints({ addTagTypes: ['Trash', 'PromoCode'] }).injectEndpoints({
  endpoints: (build) => ({
    /** Payload `count` and `rows`. */
    getTrash: build.query<RowsPage<TrashItem>, TrashPageArgs>({
      query: ({ page, limit, entity_type }) => ({ url: 'trash-read', params: { page, limit, entity_type } }),
      providesTags: (result) => providesList(result?.rows, 'Trash'),
    }),
    restoreFromTrash: build.mutation<TrashRestored, TrashRestore>({
      query: (body) => ({ url: 'trash-write/restore', method: 'POST', body }),
      invalidatesTags: (result, _error, asked) => {
        const restored = result?.restored ?? [asked];
        return [
          { type: 'Trash' as const, id: 'LIST' },
          ...restored.flatMap(({ entity_type, sys_id }) => [
            { type: LIST_TAG[entity_type], id: 'LIST' },
            { type: LIST_TAG[entity_type], id: sys_id },
          ]),
        ];
      },
    }),
  }),
});

export const { useGetTrashQuery, useRestoreFromTrashMutation } = trashApi;

// The endpoint names join @mk/api's list, so the test kits' fakes are keyed by them too.
declare module '@mk/api' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the names
  interface DomainEndpointNames extends Record<keyof (typeof trashApi)['endpoints'], true> {}
}
