import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LocaleCode } from '@cvb/contracts';

export interface LocaleState {
  code: LocaleCode;
}

const initialState: LocaleState = { code: 'en' };

export const localeSlice = createSlice({
  name: 'locale',
  initialState,
  reducers: {
    localeChanged(state, action: PayloadAction<LocaleCode>) {
      state.code = action.payload;
    },
  },
  selectors: { selectLocale: (state) => state.code },
});

export const { localeChanged } = localeSlice.actions;
export const { selectLocale } = localeSlice.selectors;
