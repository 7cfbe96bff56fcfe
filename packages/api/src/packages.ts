import type {
  HealthPackageWrite,
  ListedPackage,
  OperatingPeriod,
  PackageListQuery,
  PackagesDeleted,
  RowsPage,
  StoredSlot,
  WrittenPackage,
} from '@mk/contracts';
import { api, providesList } from './api';
import { recordAndLists } from './entity-endpoints';

/**
 * Which list a caller reads: ADMIN reads `promotion-read/admin` (every package, filters clinicId or
 * centerId); anyone else reads `promotion-read/clinic/{ownerId}`, the packages of one of their
 * own clinics or centers (spec 3 section 7).
 */
export type PackageListArgs = PackageListQuery & ({ scope: 'admin' } | { scope: 'owner'; ownerId: string });

/** Arguments of `POST promotion-write/update-timeslots`. */
export interface PackageTimesArgs {
  packageId: string;
  /** Days 0 (Sunday) to 6; from and until as HH:MM. */
  periods: OperatingPeriod[];
}

/** Leaves empty filters out of the query string. */
function listParams(query: PackageListQuery): Record<string, string | number> {
  const params: Record<string, string | number> = { page: query.page ?? 1, limit: query.limit ?? 10 };
  for (const key of ['title', 'from', 'to', 'tags', 'clinicId', 'centerId'] as const) {
    const value = query[key]?.trim();
    if (value) params[key] = value;
  }
  return params;
}

/**
 * Health packages and their half-hourly timetables (spec 3 section 7). Payloads `count` and `rows`.
 * Delete takes `{ ids }` and removes all or none; a deleted package leaves the patient app.
 */
export const packagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPackages: build.query<RowsPage<ListedPackage>, PackageListArgs>({
      query: (args) => {
        const { scope, ...query } = args;
        const url = scope === 'admin' ? 'promotion-read/admin' : `promotion-read/clinic/${encodeURIComponent((args as { ownerId: string }).ownerId)}`;
        const params = listParams(query);
        delete params.ownerId;
        return { url, params };
      },
      providesTags: (result) => providesList(result?.rows, 'Package'),
    }),
    /** Packages any caller may pick from (the promo form searches titles 50 at a time): ADMIN all, others their own. */
    searchPackages: build.query<RowsPage<ListedPackage>, PackageListQuery>({
      query: (query) => ({ url: 'promotion-read/package-clinic', params: listParams(query) }),
      providesTags: (result) => providesList(result?.rows, 'Package'),
    }),
    getPackage: build.query<ListedPackage, string>({
      query: (id) => ({ url: `promotion-read/package/${encodeURIComponent(id)}` }),
      providesTags: (_result, _error, id) => [{ type: 'Package', id }],
    }),
    createPackage: build.mutation<WrittenPackage, HealthPackageWrite>({
      query: (body) => ({ url: 'promotion-write/package', method: 'POST', body }),
      invalidatesTags: [{ type: 'Package', id: 'LIST' }],
    }),
    updatePackage: build.mutation<WrittenPackage, { id: string; changes: Partial<HealthPackageWrite> }>({
      query: ({ id, changes }) => ({ url: `promotion-write/package/${encodeURIComponent(id)}`, method: 'PATCH', body: changes }),
      invalidatesTags: (_result, _error, { id }) => recordAndLists('Package', id),
    }),
    /** All or nothing: one package the caller may not delete, or that is gone, deletes none. */
    deletePackages: build.mutation<PackagesDeleted, string[]>({
      query: (ids) => ({ url: 'promotion-write/delete-package', method: 'DELETE', body: { ids } }),
      invalidatesTags: (_result, _error, ids) => [
        { type: 'Package', id: 'LIST' },
        ...ids.flatMap((id) => [
          { type: 'Package' as const, id },
          { type: 'Schedule' as const, id },
        ]),
      ],
    }),
    /** The stored half-hour slots (day, from, until in HHmm). */
    getPackageTimes: build.query<StoredSlot[], string>({
      query: (packageId) => ({ url: `promotion-read/package-times/${encodeURIComponent(packageId)}` }),
      providesTags: (_result, _error, packageId) => [{ type: 'Schedule', id: packageId }],
    }),
    /** Replaces the whole timetable in one transaction ('Package schedule created successfully'). */
    setPackageTimes: build.mutation<StoredSlot[], PackageTimesArgs>({
      query: ({ packageId, periods }) => ({ url: 'promotion-write/update-timeslots', method: 'POST', body: { package_id: packageId, periods } }),
      invalidatesTags: (_result, _error, { packageId }) => [{ type: 'Schedule', id: packageId }],
    }),
    /** 'Package schedule successfully reset': the package leaves the app until new slots are added. */
    resetPackageTimes: build.mutation<{ removed: number }, string>({
      query: (packageId) => ({ url: `promotion-write/reset-hours/${encodeURIComponent(packageId)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, packageId) => [{ type: 'Schedule', id: packageId }],
    }),
  }),
});

export const {
  useGetPackagesQuery,
  useSearchPackagesQuery,
  useLazySearchPackagesQuery,
  useGetPackageQuery,
  useCreatePackageMutation,
  useUpdatePackageMutation,
  useDeletePackagesMutation,
  useGetPackageTimesQuery,
  useLazyGetPackageTimesQuery,
  useSetPackageTimesMutation,
  useResetPackageTimesMutation,
} = packagesApi;
