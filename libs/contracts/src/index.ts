export * from './verticals';
export * from './content-query';
export * from './brands';
export * from './news';
export * from './fuel';
export * from './auth';
export * from './health';
export * from './list-queries';
