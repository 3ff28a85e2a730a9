export * from './seo-answer';
export * from './sitemaps';
export * from './site-pages';
export * from './product-list-json-ld';
export * from './display-name';
export * from './first-view';
export * from './data-version';
