import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SessionUser } from '@mk/contracts';
import { sessionExpired } from '@mk/api';

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
  },
  extraReducers: (builder) => builder.addCase(sessionExpired, () => ({ user: null })),
});

export const { loggedIn, userUpdated, loggedOut } = sessionSlice.actions;

export const selectUser = (state: { session: SessionState }): SessionUser | null => state.session.user;
export const selectIsLoggedIn = (state: { session: SessionState }): boolean => state.session.user !== null;
