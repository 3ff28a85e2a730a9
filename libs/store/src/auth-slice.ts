import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PublicUser } from '@cvb/contracts';

export interface AuthState {
  user: PublicUser | null;
  /** 'unknown' until the session has been asked for once. */
  status: 'unknown' | 'known';
}

const initialState: AuthState = { user: null, status: 'unknown' };

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    userKnown(state, action: PayloadAction<PublicUser | null>) {
      state.user = action.payload;
      state.status = 'known';
    },
  },
  selectors: { selectUser: (state) => state.user, selectAuthStatus: (state) => state.status },
});

export const { userKnown } = authSlice.actions;
export const { selectUser, selectAuthStatus } = authSlice.selectors;
