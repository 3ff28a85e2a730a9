// The catalogue desk (/admin/catalogue, docs/domain.md#catalogue-desk): brands, models, variants, prices, dealers,
// price sheets; every call under `admin/catalogue/` is for editors and admins.
export * from './desk-failures';
export * from './model-document';
export * from './spec-fields';
export * from './desk-models';
export * from './model-preview';
export * from './preview-parameter';
export * from './desk-search';
export * from './desk-brands';
export * from './desk-dealers';
export * from './price-import';
export * from './price-history';
export * from './pictures';
export * from './desk-messages';
