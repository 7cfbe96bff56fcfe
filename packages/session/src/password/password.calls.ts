import { createAsyncThunk } from '@reduxjs/toolkit';
import type { ChangePasswordBody, SetPasswordBody } from '@mk/contracts';
import { errorMessage, usersApi } from '@mk/api';
import type { ApiErrorLike } from '@mk/i18n';
import { tokenReplaced } from '../session.slice';
import type { SessionExtra } from '../store.base';

type Rejected = { rejectValue: ApiErrorLike; extra: SessionExtra };

/** The server's refusal as the pages show it: its message and its code (translated by `apiErrorText`). */
function refusal(error: unknown): ApiErrorLike {
  const code = (error as { code?: unknown } | null)?.code;
  return { message: errorMessage(error), code: typeof code === 'string' ? code : undefined };
}

/** Sets a password from a one-time link (public: the public pages' store has no API until asked). */
export const setPassword = createAsyncThunk<null, SetPasswordBody, Rejected>('session/setPassword', async (body, { dispatch, rejectWithValue, extra }) => {
  try {
    await extra.apiReady();
    await dispatch(usersApi.endpoints.setPassword.initiate(body)).unwrap();
    return null;
  } catch (error) {
    return rejectWithValue(refusal(error));
  }
});

/**
 * Changes the signed-in user's password. The server ends every other session of the user and
 * answers a new token for this one, which replaces the stored one (and reopens the socket with it).
 */
export const changeOwnPassword = createAsyncThunk<null, ChangePasswordBody, Rejected>('session/changeOwnPassword', async (body, { dispatch, rejectWithValue, extra }) => {
  try {
    await extra.apiReady();
    const { token } = await dispatch(usersApi.endpoints.changeOwnPassword.initiate(body)).unwrap();
    dispatch(tokenReplaced(token));
    return null;
  } catch (error) {
    return rejectWithValue(refusal(error));
  }
});
