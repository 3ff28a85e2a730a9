export * from './variant-page';
