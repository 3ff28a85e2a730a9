export * from './review-fields';
export * from './review-request';
export * from './review-list';
export * from './review-edit';
