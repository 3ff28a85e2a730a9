export * from './price';
export * from './price-span';
export * from './date';
export * from './video-id';
export * from './slug-words';
