export * from './budget-bands';
export * from './filter-options';
export * from './vehicle-filters';
export * from './normalize-filters';
export * from './filters-url';
export * from './source-values';
