export * from './visited-models';
