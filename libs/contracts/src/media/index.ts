export * from './localized';
export * from './media-sections';
export * from './media-items';
export * from './media-queries';
export * from './admin-media-kinds';
export * from './admin-media';
export * from './admin-expert-review';
