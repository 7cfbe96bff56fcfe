import { createAsyncThunk } from '@reduxjs/toolkit';
import type { OwnedFacility, RowsPage, SessionUser } from '@mk/contracts';
import { errorMessage, sessionApi } from '@mk/api';
import type { ApiErrorLike } from '@mk/i18n';
import { loggedIn } from './session.slice';
import type { SessionExtra } from './store.base';

export interface Credentials {
  email: string;
  password: string;
}

/** Spec 1 section 4: pharmacies and centers come in pages of 10 until `count` rows are loaded. */
async function loadAllPages<Row>(fetchPage: (page: number) => Promise<RowsPage<Row>>): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page += 1) {
    const result = await fetchPage(page);
    rows.push(...result.rows);
    if (result.rows.length === 0 || rows.length >= result.count) return rows;
  }
}

// The lists are read once to build the stored user, not kept in the cache.
const once = { subscribe: false, forceRefetch: true } as const;

/**
 * Spec 1 section 4: log in, and for a non-ADMIN user load their clinics (page 1, limit 50),
 * pharmacies and centers (all pages of 10) before the session is stored. Rejects with the
 * server's message and its code, for the page to show in the user's language (`apiErrorText`).
 */
export const logIn = createAsyncThunk<SessionUser, Credentials, { rejectValue: ApiErrorLike; extra: SessionExtra }>(
  'session/logIn',
  async (credentials, { dispatch, rejectWithValue, extra }) => {
    try {
      await extra.apiReady();
      const payload = await dispatch(sessionApi.endpoints.login.initiate(credentials)).unwrap();
      let user: SessionUser = payload;
      if (payload.role !== 'ADMIN') {
        const { token } = payload;
        const { getStartupClinics, getStartupPharmacies, getStartupCenters } = sessionApi.endpoints;
        const [clinics, pharmacies, centers] = await Promise.all([
          dispatch(getStartupClinics.initiate({ page: 1, limit: 50, token }, once)).unwrap(),
          loadAllPages((page) => dispatch(getStartupPharmacies.initiate({ page, limit: 10, token }, once)).unwrap()),
          loadAllPages((page) => dispatch(getStartupCenters.initiate({ page, limit: 10, token }, once)).unwrap()),
        ]);
        user = {
          ...payload,
          clinics: clinics.data.map(
            (c): OwnedFacility => ({ sys_id: c.sys_id, name: c.registered_clinic_name, name_ar: c.registered_clinic_name_arabic }),
          ),
          pharmacies: pharmacies.map((p): OwnedFacility => ({ sys_id: p.sys_id, name: p.name, name_ar: p.name_ar })),
          centers: centers.map((c): OwnedFacility => ({ sys_id: c.sys_id, name: c.center_name, name_ar: c.center_name_arabic })),
        };
      }
      dispatch(loggedIn(user));
      return user;
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      return rejectWithValue({ message: errorMessage(error), code: typeof code === 'string' ? code : undefined });
    }
  },
);
