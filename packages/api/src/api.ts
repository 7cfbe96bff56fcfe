import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './base-query';

/**
 * The tag types of this package's endpoints: RTK Query invalidates tags only within one API
 * definition, so domains add endpoints to this API (`injectEndpoints`) instead of creating their own;
 * a domain package with endpoints of its own adds its tag types there (`enhanceEndpoints({ addTagTypes })`).
 */
export const TAG_TYPES = [
  'Administrator',
  'Clinic',
  'Physician',
  'Schedule',
  'Tag',
  'Appointment',
  'Patient',
  'Pharmacy',
  'Order',
  'Offer',
  'ErPrescription',
  'Notification',
  'Center',
  'Service',
  'Procedure',
  'QrCode',
  'EmergencyCall',
  'Package',
  'StaffUser',
  'PendingFacilities',
  'Home',
] as const;
export type TagType = (typeof TAG_TYPES)[number];

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});

/** Tags for a list: one per row plus `LIST`, so creating invalidates the list and updating one row. */
export function providesList<T extends { sys_id?: string | number; id?: string | number }, K extends string>(
  rows: T[] | undefined,
  type: K,
): Array<{ type: K; id: string | number }> {
  const list = { type, id: 'LIST' as string | number };
  if (!rows) return [list];
  return [...rows.map((row) => ({ type, id: (row.sys_id ?? row.id) as string | number })), list];
}
