import type { DataPage, EmergencyOrderCreate, ErIssue, ErIssueResult, ErOrderCreated, ErOrderListRow, ErPrescriptionSearchRow, IssuedErOrder, RowsPage } from '@mk/contracts';
import { api, providesList } from './api';

export interface ErPageArgs {
  pharmacyId: string;
  page?: number;
  limit?: number;
}

export interface ErSearchArgs {
  phone: string;
  page?: number;
  limit?: number;
}

/** Spec 2 section 9: ER lists show 10 a page. */
const ER_PAGE = 10;
const ISSUED = { type: 'ErPrescription' as const, id: 'ISSUED' };
const SEARCH = { type: 'ErPrescription' as const, id: 'SEARCH' };

/**
 * ER prescriptions (spec 2, Emergency prescriptions): a pharmacy's ER orders with medicines still to
 * issue, the issued ones, the phone search, creating the ER order of a search row, and the issue.
 * An issue changes all three lists (a row leaves the ER list once everything is issued).
 */
export const erPrescriptionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET order-read/er-orders/{pharmacyId}`: payload.count and payload.data. */
    getErOrders: build.query<DataPage<ErOrderListRow>, ErPageArgs>({
      query: ({ pharmacyId, page = 1, limit = ER_PAGE }) => ({ url: `order-read/er-orders/${encodeURIComponent(pharmacyId)}`, params: { page, limit } }),
      providesTags: (result) => providesList(result?.data, 'ErPrescription'),
    }),
    /** `GET order-read/er-orders/previous/{pharmacyId}`: payload.count and payload.rows, each with offer.createdAt and offer.total_price. */
    getIssuedErOrders: build.query<RowsPage<IssuedErOrder>, ErPageArgs>({
      query: ({ pharmacyId, page = 1, limit = ER_PAGE }) => ({ url: `order-read/er-orders/previous/${encodeURIComponent(pharmacyId)}`, params: { page, limit } }),
      providesTags: [ISSUED],
    }),
    /** `GET prescription-read/prescription-search?phone`: a patient's open emergency prescriptions, each with `issuer_id`. */
    searchErPrescriptions: build.query<RowsPage<ErPrescriptionSearchRow>, ErSearchArgs>({
      query: ({ phone, page = 1, limit = ER_PAGE }) => ({ url: 'prescription-read/prescription-search', params: { phone, page, limit } }),
      providesTags: [SEARCH],
    }),
    /** `POST order-write/emergency-order`: the ER order of a search row (the same one if it exists); payload.sys_id. */
    createErOrder: build.mutation<ErOrderCreated, EmergencyOrderCreate>({
      query: (body) => ({ url: 'order-write/emergency-order', method: 'POST', body }),
      invalidatesTags: [{ type: 'ErPrescription', id: 'LIST' }],
    }),
    /** `POST order-write/total-price`: issues the chosen medicines at the price. */
    issueErPrescription: build.mutation<ErIssueResult, ErIssue>({
      query: (body) => ({ url: 'order-write/total-price', method: 'POST', body }),
      invalidatesTags: [{ type: 'ErPrescription', id: 'LIST' }, ISSUED, SEARCH],
    }),
  }),
});

export const {
  useGetErOrdersQuery,
  useGetIssuedErOrdersQuery,
  useSearchErPrescriptionsQuery,
  useLazySearchErPrescriptionsQuery,
  useCreateErOrderMutation,
  useIssueErPrescriptionMutation,
} = erPrescriptionsApi;
