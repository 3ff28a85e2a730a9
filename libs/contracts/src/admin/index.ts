export * from './admin-news';
export * from './admin-leads';
export * from './lead-import';
export * from './my-items';
export * from './moderation';
export * from './lead-import-constants';
export * from './moderation-constants';
