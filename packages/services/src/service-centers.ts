import { useGetCentersQuery } from '@mk/api';

/**
 * The centers the user may give services to: ADMIN every center, a PIC their own (the server
 * decides), all at once (`paginated=false`), in the server's order. Every visit asks again.
 */
export function useServiceCenters() {
  return useGetCentersQuery({ paginated: false }, { refetchOnMountOrArgChange: true });
}
