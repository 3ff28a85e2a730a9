export * from './http';
export * from './get-parsed';
export * from './calls';
export * from './catalogue-tools';
export * from './use-api-data';
export * from './catalogue-dealers';
export * from './catalogue-videos';
export * from './site-calls';
