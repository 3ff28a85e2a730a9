export * from './localized';
export * from './media-items';
export * from './media-queries';
export * from './admin-media';
