export * from './model-reviews';
export * from './star-rating';
export * from './texts';
