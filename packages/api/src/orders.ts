import type { Offer, OfferView, OrderHistoryRow, OrderHistoryState, OrderStateUpdate, OrderView, Prescription, RowsPage } from '@mk/contracts';
import { api, providesList } from './api';

export interface LiveOrdersArgs {
  pharmacyId: string;
  page?: number;
  limit?: number;
}

/** Filters of `GET order-read/history` (issue 30); dates 'YYYY-MM-DD' on the Riyadh calendar. */
export interface OrderHistoryArgs {
  page?: number;
  limit?: number;
  from?: string;
  until?: string;
  state?: OrderHistoryState;
  /** An order id's beginning, or a patient's phone. */
  search?: string;
  pharmacy_id?: string;
}

/** The offer body; the server computes the total, so one sent must equal it (or it is refused). */
export type OfferCreate = Omit<Offer, 'total_price'> & { total_price?: string };

/** Incoming orders of the caller's pharmacies (the list is their open offer windows). */
const INCOMING = { type: 'Order' as const, id: 'INCOMING' };
const LIVE = { type: 'Order' as const, id: 'LIVE' };

/**
 * Orders, offers and prescriptions of the back office (spec 2 section 7, Orders and offers). The
 * realtime events (`new_order`, `offer_actions_{id}`) patch these caches in the orders package.
 */
export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET order-read/`: newest first, each with `seconds_left` of its five-minute offer window. */
    getIncomingOrders: build.query<RowsPage<OrderView>, void>({
      query: () => ({ url: 'order-read/' }),
      providesTags: (result) => [...providesList(result?.rows, 'Order'), INCOMING],
    }),
    getOrder: build.query<OrderView, string>({
      query: (id) => ({ url: `order-read/order/${encodeURIComponent(id)}` }),
      providesTags: (_result, _error, id) => [{ type: 'Order', id }],
    }),
    /** The orders won by one pharmacy, with the accepted offer; page 1 and limit 10 by default. */
    getLiveOrders: build.query<RowsPage<OrderView>, LiveOrdersArgs>({
      query: ({ pharmacyId, page = 1, limit = 10 }) => ({ url: `order-read/live-orders/${encodeURIComponent(pharmacyId)}`, params: { page, limit } }),
      providesTags: (result) => [...providesList(result?.rows, 'Order'), LIVE],
    }),
    createOffer: build.mutation<OfferView, OfferCreate>({
      query: (body) => ({ url: 'order-write/offer', method: 'POST', body }),
      invalidatesTags: (_result, _error, body) => [{ type: 'Order', id: body.order_id }, { type: 'Offer', id: 'LIST' }],
    }),
    /** Every order from first offer to archive (ADMIN), or those our pharmacies offered on (a PIC), newest first. */
    getOrderHistory: build.query<RowsPage<OrderHistoryRow>, OrderHistoryArgs>({
      query: ({ page = 1, limit = 10, ...filters }) => ({ url: 'order-read/history', params: { page, limit, ...filters } }),
      providesTags: [{ type: 'Order', id: 'HISTORY' }],
    }),
    /** `DELETE order-write/offer/{id}` (issue 30): our live offer taken back before the patient answers, within the window. */
    withdrawOffer: build.mutation<OfferView, { offerId: string; orderId: string }>({
      query: ({ offerId }) => ({ url: `order-write/offer/${encodeURIComponent(offerId)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { orderId }) => [{ type: 'Order', id: orderId }, INCOMING, { type: 'Offer', id: 'LIST' }],
    }),
    /** Moves the delivery forward (`{ delivery_state, sys_id }`); the server refuses a step back. */
    updateOrderState: build.mutation<OrderView, OrderStateUpdate>({
      query: (body) => ({ url: 'order-write/order-state', method: 'PATCH', body }),
      invalidatesTags: (_result, _error, body) => [{ type: 'Order', id: body.sys_id }, LIVE],
    }),
    /** `GET prescription-read/id/{id}`: who it is for and from, and its medicines. */
    getPrescription: build.query<Prescription, string>({
      query: (id) => ({ url: `prescription-read/id/${encodeURIComponent(id)}` }),
    }),
  }),
});

export const {
  useGetIncomingOrdersQuery,
  useGetOrderQuery,
  useGetLiveOrdersQuery,
  useCreateOfferMutation,
  useWithdrawOfferMutation,
  useGetOrderHistoryQuery,
  useUpdateOrderStateMutation,
  useGetPrescriptionQuery,
} = ordersApi;
