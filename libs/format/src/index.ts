export * from './price';
export * from './date';
export * from './video-id';
export * from './slug-words';
