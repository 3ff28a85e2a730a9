export * from './compare-messages';
export * from './compare-selection';
export * from './compare-url';
export * from './differing-rows';
