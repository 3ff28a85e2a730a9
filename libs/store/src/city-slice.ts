import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_CITY } from '@cvb/contracts';

export interface CityOption {
  slug: string;
  name: string;
}

/** The city until the visitor chooses one (the one constant in contracts, which the API prices by too). */
export { DEFAULT_CITY };
const initialState: CityOption = DEFAULT_CITY;

export const citySlice = createSlice({
  name: 'city',
  initialState,
  reducers: {
    cityChosen: (_state, action: PayloadAction<CityOption>) => action.payload,
  },
  selectors: { selectCity: (state) => state },
});

export const { cityChosen } = citySlice.actions;
export const { selectCity } = citySlice.selectors;
