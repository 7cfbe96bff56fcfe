import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
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
