export * from './app-store';
export * from './locale-slice';
export * from './city-slice';
export * from './auth-slice';
export * from './hooks';
export * from './storage-keys';
