import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RealtimeState } from '@mk/contracts';

export interface RealtimeSliceState {
  status: RealtimeState;
}

export const realtimeSlice = createSlice({
  name: 'realtime',
  initialState: { status: 'closed' } as RealtimeSliceState,
  reducers: {
    realtimeStatusChanged: (state, action: PayloadAction<RealtimeState>) => {
      state.status = action.payload;
    },
  },
});

export const { realtimeStatusChanged } = realtimeSlice.actions;
export const selectRealtimeStatus = (state: { realtime: RealtimeSliceState }): RealtimeState => state.realtime.status;

/**
 * The server dropped our socket on purpose ('io server disconnect'): it does so when it ends a
 * user's sessions (account disabled, password changed elsewhere) or changes their role.
 */
export const realtimeEndedByServer = createAction('realtime/endedByServer');
