// Names of the spec rows, one module per language so a page's chunk of one language takes that language alone.
export * from './by-locale/en';
export * from './by-locale/hi';
export * from './by-locale/mr';
export * from './by-locale/pa';
export * from './by-locale/ta';
export * from './by-locale/te';
