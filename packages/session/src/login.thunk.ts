import { createAsyncThunk } from '@reduxjs/toolkit';
import type { SessionUser } from '@mk/contracts';
import { errorMessage, sessionApi } from '@mk/api';
import type { ApiErrorLike } from '@mk/i18n';
import { loadOwnedFacilities } from './owned-facilities';
import { loggedIn } from './session.slice';
import type { SessionExtra } from './store.base';

export interface Credentials {
  email: string;
  password: string;
}

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
      const user: SessionUser = payload.role === 'ADMIN' ? payload : { ...payload, ...(await loadOwnedFacilities(dispatch, payload.token)) };
      dispatch(loggedIn(user));
      return user;
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      return rejectWithValue({ message: errorMessage(error), code: typeof code === 'string' ? code : undefined });
    }
  },
);
