import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { sessionApi } from '@mk/api';

/**
 * Asks the server, with `token`, for the smallest page any signed-in user may read. A 401 ends the
 * session here too (the base query's sessionExpired signs out); any other outcome leaves it alone.
 * Loaded on demand: only a signed-in page ever needs it.
 */
export async function askSession(dispatch: ThunkDispatch<unknown, unknown, UnknownAction>, token: string): Promise<void> {
  await dispatch(sessionApi.endpoints.getStartupPharmacies.initiate({ page: 1, limit: 1, token }, { subscribe: false, forceRefetch: true }))
    .unwrap()
    .catch(() => undefined);
}
