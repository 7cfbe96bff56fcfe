import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SessionUser } from '@mk/contracts';

/**
 * @mk/api's `sessionExpired` (a 401 to a call that carried a token), matched by its type: importing
 * it would bring RTK Query into the login route, which has no API yet (issue 11).
 */
export const sessionExpired = createAction('session/expired');

export interface SessionState {
  user: SessionUser | null;
}

const initialState: SessionState = { user: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    loggedIn: (_state, action: PayloadAction<SessionUser>) => ({ user: action.payload }),
    /** Spec 1 section 4: updating the user overwrites the stored copy. */
    userUpdated: (state, action: PayloadAction<Partial<SessionUser>>) => {
      if (state.user) state.user = { ...state.user, ...action.payload };
    },
    loggedOut: () => ({ user: null }),
    /** The user changed their password: the server ended every other session and gave this one a new token. */
    tokenReplaced: (state, action: PayloadAction<string>) => {
      if (state.user) state.user.token = action.payload;
    },
  },
  extraReducers: (builder) => builder.addCase(sessionExpired, () => ({ user: null })),
});

export const { loggedIn, userUpdated, loggedOut, tokenReplaced } = sessionSlice.actions;

export const selectUser = (state: { session: SessionState }): SessionUser | null => state.session.user;
export const selectIsLoggedIn = (state: { session: SessionState }): boolean => state.session.user !== null;
