export * from './catalogue-list-pages';
export * from './vehicle-list-page';
export * from './brand-models-page';
export * from './product-list-json-ld-script';
export * from './texts';
