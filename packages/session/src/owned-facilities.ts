import { createAsyncThunk, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import type { OwnedFacility, RowsPage, SessionUser } from '@mk/contracts';
import { sessionApi } from '@mk/api';
import { userUpdated, type SessionState } from './session.slice';
import type { SessionExtra } from './store.base';

/** What a non-ADMIN user runs: the sidebar shows Clinics, Pharmacies, Orders, Centers... by these. */
export type OwnedFacilities = Required<Pick<SessionUser, 'clinics' | 'pharmacies' | 'centers'>>;

/** Spec 1 section 4: pharmacies and centers come in pages of 10 until `count` rows are loaded. */
async function loadAllPages<Row>(fetchPage: (page: number) => Promise<RowsPage<Row>>): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page += 1) {
    const result = await fetchPage(page);
    rows.push(...result.rows);
    if (result.rows.length === 0 || rows.length >= result.count) return rows;
  }
}

// The lists are read to build the stored user, not kept in the cache.
const once = { subscribe: false, forceRefetch: true } as const;

/**
 * Spec 1 section 4: the user's clinics (page 1, limit 50), pharmacies and centers (all pages of
 * 10), read as `token` (at login the session does not hold it yet). Rejects with the API's error.
 */
export async function loadOwnedFacilities(dispatch: ThunkDispatch<unknown, unknown, UnknownAction>, token: string): Promise<OwnedFacilities> {
  const { getStartupClinics, getStartupPharmacies, getStartupCenters } = sessionApi.endpoints;
  const [clinics, pharmacies, centers] = await Promise.all([
    dispatch(getStartupClinics.initiate({ page: 1, limit: 50, token }, once)).unwrap(),
    loadAllPages((page) => dispatch(getStartupPharmacies.initiate({ page, limit: 10, token }, once)).unwrap()),
    loadAllPages((page) => dispatch(getStartupCenters.initiate({ page, limit: 10, token }, once)).unwrap()),
  ]);
  return {
    clinics: clinics.data.map((c): OwnedFacility => ({ sys_id: c.sys_id, name: c.registered_clinic_name, name_ar: c.registered_clinic_name_arabic })),
    pharmacies: pharmacies.map((p): OwnedFacility => ({ sys_id: p.sys_id, name: p.name, name_ar: p.name_ar })),
    centers: centers.map((c): OwnedFacility => ({ sys_id: c.sys_id, name: c.center_name, name_ar: c.center_name_arabic })),
  };
}

/**
 * Reads the signed-in user's clinics, pharmacies and centers again and updates the session (and
 * its stored copy), so a PIC who has just registered their first pharmacy or clinic sees its
 * sidebar entries without logging in again. ADMIN sees every area and has no lists. Never rejects:
 * on failure the session keeps its lists (the next login reads them).
 */
export const refreshOwnedFacilities = createAsyncThunk<void, void, { state: { session: SessionState }; extra: SessionExtra }>(
  'session/refreshOwnedFacilities',
  async (_, { dispatch, getState, extra }) => {
    const user = getState().session.user;
    if (!user || user.role === 'ADMIN') return;
    await extra.apiReady();
    const facilities = await loadOwnedFacilities(dispatch, user.token).catch(() => undefined);
    // Still the same session (no logout or another login while the lists were read).
    if (facilities && getState().session.user?.token === user.token) dispatch(userUpdated(facilities));
  },
);
