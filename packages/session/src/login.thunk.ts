import { createAsyncThunk, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import type { LoginPayload, SessionUser } from '@mk/contracts';
import { errorMessage, sessionApi, twoFactorApi } from '@mk/api';
import type { ApiErrorLike } from '@mk/i18n';
import { loadOwnedFacilities } from './owned-facilities';
import { loggedIn } from './session.slice';
import type { SessionExtra } from './store.base';

export interface Credentials {
  email: string;
  password: string;
}

/**
 * The password was right and the account has a second factor (`code`: the page asks for it), or is
 * an ADMIN who must set one up first (`setup`, REQUIRE_ADMIN_2FA). No session is stored yet.
 */
export interface SecondFactorAsked {
  step: 'code' | 'setup';
  challenge: string;
}

export const isSecondFactorAsked = (outcome: SessionUser | SecondFactorAsked): outcome is SecondFactorAsked => 'step' in outcome && 'challenge' in outcome;

type ThunkConfig = { rejectValue: ApiErrorLike; extra: SessionExtra };

/** The server's refusal as the page shows it: its message and its code (`apiErrorText`). */
function refusal(error: unknown): ApiErrorLike {
  const code = (error as { code?: unknown } | null)?.code;
  return { message: errorMessage(error), code: typeof code === 'string' ? code : undefined };
}

/** For a non-ADMIN user, their clinics, pharmacies and centers; then the session is stored. */
async function storeSession(dispatch: ThunkDispatch<unknown, unknown, UnknownAction>, payload: LoginPayload): Promise<SessionUser> {
  const user: SessionUser = payload.role === 'ADMIN' ? payload : { ...payload, ...(await loadOwnedFacilities(dispatch, payload.token)) };
  dispatch(loggedIn(user));
  return user;
}

/**
 * Spec 1 section 4: log in, and for a non-ADMIN user load their clinics (page 1, limit 50),
 * pharmacies and centers (all pages of 10) before the session is stored. An account with a second
 * factor gets `SecondFactorAsked` instead (then `logInWithCode`). Rejects with the server's
 * message and its code, for the page to show in the user's language (`apiErrorText`).
 */
export const logIn = createAsyncThunk<SessionUser | SecondFactorAsked, Credentials, ThunkConfig>(
  'session/logIn',
  async (credentials, { dispatch, rejectWithValue, extra }) => {
    try {
      await extra.apiReady();
      const payload = await dispatch(sessionApi.endpoints.login.initiate(credentials)).unwrap();
      if ('two_factor_required' in payload) return { step: 'code', challenge: payload.challenge };
      if ('two_factor_setup_required' in payload) return { step: 'setup', challenge: payload.challenge };
      return await storeSession(dispatch, payload);
    } catch (error) {
      return rejectWithValue(refusal(error));
    }
  },
);

/** The code step of a sign-in (a TOTP code or a recovery code, with the password step's challenge). */
export const logInWithCode = createAsyncThunk<SessionUser, { challenge: string; code: string }, ThunkConfig>(
  'session/logInWithCode',
  async (body, { dispatch, rejectWithValue, extra }) => {
    try {
      await extra.apiReady();
      const payload = await dispatch(twoFactorApi.endpoints.loginTwoFactor.initiate(body)).unwrap();
      return await storeSession(dispatch, payload);
    } catch (error) {
      return rejectWithValue(refusal(error));
    }
  },
);

/** Stores the session a completed sign-in gave (REQUIRE_ADMIN_2FA's setup at sign-in ends with one). */
export const logInWithPayload = createAsyncThunk<SessionUser, LoginPayload, ThunkConfig>('session/logInWithPayload', async (payload, { dispatch }) =>
  storeSession(dispatch, payload),
);
