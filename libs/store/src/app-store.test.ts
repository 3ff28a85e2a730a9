import { createSlice } from '@reduxjs/toolkit';
import { createAppStore, getStore, rootReducer } from './app-store';
import { cityChosen, DEFAULT_CITY, selectCity } from './city-slice';
import { localeChanged, selectLocale } from './locale-slice';
import { selectUser, userKnown } from './auth-slice';

describe('app store', () => {
  it('starts in English in New Delhi with nobody signed in', () => {
    const state = createAppStore().getState();
    expect(selectLocale(state)).toBe('en');
    expect(selectCity(state)).toEqual(DEFAULT_CITY);
    expect(selectUser(state)).toBeNull();
  });

  it('records locale, city and user changes', () => {
    const store = createAppStore();
    store.dispatch(localeChanged('ta'));
    store.dispatch(cityChosen({ slug: 'pune', name: 'Pune' }));
    store.dispatch(userKnown({ id: 7, name: 'Ravi' }));
    const state = store.getState();
    expect(selectLocale(state)).toBe('ta');
    expect(selectCity(state).name).toBe('Pune');
    expect(selectUser(state)).toEqual({ id: 7, name: 'Ravi' });
  });

  it('is one store for the page', () => {
    expect(getStore()).toBe(getStore());
  });

  it('lets a remote inject its own slice into the same reducer', () => {
    const compare = createSlice({
      name: 'truckCompare',
      initialState: { ids: [] as number[] },
      reducers: {},
    });
    const withCompare = rootReducer.inject(compare);
    expect(withCompare(undefined, { type: 'noop' }).truckCompare).toEqual({ ids: [] });
  });
});
