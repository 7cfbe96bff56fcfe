import { createAsyncThunk } from '@reduxjs/toolkit';
import { sessionApi } from '@mk/api';
import { loggedOut } from './session.slice';
import type { SessionExtra } from './store.base';

/** How long logging out waits for the server before clearing the session here anyway. */
export const LOGOUT_SERVER_WAIT_MS = 5000;

/**
 * Ends the session on the server first (so the token is refused everywhere, not just forgotten
 * here), then clears the stored user, which also closes the socket. The local session is cleared
 * whatever the server answers: offline, an error, or a 401 for a token that had already ended.
 */
export const logOut = createAsyncThunk<void, void, { extra: SessionExtra }>('session/logOut', async (_, { dispatch, extra }) => {
  try {
    await extra.apiReady();
  } catch {
    // The API's code could not load (offline): nothing to tell the server, clear here.
    dispatch(loggedOut());
    return;
  }
  const call = dispatch(sessionApi.endpoints.logout.initiate());
  const giveUp = setTimeout(() => call.abort(), LOGOUT_SERVER_WAIT_MS);
  try {
    await call.unwrap();
  } catch {
    // Cleared below all the same.
  } finally {
    clearTimeout(giveUp);
    call.reset();
    dispatch(loggedOut());
  }
});
