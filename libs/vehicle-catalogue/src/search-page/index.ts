export * from './search-page';
