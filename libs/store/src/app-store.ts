import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { authSlice } from './auth-slice';
import { citySlice } from './city-slice';
import { localeSlice } from './locale-slice';

/**
 * Cross-cutting state lives here; a remote adds its own slice with `rootReducer.inject(slice)`,
 * never a second store (docs/architecture.md#sharing-between-remotes).
 */
export const rootReducer = combineSlices(localeSlice, citySlice, authSlice);
export type RootState = ReturnType<typeof rootReducer>;

export function createAppStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState });
}
export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];

let store: AppStore | null = null;

/** The page's one store; this lib is a federation singleton, so every remote gets the same one. */
export function getStore(): AppStore {
  store ??= createAppStore();
  return store;
}
