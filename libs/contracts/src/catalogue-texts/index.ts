// Texts of the catalogue pages that the browser shows and the API's titles repeat, one module per language so a
// page's chunk of one language takes that language alone.
export * from './en';
export * from './hi';
export * from './mr';
export * from './pa';
export * from './ta';
export * from './te';
