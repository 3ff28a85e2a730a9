import { cityChosen, getStore } from '@cvb/store';
import { readStoredCity } from './city-storage';

/** Puts the city chosen on an earlier visit into the store before any app reads it. */
export function restoreStoredCity(): void {
  getStore().dispatch(cityChosen(readStoredCity()));
}
