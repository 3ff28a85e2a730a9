import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface CityOption {
  slug: string;
  name: string;
}

export const DEFAULT_CITY: CityOption = { slug: 'new-delhi', name: 'New Delhi' };

export const citySlice = createSlice({
  name: 'city',
  initialState: DEFAULT_CITY,
  reducers: {
    cityChosen: (_state, action: PayloadAction<CityOption>) => action.payload,
  },
  selectors: { selectCity: (state) => state },
});

export const { cityChosen } = citySlice.actions;
export const { selectCity } = citySlice.selectors;
