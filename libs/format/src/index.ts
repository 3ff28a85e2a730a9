export * from './price';
export * from './video-id';
export * from './slug-words';
