import { useCallback } from 'react';
import { cityChosen, selectCity, useAppDispatch, useAppSelector, type CityOption } from '@cvb/store';

/** The city prices are shown for: the visitor's chosen city (New Delhi by default); choosing one here keeps it. */
export function usePriceCity(): [CityOption, (city: CityOption) => void] {
  const city = useAppSelector(selectCity);
  const dispatch = useAppDispatch();
  const choose = useCallback((next: CityOption) => dispatch(cityChosen(next)), [dispatch]);
  return [city, choose];
}
