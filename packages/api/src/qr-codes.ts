import type { QrBill, QrBillCreate, QrCode, RowsPage } from '@mk/contracts';
import { api, providesList } from './api';

export interface QrCodePageArgs {
  page: number;
  /** At most 30 (spec 3 section 9). */
  limit: number;
}

/**
 * QR codes of the caller's pharmacies and their simplified tax bills (spec 3 section 7). A code is
 * NEW until its bill is created, then BILLED; billing it again is refused.
 */
export const qrCodesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Newest first; payload `count` and `rows`. The server caches each page for 2 minutes. */
    getQrCodes: build.query<RowsPage<QrCode>, QrCodePageArgs>({
      query: ({ page, limit }) => ({ url: 'qrcode-read/', params: { page, limit } }),
      providesTags: (result) => providesList(result?.rows, 'QrCode'),
    }),
    createQrCode: build.mutation<QrCode, { pharmacy_id: string }>({
      query: (body) => ({ url: 'qrcode-write', method: 'POST', body }),
      invalidatesTags: [{ type: 'QrCode', id: 'LIST' }],
    }),
    createQrBill: build.mutation<QrBill, QrBillCreate>({
      query: (body) => ({ url: 'payment-service/create-qr-bill', method: 'POST', body }),
      invalidatesTags: (_result, _error, { qrcode_id }) => [
        { type: 'QrCode', id: qrcode_id },
        { type: 'QrCode', id: 'LIST' },
      ],
    }),
    getQrBill: build.query<QrBill, string>({
      query: (qrcodeId) => ({ url: `payment-service/bill-by-entity/${encodeURIComponent(qrcodeId)}` }),
      providesTags: (_result, _error, qrcodeId) => [{ type: 'QrCode', id: qrcodeId }],
    }),
  }),
});

export const { useGetQrCodesQuery, useCreateQrCodeMutation, useCreateQrBillMutation, useGetQrBillQuery, useLazyGetQrBillQuery } = qrCodesApi;
