export * from './product-list-json-ld';
