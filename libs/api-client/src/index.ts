export * from './http';
export * from './calls';
export * from './use-api-data';
