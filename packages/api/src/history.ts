import type { HistoryEntityType, HistoryEntry, RowsPage } from '@mk/contracts';
import { api, type TagType } from './api';

export interface RecordHistoryArgs {
  entityType: HistoryEntityType;
  id: string;
  page: number;
  limit: number;
}

/** The cache tag of each kind of record: a write that refreshes the record refreshes its history too. */
const RECORD_TAG: Partial<Record<HistoryEntityType, TagType>> = {
  clinic: 'Clinic',
  physician: 'Physician',
  pharmacy: 'Pharmacy',
  center: 'Center',
  medical_service: 'Service',
  package: 'Package',
  patient: 'Patient',
  appointment: 'Appointment',
  order: 'Order',
};

/** Every record's history (issue 29): who changed which fields, newest first, a page at a time. */
export const historyApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRecordHistory: build.query<RowsPage<HistoryEntry>, RecordHistoryArgs>({
      query: ({ entityType, id, page, limit }) => ({ url: `audit-read/history/${entityType}/${encodeURIComponent(id)}`, params: { page, limit } }),
      providesTags: (_result, _error, { entityType, id }) => {
        const tag = RECORD_TAG[entityType];
        return tag ? [{ type: tag, id }] : [];
      },
    }),
  }),
});

export const { useGetRecordHistoryQuery } = historyApi;
